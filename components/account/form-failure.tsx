import styles from '@/components/ui/form.module.css';

/** Why the server refused the whole form; an alert, so it is read out as soon as it shows. */
export function FormFailure({ text }: { text: string | null }) {
  return text ? (
    <p role="alert" className={styles.error}>
      {text}
    </p>
  ) : null;
}
