import type { Address } from '@/lib/addresses/types';
import type { OrderLine, OrderStage, OrderTotals, SaleOrder } from '@/lib/order/types';
import type { PaymentTransaction } from '@/lib/order/payment-types';
import type { ChosenDeliveryMethod } from '@/lib/order/delivery-types';

export type InvoiceStatus =
  'UpsellingOpportunity' | 'FullyInvoiced' | 'ToInvoice' | 'NothingtoInvoice';
/**
 * Our extension's portal state of a quotation; WaitingForPayment is a sent quotation whose payment
 * (a wire transfer) is pending: the customer placed it, so it is listed among the orders.
 */
export type QuotationPortalState = 'Open' | 'Expired' | 'Cancelled' | 'WaitingForPayment';
export type InvoiceState = 'Draft' | 'Posted' | 'Cancelled';
export type InvoicePaymentState = 'NotPaid' | 'Paid' | 'PartiallyPaid' | 'Reversed';
export type SortDirection = 'ASC' | 'DESC';
/** Odoo 17's sale.order delivery_status (our extension for Odoo 15). */
export type DeliveryStatus = 'Pending' | 'Started' | 'Partial' | 'Full';
/** stock.picking state. */
export type DeliveryState = 'Draft' | 'Waiting' | 'Confirmed' | 'Assigned' | 'Done' | 'Cancelled';

/** An outgoing picking of an order. */
export interface OrderDelivery {
  id: number;
  /** Odoo's picking reference (WH/OUT/00012). */
  name: string;
  state: DeliveryState | null;
  /** The rest of an earlier, partly shipped picking. */
  isBackorder: boolean;
  /** Odoo's datetime strings, in the customer's time zone. */
  dateDone: string | null;
  /** When the carrier reported it delivered. */
  dateDelivered: string | null;
  /** Track & Trace: the carrier's parcel number and tracking page. */
  trackingReference: string | null;
  trackingUrl: string | null;
  serialNumbers: string[];
}

/** How far an order's shipping got; empty when the backend does not say (plain Odoo 15). */
export interface OrderShipping {
  deliveryStatus: DeliveryStatus | null;
  deliveries: OrderDelivery[];
}

/** One row of the order list. */
export interface OrderSummary {
  id: number;
  name: string;
  /** Odoo's date string, in the customer's time zone. */
  date: string | null;
  stage: OrderStage | null;
  clientOrderRef: string | null;
  untaxed: number;
  tax: number;
  total: number;
  currency: string | null;
  invoiceStatus: InvoiceStatus | null;
  invoiceCount: number;
  /** Odoo portal link (with access token). */
  url: string | null;
  customerName: string | null;
}

/** One row of the order list with what its status label needs. */
export type OrderRow = OrderSummary &
  OrderShipping & {
    /** Set for an order still waiting for its payment (a quotation to Odoo). */
    portalState?: QuotationPortalState | null;
  };

export interface OrderList {
  orders: OrderRow[];
  totalCount: number;
}

/** A company Admin's own documents (`Mine`); without it, all the caller's company lets them see. */
export type ListScope = 'Mine';

export interface OrdersQuery {
  page?: number;
  pageSize?: number;
  scope?: ListScope;
  sort?: { field: 'id' | 'dateOrder' | 'name' | 'state'; direction: SortDirection };
}

export interface Quotation extends OrderSummary {
  /** YYYY-MM-DD until which the quotation can be accepted. */
  validityDate: string | null;
  isExpired: boolean;
  portalState: QuotationPortalState | null;
}

export interface QuotationList {
  quotations: Quotation[];
  totalCount: number;
}

export interface QuotationsQuery {
  page?: number;
  pageSize?: number;
  /** Default: what Odoo's portal lists as quotations (sent and cancelled). */
  stages?: OrderStage[];
  isExpired?: boolean;
  dateFrom?: string;
  dateTo?: string;
  partnerName?: string;
  name?: string;
  portalStates?: QuotationPortalState[];
  scope?: ListScope;
}

/** A quotation or order with its lines (order and quote detail pages). */
export interface QuotationDetail extends Quotation, OrderShipping {
  lines: OrderLine[];
  totals: OrderTotals;
  shippingMethod: ChosenDeliveryMethod | null;
  billingAddress: Address | null;
  shippingAddress: Address | null;
  comment: string | null;
  invoicesUrl: string | null;
  lastTransaction: PaymentTransaction | null;
  /** The order's invoices and credit notes; empty when the backend does not say. */
  invoices: Invoice[];
}

export interface Invoice {
  id: number;
  name: string;
  date: string | null;
  dueDate: string | null;
  state: InvoiceState | null;
  paymentState: InvoicePaymentState | null;
  origin: string | null;
  reference: string | null;
  untaxed: number;
  tax: number;
  total: number;
  /** Still to pay. */
  residual: number;
  currency: string | null;
  url: string | null;
  customerName: string | null;
  /** Who placed the orders it bills (a company's contacts); null when the backend does not say. */
  placedBy: string | null;
}

export interface InvoiceList {
  invoices: Invoice[];
  totalCount: number;
}

export interface InvoicesQuery {
  page?: number;
  pageSize?: number;
  ids?: number[];
  states?: InvoiceState[];
  paymentStates?: InvoicePaymentState[];
  name?: string;
  dateFrom?: string;
  dateTo?: string;
  scope?: ListScope;
}

/** The session cart after writing the customer's reference or comment. */
export interface OrderNote {
  cart: SaleOrder;
  comment: string | null;
}
