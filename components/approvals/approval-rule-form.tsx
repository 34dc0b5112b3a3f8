'use client';

import { useState } from 'react';
import { useAccountForm } from '@/components/account/use-account-form';
import { ActionStatus, formOutcome } from '@/components/company/action-status';
import companyStyles from '@/components/company/company.module.css';
import formStyles from '@/components/ui/form.module.css';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { updateApprovalRuleAction } from '@/lib/approvals/approval-actions';
import { approvalRuleFormSchema } from '@/lib/approvals/approval-schemas';
import type { Messages } from '@/lib/i18n/messages';

/** As the field shows an amount: a plain number, no grouping, the locale's decimal sign. */
function amountText(above: number | null, decimalComma: boolean): string {
  if (above === null) return '';
  const text = Number.isInteger(above) ? String(above) : above.toFixed(2);
  return decimalComma ? text.replace('.', ',') : text;
}

/**
 * The company's approval rule (Admins): Requesters' orders always need approval; an amount adds
 * every order above it (excl. VAT). Empty: Requesters only.
 */
export function ApprovalRuleForm({
  above,
  decimalComma,
  labels,
  companyLabels,
}: {
  above: number | null;
  decimalComma: boolean;
  labels: Messages['Approvals'];
  companyLabels: Messages['Company'];
}) {
  const [saved, setSaved] = useState<string | null>(null);
  const { form, submit, failure, fieldError, busy } = useAccountForm(
    approvalRuleFormSchema,
    { amount: amountText(above, decimalComma) },
    {
      action: updateApprovalRuleAction,
      onSaved: (data) => {
        form.reset({ amount: amountText(data.above, decimalComma) });
        setSaved(data.message);
      },
    },
  );
  return (
    <section className={companyStyles.section} aria-labelledby="approval-rule-title">
      <h2 id="approval-rule-title">{labels.ruleTitle}</h2>
      <p className={companyStyles.intro}>{labels.ruleIntro}</p>
      <form
        className={`${formStyles.form} ${companyStyles.form}`}
        onSubmit={(event) => {
          setSaved(null);
          void submit(event);
        }}
        noValidate
        aria-labelledby="approval-rule-title"
      >
        <TextField
          label={labels.ruleAmount}
          hint={labels.ruleAmountHint}
          error={fieldError('amount')}
          inputMode="decimal"
          autoComplete="off"
          {...form.register('amount')}
        />
        <div className={formStyles.actions}>
          <SubmitButton busy={busy} label={labels.ruleSave} busyLabel={companyLabels.saving} />
        </div>
        <ActionStatus outcome={formOutcome(failure, saved)} />
      </form>
    </section>
  );
}
