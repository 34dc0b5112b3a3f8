'use client';

import { useState } from 'react';
import { useAuthForm } from '@/components/auth/use-auth-form';
import { useLabels } from '@/components/layout/shell-labels-provider';
import { formErrorText } from '@/components/ui/form-error';
import styles from '@/components/ui/form.module.css';
import { TextField } from '@/components/ui/text-field';
import { passwordChangeSchema } from '@/lib/auth/auth-schemas';
import { SHOP_COOKIES_CHANGED } from '@/lib/browser/use-shop-cookies';
import type { Messages } from '@/lib/i18n/messages';
import { notify } from '@/lib/notifications/notification-queue';
import { updatePasswordAction } from '@/lib/user/profile-actions';
import { callAction } from './call-action';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current password, then the new one twice. The shopper stays signed in afterwards. */
export function PasswordForm({ labels }: { labels: Messages['AccountSettings'] }) {
  const errors = useLabels('FormErrors');
  const offline = useLabels('Notifications').actionFailed;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useAuthForm(passwordChangeSchema, EMPTY);
  const fieldErrors = form.formState.errors;

  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    const answer = await callAction(() => updatePasswordAction(input), offline);
    if (!answer.ok) {
      setFailure(answer.error);
      return;
    }
    form.reset(EMPTY);
    window.dispatchEvent(new Event(SHOP_COOKIES_CHANGED));
    notify(answer.data.message, { kind: 'success' });
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="password-title">
      <h2 id="password-title">{labels.passwordTitle}</h2>
      {failure ? (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      ) : null}
      <TextField
        label={labels.currentPassword}
        type="password"
        autoComplete="current-password"
        required
        error={formErrorText(fieldErrors.currentPassword?.message, errors)}
        {...form.register('currentPassword')}
      />
      <TextField
        label={labels.newPassword}
        type="password"
        autoComplete="new-password"
        required
        error={formErrorText(fieldErrors.newPassword?.message, errors)}
        {...form.register('newPassword')}
      />
      <TextField
        label={labels.repeatPassword}
        type="password"
        autoComplete="new-password"
        required
        error={formErrorText(fieldErrors.confirmPassword?.message, errors)}
        {...form.register('confirmPassword')}
      />
      <div className={styles.actions}>
        <button
          type="submit"
          className="button button--primary"
          disabled={form.formState.isSubmitting}
        >
          {form.formState.isSubmitting ? labels.saving : labels.savePassword}
        </button>
      </div>
    </form>
  );
}
