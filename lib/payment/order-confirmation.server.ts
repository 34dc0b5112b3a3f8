import 'server-only';
import { notFound } from 'next/navigation';
import { getOrder } from '@/lib/account/account-documents.server';
import type { QuotationDetail } from '@/lib/account/types';
import { sanitizeHtml } from '@/lib/html/sanitize-html.server';
import { isOdooError } from '@/lib/odoo/odoo-error.server';
import { pendingTransferMessage } from './odoo-transfer.server';
import { paymentHandler } from './payment-handlers';
import { getPaymentAcquirer, paymentLoadProviders } from './payment.server';

/** Where the order's payment stands, in the words of the confirmation page. */
export type ConfirmationPayment = 'paid' | 'processing' | 'transfer' | 'refused';

export interface OrderConfirmation {
  order: QuotationDetail;
  payment: ConfirmationPayment;
  /** Bank transfer: Odoo's instructions (bank account, IBAN), sanitised HTML. */
  transferInstructions: string | null;
}

/**
 * An order the signed-in customer just paid for (or is paying by bank transfer). Odoo answers
 * only for the customer's own orders: anyone else's id, like a made-up one, is not found, and so
 * is an order nobody started paying for.
 */
export async function loadOrderConfirmation(id: number): Promise<OrderConfirmation> {
  let order: QuotationDetail;
  try {
    order = await getOrder(id);
  } catch (error) {
    if (isOdooError(error) && error.kind === 'graphql') notFound();
    throw error;
  }
  const transaction = order.lastTransaction;
  // No payment started (or only opened, never submitted): nothing was ordered yet.
  if (!transaction || transaction.state === 'Draft' || transaction.state === null) notFound();
  const transfer = paymentHandler(transaction.provider ?? '') === 'wire-transfer';
  const payment = paymentOf(transaction.state, transfer);
  return {
    order,
    payment,
    transferInstructions: payment === 'transfer' ? await transferInstructions(transaction) : null,
  };
}

function paymentOf(
  state: NonNullable<QuotationDetail['lastTransaction']>['state'],
  transfer: boolean,
): ConfirmationPayment {
  if (state === 'Confirmed' || state === 'Authorized') return 'paid';
  if (state === 'Canceled' || state === 'Error') return 'refused';
  return transfer ? 'transfer' : 'processing';
}

/**
 * The wire-transfer acquirer's pending message (bank account, reference), as Odoo writes it in
 * HTML, sanitised: from the acquirer with our payment extension, else from what Odoo's status
 * page shows for the session's transactions (a stock Odoo 15; only in the paying session).
 */
async function transferInstructions(
  transaction: NonNullable<QuotationDetail['lastTransaction']>,
): Promise<string | null> {
  const acquirerName = transaction.provider ?? '';
  const acquirer = (await paymentLoadProviders()).find((option) => option.name === acquirerName);
  if (!acquirer) return null;
  const detail = await getPaymentAcquirer(acquirer.id);
  const message = detail.available
    ? detail.data.pendingMessage
    : transaction.reference
      ? await pendingTransferMessage(transaction.reference)
      : null;
  return message ? sanitizeHtml(message) : null;
}
