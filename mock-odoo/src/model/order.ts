import { randomUUID } from 'node:crypto';
import { memo, toPricelistCurrency, type Context } from '../context';
import { many, one } from '../db';
import { catalogOnlyPartner } from './product-search';
import { OdooError, ODOO_ERRORS } from '../errors';
import { round2, variantPricing } from './product';
import { translate, translated } from '../translate';

/** The one tax of the stand-in: Dutch VAT, on every line (products, delivery, rewards). */
export const TAX_RATE = 0.21;

// Odoo sorts lines by sequence then id; these keep products first, then rewards, then delivery.
const PRODUCT_SEQUENCE = 10;
const REWARD_SEQUENCE = 900;
const DELIVERY_SEQUENCE = 1000;

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

export interface CarrierRow {
  id: number;
  name: string;
  fixed_price: number;
  free_over: number | null;
}

export interface CouponProgramRow {
  id: number;
  code: string;
  name: string;
  discount_percent: number;
  minimum_amount: number;
  active: boolean;
}

/** Odoo's sale order numbering: `S` and the id on five digits (S00042). */
export function nextOrderName(id: number): string {
  return `S${String(id).padStart(5, '0')}`;
}

export const isProductLine = (line: OrderLineRow) => !line.is_delivery && !line.is_reward;
export const lineSubtotal = (line: OrderLineRow) => round2(line.price_unit * line.product_uom_qty);
export const lineTax = (line: OrderLineRow) => round2(lineSubtotal(line) * TAX_RATE);

// --- Reading (memoized per request; every write below calls forgetOrder) ---

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

// --- Cart identity (Odoo's website.sale_get_order) ---

/**
 * Odoo's website.sale_get_order ignores an order whose last transaction is pending, authorized or
 * done: once a payment is under way the cart can no longer change, so items added in another tab
 * go to a new cart and never into an order being paid for. A cancelled or failed payment gives the
 * cart back. (`o` is the sale_order alias of the query it goes into.)
 */
const NO_PAYMENT_UNDER_WAY = `NOT EXISTS (
  SELECT 1 FROM payment_transaction t
   WHERE t.order_id = o.id AND t.state IN ('pending', 'authorized', 'done')
     AND t.id = (SELECT max(id) FROM payment_transaction WHERE order_id = o.id))`;

async function draftOrderId(context: Context, id: number | null): Promise<number | null> {
  if (id === null) return null;
  const row = await one<{ id: number }>(
    context.db,
    `SELECT o.id FROM sale_order o WHERE o.id = $1 AND o.state = 'draft' AND ${NO_PAYMENT_UNDER_WAY}`,
    [id],
  );
  return row?.id ?? null;
}

/** Odoo's partner.last_website_so_id: the user's newest draft order of this website. */
async function lastWebsiteDraft(context: Context): Promise<number | null> {
  if (!context.user) return null;
  const row = await one<{ id: number }>(
    context.db,
    `SELECT o.id FROM sale_order o
      WHERE partner_id = $1 AND website_id = $2 AND state = 'draft' AND ${NO_PAYMENT_UNDER_WAY}
      ORDER BY date_order DESC, id DESC LIMIT 1`,
    [context.partnerId, context.website.id],
  );
  return row?.id ?? null;
}

async function pointSessionAt(context: Context, orderId: number): Promise<void> {
  if (context.session.sale_order_id === orderId) return;
  await context.db.query('UPDATE http_session SET sale_order_id = $1 WHERE id = $2', [
    orderId,
    context.session.id,
  ]);
  context.session = { ...context.session, sale_order_id: orderId };
}

async function createCart(context: Context): Promise<number> {
  const created = await one<{ id: number }>(
    context.db,
    `INSERT INTO sale_order
       (name, partner_id, partner_invoice_id, partner_shipping_id, pricelist_id, website_id,
        access_token, state)
     VALUES ('/', $1, $1, $1, $2, $3, $4, 'draft') RETURNING id`,
    [context.partnerId, context.pricelist.id, context.website.id, randomUUID()],
  );
  if (!created) throw new Error('Could not create a cart');
  // The name is derived from the id, which only exists once the row does.
  await context.db.query('UPDATE sale_order SET name = $1 WHERE id = $2', [
    nextOrderName(created.id),
    created.id,
  ]);
  return created.id;
}

/**
 * Odoo re-assigns a cart to whoever acts on it: a guest cart becomes the user's on sign-in, and a
 * cart follows the acting customer's pricelist (lines re-priced).
 */
async function adoptByActingCustomer(context: Context, orderId: number): Promise<void> {
  const order = await one<OrderRow>(context.db, 'SELECT * FROM sale_order WHERE id = $1', [
    orderId,
  ]);
  if (!order) return;
  const partnerChanged = context.user !== null && order.partner_id !== context.partnerId;
  if (!partnerChanged && order.pricelist_id === context.pricelist.id) return;
  if (partnerChanged) {
    await context.db.query(
      `UPDATE sale_order SET partner_id = $1, partner_invoice_id = $1, partner_shipping_id = $1
        WHERE id = $2`,
      [context.partnerId, orderId],
    );
  }
  await context.db.query('UPDATE sale_order SET pricelist_id = $1 WHERE id = $2', [
    context.pricelist.id,
    orderId,
  ]);
  await repriceLines(context, orderId);
  await afterLinesChanged(context, orderId);
}

async function repriceLines(context: Context, orderId: number): Promise<void> {
  const lines = await many<{ id: number; product_id: number }>(
    context.db,
    'SELECT id, product_id FROM sale_order_line WHERE order_id = $1 AND product_id IS NOT NULL',
    [orderId],
  );
  for (const line of lines) {
    const { price } = await variantPricing(context, line.product_id);
    await context.db.query('UPDATE sale_order_line SET price_unit = $1 WHERE id = $2', [
      price,
      line.id,
    ]);
  }
}

/** The `cart` query drops lines of archived variants, as Odoo does. */
async function dropArchivedLines(context: Context, orderId: number): Promise<void> {
  const dropped = await many<{ id: number }>(
    context.db,
    `DELETE FROM sale_order_line l USING product_product p
      WHERE l.order_id = $1 AND p.id = l.product_id AND NOT p.active RETURNING l.id`,
    [orderId],
  );
  if (dropped.length > 0) await afterLinesChanged(context, orderId);
}

/** The session's existing draft cart (or, for a user, their last website draft); never creates. */
export async function findSessionCart(context: Context): Promise<number | null> {
  const orderId =
    (await draftOrderId(context, context.session.sale_order_id)) ??
    (await lastWebsiteDraft(context));
  if (orderId === null) return null;
  await pointSessionAt(context, orderId);
  await adoptByActingCustomer(context, orderId);
  return orderId;
}

/** The session's draft cart, created when missing or when the previous one was confirmed. */
export async function getOrCreateCart(context: Context): Promise<number> {
  const existing = await findSessionCart(context);
  if (existing !== null) {
    await dropArchivedLines(context, existing);
    return existing;
  }
  const created = await createCart(context);
  await pointSessionAt(context, created);
  return created;
}

/**
 * A new empty cart for the session, whatever drafts the user already has: a punch-out always
 * starts from a clean cart, never from the buyer's last website draft.
 */
export async function startNewCart(context: Context): Promise<number> {
  const created = await createCart(context);
  await pointSessionAt(context, created);
  return created;
}

// --- Line edits (Odoo's _cart_update) ---

/**
 * A variant a shopper may buy: exists, active, template published and for sale, and for a
 * catalog-only customer part of their personal catalog.
 */
async function assertSellable(context: Context, variantId: number): Promise<void> {
  const limitedTo = await catalogOnlyPartner(context);
  const row = await one<{ id: number }>(
    context.db,
    `SELECT p.id FROM product_product p JOIN product_template t ON t.id = p.template_id
      WHERE p.id = $1 AND p.active AND t.is_published AND t.sale_ok
        AND ($2::int IS NULL OR t.id IN (SELECT cp.template_id FROM website_catalog_product cp
              JOIN website_catalog c ON c.id = cp.catalog_id WHERE c.partner_id = $2))`,
    [variantId, limitedTo],
  );
  if (!row) throw new OdooError(ODOO_ERRORS.productDoesNotExist);
}

/** Odoo's variant display name: `Template (Value, Value)`, single-value attributes left out. */
export async function variantDisplayName(context: Context, variantId: number): Promise<string> {
  const template = await one<{ name: string }>(
    context.db,
    `SELECT ${translated('product.template,name', 't')} AS name
       FROM product_product p JOIN product_template t ON t.id = p.template_id
      WHERE p.id = $1`,
    [variantId],
  );
  const values = await many<{ name: string }>(
    context.db,
    `SELECT ${translated('product.attribute.value,name', 'av')} AS name
       FROM product_variant_combination c
       JOIN product_template_attribute_value ptav ON ptav.id = c.ptav_id
       JOIN product_attribute_value av ON av.id = ptav.attribute_value_id
       JOIN product_attribute a ON a.id = av.attribute_id
      WHERE c.product_id = $1
        AND (SELECT count(*) FROM product_template_attribute_value other
               JOIN product_attribute_value ov ON ov.id = other.attribute_value_id
              WHERE other.template_id = ptav.template_id AND ov.attribute_id = a.id) > 1
      ORDER BY a.sequence, a.id, av.sequence, av.id`,
    [variantId],
  );
  const name = template?.name ?? '';
  return values.length > 0 ? `${name} (${values.map((value) => value.name).join(', ')})` : name;
}

/** cartAddItem: adds to the variant's line, or creates one, at the customer's current price. */
export async function addToCart(
  context: Context,
  orderId: number,
  variantId: number,
  quantity: number,
): Promise<void> {
  if (quantity < 1) throw new OdooError('Quantity must be positive.');
  await assertSellable(context, variantId);
  const { price } = await variantPricing(context, variantId);
  const existing = await one<{ id: number }>(
    context.db,
    `SELECT id FROM sale_order_line
      WHERE order_id = $1 AND product_id = $2 AND NOT is_delivery AND NOT is_reward
      ORDER BY id LIMIT 1`,
    [orderId, variantId],
  );
  if (existing) {
    await context.db.query(
      `UPDATE sale_order_line SET product_uom_qty = product_uom_qty + $1, price_unit = $2
        WHERE id = $3`,
      [quantity, price, existing.id],
    );
  } else {
    await context.db.query(
      `INSERT INTO sale_order_line (order_id, product_id, name, product_uom_qty, price_unit, sequence)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        orderId,
        variantId,
        await variantDisplayName(context, variantId),
        quantity,
        price,
        PRODUCT_SEQUENCE,
      ],
    );
  }
  await afterLinesChanged(context, orderId);
}

async function findCartLine(
  context: Context,
  orderId: number,
  lineId: number,
): Promise<OrderLineRow> {
  const line = await one<OrderLineRow>(
    context.db,
    'SELECT * FROM sale_order_line WHERE id = $1 AND order_id = $2',
    [lineId, orderId],
  );
  if (!line) throw new OdooError(ODOO_ERRORS.documentDoesNotExist);
  return line;
}

/** cartUpdateItem: sets a product line's quantity; zero or less removes the line. */
export async function setLineQuantity(
  context: Context,
  orderId: number,
  lineId: number,
  quantity: number,
): Promise<void> {
  const line = await findCartLine(context, orderId, lineId);
  if (quantity <= 0) return removeLine(context, orderId, lineId);
  if (!isProductLine(line) || line.product_id === null) {
    throw new OdooError(ODOO_ERRORS.documentDoesNotExist);
  }
  const { price } = await variantPricing(context, line.product_id);
  await context.db.query(
    'UPDATE sale_order_line SET product_uom_qty = $1, price_unit = $2 WHERE id = $3',
    [quantity, price, lineId],
  );
  await afterLinesChanged(context, orderId);
}

/**
 * cartRemoveItem. Removing the reward line withdraws the coupon, removing the delivery line
 * unsets the delivery method: otherwise the next recompute would bring them back.
 */
export async function removeLine(context: Context, orderId: number, lineId: number): Promise<void> {
  const line = await findCartLine(context, orderId, lineId);
  await context.db.query('DELETE FROM sale_order_line WHERE id = $1', [lineId]);
  if (line.is_reward) {
    await context.db.query('UPDATE sale_order SET coupon_program_id = NULL WHERE id = $1', [
      orderId,
    ]);
  }
  await afterLinesChanged(context, orderId);
}

/** cartClear: every line goes, delivery included. An applied promo code stays, as in Odoo. */
export async function clearCart(context: Context, orderId: number): Promise<void> {
  await context.db.query('DELETE FROM sale_order_line WHERE order_id = $1', [orderId]);
  await afterLinesChanged(context, orderId);
}

/**
 * What Odoo 15 does after every cart update: the delivery line and carrier are reset (the price
 * may no longer hold; the shopper chooses again at checkout) and coupon rewards are recomputed.
 */
async function afterLinesChanged(context: Context, orderId: number): Promise<void> {
  await context.db.query('DELETE FROM sale_order_line WHERE order_id = $1 AND is_delivery', [
    orderId,
  ]);
  await context.db.query('UPDATE sale_order SET carrier_id = NULL WHERE id = $1', [orderId]);
  await recomputeReward(context, orderId);
}

// --- Delivery ---

/** Untaxed amount of the product lines, read fresh (the memo may predate this request's writes). */
async function productUntaxed(context: Context, orderId: number): Promise<number> {
  const lines = await many<OrderLineRow>(
    context.db,
    'SELECT * FROM sale_order_line WHERE order_id = $1 AND NOT is_delivery AND NOT is_reward',
    [orderId],
  );
  return sumSubtotals(lines);
}

/**
 * Odoo's rate for a fixed-price carrier: free once the products reach its free_over amount. Both
 * are in the company currency (euros); Odoo converts them to the order's currency.
 */
export function carrierPrice(context: Context, carrier: CarrierRow, productAmount: number): number {
  if (
    carrier.free_over !== null &&
    productAmount >= toPricelistCurrency(context, carrier.free_over)
  )
    return 0;
  return toPricelistCurrency(context, carrier.fixed_price);
}

/** A carrier with its name in the request's language (alias `d`). */
const CARRIER_SELECT = `SELECT d.id, ${translated('delivery.carrier,name', 'd')} AS name,
    d.fixed_price, d.free_over FROM delivery_carrier d`;

export function listCarriers(context: Context): Promise<CarrierRow[]> {
  return many<CarrierRow>(context.db, `${CARRIER_SELECT} WHERE d.active ORDER BY d.sequence, d.id`);
}

export function loadCarrier(context: Context, id: number): Promise<CarrierRow | null> {
  return memo(context, `carrier:${id}`, () =>
    one<CarrierRow>(context.db, `${CARRIER_SELECT} WHERE d.id = $1`, [id]),
  );
}

/** Products amount of an order (0 without one), as the carrier rates see it. */
export function cartProductAmount(context: Context, orderId: number | null): Promise<number> {
  return orderId === null ? Promise.resolve(0) : productUntaxed(context, orderId);
}

/** setShippingMethod: one delivery line for the chosen carrier, at its current rate. */
export async function setDelivery(context: Context, orderId: number, carrierId: number) {
  const carrier = await one<CarrierRow>(
    context.db,
    `${CARRIER_SELECT} WHERE d.id = $1 AND d.active`,
    [carrierId],
  );
  if (!carrier) throw new OdooError('Delivery method does not exist.');
  const price = carrierPrice(context, carrier, await productUntaxed(context, orderId));
  await context.db.query('DELETE FROM sale_order_line WHERE order_id = $1 AND is_delivery', [
    orderId,
  ]);
  await context.db.query(
    `INSERT INTO sale_order_line
       (order_id, name, product_uom_qty, price_unit, is_delivery, sequence)
     VALUES ($1, $2, 1, $3, true, $4)`,
    [orderId, carrier.name, price, DELIVERY_SEQUENCE],
  );
  await context.db.query('UPDATE sale_order SET carrier_id = $1 WHERE id = $2', [
    carrier.id,
    orderId,
  ]);
  forgetOrder(context, orderId);
}

// --- Coupons ---

/** A coupon program with its name in the request's language (alias `cp`). */
const COUPON_PROGRAM_SELECT = `SELECT cp.id, cp.code, ${translated('coupon.program,name', 'cp')} AS name,
    cp.discount_percent, cp.minimum_amount, cp.active FROM coupon_program cp`;

export function loadCouponProgram(context: Context, id: number): Promise<CouponProgramRow | null> {
  return memo(context, `coupon-program:${id}`, () =>
    one<CouponProgramRow>(context.db, `${COUPON_PROGRAM_SELECT} WHERE cp.id = $1`, [id]),
  );
}

/** The reward line's text, Odoo's `Discount: <program>`, in the request's language. */
export const rewardLineName = (context: Context, programName: string) =>
  translate(context.terms, 'Discount: %s', programName);

const rewardAmount = (program: CouponProgramRow, amount: number) =>
  round2((amount * program.discount_percent) / 100);

/**
 * Keeps the reward line in step with the products: a percentage of their untaxed amount. A
 * program whose minimum is no longer met is taken off the order (Odoo's invalid reward removal).
 */
async function recomputeReward(context: Context, orderId: number): Promise<void> {
  const order = await one<{ coupon_program_id: number | null }>(
    context.db,
    'SELECT coupon_program_id FROM sale_order WHERE id = $1',
    [orderId],
  );
  const program =
    order?.coupon_program_id != null
      ? await one<CouponProgramRow>(context.db, `${COUPON_PROGRAM_SELECT} WHERE cp.id = $1`, [
          order.coupon_program_id,
        ])
      : null;
  const amount = await productUntaxed(context, orderId);
  // The minimum is in the company currency (euros), converted like every amount of the program.
  const minimum = program ? toPricelistCurrency(context, program.minimum_amount) : 0;
  if (program && (!program.active || amount < minimum)) {
    await context.db.query('UPDATE sale_order SET coupon_program_id = NULL WHERE id = $1', [
      orderId,
    ]);
  }
  const valid = program !== null && program.active && amount >= minimum;
  await writeRewardLine(context, orderId, program, valid ? rewardAmount(program, amount) : 0);
  forgetOrder(context, orderId);
}

async function writeRewardLine(
  context: Context,
  orderId: number,
  program: CouponProgramRow | null,
  discount: number,
): Promise<void> {
  const existing = await one<{ id: number }>(
    context.db,
    'SELECT id FROM sale_order_line WHERE order_id = $1 AND is_reward ORDER BY id LIMIT 1',
    [orderId],
  );
  if (!program || discount <= 0) {
    await context.db.query('DELETE FROM sale_order_line WHERE order_id = $1 AND is_reward', [
      orderId,
    ]);
    return;
  }
  const name = rewardLineName(context, program.name);
  // Update in place so the reward line keeps its id while the cart changes.
  if (existing) {
    await context.db.query(
      'UPDATE sale_order_line SET name = $1, price_unit = $2, product_uom_qty = 1 WHERE id = $3',
      [name, -discount, existing.id],
    );
    return;
  }
  await context.db.query(
    `INSERT INTO sale_order_line (order_id, name, product_uom_qty, price_unit, is_reward, sequence)
     VALUES ($1, $2, 1, $3, true, $4)`,
    [orderId, name, -discount, REWARD_SEQUENCE],
  );
}

/** applyCoupon: Odoo's promo code checks; problems are returned as text, not raised. */
export async function applyPromoCode(
  context: Context,
  orderId: number,
  promo: string | null,
): Promise<string | null> {
  const code = promo ?? '';
  const program = await one<CouponProgramRow>(
    context.db,
    `${COUPON_PROGRAM_SELECT} WHERE cp.code = $1 AND cp.active`,
    [code],
  );
  // Odoo's sale_coupon writes these with _(): the shopper reads them in the shop's language.
  const { terms } = context;
  if (!program) return translate(terms, 'This coupon is invalid (%s).', code);
  const minimum = toPricelistCurrency(context, program.minimum_amount);
  if ((await productUntaxed(context, orderId)) < minimum) {
    return translate(
      terms,
      'A minimum of %s %s should be purchased to get the reward',
      minimum,
      context.pricelist.currencySymbol,
    );
  }
  const order = await one<{ coupon_program_id: number | null }>(
    context.db,
    'SELECT coupon_program_id FROM sale_order WHERE id = $1',
    [orderId],
  );
  if (order?.coupon_program_id === program.id) {
    return translate(terms, 'This promo code is already applied.');
  }
  if (order?.coupon_program_id != null) {
    return translate(terms, 'Promotionals codes are not cumulative.');
  }
  await context.db.query('UPDATE sale_order SET coupon_program_id = $1 WHERE id = $2', [
    program.id,
    orderId,
  ]);
  await recomputeReward(context, orderId);
  return null;
}
