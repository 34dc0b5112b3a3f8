'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { callAction } from '@/components/account/call-action';
import { useAccountForm } from '@/components/account/use-account-form';
import { useLabels } from '@/components/layout/shell-labels-provider';
import formStyles from '@/components/ui/form.module.css';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { approveRequestAction, rejectRequestAction } from '@/lib/approvals/approval-actions';
import { MAX_REJECT_REASON_LENGTH, rejectRequestSchema } from '@/lib/approvals/approval-schemas';
import type { Messages } from '@/lib/i18n/messages';
import styles from './approvals.module.css';

type Labels = Messages['Approvals'];

/**
 * An Admin's decision on a colleague's request: approve (Odoo places the order), or reject with a
 * reason the requester reads. The answer is read out; the page then shows the decided request.
 */
export function DecisionPanel({ requestId, labels }: { requestId: number; labels: Labels }) {
  const router = useRouter();
  const offline = useLabels('Notifications').actionFailed;
  const [rejecting, setRejecting] = useState(false);
  const [approving, setApproving] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const rejectButton = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);

  // Cancelling the reason puts the focus back on the button that opened it.
  useEffect(() => {
    if (!rejecting && cancelled.current) {
      cancelled.current = false;
      rejectButton.current?.focus();
    }
  }, [rejecting]);

  const decided = (message: string) => {
    setOutcome({ ok: true, text: message });
    router.refresh();
  };

  const approve = async () => {
    if (approving) return;
    setApproving(true);
    setOutcome(null);
    const answer = await callAction(() => approveRequestAction({ requestId }), offline);
    setApproving(false);
    if (answer.ok) decided(answer.data.message);
    else setOutcome({ ok: false, text: answer.error });
  };

  return (
    <section className={styles.decision} aria-labelledby="decision-title">
      <h2 id="decision-title">{labels.decideTitle}</h2>
      {rejecting ? (
        <RejectForm
          requestId={requestId}
          labels={labels}
          onRejected={decided}
          onCancel={() => {
            cancelled.current = true;
            setRejecting(false);
          }}
        />
      ) : (
        <div className={styles.buttons}>
          <button
            type="button"
            className="button button--primary"
            aria-disabled={approving || undefined}
            onClick={() => void approve()}
          >
            {labels.approve}
          </button>
          <button
            ref={rejectButton}
            type="button"
            className="button"
            onClick={() => setRejecting(true)}
          >
            {labels.reject}
          </button>
        </div>
      )}
      <p role="status" className={styles.outcome} data-refused={outcome?.ok === false || undefined}>
        {outcome?.text}
      </p>
    </section>
  );
}

function RejectForm({
  requestId,
  labels,
  onRejected,
  onCancel,
}: {
  requestId: number;
  labels: Labels;
  onRejected: (message: string) => void;
  onCancel: () => void;
}) {
  const { form, submit, failure, fieldError, busy } = useAccountForm(
    rejectRequestSchema,
    { requestId, reason: '' },
    { action: rejectRequestAction, onSaved: (data) => onRejected(data.message) },
  );
  return (
    <form
      className={`${formStyles.form} ${styles.rejectForm}`}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={labels.reject}
    >
      <TextAreaField
        label={labels.rejectReason}
        hint={labels.rejectReasonHint.replace('{max}', String(MAX_REJECT_REASON_LENGTH))}
        error={fieldError('reason')}
        rows={3}
        maxLength={MAX_REJECT_REASON_LENGTH}
        // The form opens on the Admin's press: the reason is what comes next.
        autoFocus
        {...form.register('reason')}
      />
      {failure ? (
        <p role="alert" className={formStyles.error}>
          {failure}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <SubmitButton busy={busy} label={labels.confirmReject} busyLabel={labels.confirmReject} />
        <button type="button" className="button" onClick={onCancel}>
          {labels.cancel}
        </button>
      </div>
    </form>
  );
}
