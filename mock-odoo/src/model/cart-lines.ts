import type { Context } from '../context';
import { one } from '../db';
import { OdooError, ODOO_ERRORS } from '../errors';
import { recomputeReward } from './coupons';
import { isProductLine, PRODUCT_SEQUENCE, type OrderLineRow } from './order';
import { catalogOnlyPartner } from './product-search';
import { variantDisplayName, variantPricing } from './product';

// Line edits of a cart (Odoo's _cart_update): add, set quantity, remove, clear, and what Odoo
// recomputes after each.

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
export async function afterLinesChanged(context: Context, orderId: number): Promise<void> {
  await context.db.query('DELETE FROM sale_order_line WHERE order_id = $1 AND is_delivery', [
    orderId,
  ]);
  await context.db.query('UPDATE sale_order SET carrier_id = NULL WHERE id = $1', [orderId]);
  await recomputeReward(context, orderId);
}
