'use client';

import { useRouter } from 'next/navigation';
import { useAccountForm } from '@/components/account/use-account-form';
import { ActionStatus, formOutcome } from '@/components/company/action-status';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { createListAction } from '@/lib/requisition-lists/list-actions';
import { createListSchema } from '@/lib/requisition-lists/list-schemas';
import styles from './lists.module.css';

/** A new list of the company's, by name; the customer goes on to fill it. */
export function CreateListForm({
  labels,
  locale,
}: {
  labels: Messages['RequisitionLists'];
  locale: Locale;
}) {
  const router = useRouter();
  const { form, submit, failure, fieldError, busy } = useAccountForm(
    createListSchema,
    { name: '' },
    {
      action: createListAction,
      onSaved: ({ id }) => router.push(localizedPath(locale, `/my/lists/${id}`)),
    },
  );
  return (
    <section className={styles.section} aria-labelledby="create-list-title">
      <h2 id="create-list-title">{labels.createTitle}</h2>
      <form
        className={styles.createForm}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-labelledby="create-list-title"
      >
        <TextField
          label={labels.name}
          autoComplete="off"
          required
          error={fieldError('name')}
          {...form.register('name')}
        />
        <SubmitButton busy={busy} label={labels.create} busyLabel={labels.working} />
      </form>
      <ActionStatus outcome={formOutcome(failure, null)} />
    </section>
  );
}
