import type { Context } from '../context';
import { sameDecimalAmount } from '../currency-decimals';
import { OdooError } from '../errors';
import { molliePaymentById, type MollieStatus } from './mollie-emulator';
import { MOLLIE_METHODS } from './providers';
import {
  asRecord,
  checkMethod,
  completeTransaction,
  currencyName,
  forgetTransaction,
  loadAcquirer,
  MESSAGES,
  resolveReturnUrl,
  updateTransaction,
  type Starter,
} from './transactions';
import type { PaymentTransaction } from '../tables';

// Odoo's payment_mollie as the storefront drives it: makePayment opens the transaction, the shop
// creates the Mollie payment itself, and updatePayment binds it and follows its status.

/**
 * Mollie: the storefront owns the PSP. Odoo only opens the transaction (draft, no checkout URL);
 * the shop creates the Mollie payment for the transaction's amount and binds it with
 * updatePayment, after which Odoo follows the payment's status (refreshFromMollie).
 */
export const startMollie: Starter = async (context, _acquirer, tx, extra) => {
  checkMethod(MOLLIE_METHODS, extra);
  await updateTransaction(context, tx, {
    return_url: await resolveReturnUrl(context, extra.returnUrl),
  });
};

const MOLLIE_PAYMENT_ID = /^tr_[A-Za-z0-9]+$/;
const FINAL_STATES = ['done', 'cancel', 'error'];

/** Odoo's transaction state (and message) for a Mollie payment status. */
const MOLLIE_STATES: Record<MollieStatus, { state: string; message: string | null }> = {
  open: { state: 'pending', message: null },
  pending: { state: 'pending', message: null },
  authorized: { state: 'done', message: null },
  paid: { state: 'done', message: null },
  canceled: { state: 'cancel', message: MESSAGES.cancelled },
  expired: { state: 'cancel', message: MESSAGES.expired },
  failed: { state: 'error', message: MESSAGES.failed },
};

export async function isMollie(context: Context, tx: PaymentTransaction): Promise<boolean> {
  return (await loadAcquirer(context, tx.acquirer_id))?.provider === 'mollie';
}

/**
 * Binds a Mollie payment to the transaction (first time) and takes over its status. Real Odoo
 * fetches the payment with its own API key (`GET /v2/payments/{id}`); the stand-in plays Mollie
 * too and reads mollie_payment directly. A payment for another reference or amount is refused
 * and changes nothing; a final transaction never changes again, so replays are harmless.
 */
export async function refreshFromMollie(
  context: Context,
  tx: PaymentTransaction,
  providerReference: string | null,
): Promise<void> {
  const paymentId = providerReference ?? tx.acquirer_reference;
  // Nothing bound yet and nothing to bind: Odoo has nothing to ask Mollie.
  if (!paymentId) return;
  if (!MOLLIE_PAYMENT_ID.test(paymentId)) throw new OdooError(MESSAGES.mollieMismatch);
  if (tx.acquirer_reference && tx.acquirer_reference !== paymentId) {
    throw new OdooError(MESSAGES.mollieOtherPayment);
  }
  const payment = await molliePaymentById(context.db, paymentId);
  const currency = await currencyName(context, tx.currency_id);
  const matches =
    payment !== null &&
    asRecord(payment.metadata).reference === tx.reference &&
    payment.amount_currency === currency &&
    sameDecimalAmount(payment.amount_value, tx.amount, currency);
  if (!payment || !matches) throw new OdooError(MESSAGES.mollieMismatch);
  if (FINAL_STATES.includes(tx.state)) return;

  const next = MOLLIE_STATES[payment.status];
  const binding = tx.acquirer_reference ? {} : { acquirer_reference: paymentId };
  if (next.state === 'done') {
    await completeTransaction(context.db, tx);
    await updateTransaction(context, tx, binding);
    forgetTransaction(context, tx);
    return;
  }
  if (next.state === tx.state) {
    await updateTransaction(context, tx, binding);
    return;
  }
  await updateTransaction(context, tx, {
    ...binding,
    state: next.state,
    state_message: next.message,
  });
}
