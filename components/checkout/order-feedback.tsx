'use client';

import { useState } from 'react';
import type { Messages } from '@/lib/i18n/messages';
import styles from './checkout.module.css';

type Labels = Pick<
  Messages['OrderConfirmation'],
  'feedbackQuestion' | 'feedbackEasy' | 'feedbackOkay' | 'feedbackHard' | 'feedbackThanks'
>;

const ANSWERS = ['feedbackEasy', 'feedbackOkay', 'feedbackHard'] as const;

/**
 * The confirmation's feedback question (spec: "order confirmation with feedback"). Odoo's API has
 * no place to store the answer; the shop thanks the shopper and keeps nothing, as the spec's
 * review submission does.
 */
export function OrderFeedback({ labels }: { labels: Labels }) {
  const [answered, setAnswered] = useState(false);
  return (
    <section className={styles.feedback} aria-label={labels.feedbackQuestion}>
      {answered ? (
        <p role="status">{labels.feedbackThanks}</p>
      ) : (
        <fieldset>
          <legend>{labels.feedbackQuestion}</legend>
          {ANSWERS.map((answer) => (
            <button key={answer} type="button" className="button" onClick={() => setAnswered(true)}>
              {labels[answer]}
            </button>
          ))}
        </fieldset>
      )}
    </section>
  );
}
