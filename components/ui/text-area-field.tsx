import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';
import styles from './form.module.css';

/** TextField's multi-line sibling: label, hint and error tied to the textarea the same way. */
export function TextAreaField({
  label,
  error,
  hint,
  ref,
  ...textarea
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {(control) => <textarea {...textarea} ref={ref} {...control} className={styles.input} />}
    </FieldFrame>
  );
}
