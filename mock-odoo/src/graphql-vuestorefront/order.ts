import type { Context } from '../context';
import { many, one } from '../db';
import type { Resolvers } from '../executable-schema';
import { applyPromoCode } from '../model/coupons';
import { listCarriers, listedCarrierPrice, loadCarrier, type CarrierRow } from '../model/delivery';
import { wireName } from '../model/document-lists';
import {
  lineSubtotal,
  lineTax,
  loadOrder,
  loadOrderLines,
  odooDatetime,
  orderAmounts,
} from '../model/order';
import { readableDocument } from '../model/portal-documents';
import { round2, variantRef } from '../model/product';
import { ref, type IdRef } from '../model/refs';
import { findSessionCart, getOrCreateCart } from '../model/session-cart';
import { taxTotalsJson } from '../model/tax-totals';
import type { SaleOrder, SaleOrderLine } from '../tables';

// graphql_vuestorefront's schemas/order.py (order, deliveryMethods, applyCoupon) and the Order
// and OrderLine types of schemas/objects.py. The list of orders is vsf_sale_quotation's, which
// replaces graphql_vuestorefront's (vsf/sale-quotation.ts); the cart's mutations are shop.py's
// (shop.ts).

/** OrderStage wire names -> sale.order state. */
export const ORDER_STAGES: Record<string, string> = {
  Quotation: 'draft',
  QuotationSent: 'sent',
  SalesOrder: 'sale',
  Locked: 'done',
  Cancelled: 'cancel',
};

/** InvoiceStatus wire names -> sale.order invoice_status. */
export const INVOICE_STATUSES: Record<string, string> = {
  UpsellingOpportunity: 'upselling',
  FullyInvoiced: 'invoiced',
  ToInvoice: 'to invoice',
  NothingtoInvoice: 'no',
};

/** Odoo answers empty x2many fields with null (`or None` in the addon). */
const listOrNull = <T>(items: T[]): T[] | null => (items.length > 0 ? items : null);

/** An Order field computed from its row; null when the order does not exist. */
export function orderField<T>(read: (order: SaleOrder, context: Context) => T | Promise<T>) {
  return async (parent: IdRef, _args: unknown, context: Context) => {
    const order = await loadOrder(context, parent.id);
    return order ? read(order, context) : null;
  };
}

/** An Order field computed from its amounts. */
function amountField(pick: (amounts: Awaited<ReturnType<typeof orderAmounts>>) => number) {
  return async (parent: IdRef, _args: unknown, context: Context) =>
    pick(await orderAmounts(context, parent.id));
}

async function orderCurrency(context: Context, pricelistId: number) {
  return one<{ id: number; name: string; symbol: string }>(
    context.db,
    `SELECT c.id, c.name, c.symbol FROM product_pricelist pl
       JOIN res_currency c ON c.id = pl.currency_id WHERE pl.id = $1`,
    [pricelistId],
  );
}

/** A ShippingMethod: the carrier and the price it lists for the order (or for none). */
async function shippingMethodOf(context: Context, carrier: CarrierRow, orderId: number | null) {
  return {
    id: carrier.id,
    name: carrier.name,
    price: await listedCarrierPrice(context, carrier, orderId),
    product: null,
    image: null,
    imageFilename: null,
  };
}

async function shippingMethod(context: Context, order: SaleOrder) {
  if (order.carrier_id === null) return null;
  const carrier = await loadCarrier(context, order.carrier_id);
  return carrier ? shippingMethodOf(context, carrier, order.id) : null;
}

function formatMoney(context: Context, amount: number, symbol: string): string {
  const number = new Intl.NumberFormat(context.lang.replace('_', '-'), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
  return `${number} ${symbol}`;
}

async function totalsJson(context: Context, order: SaleOrder): Promise<string> {
  const symbol = (await orderCurrency(context, order.pricelist_id))?.symbol ?? '';
  return taxTotalsJson(
    await orderAmounts(context, order.id),
    (amount) => formatMoney(context, amount, symbol),
    { groupWithoutTax: true },
  );
}

async function invoiceCount(context: Context, orderId: number): Promise<number> {
  const row = await one<{ count: number }>(
    context.db,
    'SELECT count(*)::int AS count FROM account_move WHERE order_id = $1',
    [orderId],
  );
  return row?.count ?? 0;
}

async function orderTransactionIds(context: Context, orderId: number): Promise<IdRef[]> {
  const rows = await many<{ id: number }>(
    context.db,
    'SELECT id FROM payment_transaction WHERE order_id = $1 ORDER BY id DESC',
    [orderId],
  );
  return rows.map((row) => ref(row.id));
}

const orderFields = {
  id: (parent: IdRef) => parent.id,
  name: orderField((order) => order.name),
  partner: orderField((order) => ref(order.partner_id)),
  partnerInvoice: orderField((order) => ref(order.partner_invoice_id)),
  partnerShipping: orderField((order) => ref(order.partner_shipping_id)),
  dateOrder: orderField((order) => odooDatetime(order.date_order)),
  amountUntaxed: amountField((amounts) => amounts.untaxed),
  amountTax: amountField((amounts) => amounts.tax),
  amountTotal: amountField((amounts) => amounts.total),
  amountDelivery: amountField((amounts) => amounts.delivery),
  amountSubtotal: amountField((amounts) => amounts.subtotal),
  amountDiscounts: amountField((amounts) => amounts.discounts),
  amountGiftCards: amountField((amounts) => amounts.giftCards),
  // `cart_quantity or None`: an empty cart has none.
  cartQuantity: async (parent: IdRef, _args: unknown, context: Context) =>
    (await orderAmounts(context, parent.id)).cartQuantity || null,
  currencyRate: () => '1.0',
  currency: orderField((order, context) => orderCurrency(context, order.pricelist_id)),
  orderLines: async (parent: IdRef, _args: unknown, context: Context) =>
    listOrNull(await loadOrderLines(context, parent.id)),
  websiteOrderLine: async (parent: IdRef, _args: unknown, context: Context) =>
    listOrNull((await loadOrderLines(context, parent.id)).filter((line) => !line.is_delivery)),
  stage: orderField((order) => wireName(ORDER_STAGES, order.state)),
  orderUrl: orderField((order) => `/my/orders/${order.id}?access_token=${order.access_token}`),
  clientOrderRef: orderField((order) => order.client_order_ref),
  invoiceStatus: orderField((order) => wireName(INVOICE_STATUSES, order.invoice_status)),
  invoiceCount: (parent: IdRef, _args: unknown, context: Context) =>
    invoiceCount(context, parent.id),
  invoicesUrl: async (parent: IdRef, _args: unknown, context: Context) =>
    (await invoiceCount(context, parent.id)) > 0 ? '/my/invoices' : null,
  // Odoo's applied_coupon_ids: coupon.coupon codes. The demo's promo codes are programs, which
  // the order keeps elsewhere (code_promo_program_id), so no order lists one.
  coupons: () => null,
  shippingMethod: orderField((order, context) => shippingMethod(context, order)),
  totalsJson: orderField((order, context) => totalsJson(context, order)),
  transactions: (parent: IdRef, _args: unknown, context: Context) =>
    orderTransactionIds(context, parent.id),
  lastTransaction: async (parent: IdRef, _args: unknown, context: Context) =>
    (await orderTransactionIds(context, parent.id))[0] ?? null,
};

const orderLineFields = {
  // Written once, in the language of the request that made or last changed the line.
  name: (line: SaleOrderLine) => line.name,
  product: (line: SaleOrderLine) => (line.product_id === null ? null : variantRef(line.product_id)),
  quantity: (line: SaleOrderLine) => line.product_uom_qty,
  priceUnit: (line: SaleOrderLine) => line.price_unit,
  priceSubtotal: (line: SaleOrderLine) => lineSubtotal(line),
  priceTax: (line: SaleOrderLine) => lineTax(line),
  priceTotal: (line: SaleOrderLine) => round2(lineSubtotal(line) + lineTax(line)),
  warningStock: (line: SaleOrderLine) => line.warning_stock,
  // The coupon.coupon a reward line is for: none for a program's promo code (Order.coupons).
  coupon: () => null,
};

const order = (_root: unknown, args: { id?: number | null }, context: Context) =>
  readableDocument(context, 'sale.order', args.id);

async function deliveryMethods(_parent: unknown, _args: unknown, context: Context) {
  const orderId = await findSessionCart(context);
  return Promise.all(
    (await listCarriers(context)).map((carrier) => shippingMethodOf(context, carrier, orderId)),
  );
}

export const orderResolvers: Resolvers = {
  Query: { order, deliveryMethods },
  Mutation: {
    applyCoupon: async (_parent: unknown, args: { promo?: string | null }, context: Context) => {
      const orderId = await getOrCreateCart(context);
      return { error: await applyPromoCode(context, orderId, args.promo ?? null) };
    },
  },
  Order: orderFields,
  OrderLine: orderLineFields,
};
