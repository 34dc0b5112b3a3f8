'use client';

import styles from '@/components/ui/form.module.css';
import { TextField } from '@/components/ui/text-field';
import { profileSchema } from '@/lib/user/user-schemas';
import { SHOP_COOKIES_CHANGED } from '@/lib/shopper/use-shop-cookies.browser';
import type { Messages } from '@/lib/i18n/messages';
import { notify } from '@/lib/notifications/notification-queue';
import { updateProfileAction } from '@/lib/user/profile-actions';
import { FormFailure } from './form-failure';
import { SubmitButton } from '@/components/ui/submit-button';
import { useAccountForm } from './use-account-form';

/** Name and e-mail address; the header shows the new name as soon as it is saved. */
export function ProfileForm({
  initial,
  labels,
}: {
  initial: { name: string; email: string };
  labels: Messages['AccountSettings'];
}) {
  const { form, submit, failure, fieldError, busy } = useAccountForm(profileSchema, initial, {
    action: updateProfileAction,
    onSaved: (data) => {
      form.reset({ name: data.name, email: data.email });
      // The answer carried a new user cookie: the header reads the name from it.
      window.dispatchEvent(new Event(SHOP_COOKIES_CHANGED));
      notify(data.message, { kind: 'success' });
    },
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="profile-title">
      <h2 id="profile-title">{labels.profileTitle}</h2>
      <FormFailure text={failure} />
      <TextField
        label={labels.name}
        autoComplete="name"
        required
        error={fieldError('name')}
        {...form.register('name')}
      />
      <TextField
        label={labels.email}
        type="email"
        autoComplete="email"
        required
        hint={labels.emailHint}
        error={fieldError('email')}
        {...form.register('email')}
      />
      <div className={styles.actions}>
        <SubmitButton busy={busy} label={labels.saveProfile} busyLabel={labels.saving} />
      </div>
    </form>
  );
}
