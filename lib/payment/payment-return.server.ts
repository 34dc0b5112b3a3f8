import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import type { SaleOrder } from '@/lib/order/types';
import { logFailure } from '@/lib/shopper/shopper-action.server';
import { signedInShopper } from '@/lib/shopper/user-session.server';
import { keptTransactions } from './adyen-kept-transaction.server';
import { resolveAdyenReturn, type ReturnSearchParams } from './adyen-return.server';
import { paymentHandler } from './payment-handlers';
import { paymentConfirmation, updatePayment } from './payment.server';
import type { PaymentTransaction } from '../order/payment-types';

// The shopper is back from a provider's page (`/payment-details`). Where the shopper lands says
// nothing about the payment (they come back for paid, cancelled and failed payments alike, and the
// query string is theirs to edit): the outcome is what Odoo's transaction says after Odoo asked
// the provider. So revisiting or replaying the URL changes nothing either.

export type PaymentReturn =
  | { kind: 'confirmed' | 'pending'; orderId: number; locale?: Locale }
  | { kind: 'retry'; reason: 'cancelled' | 'refused'; locale?: Locale }
  /** A transaction that was opened but never paid (a drop-in set up, a start that failed). */
  | { kind: 'unpaid' }
  | { kind: 'none' };

/**
 * The outcome of the session's last payment, after Odoo refreshed it from the provider. Adyen
 * hands back an opaque `redirectResult` after a bank or 3-D Secure page, which only Odoo (through
 * Adyen's /payments/details) can turn into an outcome.
 */
export async function resolvePaymentReturn(query: ReturnSearchParams): Promise<PaymentReturn> {
  const adyen = await resolveAdyenReturn(query);
  // The Adyen payment says in which language it was made (Odoo's return URL may not).
  if (adyen.kind === 'authorised' || adyen.kind === 'pending') {
    if (adyen.kind === 'authorised') await settlePaidOrder(adyen.orderId);
    const kind = adyen.kind === 'authorised' ? 'confirmed' : 'pending';
    return { kind, orderId: adyen.orderId, locale: adyen.locale };
  }
  if (adyen.kind === 'refused') return { kind: 'retry', reason: 'refused', locale: adyen.locale };
  if (adyen.kind !== 'missing') return { kind: 'retry', reason: 'refused' };
  const order = await monitoredOrder();
  const transaction = order?.lastTransaction;
  if (!order || order.id === null || !transaction || transaction.id === null) {
    return { kind: 'none' };
  }
  const outcome = outcomeOf(order.id, await settle(order, transaction));
  // Odoo's own return route (a stock Odoo's Drop-in) sends everyone to one page, whatever their
  // language: the Adyen payment this browser kept knows it.
  const locale = await keptLocale(transaction.reference);
  if (!locale || outcome.kind === 'unpaid' || outcome.kind === 'none') return outcome;
  return { ...outcome, locale };
}

async function keptLocale(reference: string | null): Promise<Locale | undefined> {
  const shopper = await signedInShopper();
  if (!shopper || !reference) return undefined;
  const kept = await keptTransactions(shopper.id);
  return kept.find((transaction) => transaction.reference === reference)?.locale;
}

/**
 * Paid or waiting (a bank transfer, a provider still deciding) goes on to the confirmation; a
 * transaction nobody started paying is no payment at all.
 */
export function outcomeOf(orderId: number, transaction: PaymentTransaction): PaymentReturn {
  switch (transaction.state) {
    case 'Confirmed':
    case 'Authorized':
      return { kind: 'confirmed', orderId };
    case 'Canceled':
      return { kind: 'retry', reason: 'cancelled' };
    case 'Error':
      return { kind: 'retry', reason: 'refused' };
    case 'Draft':
      return { kind: 'unpaid' };
    default:
      return { kind: 'pending', orderId };
  }
}

function isOpen(transaction: PaymentTransaction): boolean {
  return transaction.state === 'Draft' || transaction.state === 'Pending';
}

/** Odoo's paymentConfirmation: the order of the transaction this session is waiting for. */
async function monitoredOrder(): Promise<SaleOrder | null> {
  try {
    return await paymentConfirmation();
  } catch (error) {
    logFailure('paymentConfirmation', error);
    return null;
  }
}

/**
 * Has Odoo settle what only it can, through updatePayment: an open external payment is fetched
 * from its provider (Mollie, Adyen's payment link; a bank transfer has nothing to fetch), and a
 * paid order that is still a quotation is confirmed. Odoo 15 confirms an order when it
 * post-processes the payment, which for the Drop-in's card and 3-D Secure payments only Adyen's
 * webhook or Odoo's cron would do (Odoo's own status page does it for its checkout): until then
 * the paid order stays the session's cart. Without our payment extension, or when the refresh
 * fails, the transaction stays as Odoo had it (pending reads "being processed").
 */
async function settle(
  order: SaleOrder,
  transaction: PaymentTransaction,
): Promise<PaymentTransaction> {
  if (transaction.id === null) return transaction;
  const handler = paymentHandler(transaction.provider ?? '');
  const asked = isOpen(transaction)
    ? handler === 'mollie' || handler === 'adyen-hosted'
    : isPaid(transaction) && order.stage === 'Quotation';
  if (!asked) return transaction;
  try {
    const result = await updatePayment(
      transaction.id,
      transaction.providerReference ? { providerReference: transaction.providerReference } : {},
    );
    return result.available ? result.data : transaction;
  } catch (error) {
    logFailure('updatePayment', error);
    return transaction;
  }
}

/** After Adyen authorised a result the shop was handed: the same for the session's payment. */
async function settlePaidOrder(orderId: number): Promise<void> {
  const order = await monitoredOrder();
  const transaction = order?.lastTransaction;
  if (order?.id === orderId && transaction) await settle(order, transaction);
}

function isPaid(transaction: PaymentTransaction): boolean {
  return transaction.state === 'Confirmed' || transaction.state === 'Authorized';
}
