'use client';

import { useLabels } from '@/components/layout/shell-labels-provider';
import { formErrorText } from '@/components/ui/form-error';
import styles from '@/components/ui/form.module.css';
import { TextField } from '@/components/ui/text-field';
import { callAuthEndpoint, type Messaged } from '@/lib/auth/auth-client';
import { loginSchema } from '@/lib/auth/auth-schemas';
import type { Locale } from '@/lib/i18n/locales';
import { notify } from '@/lib/notifications/notification-queue';
import { useAuthForm } from './use-auth-form';

export interface SignedIn extends Messaged {
  catalogOnly: boolean;
}

/** Email, password, 'Remember me'. A refusal keeps what was typed (spec). */
export function LoginForm({
  locale,
  email,
  onSignedIn,
}: {
  locale: Locale;
  /** Prefilled, e.g. right after registering. */
  email?: string;
  onSignedIn: (answer: SignedIn) => void;
}) {
  const labels = useLabels('LoginModal');
  const errors = useLabels('FormErrors');
  const offline = useLabels('Notifications').actionFailed;
  const form = useAuthForm(loginSchema, { email: email ?? '', password: '', remember: false });
  const fieldErrors = form.formState.errors;

  const submit = form.handleSubmit(async (input) => {
    const answer = await callAuthEndpoint<SignedIn>('/api/session', 'POST', locale, input, offline);
    if (!answer.ok) {
      notify(answer.error, { kind: 'danger' });
      return;
    }
    onSignedIn(answer.data);
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={labels.LOGIN}>
      <TextField
        label={labels.email}
        type="email"
        autoComplete="username"
        required
        error={formErrorText(fieldErrors.email?.message, errors)}
        {...form.register('email')}
      />
      <TextField
        label={labels.password}
        type="password"
        autoComplete="current-password"
        required
        error={formErrorText(fieldErrors.password?.message, errors)}
        {...form.register('password')}
      />
      <label className={styles.check}>
        <input type="checkbox" {...form.register('remember')} />
        {labels.remember}
      </label>
      <button
        type="submit"
        className="button button--primary"
        disabled={form.formState.isSubmitting}
      >
        {form.formState.isSubmitting ? labels.working : labels.submitLogin}
      </button>
    </form>
  );
}
