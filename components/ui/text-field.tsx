import { useId, type InputHTMLAttributes, type Ref } from 'react';
import styles from './form.module.css';

/**
 * A labelled input with its error under it: the error is tied to the input (aria-describedby,
 * aria-invalid), so a screen reader reads it with the field.
 */
export function TextField({
  label,
  error,
  ref,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        {...input}
        ref={ref}
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
