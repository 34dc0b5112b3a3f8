'use client';

import { useState } from 'react';
import { useAccountForm } from '@/components/account/use-account-form';
import formStyles from '@/components/ui/form.module.css';
import { SubmitButton } from '@/components/ui/submit-button';
import { updateCompanySettingsAction } from '@/lib/company/company-actions';
import { companySettingsSchema } from '@/lib/company/company-schemas';
import type { Messages } from '@/lib/i18n/messages';
import { ActionStatus, formOutcome } from './action-status';
import styles from './company.module.css';

/** The company's rule that every order needs a PO reference (Odoo refuses to place one without). */
export function PoReferenceForm({
  poReferenceRequired,
  labels,
}: {
  poReferenceRequired: boolean;
  labels: Messages['Company'];
}) {
  const [saved, setSaved] = useState<string | null>(null);
  const { form, submit, failure, busy } = useAccountForm(
    companySettingsSchema,
    { poReferenceRequired },
    {
      action: updateCompanySettingsAction,
      onSaved: (data) => {
        form.reset({ poReferenceRequired: data.poReferenceRequired });
        setSaved(data.message);
      },
    },
  );

  return (
    <section className={styles.section} aria-labelledby="settings-title">
      <h2 id="settings-title">{labels.settingsTitle}</h2>
      <form
        className={`${formStyles.form} ${styles.form}`}
        onSubmit={(event) => {
          setSaved(null);
          void submit(event);
        }}
        noValidate
        aria-labelledby="settings-title"
      >
        <div>
          <label className={formStyles.check}>
            <input
              type="checkbox"
              aria-describedby="po-reference-hint"
              {...form.register('poReferenceRequired')}
            />
            {labels.poReferenceRequired}
          </label>
          <p id="po-reference-hint" className={styles.hint}>
            {labels.poReferenceHint}
          </p>
        </div>
        <div className={formStyles.actions}>
          <SubmitButton busy={busy} label={labels.save} busyLabel={labels.saving} />
        </div>
        <ActionStatus outcome={formOutcome(failure, saved)} />
      </form>
    </section>
  );
}
