import 'server-only';
import {
  getCartCommentDocument,
  getInvoicesDocument,
  getOrdersInScopeDocument,
  getQuotationDocument,
  getQuotationsDocument,
  ordersAwaitingPaymentDocument,
  ordersGetDocument,
  updateOrderCommentDocument,
  updateOrderRefDocument,
  type OrderFragment,
} from '@/graphql/generated/operations';
import { mapSaleOrder } from '@/lib/order/map-sale-order.server';
import { compact, optionalText } from '@/lib/odoo/map-values.server';
import { FETCH_ERROR_PREFIX, prefixingErrors, requiredResult } from '@/lib/odoo/odoo-error.server';
import { odooSession } from '@/lib/shopper/odoo-session.server';
import type { OdooCapability } from '@/lib/odoo/capabilities.server';
import { whenAvailable, type OptionalFeature } from '@/lib/odoo/optional-feature.server';
import {
  mapInvoice,
  corePortalState,
  mapOrderShipping,
  mapOrderSummary,
  mapQuotation,
  mapQuotationDetail,
} from './map-account-documents.server';
import type {
  InvoiceList,
  InvoicesQuery,
  OrderList,
  OrderNote,
  OrdersQuery,
  Quotation,
  QuotationDetail,
  QuotationList,
  QuotationsQuery,
} from './types';

/**
 * The customer's confirmed orders (Odoo's default stages: SalesOrder and Locked); with a scope
 * (a company Admin's own), through our company extension.
 */
export async function ordersGet(query: OrdersQuery = {}): Promise<OrderList> {
  const variables = {
    currentPage: query.page,
    pageSize: query.pageSize,
    sort: query.sort ? { [query.sort.field]: query.sort.direction } : undefined,
  };
  const data = query.scope
    ? await odooSession().request(getOrdersInScopeDocument, { ...variables, scope: query.scope })
    : await odooSession().request(ordersGetDocument, variables);
  return {
    orders: compact(data.orders?.orders).map((order) => ({
      ...mapOrderSummary(order),
      ...mapOrderShipping(order),
    })),
    totalCount: data.orders?.totalCount ?? 0,
  };
}

/**
 * Orders placed and paid by wire transfer, the money not yet in: sent quotations with a pending
 * (or authorized) transaction, read from core fields. Our quotation extension answers the same
 * with its portal state (getQuotations with WaitingForPayment); a plain Odoo 15 has only this.
 */
export async function ordersAwaitingPayment(pageSize: number): Promise<Quotation[]> {
  const data = await odooSession().request(ordersAwaitingPaymentDocument, { pageSize });
  return compact(data.orders?.orders).flatMap((order) => {
    const portalState = corePortalState(order.stage, order.lastTransaction?.state);
    return portalState ? [{ ...mapQuotation(order), portalState }] : [];
  });
}

export function getQuotations(
  query: QuotationsQuery = {},
): Promise<OptionalFeature<QuotationList>> {
  // Undefined stages leave the document's default (sent and cancelled quotations).
  return documentList('quotations', query, async (variables) => {
    const data = await odooSession().request(getQuotationsDocument, variables);
    return {
      quotations: compact(data.orders?.orders).map(mapQuotation),
      totalCount: data.orders?.totalCount ?? 0,
    };
  });
}

/**
 * A filtered page of one of the customer's document lists (an extension's): the query's `page` is
 * the operation's `currentPage`, and a failure reads as the spec's fetch error.
 */
function documentList<TQuery extends { page?: number }, TList>(
  capability: OdooCapability,
  query: TQuery,
  load: (variables: Omit<TQuery, 'page'> & { currentPage?: number }) => Promise<TList>,
): Promise<OptionalFeature<TList>> {
  const { page, ...filter } = query;
  return prefixingErrors(FETCH_ERROR_PREFIX, () =>
    whenAvailable(capability, () => load({ ...filter, currentPage: page })),
  );
}

/** One quotation or order of the customer; Odoo refuses anyone else's. */
export function getQuotation(id: number): Promise<OptionalFeature<QuotationDetail>> {
  return prefixingErrors(FETCH_ERROR_PREFIX, () =>
    whenAvailable('quotations', async () => {
      const data = await odooSession().request(getQuotationDocument, { id });
      return mapQuotationDetail(data.order);
    }),
  );
}

/**
 * One order of the customer with its lines, deliveries and invoices (the order detail page). The
 * same document as getQuotation, but Odoo 15 has `order(id)`, so it needs no extension: a plain
 * Odoo gets the core document and the page shows what that has. Odoo refuses anyone else's order
 * ('Sale Order does not exist.').
 */
export async function getOrder(id: number): Promise<QuotationDetail> {
  const data = await odooSession().request(getQuotationDocument, { id });
  return mapQuotationDetail(data.order);
}

export function getInvoices(query: InvoicesQuery = {}): Promise<OptionalFeature<InvoiceList>> {
  return documentList('invoiceFilter', query, async (variables) => {
    const data = await odooSession().request(getInvoicesDocument, variables);
    return {
      invoices: compact(data.invoices?.invoices).map(mapInvoice),
      totalCount: data.invoices?.totalCount ?? 0,
    };
  });
}

/** Writes the customer's own reference (e.g. a purchase order number) on the session cart. */
export function updateOrderRef(clientOrderRef: string): Promise<OptionalFeature<OrderNote>> {
  return whenAvailable('updateOrder', async () => {
    const data = await odooSession().request(updateOrderRefDocument, {
      clientOrderRef: clientOrderRef.trim(),
    });
    return orderNote(requiredResult(data.updateOrder, 'updateOrderRef'));
  });
}

/** The customer's note on the session cart (empty without the order extension). */
export async function cartComment(): Promise<string | null> {
  const note = await whenAvailable('updateOrder', async () => {
    const data = await odooSession().request(getCartCommentDocument, {});
    return optionalText(data.cart?.order?.comment);
  });
  return note.available ? note.data : null;
}

/** Writes the customer's note on the session cart. */
export function updateOrderComment(comment: string): Promise<OptionalFeature<OrderNote>> {
  return whenAvailable('updateOrder', async () => {
    const data = await odooSession().request(updateOrderCommentDocument, { comment });
    return orderNote(requiredResult(data.updateOrder, 'updateOrderComment'));
  });
}

function orderNote(order: OrderFragment & { comment: string | null }): OrderNote {
  return { cart: mapSaleOrder(order), comment: optionalText(order.comment) };
}
