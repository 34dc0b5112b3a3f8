import { describe, expect, it } from 'vitest';
import {
  isPortalOrder,
  ORDER_STATUSES,
  orderStatus,
  type OrderStatus,
} from '@/lib/account/order-status';
import type { DeliveryState, DeliveryStatus, InvoiceStatus } from '@/lib/account/types';
import type { OrderStage } from '@/lib/order/types';
import en from '@/messages/en.json';

// The mapping table of docs/odoo-extensions.md (Order status), row by row.

type Picking = [DeliveryState, 'delivered'?];

const picking = ([state, delivered]: Picking) => ({
  state,
  dateDelivered: delivered ? '2026-06-02 11:15:00' : null,
});

// prettier-ignore
const TABLE: [
  string,
  OrderStage,
  DeliveryStatus | null,
  Picking[],
  InvoiceStatus | null,
  OrderStatus | null,
][] = [
  // Shipped in full
  ['all delivered, fully invoiced', 'SalesOrder', 'Full', [['Done', 'delivered']], 'FullyInvoiced', 'completed'],
  ['all delivered, upselling', 'SalesOrder', 'Full', [['Done', 'delivered']], 'UpsellingOpportunity', 'completed'],
  ['all delivered, locked', 'Locked', 'Full', [['Done', 'delivered']], 'ToInvoice', 'completed'],
  ['all delivered, to invoice', 'SalesOrder', 'Full', [['Done', 'delivered']], 'ToInvoice', 'delivered'],
  ['all delivered, nothing to invoice', 'SalesOrder', 'Full', [['Done', 'delivered']], 'NothingtoInvoice', 'delivered'],
  ['one of two delivered', 'Locked', 'Full', [['Done', 'delivered'], ['Done']], 'FullyInvoiced', 'partiallyDelivered'],
  ['shipped, none delivered', 'SalesOrder', 'Full', [['Done']], 'FullyInvoiced', 'sent'],
  ['shipped, a cancelled picking aside', 'SalesOrder', 'Full', [['Done'], ['Cancelled']], 'ToInvoice', 'sent'],
  // Shipped in part
  ['rest waits for stock', 'SalesOrder', 'Partial', [['Done'], ['Confirmed']], 'FullyInvoiced', 'backorder'],
  ['rest waits for stock, first delivered', 'SalesOrder', 'Partial', [['Done', 'delivered'], ['Confirmed']], 'ToInvoice', 'backorder'],
  ['first delivered, rest ready', 'SalesOrder', 'Partial', [['Done', 'delivered'], ['Assigned']], 'ToInvoice', 'partiallyDelivered'],
  ['first shipped, rest ready', 'SalesOrder', 'Partial', [['Done'], ['Assigned']], 'ToInvoice', 'partiallySent'],
  ['first shipped, rest waits on another step', 'Locked', 'Partial', [['Done'], ['Waiting']], 'NothingtoInvoice', 'partiallySent'],
  // Nothing shipped yet
  ['picked and packed', 'SalesOrder', 'Started', [['Assigned']], 'NothingtoInvoice', 'processed'],
  ['ready to ship', 'SalesOrder', 'Pending', [['Assigned']], 'ToInvoice', 'processed'],
  ['ready and waiting', 'SalesOrder', 'Pending', [['Assigned'], ['Confirmed']], 'ToInvoice', 'processed'],
  ['waits for stock', 'SalesOrder', 'Pending', [['Confirmed']], 'FullyInvoiced', 'backorder'],
  ['waits on another step', 'SalesOrder', 'Pending', [['Waiting']], 'NothingtoInvoice', 'orderReceived'],
  ['draft picking', 'Locked', 'Pending', [['Draft']], 'NothingtoInvoice', 'orderReceived'],
  // No pickings, or a plain Odoo 15 that does not say
  ['locked', 'Locked', null, [], 'ToInvoice', 'completed'],
  ['fully invoiced', 'SalesOrder', null, [], 'FullyInvoiced', 'incorporated'],
  ['upselling', 'SalesOrder', null, [], 'UpsellingOpportunity', 'incorporated'],
  ['to invoice', 'SalesOrder', null, [], 'ToInvoice', 'active'],
  ['nothing to invoice yet', 'SalesOrder', null, [], 'NothingtoInvoice', 'orderReceived'],
  ['no invoice status', 'SalesOrder', null, [], null, 'orderReceived'],
  // Not orders: the quotes list labels them
  ['quotation', 'Quotation', null, [], 'NothingtoInvoice', null],
  ['quotation sent', 'QuotationSent', null, [], 'NothingtoInvoice', null],
  ['cancelled', 'Cancelled', 'Full', [['Cancelled']], 'NothingtoInvoice', null],
];

describe('orderStatus', () => {
  it.each(TABLE)(
    '%s: %s, %s, %j, %s → %s',
    (_, stage, deliveryStatus, pickings, invoiceStatus, expected) => {
      expect(
        orderStatus({ stage, deliveryStatus, invoiceStatus, deliveries: pickings.map(picking) }),
      ).toBe(expected);
    },
  );

  it('labels a quotation waiting for its wire transfer an order waiting for payment', () => {
    const placed = {
      invoiceStatus: 'NothingtoInvoice',
      deliveryStatus: null,
      deliveries: [],
    } as const;
    expect(
      orderStatus({ ...placed, stage: 'QuotationSent', portalState: 'WaitingForPayment' }),
    ).toBe('awaitingPayment');
    expect(isPortalOrder({ stage: 'QuotationSent', portalState: 'WaitingForPayment' })).toBe(true);
    // A quotation the shop sent, not yet accepted, stays a quotation.
    expect(orderStatus({ ...placed, stage: 'QuotationSent', portalState: 'Open' })).toBeNull();
    expect(isPortalOrder({ stage: 'QuotationSent', portalState: 'Open' })).toBe(false);
    expect(isPortalOrder({ stage: 'Cancelled', portalState: 'Cancelled' })).toBe(false);
  });

  it('reaches every label', () => {
    const reached = new Set([...TABLE.map((row) => row[5]).filter(Boolean), 'awaitingPayment']);
    expect([...reached].sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('has the spec texts in English', () => {
    expect(ORDER_STATUSES.map((status) => en.OrderStatus[status])).toEqual([
      'Order Received',
      'Processed',
      'Completed',
      'Active',
      'Backorder',
      'Incorporated',
      'Partially Sent',
      'Sent',
      'Delivered',
      'Partially Delivered',
      'Waiting for payment',
    ]);
  });
});
