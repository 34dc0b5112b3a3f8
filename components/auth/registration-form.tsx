'use client';

import { useLabels } from '@/components/layout/shell-labels-provider';
import { formErrorText } from '@/components/ui/form-error';
import styles from '@/components/ui/form.module.css';
import { TextField } from '@/components/ui/text-field';
import { callAuthEndpoint, type Messaged } from '@/lib/auth/auth-client';
import { registrationSchema, type RegistrationInput } from '@/lib/auth/auth-schemas';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { notify } from '@/lib/notifications/notification-queue';
import { useAuthForm } from './use-auth-form';

interface Registered extends Messaged {
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
  onRegistered: (email: string) => void;
}) {
  const labels = useLabels('LoginModal');
  const errors = useLabels('FormErrors');
  const offline = useLabels('Notifications').actionFailed;
  const form = useAuthForm(registrationSchema, EMPTY);
  const fieldErrors = form.formState.errors;
  const error = (name: keyof RegistrationInput) =>
    formErrorText(fieldErrors[name]?.message, errors);

  const submit = form.handleSubmit(async (input) => {
    const answer = await callAuthEndpoint<Registered>(
      '/api/registration',
      'POST',
      locale,
      input,
      offline,
    );
    if (!answer.ok) {
      notify(answer.error, { kind: 'danger' });
      return;
    }
    notify(answer.data.message, { kind: 'success' });
    if (answer.data.warning) notify(answer.data.warning, { kind: 'warning', persistent: true });
    onRegistered(input.email);
  });

  const agreeError = error('agree');
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={labels.REGISTER}>
      <TextField
        label={labels.email}
        type="email"
        autoComplete="email"
        required
        error={error('email')}
        {...form.register('email')}
      />
      <TextField
        label={labels.companyName}
        autoComplete="organization"
        required
        error={error('companyName')}
        {...form.register('companyName')}
      />
      <TextField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        required
        error={error('password')}
        {...form.register('password')}
      />
      <TextField
        label={labels.repeatPassword}
        type="password"
        autoComplete="new-password"
        required
        error={error('confirmPassword')}
        {...form.register('confirmPassword')}
      />
      <TextField
        label={labels.representative}
        autoComplete="name"
        required
        error={error('name')}
        {...form.register('name')}
      />
      <TextField label={labels.vat} required error={error('vat')} {...form.register('vat')} />
      <TextField
        label={labels.chamberOfCommerce}
        inputMode="numeric"
        required
        error={error('chamberOfCommerce')}
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
      <button
        type="submit"
        className="button button--primary"
        disabled={form.formState.isSubmitting}
      >
        {form.formState.isSubmitting ? labels.working : labels.submitRegister}
      </button>
    </form>
  );
}
