'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { callAction } from '@/components/account/call-action';
import { useLabels } from '@/components/layout/shell-labels-provider';
import { submitForApprovalAction } from '@/lib/approvals/approval-actions';
import { resetCartStore } from '@/lib/cart/cart-store.browser';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import styles from './approvals.module.css';

/**
 * The end of checkout for a cart that needs the company's approval: why, and submitting it in
 * place of paying. Odoo detaches the order from the session, so the shopper goes on to the
 * request's page with a new, empty cart.
 */
export function SubmitForApproval({
  requester,
  locale,
  labels,
}: {
  requester: boolean;
  locale: Locale;
  labels: Messages['Approvals'];
}) {
  const router = useRouter();
  const offline = useLabels('Notifications').actionFailed;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    const answer = await callAction(() => submitForApprovalAction(), offline);
    if (!answer.ok) {
      setBusy(false);
      setFailure(answer.error);
      return;
    }
    resetCartStore();
    router.push(localizedPath(locale, `/my/requests/${answer.data.id}`));
  };

  return (
    <section className={styles.submit} aria-labelledby="approval-needed-title">
      <h3 id="approval-needed-title">{labels.checkoutTitle}</h3>
      <p>{requester ? labels.checkoutRequester : labels.checkoutAmount}</p>
      <p>{labels.checkoutAfter}</p>
      <button
        type="button"
        className="button button--primary"
        aria-disabled={busy || undefined}
        onClick={() => void submit()}
      >
        {labels.submitForApproval}
      </button>
      <p role="status" className={styles.outcome} data-refused={failure ? true : undefined}>
        {failure}
      </p>
    </section>
  );
}
