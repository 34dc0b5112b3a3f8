import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './text-field';

// The address and the new password as the sign-in, registration, reset, newsletter and account
// forms ask for them: the same attributes everywhere, so browsers and password managers fill
// them alike on every form.

/** A registered field with its translated error, as the form hooks give them. */
export type FieldBinding = UseFormRegisterReturn & { error?: string };

/** The e-mail address a form opens with: focused when its dialog opens. */
export function EmailField({ label, ...field }: FieldBinding & { label: string }) {
  return (
    <TextField
      data-autofocus
      autoFocus
      label={label}
      type="email"
      autoComplete="email"
      required
      {...field}
    />
  );
}

/** A new password and its repetition; both `new-password`, so a manager can fill in a new one. */
export function NewPasswordFields({
  labels,
  password,
  repeat,
}: {
  labels: { password: string; repeat: string };
  password: FieldBinding;
  repeat: FieldBinding;
}) {
  return (
    <>
      <TextField
        label={labels.password}
        type="password"
        autoComplete="new-password"
        required
        {...password}
      />
      <TextField
        label={labels.repeat}
        type="password"
        autoComplete="new-password"
        required
        {...repeat}
      />
    </>
  );
}
