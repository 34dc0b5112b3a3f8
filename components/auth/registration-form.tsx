'use client';

import { useLabels } from '@/components/layout/shell-labels-provider';
import styles from '@/components/ui/form.module.css';
import { SubmitButton } from '@/components/ui/submit-button';
import { EmailField, NewPasswordFields } from '@/components/ui/credential-fields';
import { TextField } from '@/components/ui/text-field';
import type { Messaged } from '@/lib/auth/auth-client';
import { registrationSchema, type RegistrationInput } from '@/lib/user/user-schemas';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { notify } from '@/lib/notifications/notification-queue';
import { useEndpointForm } from './use-endpoint-form';

interface Registered extends Messaged {
  /** The same for a new and a taken address: the owner of a taken one finds a mail instead. */
  notice: string;
  warning: string | null;
}

const EMPTY: RegistrationInput = {
  email: '',
  companyName: '',
  password: '',
  confirmPassword: '',
  name: '',
  vat: '',
  chamberOfCommerce: '',
  agree: false,
};

/** The business registration (spec's registration form); a refusal keeps the form as it was. */
export function RegistrationForm({
  locale,
  onRegistered,
}: {
  locale: Locale;
  /** The address, and what the shopper should know about signing in with it. */
  onRegistered: (email: string, notice: string) => void;
}) {
  const labels = useLabels('LoginModal');
  const { form, submit, fieldError, busy } = useEndpointForm(registrationSchema, EMPTY, {
    locale,
    endpoint: '/api/registration',
    method: 'POST',
    onSuccess: (answer: Registered, input) => {
      notify(answer.message, { kind: 'success' });
      if (answer.warning) notify(answer.warning, { kind: 'warning', persistent: true });
      onRegistered(input.email, answer.notice);
    },
  });
  const agreeError = fieldError('agree');
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={labels.REGISTER}>
      <EmailField label={labels.email} {...form.register('email')} error={fieldError('email')} />
      <TextField
        label={labels.companyName}
        autoComplete="organization"
        required
        error={fieldError('companyName')}
        {...form.register('companyName')}
      />
      <NewPasswordFields
        labels={{ password: labels.password, repeat: labels.repeatPassword }}
        password={{ ...form.register('password'), error: fieldError('password') }}
        repeat={{ ...form.register('confirmPassword'), error: fieldError('confirmPassword') }}
      />
      <TextField
        label={labels.representative}
        autoComplete="name"
        required
        error={fieldError('name')}
        {...form.register('name')}
      />
      <TextField label={labels.vat} required error={fieldError('vat')} {...form.register('vat')} />
      <TextField
        label={labels.chamberOfCommerce}
        inputMode="numeric"
        required
        error={fieldError('chamberOfCommerce')}
        {...form.register('chamberOfCommerce')}
      />
      <div className={styles.field}>
        <label className={styles.check}>
          <input
            type="checkbox"
            aria-invalid={agreeError ? true : undefined}
            aria-describedby={agreeError ? 'registration-agree-error' : undefined}
            {...form.register('agree')}
          />
          <span>
            {labels.agreeBefore}{' '}
            <a href={localizedPath(locale, '/page/privacy')} target="_blank" rel="noopener">
              {labels.privacyPolicy}
              <span className="sr-only"> {labels.newTab}</span>
            </a>{' '}
            {labels.agreeAnd}{' '}
            <a href={localizedPath(locale, '/page/terms')} target="_blank" rel="noopener">
              {labels.terms}
              <span className="sr-only"> {labels.newTab}</span>
            </a>
          </span>
        </label>
        {agreeError ? (
          <p id="registration-agree-error" className={styles.error}>
            {agreeError}
          </p>
        ) : null}
      </div>
      <SubmitButton busy={busy} label={labels.submitRegister} busyLabel={labels.working} />
    </form>
  );
}
