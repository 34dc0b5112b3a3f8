'use client';

import { useState } from 'react';
import { useLabels } from '@/components/layout/shell-labels-provider';
import { formErrorText } from '@/components/ui/form-error';
import styles from '@/components/ui/form.module.css';
import { TextField } from '@/components/ui/text-field';
import { callAuthEndpoint, type Messaged } from '@/lib/auth/auth-client';
import { newPasswordSchema } from '@/lib/auth/auth-schemas';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { useUiStore } from '@/lib/stores/ui-store';
import { useAuthForm } from './use-auth-form';

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
  const errors = useLabels('FormErrors');
  const offline = useLabels('Notifications').actionFailed;
  const openLoginModal = useUiStore((state) => state.openLoginModal);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useAuthForm(newPasswordSchema, { token, password: '', confirmPassword: '' });
  const fieldErrors = form.formState.errors;

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

  const submit = form.handleSubmit(async (input) => {
    const answer = await callAuthEndpoint<Messaged>(
      '/api/password-reset',
      'PUT',
      locale,
      input,
      offline,
    );
    setOutcome(
      answer.ok ? { ok: true, message: answer.data.message } : { ok: false, message: answer.error },
    );
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="new-password-title">
      <p className={styles.intro}>{labels.intro}</p>
      {outcome && !outcome.ok ? (
        <p role="alert" className={styles.error}>
          {outcome.message}
        </p>
      ) : null}
      <TextField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        required
        error={formErrorText(fieldErrors.password?.message, errors)}
        {...form.register('password')}
      />
      <TextField
        label={labels.repeatPassword}
        type="password"
        autoComplete="new-password"
        required
        error={formErrorText(fieldErrors.confirmPassword?.message, errors)}
        {...form.register('confirmPassword')}
      />
      <button
        type="submit"
        className="button button--primary"
        disabled={form.formState.isSubmitting}
      >
        {labels.submit}
      </button>
    </form>
  );
}
