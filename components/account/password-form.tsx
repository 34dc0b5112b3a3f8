'use client';

import styles from '@/components/ui/form.module.css';
import { NewPasswordFields } from '@/components/ui/credential-fields';
import { TextField } from '@/components/ui/text-field';
import { passwordChangeSchema } from '@/lib/user/user-schemas';
import { SHOP_COOKIES_CHANGED } from '@/lib/shopper/use-shop-cookies.browser';
import type { Messages } from '@/lib/i18n/messages';
import { notify } from '@/lib/notifications/notification-queue';
import { updatePasswordAction } from '@/lib/user/profile-actions';
import { FormFailure } from './form-failure';
import { SubmitButton } from '@/components/ui/submit-button';
import { useAccountForm } from './use-account-form';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Current password, then the new one twice. The shopper stays signed in afterwards. */
export function PasswordForm({ labels }: { labels: Messages['AccountSettings'] }) {
  const { form, submit, failure, fieldError, busy } = useAccountForm(passwordChangeSchema, EMPTY, {
    action: updatePasswordAction,
    onSaved: (data) => {
      form.reset(EMPTY);
      window.dispatchEvent(new Event(SHOP_COOKIES_CHANGED));
      notify(data.message, { kind: 'success' });
    },
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="password-title">
      <h2 id="password-title">{labels.passwordTitle}</h2>
      <FormFailure text={failure} />
      <TextField
        label={labels.currentPassword}
        type="password"
        autoComplete="current-password"
        required
        error={fieldError('currentPassword')}
        {...form.register('currentPassword')}
      />
      <NewPasswordFields
        labels={{ password: labels.newPassword, repeat: labels.repeatPassword }}
        password={{ ...form.register('newPassword'), error: fieldError('newPassword') }}
        repeat={{ ...form.register('confirmPassword'), error: fieldError('confirmPassword') }}
      />
      <div className={styles.actions}>
        <SubmitButton busy={busy} label={labels.savePassword} busyLabel={labels.saving} />
      </div>
    </form>
  );
}
