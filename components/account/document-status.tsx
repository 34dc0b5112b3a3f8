import styles from './documents.module.css';

/** A document's status as a badge; data-status carries the key the styles colour it by. */
export function DocumentStatus({
  status,
  label,
  testId,
}: {
  status: string;
  label: string;
  testId?: string;
}) {
  return (
    <span className={styles.status} data-status={status} data-testid={testId}>
      {label}
    </span>
  );
}
