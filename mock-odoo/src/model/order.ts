import { memo, type Context } from '../context';
import { many, one } from '../db';
import { round2 } from './product';

// A sale order's rows and the amounts its lines add up to. The cart (session-cart.ts), its line
// edits (cart-lines.ts), delivery (delivery.ts) and coupons (coupons.ts) build on this file.

/** The one tax of the stand-in: Dutch VAT, on every line (products, delivery, rewards). */
export const TAX_RATE = 0.21;

// Odoo sorts lines by sequence then id; these keep products first, then rewards, then delivery.
export const PRODUCT_SEQUENCE = 10;
export const REWARD_SEQUENCE = 900;
export const DELIVERY_SEQUENCE = 1000;

export interface OrderRow {
  id: number;
  name: string;
  partner_id: number;
  partner_invoice_id: number;
  partner_shipping_id: number;
  state: string;
  date_order: Date;
  validity_date: Date | null;
  client_order_ref: string | null;
  note: string | null;
  carrier_id: number | null;
  pricelist_id: number;
  website_id: number | null;
  coupon_program_id: number | null;
  access_token: string;
  invoice_status: string;
}

export interface OrderLineRow {
  id: number;
  order_id: number;
  product_id: number | null;
  name: string;
  product_uom_qty: number;
  price_unit: number;
  is_delivery: boolean;
  is_reward: boolean;
  sequence: number;
}

/** Odoo's sale order numbering: `S` and the id on five digits (S00042). */
export function nextOrderName(id: number): string {
  return `S${String(id).padStart(5, '0')}`;
}

export const isProductLine = (line: OrderLineRow) => !line.is_delivery && !line.is_reward;
export const lineSubtotal = (line: OrderLineRow) => round2(line.price_unit * line.product_uom_qty);
export const lineTax = (line: OrderLineRow) => round2(lineSubtotal(line) * TAX_RATE);

// --- Reading (memoized per request; every write calls forgetOrder) ---

const orderKey = (id: number, part: string) => `order:${id}:${part}`;

export function loadOrder(context: Context, id: number): Promise<OrderRow | null> {
  return memo(context, orderKey(id, 'row'), () =>
    one<OrderRow>(context.db, 'SELECT * FROM sale_order WHERE id = $1', [id]),
  );
}

export function loadOrderLines(context: Context, id: number): Promise<OrderLineRow[]> {
  return memo(context, orderKey(id, 'lines'), () =>
    many<OrderLineRow>(
      context.db,
      'SELECT * FROM sale_order_line WHERE order_id = $1 ORDER BY sequence, id',
      [id],
    ),
  );
}

/** Drops what this request memoized about an order, so fields resolved after a write see it. */
export function forgetOrder(context: Context, id: number): void {
  const prefix = `order:${id}:`;
  for (const key of [...context.cache.keys()]) {
    if (key.startsWith(prefix)) context.cache.delete(key);
  }
}

export interface OrderAmounts {
  /** All lines, delivery and rewards included, before tax. */
  untaxed: number;
  tax: number;
  total: number;
  /** Delivery lines, before tax. */
  delivery: number;
  /** Product lines only, before tax (what free delivery and coupon minimums look at). */
  subtotal: number;
  /** Reward lines, before tax: zero or negative. */
  discounts: number;
  giftCards: number;
  /** Sum of product line quantities (Odoo's cart_quantity). */
  cartQuantity: number;
}

const sumSubtotals = (lines: OrderLineRow[]) =>
  round2(lines.reduce((total, line) => total + lineSubtotal(line), 0));

/**
 * Order totals. The stand-in shows line amounts tax-excluded (Odoo's default setting), so
 * subtotal + delivery + discounts = untaxed; tax is 21 % of untaxed, rounded to cents.
 */
export function orderAmounts(context: Context, orderId: number): Promise<OrderAmounts> {
  return memo(context, orderKey(orderId, 'amounts'), async () => {
    const lines = await loadOrderLines(context, orderId);
    const untaxed = sumSubtotals(lines);
    const tax = round2(untaxed * TAX_RATE);
    const products = lines.filter(isProductLine);
    return {
      untaxed,
      tax,
      total: round2(untaxed + tax),
      delivery: sumSubtotals(lines.filter((line) => line.is_delivery)),
      subtotal: sumSubtotals(products),
      discounts: sumSubtotals(lines.filter((line) => line.is_reward)),
      giftCards: 0,
      cartQuantity: Math.trunc(products.reduce((total, line) => total + line.product_uom_qty, 0)),
    };
  });
}

/** Untaxed amount of the product lines, read fresh (the memo may predate this request's writes). */
export async function productUntaxed(context: Context, orderId: number): Promise<number> {
  const lines = await many<OrderLineRow>(
    context.db,
    'SELECT * FROM sale_order_line WHERE order_id = $1 AND NOT is_delivery AND NOT is_reward',
    [orderId],
  );
  return sumSubtotals(lines);
}
