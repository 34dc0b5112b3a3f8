import 'server-only';
import {
  getInvoicesDocument,
  getQuotationDocument,
  getQuotationsDocument,
  ordersGetDocument,
  updateOrderCommentDocument,
  updateOrderRefDocument,
  type OrderFragment,
} from '@/graphql/generated/operations';
import { mapSaleOrder } from '@/lib/order/map-sale-order.server';
import { compact, optionalText } from '@/lib/odoo/map-values.server';
import { FETCH_ERROR_PREFIX, prefixingErrors, requiredResult } from '@/lib/odoo/odoo-error.server';
import { odooSession } from '@/lib/shopper/odoo-session.server';
import { whenAvailable, type OptionalFeature } from '@/lib/odoo/optional-feature.server';
import {
  mapInvoice,
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
  QuotationDetail,
  QuotationList,
  QuotationsQuery,
} from './types';

/** The customer's confirmed orders (Odoo's default stages: SalesOrder and Locked). */
export async function ordersGet(query: OrdersQuery = {}): Promise<OrderList> {
  const data = await odooSession().request(ordersGetDocument, {
    currentPage: query.page,
    pageSize: query.pageSize,
    sort: query.sort ? { [query.sort.field]: query.sort.direction } : undefined,
  });
  return {
    orders: compact(data.orders?.orders).map((order) => ({
      ...mapOrderSummary(order),
      ...mapOrderShipping(order),
    })),
    totalCount: data.orders?.totalCount ?? 0,
  };
}

export function getQuotations(
  query: QuotationsQuery = {},
): Promise<OptionalFeature<QuotationList>> {
  return prefixingErrors(FETCH_ERROR_PREFIX, () =>
    whenAvailable('quotations', async () => {
      const { page, ...filter } = query;
      // Undefined stages leave the document's default (sent and cancelled quotations).
      const data = await odooSession().request(getQuotationsDocument, {
        ...filter,
        currentPage: page,
      });
      return {
        quotations: compact(data.orders?.orders).map(mapQuotation),
        totalCount: data.orders?.totalCount ?? 0,
      };
    }),
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
  return prefixingErrors(FETCH_ERROR_PREFIX, () =>
    whenAvailable('invoiceFilter', async () => {
      const { page, ...filter } = query;
      const data = await odooSession().request(getInvoicesDocument, {
        ...filter,
        currentPage: page,
      });
      return {
        invoices: compact(data.invoices?.invoices).map(mapInvoice),
        totalCount: data.invoices?.totalCount ?? 0,
      };
    }),
  );
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
