'use client';

// Adyen's library and its stylesheet are large: this module is meant to be loaded only on the
// payment step, with next/dynamic(() => import(...), { ssr: false }), so neither reaches any other
// page. Only the Drop-in and the card component are imported (tree-shaking); redirect methods
// such as iDEAL and the 3-D Secure components are registered by AdyenCheckout itself.
import {
  AdyenCheckout,
  Card,
  Dropin,
  type AdditionalDetailsActions,
  type AdditionalDetailsData,
  type AdyenCheckoutError,
  type CheckoutAdvancedFlowResponse,
  type PaymentAction,
  type PaymentMethodsResponse,
  type ResultCode,
  type SubmitActions,
  type SubmitData,
} from '@adyen/adyen-web';
import '@adyen/adyen-web/styles/adyen.css';
import { useEffect, useRef, useState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { adyenDetailsAction, adyenPayAction, adyenSetupAction } from '@/lib/payment/adyen-actions';
import { adyenLocale } from '@/lib/payment/adyen-locale';
import type { AdyenPaymentResult, AdyenSetup } from '@/lib/order/payment-types';
import type { ActionResult } from '@/lib/shopper/action-result';
import styles from './adyen-drop-in.module.css';

/** Where the payment ended; the page decides where the shopper goes next. */
export type AdyenDropInOutcome =
  { kind: 'authorised' | 'pending' } | { kind: 'refused'; message: string };

export interface AdyenDropInProps {
  acquirerId: number;
  locale: Locale;
  labels: Messages['AdyenPayment'];
  onOutcome: (outcome: AdyenDropInOutcome) => void;
}

type View =
  | { state: 'loading' }
  | { state: 'ready' }
  /** The Drop-in could not be set up: the reason and a retry. */
  | { state: 'failed'; message: string };

interface Notice {
  message: string;
  /** A refusal offers to pay again; anything else to try again. */
  refusal: boolean;
}

const RESULT_CODES: readonly ResultCode[] = [
  'AuthenticationFinished',
  'AuthenticationNotRequired',
  'Authorised',
  'Cancelled',
  'ChallengeShopper',
  'Error',
  'IdentifyShopper',
  'PartiallyAuthorised',
  'Pending',
  'PresentToShopper',
  'Received',
  'RedirectShopper',
  'Refused',
];

function resultCode(code: string): ResultCode {
  return RESULT_CODES.find((known) => known === code) ?? 'Error';
}

/** The server's reduced answer in the shape the Drop-in's resolve() takes. */
function dropInResponse(result: AdyenPaymentResult): CheckoutAdvancedFlowResponse {
  if (result.outcome !== 'action') return { resultCode: resultCode(result.resultCode) };
  return {
    resultCode: resultCode(result.resultCode),
    // Odoo passes Adyen's action on unchanged; the Drop-in checks and carries it out.
    action: result.action as unknown as PaymentAction,
  };
}

/** A thrown call (network down, a new deployment) reads as a failure with the offline text. */
async function callAction<T>(
  call: () => Promise<ActionResult<T>>,
  offline: string,
): Promise<ActionResult<T>> {
  try {
    return await call();
  } catch {
    return { ok: false, error: offline };
  }
}

/**
 * One setup call per acquirer at a time: React's strict mode mounts effects twice, and a quick
 * remount must not ask for a second setup while the first is on its way.
 */
const pendingSetups = new Map<number, Promise<ActionResult<AdyenSetup>>>();

function loadSetup(acquirerId: number, offline: string): Promise<ActionResult<AdyenSetup>> {
  const pending = pendingSetups.get(acquirerId);
  if (pending) return pending;
  const call = callAction(() => adyenSetupAction({ acquirerId }), offline).finally(() =>
    pendingSetups.delete(acquirerId),
  );
  pendingSetups.set(acquirerId, call);
  return call;
}

/** Adyen's Drop-in (cards, iDEAL) for the session cart, paid through Odoo. */
export default function AdyenDropIn({ acquirerId, locale, labels, onOutcome }: AdyenDropInProps) {
  const container = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [view, setView] = useState<View>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  /** A refusal or a failure after the Drop-in was set up, and what its button offers. */
  const [notice, setNotice] = useState<Notice | null>(null);
  // The newest callback and texts, read by the Drop-in's handlers: a new onOutcome on every
  // render of the page must not mount the Drop-in again.
  const latest = useRef({ onOutcome, labels });
  useEffect(() => {
    latest.current = { onOutcome, labels };
  });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let cancelled = false;
    let dropin: Dropin | null = null;
    // One payment at a time per Drop-in: a double click on pay must not pay twice.
    const paying = { current: false };
    const detailing = { current: false };

    const finish = (result: ActionResult<AdyenPaymentResult>, actions: SubmitActions) => {
      const { onOutcome: report, labels: texts } = latest.current;
      if (!result.ok) {
        paying.current = false;
        setBusy(false);
        setNotice({ message: result.error || texts.offline, refusal: false });
        // Critical only: the payment call itself failed (expired, cart changed, offline).
        actions.reject();
        return;
      }
      const answer = result.data;
      // Even a refusal is resolved: the Drop-in shows it in its own way.
      actions.resolve(dropInResponse(answer));
      if (answer.outcome === 'action') return;
      setBusy(false);
      if (answer.outcome === 'refused') {
        paying.current = false;
        setNotice({ message: answer.refusalMessage, refusal: true });
        report({ kind: 'refused', message: answer.refusalMessage });
        return;
      }
      report({ kind: answer.outcome });
    };

    const onSubmit = (state: SubmitData, _component: unknown, actions: SubmitActions) => {
      // A second submit while the first is on its way is left unanswered: the Drop-in is busy
      // with the first, whose answer it gets.
      if (paying.current) return;
      paying.current = true;
      setBusy(true);
      setNotice(null);
      const { paymentMethod, browserInfo } = state.data;
      void callAction(
        () => adyenPayAction({ acquirerId, paymentMethod, browserInfo }),
        latest.current.labels.offline,
      ).then((result) => finish(result, actions));
    };

    const onAdditionalDetails = (
      state: AdditionalDetailsData,
      _component: unknown,
      actions: AdditionalDetailsActions,
    ) => {
      if (detailing.current) return;
      detailing.current = true;
      setBusy(true);
      void callAction(
        () => adyenDetailsAction({ acquirerId, details: state.data }),
        latest.current.labels.offline,
      ).then((result) => {
        detailing.current = false;
        finish(result, actions);
      });
    };

    const onError = (error: AdyenCheckoutError) => {
      // The shopper closed a wallet's own window: nothing failed.
      if (error.name === 'CANCEL') return;
      setNotice({ message: latest.current.labels.formError, refusal: false });
    };

    void (async () => {
      const setup = await loadSetup(acquirerId, latest.current.labels.offline);
      if (cancelled) return;
      if (!setup.ok) {
        setView({ state: 'failed', message: setup.error });
        return;
      }
      try {
        const checkout = await AdyenCheckout({
          clientKey: setup.data.clientKey,
          environment: setup.data.environment,
          countryCode: setup.data.countryCode,
          locale: adyenLocale(locale),
          amount: setup.data.amount,
          // Odoo's /paymentMethods answer, passed through unchanged.
          paymentMethodsResponse: setup.data.paymentMethodsResponse as PaymentMethodsResponse,
          // No calls to Adyen's analytics host (and none to block in the content policy).
          analytics: { enabled: false },
          onSubmit,
          onAdditionalDetails,
          onError,
        });
        if (cancelled) return;
        dropin = new Dropin(checkout, { paymentMethodComponents: [Card] }).mount(element);
        setView({ state: 'ready' });
      } catch {
        if (!cancelled) setView({ state: 'failed', message: latest.current.labels.formError });
      }
    })();

    return () => {
      cancelled = true;
      dropin?.unmount();
    };
    // `locale` too: a language switch mounts the Drop-in again in the new language.
  }, [acquirerId, locale, attempt]);

  const startAgain = () => {
    setView({ state: 'loading' });
    setNotice(null);
    setBusy(false);
    setAttempt((count) => count + 1);
  };

  const status = view.state === 'loading' ? labels.loading : busy ? labels.processing : '';
  return (
    <section
      aria-label={labels.region}
      className={styles.dropIn}
      aria-busy={view.state === 'loading' || busy}
    >
      <p role="status" className={status ? styles.status : styles.quiet}>
        {status}
      </p>
      {view.state === 'failed' ? (
        <div role="alert" className={styles.failure}>
          <p>{view.message}</p>
          <button type="button" className="button" onClick={startAgain}>
            {labels.retry}
          </button>
        </div>
      ) : null}
      {notice ? (
        <div role="alert" className={styles.failure}>
          <p>{notice.message}</p>
          <button type="button" className="button" onClick={startAgain}>
            {notice.refusal ? labels.payAgain : labels.retry}
          </button>
        </div>
      ) : null}
      <div ref={container} className={styles.mount} hidden={view.state === 'failed'} />
    </section>
  );
}
