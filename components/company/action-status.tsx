import styles from './company.module.css';

/** What the last change answered: its confirmation, or Odoo's refusal in the shop's words. */
export interface ActionOutcome {
  ok: boolean;
  text: string;
}

/**
 * The answer to the last change. Always in the page, so screen readers read each new answer
 * (role status: when the shopper is done, not in the middle of what they do).
 */
export function ActionStatus({ outcome }: { outcome: ActionOutcome | null }) {
  return (
    <p role="status" className={styles.outcome} data-refused={outcome?.ok === false || undefined}>
      {outcome?.text}
    </p>
  );
}

/** A form's answer: the refusal it keeps until the next try, else its confirmation. */
export function formOutcome(failure: string | null, done: string | null): ActionOutcome | null {
  if (failure) return { ok: false, text: failure };
  return done ? { ok: true, text: done } : null;
}
