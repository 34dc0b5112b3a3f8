'use client';

import { useLabels } from '@/components/layout/shell-labels-provider';
import styles from '@/components/ui/form.module.css';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import type { Messaged } from '@/lib/auth/auth-client';
import { loginSchema } from '@/lib/user/user-schemas';
import type { Locale } from '@/lib/i18n/locales';
import { useEndpointForm } from './use-endpoint-form';

export interface SignedIn extends Messaged {
  catalogOnly: boolean;
}

/** Email, password, 'Remember me'. A refusal keeps what was typed (spec). */
export function LoginForm({
  locale,
  email,
  notice,
  onSignedIn,
}: {
  locale: Locale;
  /** Prefilled, e.g. right after registering. */
  email?: string;
  /** Shown above the fields: what a shopper who just registered should know about signing in. */
  notice?: string;
  onSignedIn: (answer: SignedIn) => void;
}) {
  const labels = useLabels('LoginModal');
  const { form, submit, fieldError, busy } = useEndpointForm(
    loginSchema,
    { email: email ?? '', password: '', remember: false },
    { locale, endpoint: '/api/session', method: 'POST', onSuccess: onSignedIn },
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={labels.LOGIN}>
      {notice ? (
        <p className={styles.intro} role="status">
          {notice}
        </p>
      ) : null}
      <TextField
        data-autofocus
        autoFocus
        label={labels.email}
        type="email"
        autoComplete="username"
        required
        error={fieldError('email')}
        {...form.register('email')}
      />
      <TextField
        label={labels.password}
        type="password"
        autoComplete="current-password"
        required
        error={fieldError('password')}
        {...form.register('password')}
      />
      <label className={styles.check}>
        <input type="checkbox" {...form.register('remember')} />
        {labels.remember}
      </label>
      <SubmitButton busy={busy} label={labels.submitLogin} busyLabel={labels.working} />
    </form>
  );
}
