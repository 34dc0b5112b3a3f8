'use client';

import { useAccountForm } from '@/components/account/use-account-form';
import { ActionStatus, formOutcome } from '@/components/company/action-status';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import type { Messages } from '@/lib/i18n/messages';
import { renameListAction } from '@/lib/requisition-lists/list-actions';
import { renameListSchema } from '@/lib/requisition-lists/list-schemas';
import { useState } from 'react';
import styles from './lists.module.css';

/** The list's new name (its owner and the company's Admins); a refusal keeps what was typed. */
export function RenameListForm({
  listId,
  name,
  labels,
  onRenamed,
}: {
  listId: number;
  name: string;
  labels: Messages['RequisitionLists'];
  onRenamed: (name: string) => void;
}) {
  const [done, setDone] = useState<string | null>(null);
  const { form, submit, failure, fieldError, busy } = useAccountForm(
    renameListSchema,
    { listId, name },
    {
      action: renameListAction,
      onSaved: (answer) => {
        setDone(answer.message);
        onRenamed(answer.name);
      },
    },
  );
  return (
    <div className={styles.renameBlock}>
      <form
        className={styles.createForm}
        onSubmit={(event) => {
          setDone(null);
          void submit(event);
        }}
        noValidate
        aria-label={labels.renameTitle}
      >
        <TextField
          label={labels.name}
          autoComplete="off"
          required
          error={fieldError('name')}
          {...form.register('name')}
        />
        <SubmitButton busy={busy} label={labels.rename} busyLabel={labels.working} />
      </form>
      <ActionStatus outcome={formOutcome(failure, done)} />
    </div>
  );
}
