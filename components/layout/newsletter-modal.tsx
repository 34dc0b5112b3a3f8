'use client';

import { useState } from 'react';
import { useEndpointForm } from '@/components/auth/use-endpoint-form';
import { useLabels } from '@/components/layout/shell-labels-provider';
import { Dialog, type OverlayProps } from '@/components/ui/dialog';
import styles from '@/components/ui/form.module.css';
import { SubmitButton } from '@/components/ui/submit-button';
import { EmailField } from '@/components/ui/credential-fields';
import type { Messaged } from '@/lib/auth/auth-client';
import { newsletterSchema } from '@/lib/user/user-schemas';
import type { Locale } from '@/lib/i18n/locales';
import { notify } from '@/lib/notifications/notification-queue';

interface Subscription extends Messaged {
  subscribed: boolean;
}

/** The footer's newsletter sign-up (`subscribeNewsLetter`). */
export function NewsletterModal({ locale, ...dialog }: OverlayProps & { locale: Locale }) {
  const labels = useLabels('Newsletter');
  const working = useLabels('LoginModal').working;
  const [done, setDone] = useState<string | null>(null);
  const { form, submit, fieldError, busy } = useEndpointForm(
    newsletterSchema,
    { email: '' },
    {
      locale,
      endpoint: '/api/newsletter',
      method: 'POST',
      onSuccess: (answer: Subscription) => {
        // No newsletter list in Odoo: an answer, but not a subscription.
        notify(answer.message, { kind: answer.subscribed ? 'success' : 'danger' });
        if (answer.subscribed) setDone(answer.message);
      },
    },
  );

  return (
    <Dialog {...dialog} placement="center" title={labels.title}>
      {done ? (
        <p role="status">{done}</p>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate aria-label={labels.title}>
          <p className={styles.intro}>{labels.text}</p>
          <EmailField
            label={labels.email}
            {...form.register('email')}
            error={fieldError('email')}
          />
          <SubmitButton busy={busy} label={labels.submit} busyLabel={working} />
        </form>
      )}
    </Dialog>
  );
}
