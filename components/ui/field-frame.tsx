import { useId, type ReactNode } from 'react';
import styles from './form.module.css';

/** What the framed control needs to be read with its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A form control with its label above and its hint and error under it. The hint and the error are
 * tied to the control (aria-describedby, aria-invalid), so a screen reader reads them with the
 * field; the control itself is the caller's (an input, a select), drawn with the props it is given.
 */
export function FieldFrame({
  label,
  error,
  hint,
  hintAs: Hint = 'p',
  children,
}: {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** A hint that may hold more than text (a failure with a retry button) needs a div. */
  hintAs?: 'p' | 'div';
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <Hint id={hintId} className={styles.hint}>
          {hint}
        </Hint>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
