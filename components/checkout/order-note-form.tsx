'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { FormFailure } from '@/components/account/form-failure';
import { useAccountForm } from '@/components/account/use-account-form';
import styles from '@/components/ui/form.module.css';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { saveOrderNoteAction } from '@/lib/checkout/checkout-actions';
import {
  MAX_ORDER_COMMENT_LENGTH,
  MAX_ORDER_REFERENCE_LENGTH,
  orderNoteSchema,
  requiredReferenceNoteSchema,
} from '@/lib/checkout/checkout-schemas';
import type { Messages } from '@/lib/i18n/messages';

/**
 * The business buyer's purchase order number and a note, written on the order in Odoo. The step's
 * way on is this form's too: what was typed is saved before the next step opens, so a PO number
 * is never left behind by going on without pressing Save.
 */
export function OrderNoteForm({
  clientOrderRef,
  comment,
  labels,
  next,
  referenceRequired = false,
}: {
  clientOrderRef: string;
  comment: string;
  /** The buyer's company requires the reference on every order. */
  referenceRequired?: boolean;
  labels: Messages['Checkout'];
  /** The next step: its address and its button's label. */
  next: { href: string; label: string };
}) {
  const router = useRouter();
  const [saved, setSaved] = useState<string | null>(null);
  const goingOn = useRef(false);
  const { form, submit, failure, fieldError, busy } = useAccountForm(
    referenceRequired ? requiredReferenceNoteSchema : orderNoteSchema,
    { clientOrderRef, comment },
    {
      action: saveOrderNoteAction,
      onSaved: (data) => (goingOn.current ? router.push(next.href) : setSaved(data.message)),
    },
  );
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        // Which button sent the form: Save stays on the step, the next step's goes on.
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        goingOn.current = submitter?.getAttribute('data-next') === 'true';
        setSaved(null);
        void submit(event);
      }}
      noValidate
      aria-labelledby="order-note-title"
    >
      <h2 id="order-note-title">{labels.orderNote}</h2>
      <FormFailure text={failure} />
      {referenceRequired ? <p>{labels.referenceRequired}</p> : null}
      <TextField
        label={labels.clientOrderRef}
        required={referenceRequired}
        maxLength={MAX_ORDER_REFERENCE_LENGTH}
        error={fieldError('clientOrderRef')}
        {...form.register('clientOrderRef')}
      />
      <TextAreaField
        label={labels.comment}
        rows={3}
        maxLength={MAX_ORDER_COMMENT_LENGTH}
        error={fieldError('comment')}
        {...form.register('comment')}
      />
      <div className={styles.actions}>
        <SubmitButton
          busy={busy}
          label={labels.saveOrderNote}
          busyLabel={labels.saving}
          secondary
        />
        <span role="status">{saved}</span>
      </div>
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" data-next="true" disabled={busy}>
          {next.label}
        </button>
      </div>
    </form>
  );
}
