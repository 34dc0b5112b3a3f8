import 'server-only';
import { notFound } from 'next/navigation';
import { getOrder } from '@/lib/account/account-documents.server';
import type { QuotationDetail } from '@/lib/account/types';
import { sanitizeHtml } from '@/lib/html/sanitize-html.server';
import { isOdooError } from '@/lib/odoo/odoo-error.server';
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
    transferInstructions:
      payment === 'transfer' ? await transferInstructions(transaction.provider ?? '') : null,
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

/** The wire-transfer acquirer's pending message: Odoo writes it as HTML, the shop sanitises it. */
async function transferInstructions(acquirerName: string): Promise<string | null> {
  const acquirer = (await paymentLoadProviders()).find((option) => option.name === acquirerName);
  if (!acquirer) return null;
  const detail = await getPaymentAcquirer(acquirer.id);
  return detail.available && detail.data.pendingMessage
    ? sanitizeHtml(detail.data.pendingMessage)
    : null;
}
