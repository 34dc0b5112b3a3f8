'use client';

import { useState } from 'react';
import { useAccountForm } from '@/components/account/use-account-form';
import formStyles from '@/components/ui/form.module.css';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { inviteMemberAction } from '@/lib/company/company-actions';
import { COMPANY_ROLES, inviteMemberSchema } from '@/lib/company/company-schemas';
import type { CompanyMember } from '@/lib/company/types';
import type { Messages } from '@/lib/i18n/messages';
import { ActionStatus, formOutcome } from './action-status';
import { roleName } from './company-facts';
import styles from './company.module.css';

const EMPTY = { name: '', email: '', role: 'Buyer' } as const;

const ROLE_HINTS = {
  Admin: 'roleAdminHint',
  Buyer: 'roleBuyerHint',
  Requester: 'roleRequesterHint',
} as const satisfies Record<(typeof COMPANY_ROLES)[number], keyof Messages['Company']>;

/**
 * A colleague's name, e-mail address and role (Buyer unless chosen otherwise). Odoo mails them
 * the link to /invitation; a refusal keeps what was typed.
 */
export function InviteForm({
  labels,
  onInvited,
}: {
  labels: Messages['Company'];
  onInvited: (member: CompanyMember) => void;
}) {
  const [sent, setSent] = useState<string | null>(null);
  const { form, submit, failure, fieldError, busy } = useAccountForm(inviteMemberSchema, EMPTY, {
    action: inviteMemberAction,
    onSaved: ({ member, message }) => {
      form.reset(EMPTY);
      setSent(message);
      onInvited(member);
    },
  });

  return (
    <section className={styles.section} aria-labelledby="invite-title">
      <h2 id="invite-title">{labels.inviteTitle}</h2>
      <p className={styles.intro}>{labels.inviteIntro}</p>
      <form
        className={`${formStyles.form} ${styles.form}`}
        onSubmit={(event) => {
          setSent(null);
          void submit(event);
        }}
        noValidate
        aria-labelledby="invite-title"
      >
        <TextField
          label={labels.name}
          autoComplete="off"
          required
          error={fieldError('name')}
          {...form.register('name')}
        />
        <TextField
          label={labels.email}
          type="email"
          autoComplete="off"
          required
          error={fieldError('email')}
          {...form.register('email')}
        />
        <fieldset className={styles.roles}>
          <legend>{labels.role}</legend>
          {COMPANY_ROLES.map((role) => (
            <div key={role}>
              <label>
                <input
                  type="radio"
                  value={role}
                  aria-describedby={`invite-role-${role}`}
                  {...form.register('role')}
                />
                {roleName(role, labels)}
              </label>
              <p id={`invite-role-${role}`} className={styles.hint}>
                {labels[ROLE_HINTS[role]]}
              </p>
            </div>
          ))}
        </fieldset>
        <div className={formStyles.actions}>
          <SubmitButton busy={busy} label={labels.invite} busyLabel={labels.sending} />
        </div>
        <ActionStatus outcome={formOutcome(failure, sent)} />
      </form>
    </section>
  );
}
