import { memo, type Context } from '../context';
import { one } from '../db';
import type { Resolvers } from '../executable-schema';
import { INVOICE_STATUSES, ORDER_STAGES } from '../graphql-vuestorefront/order';
import {
  addDateRange,
  Conditions,
  nonEmpty,
  orderBy,
  searchPage,
  toOdoo,
  type SortInput,
} from '../model/document-lists';
import { addReadableRule, documentReader } from '../model/portal-documents';
import { ref, type IdRef } from '../model/refs';
import { findSessionCart } from '../model/session-cart';

// vsf_sale_quotation: quotation expiry and portal state, and the order list's filters (ids,
// name, customer, dates, expiry, portal states). It replaces graphql_vuestorefront's orders,
// which it answers like with graphql_vuestorefront's own filter (stages, invoice status).

/** A quotation (draft or sent) whose validity date has passed. */
const EXPIRED_SQL = `(state IN ('draft', 'sent') AND validity_date IS NOT NULL
  AND validity_date < current_date)`;

/**
 * A sent quotation whose payment is on its way (a wire transfer: Odoo's sale module marks the
 * quotation sent when its transaction turns pending, and confirms it only once paid). Odoo's
 * portal shows such an order "waiting for payment", not as a quotation to accept.
 */
const PAYMENT_PENDING_SQL = `(state = 'sent' AND EXISTS (SELECT 1 FROM payment_transaction tx
  WHERE tx.order_id = sale_order.id AND tx.state IN ('pending', 'authorized')))`;

const PORTAL_STATES: Record<string, string> = {
  Open: `(state IN ('draft', 'sent') AND NOT ${EXPIRED_SQL} AND NOT ${PAYMENT_PENDING_SQL})`,
  Expired: `(${EXPIRED_SQL} AND NOT ${PAYMENT_PENDING_SQL})`,
  Cancelled: `state = 'cancel'`,
  WaitingForPayment: PAYMENT_PENDING_SQL,
};

interface OrderFilter {
  stages?: (string | null)[] | null;
  invoiceStatus?: (string | null)[] | null;
  ids?: (number | null)[] | null;
  name?: string | null;
  partnerName?: string | null;
  dateFrom?: string | null;
  dateTo?: string | null;
  isExpired?: boolean | null;
  portalStates?: (string | null)[] | null;
  /** vsf_b2b_company: Mine | Company. */
  scope?: string | null;
}

function addOrderStateFilters(where: Conditions, filter: OrderFilter) {
  const stages = toOdoo(filter.stages, ORDER_STAGES);
  const portal = nonEmpty(filter.portalStates).flatMap((name) => PORTAL_STATES[name] ?? []);
  // Odoo's default is confirmed orders only (quotations need explicit stages). Portal states and
  // isExpired: true select quotation states themselves; the default would only empty the list.
  const statesImplied = portal.length > 0 || filter.isExpired === true;
  if (stages.length) where.add((p) => `state = ANY(${p}::text[])`, stages);
  else if (!statesImplied) where.add((p) => `state = ANY(${p}::text[])`, ['sale', 'done']);
  if (portal.length) where.raw(`(${portal.join(' OR ')})`);
  const invoiceStatus = toOdoo(filter.invoiceStatus, INVOICE_STATUSES);
  if (invoiceStatus.length) where.add((p) => `invoice_status = ANY(${p}::text[])`, invoiceStatus);
  if (filter.isExpired === true) where.raw(EXPIRED_SQL);
  if (filter.isExpired === false) where.raw(`NOT ${EXPIRED_SQL}`);
}

function addOrderSearchFilters(where: Conditions, filter: OrderFilter) {
  const ids = nonEmpty(filter.ids);
  if (ids.length) where.add((p) => `id = ANY(${p}::int[])`, ids);
  if (filter.name) where.add((p) => `name ILIKE ${p}`, `%${filter.name}%`);
  if (filter.partnerName) {
    where.add(
      (p) => `partner_id IN (SELECT id FROM res_partner WHERE name ILIKE ${p})`,
      `%${filter.partnerName}%`,
    );
  }
  // Dates are calendar days, both ends included.
  addDateRange(where, 'date_order::date', filter.dateFrom, filter.dateTo);
}

interface OrdersArgs {
  filter?: OrderFilter | null;
  currentPage?: number | null;
  pageSize?: number | null;
  sort?: SortInput | null;
}

const ORDER_SORT_COLUMNS = { id: 'id', dateOrder: 'date_order', name: 'name', state: 'state' };

async function orders(_root: unknown, args: OrdersArgs, context: Context) {
  const reader = await documentReader(context, args.filter?.scope);
  if (!reader) return { orders: [], totalCount: 0 };
  const where = new Conditions();
  addReadableRule(where, 'sale.order', 'sale_order', reader);
  // The draft in the session is the shopper's cart, not a quotation they received.
  const cartId = await findSessionCart(context);
  if (cartId !== null) where.add((p) => `id <> ${p}`, cartId);
  addOrderStateFilters(where, args.filter ?? {});
  addOrderSearchFilters(where, args.filter ?? {});
  const order = orderBy(args.sort, ORDER_SORT_COLUMNS, 'date_order DESC, id DESC');
  const { ids, totalCount } = await searchPage(context.db, 'sale_order', where, order, args);
  return { orders: ids.map(ref), totalCount };
}

interface QuotationRow {
  state: string;
  validity_date: string | null;
  is_expired: boolean;
  payment_pending: boolean;
}

function loadQuotation(context: Context, id: number): Promise<QuotationRow | null> {
  return memo(context, `sale.order:quotation:${id}`, () =>
    one<QuotationRow>(
      context.db,
      `SELECT state, to_char(validity_date, 'YYYY-MM-DD') AS validity_date,
              ${EXPIRED_SQL} AS is_expired, ${PAYMENT_PENDING_SQL} AS payment_pending
         FROM sale_order WHERE id = $1`,
      [id],
    ),
  );
}

function portalState(row: QuotationRow): string | null {
  if (row.state === 'cancel') return 'Cancelled';
  if (row.state !== 'draft' && row.state !== 'sent') return null;
  if (row.payment_pending) return 'WaitingForPayment';
  return row.is_expired ? 'Expired' : 'Open';
}

const quotationField =
  <T>(read: (row: QuotationRow) => T) =>
  async (parent: IdRef, _args: unknown, context: Context): Promise<T | null> => {
    const row = await loadQuotation(context, parent.id);
    return row ? read(row) : null;
  };

export const saleQuotationResolvers: Resolvers = {
  Query: { orders },
  Order: {
    validityDate: quotationField((row) => row.validity_date),
    isExpired: quotationField((row) => row.is_expired),
    portalState: quotationField(portalState),
  },
};
