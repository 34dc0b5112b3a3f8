import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame } from './field-frame';
import styles from './form.module.css';

/**
 * A labelled input with its error under it: the error is tied to the input (aria-describedby,
 * aria-invalid), so a screen reader reads it with the field. `hint` is a line under the input
 * that is read with it too.
 */
export function TextField({
  label,
  error,
  hint,
  ref,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(control) => <input {...input} ref={ref} {...control} className={styles.input} />}
    </FieldFrame>
  );
}
