'use client';

import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { callAction } from '@/components/account/call-action';
import { useLabels } from '@/components/layout/shell-labels-provider';
import { interpolate } from '@/lib/i18n/interpolate';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { startPaymentAction } from '@/lib/payment/payment-actions';
import type { PaymentHandler } from '@/lib/payment/payment-handlers';
import type { RedirectForm } from '@/lib/payment/redirect-form';
import styles from './checkout.module.css';
import { StepAlert } from './step-alert';

/** What the step needs of an acquirer; `unavailable` is the text of one without a handler. */
export interface PaymentChoice {
  id: number;
  label: string;
  handler: PaymentHandler | null;
  unavailable: string | null;
}

/**
 * Choosing how to pay and paying. One attempt at a time: the button is disabled from the first
 * click until the answer, and the server runs a second click after the first anyway.
 */
export function PaymentStep({
  locale,
  choices,
  amount,
  notice,
  labels,
  adyenLabels,
}: {
  locale: Locale;
  choices: PaymentChoice[];
  /** Odoo's total, formatted: shown on the button, never sent back. */
  amount: string;
  /** Why the last attempt did not go through (cancelled or refused at the provider). */
  notice: string | null;
  labels: Messages['Checkout'];
  adyenLabels: Messages['AdyenPayment'];
}) {
  const router = useRouter();
  const offline = useLabels('Notifications').actionFailed;
  const [selectedId, setSelectedId] = useState<number | null>(choices[0]?.id ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [postForm, setPostForm] = useState<RedirectForm | null>(null);
  const inFlight = useRef(false);
  const selected = choices.find((choice) => choice.id === selectedId) ?? null;

  const pay = async () => {
    if (!selected || inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    const answer = await callAction(() => startPaymentAction({ providerId: selected.id }), offline);
    if (!answer.ok) {
      inFlight.current = false;
      setBusy(false);
      setFailure(answer.error);
      return;
    }
    const start = answer.data;
    if (start.kind === 'post') {
      setPostForm(start.form);
    } else if (start.url.startsWith('/')) {
      // The confirmation replaces the cart in the browser (CartReplaced), whatever led there.
      router.push(start.url);
    } else {
      window.location.assign(start.url);
    }
  };

  if (choices.length === 0) return <p className={styles.failure}>{labels.noPaymentMethods}</p>;

  return (
    <>
      <StepAlert text={notice} />
      <fieldset className={styles.choices} disabled={busy}>
        <legend>{labels.paymentMethod}</legend>
        {choices.map((choice) => (
          <label key={choice.id} className={styles.choice}>
            <input
              type="radio"
              name="payment-method"
              value={choice.id}
              checked={choice.id === selectedId}
              onChange={() => {
                setSelectedId(choice.id);
                setFailure(null);
              }}
            />
            {choice.label}
          </label>
        ))}
      </fieldset>
      <StepAlert text={failure} />
      {selected?.handler === 'adyen-direct' ? (
        <AdyenDropIn
          key={selected.id}
          acquirerId={selected.id}
          locale={locale}
          labels={adyenLabels}
          onOutcome={(outcome) => {
            // Paid or waiting: the return page reads Odoo's transaction and shows the order.
            if (outcome.kind !== 'refused') router.push(localizedPath(locale, '/payment-details'));
          }}
        />
      ) : selected ? (
        <PaymentPanel
          choice={selected}
          amount={amount}
          busy={busy}
          labels={labels}
          onPay={() => void pay()}
        />
      ) : null}
      {postForm ? <AutoPostForm form={postForm} label={labels.toPaymentPage} /> : null}
    </>
  );
}

/** Adyen's library and styles load with this chunk, on the payment step only. */
const AdyenDropIn = dynamic(() => import('./adyen-drop-in'), { ssr: false });

function PaymentPanel({
  choice,
  amount,
  busy,
  labels,
  onPay,
}: {
  choice: PaymentChoice;
  amount: string;
  busy: boolean;
  labels: Messages['Checkout'];
  onPay: () => void;
}) {
  if (choice.handler === null) {
    return <StepAlert text={choice.unavailable} />;
  }
  const transfer = choice.handler === 'wire-transfer';
  return (
    <div className={styles.main}>
      <p className={styles.notice}>{transfer ? labels.transferNote : labels.hostedNote}</p>
      <div className={styles.actions}>
        <button type="button" className="button button--primary" disabled={busy} onClick={onPay}>
          {busy
            ? labels.paying
            : interpolate(transfer ? labels.placeOrder : labels.payAmount, { amount })}
        </button>
      </div>
    </div>
  );
}

/**
 * The provider's hosted page expects a POST: the shop posts its own form built from the fields
 * Odoo gave (never Odoo's HTML), at once; the button is there if scripts stop short.
 */
function AutoPostForm({ form, label }: { form: RedirectForm; label: string }) {
  const element = useRef<HTMLFormElement>(null);
  useEffect(() => element.current?.submit(), []);
  return (
    <form ref={element} method={form.method} action={form.action}>
      {form.fields.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="button">
        {label}
      </button>
    </form>
  );
}
