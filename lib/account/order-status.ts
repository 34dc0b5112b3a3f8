import type { OrderStage } from '@/lib/order/types';
import type { DeliveryState, DeliveryStatus, InvoiceStatus, QuotationPortalState } from './types';

// The spec's ten order status labels from what Odoo knows about an order: its state (stage), how
// far its pickings are (delivery status, Odoo 17's delivery_status; our extension for Odoo 15),
// the state of each outgoing picking with the carrier's delivery report, and its invoice status.
// The table is in docs/odoo-extensions.md (Order status); tests/account/order-status.test.ts
// walks it. Pure and browser-safe.

export const ORDER_STATUSES = [
  'orderReceived',
  'processed',
  'completed',
  'active',
  'backorder',
  'incorporated',
  'partiallySent',
  'sent',
  'delivered',
  'partiallyDelivered',
  // Not one of the spec's ten: an order paid by wire transfer until the money arrives.
  'awaitingPayment',
] as const;

/** A key of the OrderStatus messages ('Order Received', 'Processed', ...). */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface OrderStatusFacts {
  stage: OrderStage | null;
  invoiceStatus: InvoiceStatus | null;
  /** Null: the order has no pickings, or the backend does not say (plain Odoo 15). */
  deliveryStatus: DeliveryStatus | null;
  deliveries: readonly { state: DeliveryState | null; dateDelivered: string | null }[];
  /** Our extension's portal state: WaitingForPayment for a quotation whose payment is pending. */
  portalState?: QuotationPortalState | null;
}

/**
 * Whether the customer sees this as an order: confirmed (SalesOrder, Locked), or placed and
 * paid by wire transfer, which Odoo keeps a sent quotation with a pending transaction until the
 * money arrives (sale's payment.transaction._set_pending).
 */
export function isPortalOrder(facts: Pick<OrderStatusFacts, 'stage' | 'portalState'>): boolean {
  if (facts.stage === 'SalesOrder' || facts.stage === 'Locked') return true;
  return facts.stage === 'QuotationSent' && facts.portalState === 'WaitingForPayment';
}

/**
 * The label of an order (see isPortalOrder); null for quotations and cancelled orders, which the
 * quotes list labels (Open, Expired, Cancelled). First matching rule wins.
 */
export function orderStatus(facts: OrderStatusFacts): OrderStatus | null {
  if (facts.stage === 'QuotationSent' && isPortalOrder(facts)) return 'awaitingPayment';
  if (facts.stage !== 'SalesOrder' && facts.stage !== 'Locked') return null;
  const live = facts.deliveries.filter((delivery) => delivery.state !== 'Cancelled');
  const shipped = live.filter((delivery) => delivery.state === 'Done');
  const delivered = shipped.filter((delivery) => delivery.dateDelivered !== null);
  const open = live.filter((delivery) => delivery.state !== 'Done');
  const fullyInvoiced =
    facts.invoiceStatus === 'FullyInvoiced' || facts.invoiceStatus === 'UpsellingOpportunity';

  switch (facts.deliveryStatus) {
    case 'Full': {
      const allDelivered = shipped.length > 0 && delivered.length === shipped.length;
      if (allDelivered && (fullyInvoiced || facts.stage === 'Locked')) return 'completed';
      if (allDelivered) return 'delivered';
      if (delivered.length > 0) return 'partiallyDelivered';
      return 'sent';
    }
    case 'Partial':
      // Odoo's backorder: the rest of a partly shipped order waits for stock.
      if (open.some(waitsForStock)) return 'backorder';
      if (delivered.length > 0) return 'partiallyDelivered';
      return 'partiallySent';
    case 'Started':
      // Picked or packed in a multi-step route; nothing has left the warehouse yet.
      return 'processed';
    case 'Pending':
      if (open.some((delivery) => delivery.state === 'Assigned')) return 'processed';
      if (open.some(waitsForStock)) return 'backorder';
      return 'orderReceived';
    default:
      // Nothing to ship (services) or no delivery information: Odoo's state and invoicing.
      if (facts.stage === 'Locked') return 'completed';
      if (fullyInvoiced) return 'incorporated';
      if (facts.invoiceStatus === 'ToInvoice') return 'active';
      return 'orderReceived';
  }
}

/** Odoo's 'Waiting' (state confirmed): the picking cannot be reserved for lack of stock. */
function waitsForStock(delivery: { state: DeliveryState | null }): boolean {
  return delivery.state === 'Confirmed';
}
