import 'server-only';
import type {
  GetQuotationResult,
  GetQuotationsResult,
  InvoiceFragment,
  OrderDeliveryFragment,
  OrderDeliveryStatus,
  OrderSummaryFragment,
} from '@/graphql/generated/operations';
import { mapSaleOrder } from '@/lib/order/map-sale-order.server';
import { amount, compact, optionalText, text } from '@/lib/odoo/map-values.server';
import type {
  Invoice,
  OrderDelivery,
  OrderShipping,
  OrderSummary,
  Quotation,
  QuotationDetail,
} from './types';

type QuotationRow = NonNullable<
  NonNullable<NonNullable<GetQuotationsResult['orders']>['orders']>[number]
>;

/**
 * A quotation row, or getQuotation's order: sent to a plain Odoo 15 (core document) the latter
 * comes without validity, expiry and portal state, so those may be missing.
 */
type QuotationFields = OrderSummaryFragment &
  Partial<Pick<QuotationRow, 'validityDate' | 'isExpired' | 'portalState'>>;

export function mapOrderSummary(order: OrderSummaryFragment): OrderSummary {
  return {
    id: order.id,
    name: text(order.name),
    date: optionalText(order.dateOrder),
    stage: order.stage,
    clientOrderRef: optionalText(order.clientOrderRef),
    untaxed: amount(order.amountUntaxed),
    tax: amount(order.amountTax),
    total: amount(order.amountTotal),
    currency: optionalText(order.currency?.name),
    invoiceStatus: order.invoiceStatus,
    invoiceCount: amount(order.invoiceCount),
    url: optionalText(order.orderUrl),
    customerName: optionalText(order.partner?.name),
  };
}

/** Deliveries are our extension: a plain Odoo 15 (core document) leaves both fields out. */
export function mapOrderShipping(order: {
  deliveryStatus?: OrderDeliveryStatus | null;
  deliveries?: readonly OrderDeliveryFragment[] | null;
}): OrderShipping {
  return {
    deliveryStatus: order.deliveryStatus ?? null,
    deliveries: compact(order.deliveries).map(mapOrderDelivery),
  };
}

function mapOrderDelivery(delivery: OrderDeliveryFragment): OrderDelivery {
  return {
    id: delivery.id,
    name: text(delivery.name),
    state: delivery.state,
    isBackorder: delivery.isBackorder ?? false,
    dateDone: optionalText(delivery.dateDone),
    dateDelivered: optionalText(delivery.dateDelivered),
    trackingReference: optionalText(delivery.trackingReference),
    trackingUrl: optionalText(delivery.trackingUrl),
    serialNumbers: compact(delivery.serialNumbers).flatMap((serial) => optionalText(serial) ?? []),
  };
}

export function mapQuotation(order: QuotationFields): Quotation {
  return {
    ...mapOrderSummary(order),
    validityDate: optionalText(order.validityDate),
    isExpired: order.isExpired ?? false,
    portalState: order.portalState ?? null,
  };
}

export function mapQuotationDetail(order: GetQuotationResult['order']): QuotationDetail {
  const cart = mapSaleOrder(order);
  const quotation = mapQuotation(order);
  return {
    ...quotation,
    portalState:
      quotation.portalState ?? corePortalState(quotation.stage, cart.lastTransaction?.state),
    lines: cart.lines,
    totals: cart.totals,
    shippingMethod: cart.shippingMethod,
    billingAddress: cart.billingAddress,
    shippingAddress: cart.shippingAddress,
    comment: optionalText(order.comment),
    invoicesUrl: optionalText(order.invoicesUrl),
    lastTransaction: cart.lastTransaction,
    ...mapOrderShipping(order),
    invoices: compact(order.invoices).map(mapInvoice),
  };
}

export function mapInvoice(invoice: InvoiceFragment): Invoice {
  return {
    id: invoice.id,
    name: text(invoice.name),
    date: optionalText(invoice.invoiceDate),
    dueDate: optionalText(invoice.invoiceDateDue),
    state: invoice.state,
    paymentState: invoice.paymentState,
    origin: optionalText(invoice.invoiceOrigin),
    reference: optionalText(invoice.ref),
    untaxed: amount(invoice.amountUntaxed),
    tax: amount(invoice.amountTax),
    total: amount(invoice.amountTotal),
    residual: amount(invoice.amountResidual),
    currency: optionalText(invoice.currency?.name),
    url: optionalText(invoice.invoiceUrl),
    customerName: optionalText(invoice.partner?.name),
    placedBy: optionalText(invoice.placedBy),
  };
}

/**
 * Without our extension (a plain Odoo 15), the one portal state the order pages need, from core
 * fields: a sent quotation whose last transaction is pending or authorized waits for its payment.
 */
export function corePortalState(
  stage: QuotationDetail['stage'],
  transactionState: string | null | undefined,
): QuotationDetail['portalState'] {
  const paying = transactionState === 'Pending' || transactionState === 'Authorized';
  return stage === 'QuotationSent' && paying ? 'WaitingForPayment' : null;
}
