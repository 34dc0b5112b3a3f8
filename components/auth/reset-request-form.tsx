'use client';

import { useLabels } from '@/components/layout/shell-labels-provider';
import styles from '@/components/ui/form.module.css';
import { SubmitButton } from '@/components/ui/submit-button';
import { EmailField } from '@/components/ui/credential-fields';
import type { Messaged } from '@/lib/auth/auth-client';
import { resetRequestSchema } from '@/lib/user/user-schemas';
import type { Locale } from '@/lib/i18n/locales';
import { notify } from '@/lib/notifications/notification-queue';
import { useEndpointForm } from './use-endpoint-form';

/** 'I forgot my password?': the same answer whether or not the address has an account. */
export function ResetRequestForm({ locale, onSent }: { locale: Locale; onSent: () => void }) {
  const labels = useLabels('LoginModal');
  const { form, submit, fieldError, busy } = useEndpointForm(
    resetRequestSchema,
    { email: '' },
    {
      locale,
      endpoint: '/api/password-reset',
      method: 'POST',
      onSuccess: (answer: Messaged) => {
        // Long enough to read, and it outlives the modal that closes now.
        notify(answer.message, { kind: 'info', persistent: true });
        onSent();
      },
    },
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={labels.RESET}>
      <p className={styles.intro}>{labels.resetIntro}</p>
      <EmailField label={labels.email} {...form.register('email')} error={fieldError('email')} />
      <SubmitButton busy={busy} label={labels.submitReset} busyLabel={labels.working} />
    </form>
  );
}
