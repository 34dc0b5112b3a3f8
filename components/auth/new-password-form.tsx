'use client';

import { useState } from 'react';
import { useLabels } from '@/components/layout/shell-labels-provider';
import styles from '@/components/ui/form.module.css';
import { SubmitButton } from '@/components/ui/submit-button';
import { NewPasswordFields } from '@/components/ui/credential-fields';
import type { Messaged } from '@/lib/auth/auth-client';
import { newPasswordSchema } from '@/lib/user/user-schemas';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { useUiStore } from '@/lib/browser/ui-store';
import { useEndpointForm } from './use-endpoint-form';

type Outcome = { ok: true; message: string } | { ok: false; message: string } | null;

/** New password twice; then the way to sign in, or why the link no longer works. */
export function NewPasswordForm({
  locale,
  token,
  labels,
}: {
  locale: Locale;
  token: string;
  labels: Messages['PasswordReset'];
}) {
  const working = useLabels('LoginModal').working;
  const openLoginModal = useUiStore((state) => state.openLoginModal);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { form, submit, fieldError, busy } = useEndpointForm(
    newPasswordSchema,
    { token, password: '', confirmPassword: '' },
    {
      locale,
      endpoint: '/api/password-reset',
      method: 'PUT',
      onSuccess: (answer: Messaged) => setOutcome({ ok: true, message: answer.message }),
      // Said on the page: the shopper needs it there to know the link is spent.
      onFailure: (error) => setOutcome({ ok: false, message: error }),
    },
  );

  if (!token) return <p role="alert">{labels.missingToken}</p>;
  if (outcome?.ok) {
    return (
      <div className={styles.form}>
        <p role="status">{outcome.message}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => openLoginModal()}
          aria-haspopup="dialog"
        >
          {labels.logIn}
        </button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="new-password-title">
      <p className={styles.intro}>{labels.intro}</p>
      {outcome && !outcome.ok ? (
        <p role="alert" className={styles.error}>
          {outcome.message}
        </p>
      ) : null}
      <NewPasswordFields
        labels={{ password: labels.password, repeat: labels.repeatPassword }}
        password={{ ...form.register('password'), error: fieldError('password') }}
        repeat={{ ...form.register('confirmPassword'), error: fieldError('confirmPassword') }}
      />
      <SubmitButton busy={busy} label={labels.submit} busyLabel={working} />
    </form>
  );
}
