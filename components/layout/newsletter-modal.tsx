'use client';

import { useState } from 'react';
import { useAuthForm } from '@/components/auth/use-auth-form';
import { useLabels } from '@/components/layout/shell-labels-provider';
import { Dialog, type OverlayProps } from '@/components/ui/dialog';
import { formErrorText } from '@/components/ui/form-error';
import styles from '@/components/ui/form.module.css';
import { TextField } from '@/components/ui/text-field';
import { callAuthEndpoint, type Messaged } from '@/lib/auth/auth-client';
import { newsletterSchema } from '@/lib/auth/auth-schemas';
import type { Locale } from '@/lib/i18n/locales';
import { notify } from '@/lib/notifications/notification-queue';

interface Subscription extends Messaged {
  subscribed: boolean;
}

/** The footer's newsletter sign-up (`subscribeNewsLetter`). */
export function NewsletterModal({ locale, ...dialog }: OverlayProps & { locale: Locale }) {
  const labels = useLabels('Newsletter');
  const errors = useLabels('FormErrors');
  const offline = useLabels('Notifications').actionFailed;
  const form = useAuthForm(newsletterSchema, { email: '' });
  const [done, setDone] = useState<string | null>(null);

  const submit = form.handleSubmit(async (input) => {
    const answer = await callAuthEndpoint<Subscription>(
      '/api/newsletter',
      'POST',
      locale,
      input,
      offline,
    );
    if (!answer.ok || !answer.data.subscribed) {
      notify(answer.ok ? answer.data.message : answer.error, { kind: 'danger' });
      return;
    }
    notify(answer.data.message, { kind: 'success' });
    setDone(answer.data.message);
    form.reset();
  });

  return (
    <Dialog {...dialog} placement="center" title={labels.title}>
      {done ? (
        <p role="status">{done}</p>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate aria-label={labels.title}>
          <p className={styles.intro}>{labels.text}</p>
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
            {labels.submit}
          </button>
        </form>
      )}
    </Dialog>
  );
}
