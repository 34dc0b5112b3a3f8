import type { InvoicePaymentState, InvoiceState } from './types';

// The spec's four invoice status labels from Odoo's invoice state and payment state. The shop
// lists what Odoo's own portal lists: posted invoices (drafts are not final, cancelled ones void).
// The table is in docs/odoo-extensions.md (Invoice status). Pure and browser-safe.

export const INVOICE_STATUSES = [
  'waitingForPayment',
  'paid',
  'partiallyShipped',
  'processed',
] as const;

/** A key of the InvoiceStatus messages ('Waiting for Payment', 'Paid', ...). */
export type InvoiceStatusLabel = (typeof INVOICE_STATUSES)[number];

const BY_PAYMENT_STATE: Record<InvoicePaymentState, InvoiceStatusLabel> = {
  NotPaid: 'waitingForPayment',
  Paid: 'paid',
  // The spec's label for a partly paid invoice (kept as written, see the docs).
  PartiallyPaid: 'partiallyShipped',
  // Settled by a credit note.
  Reversed: 'processed',
};

/** The label of a posted invoice; null for drafts and cancelled invoices, which are not shown. */
export function invoiceStatus(
  state: InvoiceState | null,
  paymentState: InvoicePaymentState | null,
): InvoiceStatusLabel | null {
  if (state !== 'Posted') return null;
  return BY_PAYMENT_STATE[paymentState ?? 'NotPaid'];
}

/** What to ask Odoo for to list the invoices of one label (or all shown ones). */
export function invoiceStatusFilter(label: InvoiceStatusLabel | null): {
  states: InvoiceState[];
  paymentStates?: InvoicePaymentState[];
} {
  if (label === null) return { states: ['Posted'] };
  const paymentStates = (Object.keys(BY_PAYMENT_STATE) as InvoicePaymentState[]).filter(
    (paymentState) => BY_PAYMENT_STATE[paymentState] === label,
  );
  return { states: ['Posted'], paymentStates };
}
