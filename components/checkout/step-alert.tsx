import styles from './checkout.module.css';

/** Why a step cannot go on (a refused choice, a failed payment): read out as soon as it shows. */
export function StepAlert({ text }: { text: string | null }) {
  return text ? (
    <p className={styles.failure} role="alert">
      {text}
    </p>
  ) : null;
}
