import { memo, type Context } from '../context';
import { many, one } from '../db';
import { accessRightsMessage, OdooError, ODOO_ERRORS } from '../errors';
import { forgetOrder, TAX_RATE } from '../model/order';
import { commercialPartnerId, familyIds } from '../model/partner';
import { variantRef } from '../model/product';
import { ref, type IdRef } from '../model/refs';
import { findSessionCart } from '../model/session-cart';
import type { Resolvers } from './types';

// --- Shared query building -----------------------------------------------------------------

/** WHERE clauses with numbered parameters, built one filter at a time. */
class Conditions {
  readonly clauses: string[] = [];
  readonly params: unknown[] = [];

  /** `build` receives the placeholder (`$3`) of `value`. */
  add(build: (placeholder: string) => string, value: unknown): void {
    this.params.push(value);
    this.clauses.push(build(`$${this.params.length}`));
  }

  raw(clause: string): void {
    this.clauses.push(clause);
  }

  get sql(): string {
    return this.clauses.length ? `WHERE ${this.clauses.join(' AND ')}` : '';
  }
}

type SortInput = Record<string, string | null | undefined>;

/** Given sort keys in order, then `id ASC` (Odoo's tie-breaker); `fallback` when none is given. */
function orderBy(
  sort: SortInput | null | undefined,
  columns: Record<string, string>,
  fallback: string,
) {
  const keys = Object.entries(sort ?? {}).flatMap(([key, direction]) => {
    const column = columns[key];
    if (!column || !direction) return [];
    return [`${column} ${direction === 'DESC' ? 'DESC' : 'ASC'}`];
  });
  return keys.length ? `${keys.join(', ')}, id ASC` : fallback;
}

/** 1-based pages; Odoo's search(limit=0) means no limit. */
function pageClause(currentPage: number | null | undefined, pageSize: number | null | undefined) {
  const size = pageSize ?? 10;
  if (size <= 0) return '';
  return `LIMIT ${size} OFFSET ${Math.max((currentPage ?? 1) - 1, 0) * size}`;
}

function nonEmpty<T>(values: (T | null)[] | null | undefined): T[] {
  return (values ?? []).filter((value): value is T => value !== null && value !== undefined);
}

/** Maps enum names from the wire to Odoo values, ignoring unknown ones. */
function toOdoo(values: (string | null)[] | null | undefined, mapping: Record<string, string>) {
  return nonEmpty(values).flatMap((name) => (mapping[name] ? [mapping[name]] : []));
}

function checkedDate(value: string): string {
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));
  if (!valid) throw new OdooError(`Invalid date ${value}, expected YYYY-MM-DD.`);
  return value;
}

function addDateRange(where: Conditions, column: string, from?: string | null, to?: string | null) {
  if (from) where.add((p) => `${column} >= ${p}::date`, checkedDate(from));
  if (to) where.add((p) => `${column} <= ${p}::date`, checkedDate(to));
}

/**
 * Partners whose documents the caller may read: the commercial partner of the signed-in user and
 * all its contacts and addresses. Null for anonymous callers, who read none.
 */
async function readablePartnerIds(context: Context): Promise<number[] | null> {
  if (!context.user) return null;
  const userPartner = context.user.partner_id;
  return memo(context, `documents:partners:${userPartner}`, async () =>
    familyIds(context.db, await commercialPartnerId(context, userPartner)),
  );
}

/**
 * Odoo's portal rules on sale.order and account.move: a document one of `partners` follows
 * (message_partner_ids child_of the commercial partner). `table` is the SQL name of the document.
 */
function followedBy(model: 'sale.order' | 'account.move', table: string, partners: string) {
  return `EXISTS (SELECT 1 FROM mail_followers f WHERE f.res_model = '${model}'
    AND f.res_id = ${table}.id AND f.partner_id = ANY(${partners}::int[]))`;
}

/**
 * A visitor may not read orders or invoices at all (ir.model.access): graphql_vuestorefront's
 * search fails with Odoo's access error before it could answer 'does not exist'.
 */
const PUBLIC_ORDER_ACCESS = accessRightsMessage('Sales Order', 'sale.order', [
  'Inventory/User',
  'Invoicing/Billing',
  'Sales/Administrator',
  'Sales/User: Own Documents Only',
  'Technical/Show Accounting Features - Readonly',
  'Technical/Show Full Accounting Features',
  'User types/Portal',
]);
const PUBLIC_INVOICE_ACCESS = accessRightsMessage('Journal Entry', 'account.move', [
  'Invoicing/Billing',
  'Invoicing/Billing Administrator',
  'Sales/Administrator',
  'Sales/User: Own Documents Only',
  'Technical/Show Accounting Features - Readonly',
  'User types/Portal',
]);

// --- Orders --------------------------------------------------------------------------------

const ORDER_STAGES: Record<string, string> = {
  Quotation: 'draft',
  QuotationSent: 'sent',
  SalesOrder: 'sale',
  Locked: 'done',
  Cancelled: 'cancel',
};

const INVOICE_STATUSES: Record<string, string> = {
  UpsellingOpportunity: 'upselling',
  FullyInvoiced: 'invoiced',
  ToInvoice: 'to invoice',
  NothingtoInvoice: 'no',
};

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
  const partners = await readablePartnerIds(context);
  if (!partners) return { orders: [], totalCount: 0 };
  const where = new Conditions();
  where.add((p) => followedBy('sale.order', 'sale_order', p), partners);
  // The draft in the session is the shopper's cart, not a quotation they received.
  const cartId = await findSessionCart(context);
  if (cartId !== null) where.add((p) => `id <> ${p}`, cartId);
  addOrderStateFilters(where, args.filter ?? {});
  addOrderSearchFilters(where, args.filter ?? {});
  const total = await one<{ count: number }>(
    context.db,
    `SELECT count(*)::int AS count FROM sale_order ${where.sql}`,
    where.params,
  );
  const order = orderBy(args.sort, ORDER_SORT_COLUMNS, 'date_order DESC, id DESC');
  const rows = await many<{ id: number }>(
    context.db,
    `SELECT id FROM sale_order ${where.sql} ORDER BY ${order}
     ${pageClause(args.currentPage, args.pageSize)}`,
    where.params,
  );
  return { orders: rows.map((row) => ref(row.id)), totalCount: total?.count ?? 0 };
}

async function order(_root: unknown, args: { id?: number | null }, context: Context) {
  const partners = await readablePartnerIds(context);
  if (!partners) throw new OdooError(PUBLIC_ORDER_ACCESS);
  const row =
    args.id != null
      ? await one<{ id: number }>(
          context.db,
          `SELECT id FROM sale_order WHERE id = $1 AND ${followedBy('sale.order', 'sale_order', '$2')}`,
          [args.id, partners],
        )
      : null;
  if (!row) throw new OdooError(ODOO_ERRORS.orderDoesNotExist);
  return ref(row.id);
}

interface OrderExtensionRow {
  state: string;
  validity_date: string | null;
  is_expired: boolean;
  payment_pending: boolean;
  note: string | null;
}

const orderKey = (id: number) => `sale.order:extension:${id}`;

function loadOrderExtension(context: Context, id: number): Promise<OrderExtensionRow | null> {
  return memo(context, orderKey(id), () =>
    one<OrderExtensionRow>(
      context.db,
      `SELECT state, to_char(validity_date, 'YYYY-MM-DD') AS validity_date,
              ${EXPIRED_SQL} AS is_expired, ${PAYMENT_PENDING_SQL} AS payment_pending, note
         FROM sale_order WHERE id = $1`,
      [id],
    ),
  );
}

function portalState(row: OrderExtensionRow): string | null {
  if (row.state === 'cancel') return 'Cancelled';
  if (row.state !== 'draft' && row.state !== 'sent') return null;
  if (row.payment_pending) return 'WaitingForPayment';
  return row.is_expired ? 'Expired' : 'Open';
}

const orderExtensionField =
  <T>(read: (row: OrderExtensionRow) => T) =>
  async (parent: IdRef, _args: unknown, context: Context): Promise<T | null> => {
    const row = await loadOrderExtension(context, parent.id);
    return row ? read(row) : null;
  };

// --- Deliveries (extension: Odoo 17's delivery_status, OCA delivery_state's dates) ----------

interface PickingRow {
  id: number;
  name: string;
  state: string;
  backorder_id: number | null;
  scheduled_date: Date;
  date_done: Date | null;
  date_delivered: Date | null;
  carrier_tracking_ref: string | null;
  carrier_tracking_url: string | null;
  serial_numbers: string[] | null;
}

const PICKING_STATES: Record<string, string> = {
  Draft: 'draft',
  Waiting: 'waiting',
  Confirmed: 'confirmed',
  Assigned: 'assigned',
  Done: 'done',
  Cancelled: 'cancel',
};

/** Odoo's datetimes travel as 'YYYY-MM-DD HH:MM:SS' (the user's time zone; UTC here). */
const odooDatetime = (date: Date | null) =>
  date ? date.toISOString().slice(0, 19).replace('T', ' ') : null;

function loadPickings(context: Context, orderId: number): Promise<PickingRow[]> {
  return memo(context, `sale.order:pickings:${orderId}`, () =>
    many<PickingRow>(
      context.db,
      `SELECT p.id, p.name, p.state, p.backorder_id, p.scheduled_date, p.date_done,
              p.date_delivered, p.carrier_tracking_ref, p.carrier_tracking_url,
              array_remove(array_agg(l.lot_name ORDER BY l.id), NULL) AS serial_numbers
         FROM stock_picking p
         LEFT JOIN stock_move_line l ON l.picking_id = p.id
        WHERE p.sale_id = $1
        GROUP BY p.id
        ORDER BY p.id`,
      [orderId],
    ),
  );
}

/** Odoo 17 sale_stock `_compute_delivery_status` (every picking here goes to the customer). */
function deliveryStatus(pickings: PickingRow[]): string | null {
  const live = pickings.filter((picking) => picking.state !== 'cancel');
  if (live.length === 0) return null;
  if (live.every((picking) => picking.state === 'done')) return 'Full';
  if (live.some((picking) => picking.state === 'done')) return 'Partial';
  return 'Pending';
}

const deliveryResolvers = {
  deliveryStatus: async (parent: IdRef, _args: unknown, context: Context) =>
    deliveryStatus(await loadPickings(context, parent.id)),
  // OrderDelivery has no resolvers of its own: the objects carry the wire field names.
  deliveries: async (parent: IdRef, _args: unknown, context: Context) =>
    (await loadPickings(context, parent.id)).map((picking) => ({
      id: picking.id,
      name: picking.name,
      state: wireName(PICKING_STATES, picking.state),
      isBackorder: picking.backorder_id !== null,
      scheduledDate: odooDatetime(picking.scheduled_date),
      dateDone: odooDatetime(picking.date_done),
      dateDelivered: odooDatetime(picking.date_delivered),
      trackingReference: picking.carrier_tracking_ref,
      trackingUrl: picking.carrier_tracking_url,
      serialNumbers: picking.serial_numbers ?? [],
    })),
  /** invoice_ids: the order's invoices and credit notes in any state, those the caller reads. */
  invoices: async (parent: IdRef, _args: unknown, context: Context) => {
    const partners = await readablePartnerIds(context);
    if (!partners) return [];
    const rows = await many<{ id: number }>(
      context.db,
      `SELECT id FROM account_move WHERE order_id = $1
          AND ${followedBy('account.move', 'account_move', '$2')}
        ORDER BY invoice_date, id`,
      [parent.id, partners],
    );
    return rows.map((row) => ref(row.id));
  },
};

const orderExtensionResolvers = {
  validityDate: orderExtensionField((row) => row.validity_date),
  isExpired: orderExtensionField((row) => row.is_expired),
  portalState: orderExtensionField(portalState),
  comment: orderExtensionField((row) => row.note),
  ...deliveryResolvers,
};

interface UpdateOrderArgs {
  data: { clientOrderRef?: string | null; comment?: string | null };
}

async function updateOrder(_root: unknown, args: UpdateOrderArgs, context: Context) {
  const cartId = await findSessionCart(context);
  if (cartId === null) throw new OdooError(ODOO_ERRORS.cartNotFound);
  // Only the keys that were sent are written; an explicit null clears the field.
  const data = args.data;
  if (data.clientOrderRef !== undefined) {
    await context.db.query('UPDATE sale_order SET client_order_ref = $1 WHERE id = $2', [
      data.clientOrderRef,
      cartId,
    ]);
  }
  if (data.comment !== undefined) {
    await context.db.query('UPDATE sale_order SET note = $1 WHERE id = $2', [data.comment, cartId]);
  }
  context.cache.delete(orderKey(cartId));
  forgetOrder(context, cartId);
  return ref(cartId);
}

// --- Invoices ------------------------------------------------------------------------------

const INVOICE_STATES: Record<string, string> = {
  Draft: 'draft',
  Posted: 'posted',
  Cancelled: 'cancel',
};

const PAYMENT_STATES: Record<string, string> = {
  NotPaid: 'not_paid',
  Paid: 'paid',
  PartiallyPaid: 'partial',
  Reversed: 'reversed',
};

const wireName = (mapping: Record<string, string>, value: string) =>
  Object.keys(mapping).find((name) => mapping[name] === value) ?? null;

interface InvoiceFilter {
  ids?: (number | null)[] | null;
  name?: string | null;
  states?: (string | null)[] | null;
  paymentStates?: (string | null)[] | null;
  dateFrom?: string | null;
  dateTo?: string | null;
}

function addInvoiceFilters(where: Conditions, filter: InvoiceFilter) {
  const ids = nonEmpty(filter.ids);
  if (ids.length) where.add((p) => `id = ANY(${p}::int[])`, ids);
  if (filter.name) where.add((p) => `name ILIKE ${p}`, `%${filter.name}%`);
  const states = toOdoo(filter.states, INVOICE_STATES);
  if (states.length) where.add((p) => `state = ANY(${p}::text[])`, states);
  const paymentStates = toOdoo(filter.paymentStates, PAYMENT_STATES);
  if (paymentStates.length) where.add((p) => `payment_state = ANY(${p}::text[])`, paymentStates);
  addDateRange(where, 'invoice_date', filter.dateFrom, filter.dateTo);
}

interface InvoicesArgs {
  filter?: InvoiceFilter | null;
  currentPage?: number | null;
  pageSize?: number | null;
  sort?: SortInput | null;
}

const INVOICE_SORT_COLUMNS = {
  id: 'id',
  invoiceDate: 'invoice_date',
  name: 'name',
  state: 'state',
};

async function invoices(_root: unknown, args: InvoicesArgs, context: Context) {
  const partners = await readablePartnerIds(context);
  if (!partners) return { invoices: [], totalCount: 0 };
  const where = new Conditions();
  where.add((p) => followedBy('account.move', 'account_move', p), partners);
  addInvoiceFilters(where, args.filter ?? {});
  const total = await one<{ count: number }>(
    context.db,
    `SELECT count(*)::int AS count FROM account_move ${where.sql}`,
    where.params,
  );
  const order = orderBy(args.sort, INVOICE_SORT_COLUMNS, 'invoice_date DESC, id DESC');
  const rows = await many<{ id: number }>(
    context.db,
    `SELECT id FROM account_move ${where.sql} ORDER BY ${order}
     ${pageClause(args.currentPage, args.pageSize)}`,
    where.params,
  );
  return { invoices: rows.map((row) => ref(row.id)), totalCount: total?.count ?? 0 };
}

async function invoice(_root: unknown, args: { id?: number | null }, context: Context) {
  const partners = await readablePartnerIds(context);
  if (!partners) throw new OdooError(PUBLIC_INVOICE_ACCESS);
  const row =
    args.id != null
      ? await one<{ id: number }>(
          context.db,
          `SELECT id FROM account_move WHERE id = $1
              AND ${followedBy('account.move', 'account_move', '$2')}`,
          [args.id, partners],
        )
      : null;
  if (!row) throw new OdooError(ODOO_ERRORS.invoiceDoesNotExist);
  return ref(row.id);
}

interface InvoiceRow {
  id: number;
  name: string;
  partner_id: number;
  partner_shipping_id: number | null;
  invoice_date: string | null;
  invoice_date_due: string | null;
  state: string;
  payment_state: string;
  invoice_origin: string | null;
  ref: string | null;
  amount_untaxed: number;
  amount_tax: number;
  amount_total: number;
  amount_residual: number;
  access_token: string;
  currency_id: number;
  currency_name: string;
  currency_symbol: string;
}

/** The move with its currency: its order's pricelist currency, else the website's. */
function loadInvoice(context: Context, id: number): Promise<InvoiceRow | null> {
  return memo(context, `account.move:${id}`, () =>
    one<InvoiceRow>(
      context.db,
      `SELECT m.id, m.name, m.partner_id, m.partner_shipping_id,
              to_char(m.invoice_date, 'YYYY-MM-DD') AS invoice_date,
              to_char(m.invoice_date_due, 'YYYY-MM-DD') AS invoice_date_due,
              m.state, m.payment_state, m.invoice_origin, m.ref, m.amount_untaxed, m.amount_tax,
              m.amount_total, m.amount_residual, m.access_token,
              c.id AS currency_id, c.name AS currency_name, c.symbol AS currency_symbol
         FROM account_move m
         LEFT JOIN sale_order so ON so.id = m.order_id
         JOIN product_pricelist pl ON pl.id = COALESCE(so.pricelist_id, $2)
         JOIN res_currency c ON c.id = pl.currency_id
        WHERE m.id = $1`,
      [id, context.website.pricelist_id],
    ),
  );
}

/** Odoo's formatLang with the currency: in the caller's language, the symbol after it. */
function formatAmount(context: Context, amount: number, symbol: string): string {
  const number = amount.toLocaleString(context.lang.replace('_', '-'), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${number}\u00a0${symbol}`;
}

/**
 * Odoo 15's `tax_totals_json`, the tax widget's data with one tax group for the whole tax: a Char
 * field, whose JSON text graphql_vuestorefront's GenericScalar sends as a string.
 */
function invoiceTotals(row: InvoiceRow, context: Context): string {
  const format = (amount: number) => formatAmount(context, amount, row.currency_symbol);
  const group = {
    tax_group_name: `Tax ${Math.round(TAX_RATE * 100)}%`,
    tax_group_amount: row.amount_tax,
    tax_group_base_amount: row.amount_untaxed,
    formatted_tax_group_amount: format(row.amount_tax),
    formatted_tax_group_base_amount: format(row.amount_untaxed),
    tax_group_id: 1,
    group_key: 'Untaxed Amount-1',
  };
  return JSON.stringify({
    amount_total: row.amount_total,
    amount_untaxed: row.amount_untaxed,
    formatted_amount_total: format(row.amount_total),
    formatted_amount_untaxed: format(row.amount_untaxed),
    groups_by_subtotal: { 'Untaxed Amount': row.amount_tax ? [group] : [] },
    subtotals: [
      {
        name: 'Untaxed Amount',
        amount: row.amount_untaxed,
        formatted_amount: format(row.amount_untaxed),
      },
    ],
    allow_tax_edition: false,
  });
}

async function invoiceLines(context: Context, moveId: number) {
  const rows = await many<{
    id: number;
    name: string;
    product_id: number | null;
    quantity: number;
    price_unit: number;
    price_subtotal: number;
    price_total: number;
  }>(
    context.db,
    `SELECT id, name, product_id, quantity, price_unit, price_subtotal, price_total
       FROM account_move_line WHERE move_id = $1 ORDER BY id`,
    [moveId],
  );
  // InvoiceLine has no resolvers of its own: the objects carry the wire field names.
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    product: row.product_id === null ? null : variantRef(row.product_id),
    quantity: row.quantity,
    priceUnit: row.price_unit,
    priceSubtotal: row.price_subtotal,
    priceTotal: row.price_total,
  }));
}

const invoiceField =
  <T>(read: (row: InvoiceRow, context: Context) => T | Promise<T>) =>
  async (parent: IdRef, _args: unknown, context: Context): Promise<T | null> => {
    const row = await loadInvoice(context, parent.id);
    return row ? read(row, context) : null;
  };

const invoiceResolvers = {
  id: (parent: IdRef) => parent.id,
  name: invoiceField((row) => row.name),
  partner: invoiceField((row) => ref(row.partner_id)),
  partnerShipping: invoiceField((row) =>
    row.partner_shipping_id === null ? null : ref(row.partner_shipping_id),
  ),
  invoiceDate: invoiceField((row) => row.invoice_date),
  invoiceDateDue: invoiceField((row) => row.invoice_date_due),
  totalsJson: invoiceField(invoiceTotals),
  amountUntaxed: invoiceField((row) => row.amount_untaxed),
  amountTax: invoiceField((row) => row.amount_tax),
  amountTotal: invoiceField((row) => row.amount_total),
  amountResidual: invoiceField((row) => row.amount_residual),
  currency: invoiceField((row) => ({
    id: row.currency_id,
    name: row.currency_name,
    symbol: row.currency_symbol,
  })),
  invoiceLines: invoiceField((row, context) => invoiceLines(context, row.id)),
  state: invoiceField((row) => wireName(INVOICE_STATES, row.state)),
  paymentState: invoiceField((row) => wireName(PAYMENT_STATES, row.payment_state)),
  invoiceUrl: invoiceField((row) => `/my/invoices/${row.id}?access_token=${row.access_token}`),
  invoiceOrigin: invoiceField((row) => row.invoice_origin),
  ref: invoiceField((row) => row.ref),
  // graphql_vuestorefront's `transaction_ids or None`: the stand-in models no payment of an
  // invoice through a transaction (the demo's were paid in the back office), so none has any.
  transactions: () => null,
};

export const ordersResolvers: Resolvers = {
  Query: { orders, order, invoices, invoice },
  Mutation: { updateOrder },
  Order: orderExtensionResolvers,
  Invoice: invoiceResolvers,
};
