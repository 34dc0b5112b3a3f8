'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormFailure } from '@/components/account/form-failure';
import { useAccountForm } from '@/components/account/use-account-form';
import { NewPasswordFields } from '@/components/ui/credential-fields';
import formStyles from '@/components/ui/form.module.css';
import { SubmitButton } from '@/components/ui/submit-button';
import { refreshShopperState } from '@/lib/auth/after-sign-in.browser';
import { acceptInvitationAction } from '@/lib/company/invitation-actions';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { notify } from '@/lib/notifications/notification-queue';
import { newPasswordSchema } from '@/lib/user/user-schemas';
import { InvalidInvitation } from './invalid-invitation';

/**
 * The invited colleague's password, twice. Accepted, they are signed in and go to their account;
 * a link Odoo no longer takes gives way to what they can do instead.
 */
export function InvitationForm({
  locale,
  token,
  labels,
}: {
  locale: Locale;
  token: string;
  labels: Messages['Invitation'];
}) {
  const router = useRouter();
  const [spent, setSpent] = useState<string | null>(null);
  const { form, submit, failure, fieldError, busy } = useAccountForm(
    newPasswordSchema,
    { token, password: '', confirmPassword: '' },
    {
      action: acceptInvitationAction,
      onSaved: (answer) => {
        if (!answer.signedIn) {
          setSpent(answer.message);
          return;
        }
        notify(answer.message, { kind: 'success' });
        refreshShopperState();
        router.push(localizedPath(locale, '/my'));
      },
    },
  );

  if (spent) {
    return (
      <InvalidInvitation
        text={spent}
        resetHref={localizedPath(locale, '/forgot-password/new-password')}
        resetLabel={labels.resetPassword}
      />
    );
  }
  return (
    <form
      className={formStyles.form}
      onSubmit={submit}
      noValidate
      aria-labelledby="invitation-title"
    >
      <p className={formStyles.intro}>{labels.intro}</p>
      <FormFailure text={failure} />
      <NewPasswordFields
        labels={{ password: labels.password, repeat: labels.repeatPassword }}
        password={{ ...form.register('password'), error: fieldError('password') }}
        repeat={{ ...form.register('confirmPassword'), error: fieldError('confirmPassword') }}
      />
      <SubmitButton busy={busy} label={labels.submit} busyLabel={labels.working} />
    </form>
  );
}
