import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';
import styles from './form.module.css';

/**
 * A labelled select with its error under it, tied to it like TextField's (aria-describedby,
 * aria-invalid). `hint` is a line under the select that is read with it too (e.g. "loading").
 */
export function SelectField({
  label,
  error,
  hint,
  ref,
  children,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}) {
  return (
    <FieldFrame label={label} error={error} hint={hint} hintAs="div">
      {(control) => (
        <select {...select} ref={ref} {...control} className={styles.input}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
