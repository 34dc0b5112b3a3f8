'use client';

import { useLabels } from '@/components/layout/shell-labels-provider';
import { formErrorText } from '@/components/ui/form-error';
import styles from '@/components/ui/form.module.css';
import { TextField } from '@/components/ui/text-field';
import { callAuthEndpoint, type Messaged } from '@/lib/auth/auth-client';
import { resetRequestSchema } from '@/lib/auth/auth-schemas';
import type { Locale } from '@/lib/i18n/locales';
import { notify } from '@/lib/notifications/notification-queue';
import { useAuthForm } from './use-auth-form';

/** 'I forgot my password?': the same answer whether or not the address has an account. */
export function ResetRequestForm({ locale, onSent }: { locale: Locale; onSent: () => void }) {
  const labels = useLabels('LoginModal');
  const errors = useLabels('FormErrors');
  const offline = useLabels('Notifications').actionFailed;
  const form = useAuthForm(resetRequestSchema, { email: '' });

  const submit = form.handleSubmit(async (input) => {
    const answer = await callAuthEndpoint<Messaged>(
      '/api/password-reset',
      'POST',
      locale,
      input,
      offline,
    );
    if (!answer.ok) {
      notify(answer.error, { kind: 'danger' });
      return;
    }
    // Long enough to read, and it outlives the modal that closes now.
    notify(answer.data.message, { kind: 'info', persistent: true });
    onSent();
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={labels.RESET}>
      <p className={styles.intro}>{labels.resetIntro}</p>
      <TextField
        label={labels.email}
        type="email"
        autoComplete="email"
        required
        error={formErrorText(form.formState.errors.email?.message, errors)}
        {...form.register('email')}
      />
      <button
        type="submit"
        className="button button--primary"
        disabled={form.formState.isSubmitting}
      >
        {form.formState.isSubmitting ? labels.working : labels.submitReset}
      </button>
    </form>
  );
}
