import { memo, type Context } from '../context';
import { many, one } from '../db';
import { loadTerms, type Terms } from '../translate';
import type { SaleOrder, SaleOrderLine } from '../tables';
import { round2 } from './product';

// A sale order's rows and the amounts its lines add up to. The cart (session-cart.ts), its line
// edits (cart-lines.ts), delivery (delivery.ts) and coupons (coupons.ts) build on this file.

/** The one tax of the stand-in: Dutch VAT, on every line (products, delivery, rewards). */
export const TAX_RATE = 0.21;
/** Its name (account.tax), which the reward line names. */
export const TAX_NAME = `${Math.round(TAX_RATE * 100)}%`;

// Odoo sorts lines by sequence then id; these keep products first, then rewards, then delivery.
export const PRODUCT_SEQUENCE = 10;
export const REWARD_SEQUENCE = 900;
export const DELIVERY_SEQUENCE = 1000;

/**
 * The language of the order's customer (res.partner lang), in which Odoo writes a coupon's
 * reward line and the delivery line, whatever the request's: the website's visitor is the public
 * partner, in the shop's language; a seeded customer without one of their own speaks it too.
 */
export async function orderPartnerLang(context: Context, orderId: number): Promise<string> {
  const row = await one<{ id: number; lang: string | null }>(
    context.db,
    `SELECT p.id, p.lang FROM sale_order o JOIN res_partner p ON p.id = o.partner_id
      WHERE o.id = $1`,
    [orderId],
  );
  if (!row) return context.lang;
  return row.lang ?? context.website.default_lang;
}

/** The server's texts in `lang`: the request's own terms, or those of another language. */
export function termsIn(context: Context, lang: string): Promise<Terms> {
  if (lang === context.lang) return Promise.resolve(context.terms);
  return memo(context, `terms:${lang}`, () => loadTerms(context.db, lang));
}

/** Odoo's datetime string, in UTC as the addon sends it: `YYYY-MM-DD HH:MM:SS`. */
export const odooDatetime = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

/** Odoo's sale order numbering: `S` and the id on five digits (S00042). */
export function nextOrderName(id: number): string {
  return `S${String(id).padStart(5, '0')}`;
}

export const isProductLine = (line: SaleOrderLine) => !line.is_delivery && !line.is_reward;
export const lineSubtotal = (line: SaleOrderLine) => round2(line.price_unit * line.product_uom_qty);
export const lineTax = (line: SaleOrderLine) => round2(lineSubtotal(line) * TAX_RATE);

// --- Reading (memoized per request; every write calls forgetOrder) ---

const orderKey = (id: number, part: string) => `order:${id}:${part}`;

export function loadOrder(context: Context, id: number): Promise<SaleOrder | null> {
  return memo(context, orderKey(id, 'row'), () =>
    one<SaleOrder>(context.db, 'SELECT * FROM sale_order WHERE id = $1', [id]),
  );
}

export function loadOrderLines(context: Context, id: number): Promise<SaleOrderLine[]> {
  return memo(context, orderKey(id, 'lines'), () =>
    many<SaleOrderLine>(
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
  /** The lines' taxes, each rounded to cents (Odoo's default, round per line). */
  tax: number;
  total: number;
  /**
   * Delivery lines (website_sale_delivery's amount_delivery): before tax, as for every user group
   * of the demo (account.group_show_line_subtotals_tax_excluded; with tax for the other one).
   */
  delivery: number;
  /**
   * graphql_vuestorefront's amountSubtotal: the lines other than rewards with tax, less
   * `delivery` (so the delivery's tax stays in).
   */
  subtotal: number;
  /** graphql_vuestorefront's amountDiscounts: the reward lines with tax, zero or negative. */
  discounts: number;
  giftCards: number;
  /** Sum of product line quantities (Odoo's cart_quantity). */
  cartQuantity: number;
}

const sumSubtotals = (lines: SaleOrderLine[]) =>
  round2(lines.reduce((total, line) => total + lineSubtotal(line), 0));
const sumTaxes = (lines: SaleOrderLine[]) =>
  round2(lines.reduce((total, line) => total + lineTax(line), 0));
const sumTotals = (lines: SaleOrderLine[]) => round2(sumSubtotals(lines) + sumTaxes(lines));

/**
 * Order totals as Odoo 15 adds them up: untaxed and tax are the sums of the lines' (each line's
 * tax rounded on its own), total their sum.
 */
export function orderAmounts(context: Context, orderId: number): Promise<OrderAmounts> {
  return memo(context, orderKey(orderId, 'amounts'), async () => {
    const lines = await loadOrderLines(context, orderId);
    const untaxed = sumSubtotals(lines);
    const tax = sumTaxes(lines);
    const delivery = sumSubtotals(lines.filter((line) => line.is_delivery));
    return {
      untaxed,
      tax,
      total: round2(untaxed + tax),
      delivery,
      subtotal: round2(sumTotals(lines.filter((line) => !line.is_reward)) - delivery),
      discounts: sumTotals(lines.filter((line) => line.is_reward)),
      giftCards: 0,
      cartQuantity: Math.trunc(
        lines.filter(isProductLine).reduce((total, line) => total + line.product_uom_qty, 0),
      ),
    };
  });
}

/**
 * delivery's _compute_amount_total_without_delivery: the order's total with tax, rewards
 * included, less its delivery lines (what a carrier's free-from amount is compared with).
 */
export async function totalWithoutDelivery(context: Context, orderId: number): Promise<number> {
  const lines = await many<SaleOrderLine>(
    context.db,
    'SELECT * FROM sale_order_line WHERE order_id = $1 AND NOT is_delivery',
    [orderId],
  );
  return sumTotals(lines);
}

/** Untaxed amount of the product lines, read fresh (the memo may predate this request's writes). */
export async function productUntaxed(context: Context, orderId: number): Promise<number> {
  const lines = await many<SaleOrderLine>(
    context.db,
    'SELECT * FROM sale_order_line WHERE order_id = $1 AND NOT is_delivery AND NOT is_reward',
    [orderId],
  );
  return sumSubtotals(lines);
}
