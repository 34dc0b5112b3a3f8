'use client';

import { useState } from 'react';
import { useAuthForm } from '@/components/auth/use-auth-form';
import { useLabels } from '@/components/layout/shell-labels-provider';
import { formErrorText } from '@/components/ui/form-error';
import styles from '@/components/ui/form.module.css';
import { TextField } from '@/components/ui/text-field';
import { profileSchema } from '@/lib/auth/auth-schemas';
import { SHOP_COOKIES_CHANGED } from '@/lib/browser/use-shop-cookies';
import type { Messages } from '@/lib/i18n/messages';
import { notify } from '@/lib/notifications/notification-queue';
import { updateProfileAction } from '@/lib/user/profile-actions';
import { callAction } from './call-action';

/** Name and e-mail address; the header shows the new name as soon as it is saved. */
export function ProfileForm({
  initial,
  labels,
}: {
  initial: { name: string; email: string };
  labels: Messages['AccountSettings'];
}) {
  const errors = useLabels('FormErrors');
  const offline = useLabels('Notifications').actionFailed;
  const [failure, setFailure] = useState<string | null>(null);
  const form = useAuthForm(profileSchema, initial);
  const fieldErrors = form.formState.errors;

  const submit = form.handleSubmit(async (input) => {
    setFailure(null);
    const answer = await callAction(() => updateProfileAction(input), offline);
    if (!answer.ok) {
      setFailure(answer.error);
      return;
    }
    form.reset({ name: answer.data.name, email: answer.data.email });
    // The answer carried a new user cookie: the header reads the name from it.
    window.dispatchEvent(new Event(SHOP_COOKIES_CHANGED));
    notify(answer.data.message, { kind: 'success' });
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="profile-title">
      <h2 id="profile-title">{labels.profileTitle}</h2>
      {failure ? (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      ) : null}
      <TextField
        label={labels.name}
        autoComplete="name"
        required
        error={formErrorText(fieldErrors.name?.message, errors)}
        {...form.register('name')}
      />
      <TextField
        label={labels.email}
        type="email"
        autoComplete="email"
        required
        hint={labels.emailHint}
        error={formErrorText(fieldErrors.email?.message, errors)}
        {...form.register('email')}
      />
      <div className={styles.actions}>
        <button
          type="submit"
          className="button button--primary"
          disabled={form.formState.isSubmitting}
        >
          {form.formState.isSubmitting ? labels.saving : labels.saveProfile}
        </button>
      </div>
    </form>
  );
}
