import type { QuotationPortalState } from './types';

// A quotation's status label is Odoo's portal state (our extension: Open until the validity date,
// then Expired; Cancelled). Pure and browser-safe.

export type QuoteStatusLabel = 'open' | 'expired' | 'cancelled';

// A quotation waiting for its payment is an order to the customer (order-status.ts): no quote label.
const LABELS: Record<QuotationPortalState, QuoteStatusLabel | null> = {
  Open: 'open',
  Expired: 'expired',
  Cancelled: 'cancelled',
  WaitingForPayment: null,
};

/** A key of the QuoteStatus messages; null when Odoo gives no portal state. */
export function quoteStatus(portalState: QuotationPortalState | null): QuoteStatusLabel | null {
  return portalState ? LABELS[portalState] : null;
}
