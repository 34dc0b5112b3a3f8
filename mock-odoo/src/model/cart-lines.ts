import type { Context } from '../context';
import { one } from '../db';
import { OdooError, ODOO_ERRORS } from '../errors';
import { pythonFloat, translate } from '../translate';
import { recomputeReward } from './coupons';
import type { SaleOrderLine } from '../tables';
import { forgetOrder, isProductLine, PRODUCT_SEQUENCE } from './order';
import { catalogOnlyPartner } from './product-search';
import { loadTemplate, loadVariant, variantDisplayName, variantPricing } from './product';

// Line edits of a cart (website_sale's _cart_update, as graphql_vuestorefront calls it, with
// vsf_base's fixes: odoo/vsf_base/cart.py): add, set quantity, remove, clear, and what Odoo
// recomputes after each.

/**
 * A variant a shopper may buy: exists, active, template published and for sale (website_sale);
 * for a catalog-only customer, part of their personal catalog (vsf_website_catalog).
 */
async function assertSellable(context: Context, variantId: number): Promise<void> {
  const row = await one<{ template_id: number }>(
    context.db,
    `SELECT t.id AS template_id FROM product_product p
       JOIN product_template t ON t.id = p.template_id
      WHERE p.id = $1 AND p.active AND t.is_published AND t.sale_ok`,
    [variantId],
  );
  if (!row) throw new OdooError(ODOO_ERRORS.cartProductDoesNotExist);
  const limitedTo = await catalogOnlyPartner(context);
  if (limitedTo === null) return;
  const inCatalog = await one<{ id: number }>(
    context.db,
    `SELECT cp.template_id AS id FROM website_catalog_product cp
       JOIN website_catalog c ON c.id = cp.catalog_id
      WHERE c.partner_id = $1 AND cp.template_id = $2 LIMIT 1`,
    [limitedTo, row.template_id],
  );
  if (!inCatalog) throw new OdooError(ODOO_ERRORS.productDoesNotExist);
}

/**
 * A product line's text as Odoo writes it (get_sale_order_line_multiline_description_sale), in
 * the request's language: `[reference] Name (values)`, then the sales description on a line of
 * its own.
 */
async function lineDescription(context: Context, variantId: number): Promise<string> {
  const variant = await loadVariant(context, variantId);
  const template = variant ? await loadTemplate(context, variant.template_id) : null;
  const name = await variantDisplayName(context, variantId);
  const code = variant?.default_code;
  // Odoo's display name already starts with the reference where the stand-in gives it one.
  const displayName = code && !name.startsWith(`[${code}] `) ? `[${code}] ${name}` : name;
  return template?.description_sale ? `${displayName}\n${template.description_sale}` : displayName;
}

const findProductLine = (context: Context, orderId: number, variantId: number) =>
  one<SaleOrderLine>(
    context.db,
    `SELECT * FROM sale_order_line
      WHERE order_id = $1 AND product_id = $2 AND NOT is_delivery AND NOT is_reward
      ORDER BY id LIMIT 1`,
    [orderId, variantId],
  );

/** The line at `quantity`, priced for it and described again in the request's language. */
async function writeProductLine(
  context: Context,
  lineId: number,
  variantId: number,
  quantity: number,
): Promise<void> {
  const { price } = await variantPricing(context, variantId);
  await context.db.query(
    'UPDATE sale_order_line SET product_uom_qty = $1, price_unit = $2, name = $3 WHERE id = $4',
    [quantity, price, await lineDescription(context, variantId), lineId],
  );
}

/**
 * website_sale_stock, for a storable product the shop does not sell beyond its stock (the demo's
 * policy): when the cart asks for more than is free, the changed line is lowered by the excess,
 * with a warning, or goes when nothing is left of it.
 */
async function keepWithinStock(context: Context, orderId: number, lineId: number): Promise<void> {
  const line = await one<SaleOrderLine>(context.db, 'SELECT * FROM sale_order_line WHERE id = $1', [
    lineId,
  ]);
  if (!line || line.product_id === null) return;
  const variant = await loadVariant(context, line.product_id);
  const template = variant ? await loadTemplate(context, variant.template_id) : null;
  if (!variant || template?.type !== 'product') return;
  const inCart = await one<{ qty: number }>(
    context.db,
    `SELECT sum(product_uom_qty)::float8 AS qty FROM sale_order_line
      WHERE order_id = $1 AND product_id = $2 AND NOT is_delivery AND NOT is_reward`,
    [orderId, line.product_id],
  );
  const asked = inCart?.qty ?? 0;
  if (asked <= variant.qty_available) return;
  const kept = line.product_uom_qty - (asked - variant.qty_available);
  if (kept <= 0) {
    // Odoo tells the order ("Some products became unavailable"), which the API does not show.
    await context.db.query('DELETE FROM sale_order_line WHERE id = $1', [lineId]);
    return;
  }
  await context.db.query(
    'UPDATE sale_order_line SET product_uom_qty = $1, warning_stock = $2 WHERE id = $3',
    [
      kept,
      translate(
        context.terms,
        'You ask for %s products but only %s is available',
        pythonFloat(asked),
        pythonFloat(kept),
      ),
      lineId,
    ],
  );
}

/**
 * cartAddItem: adds to the variant's line, or makes one at the customer's current price. Odoo
 * starts a new line at one and adds the rest: a quantity of 0 makes a line of one; what ends at
 * zero or less goes.
 */
export async function addToCart(
  context: Context,
  orderId: number,
  variantId: number,
  quantity: number,
): Promise<void> {
  await assertSellable(context, variantId);
  const existing = await findProductLine(context, orderId, variantId);
  const total = existing ? existing.product_uom_qty + quantity : quantity === 0 ? 1 : quantity;
  if (total <= 0) {
    if (existing)
      await context.db.query('DELETE FROM sale_order_line WHERE id = $1', [existing.id]);
  } else {
    const lineId =
      existing?.id ??
      (
        await one<{ id: number }>(
          context.db,
          `INSERT INTO sale_order_line (order_id, product_id, name, sequence)
           VALUES ($1, $2, '', $3) RETURNING id`,
          [orderId, variantId, PRODUCT_SEQUENCE],
        )
      )?.id;
    if (lineId === undefined) throw new Error('Could not add a cart line');
    await writeProductLine(context, lineId, variantId, total);
    await keepWithinStock(context, orderId, lineId);
  }
  await afterLinesChanged(context, orderId);
}

async function cartLine(
  context: Context,
  orderId: number,
  lineId: number,
): Promise<SaleOrderLine | null> {
  return one<SaleOrderLine>(
    context.db,
    'SELECT * FROM sale_order_line WHERE id = $1 AND order_id = $2',
    [lineId, orderId],
  );
}

/**
 * cartUpdateItem: sets a line's quantity; zero or less removes the line (vsf_base's fix). A line
 * the session's cart does not have is an unknown product to Odoo.
 */
export async function setLineQuantity(
  context: Context,
  orderId: number,
  lineId: number,
  quantity: number,
): Promise<void> {
  const line = await cartLine(context, orderId, lineId);
  if (!line) throw new OdooError(ODOO_ERRORS.cartProductDoesNotExist);
  // graphql_vuestorefront clears the line's stock warning before every update.
  await context.db.query("UPDATE sale_order_line SET warning_stock = '' WHERE id = $1", [lineId]);
  if (quantity <= 0) {
    await deleteLine(context, orderId, line);
  } else if (isProductLine(line) && line.product_id !== null) {
    await writeProductLine(context, lineId, line.product_id, quantity);
    await keepWithinStock(context, orderId, lineId);
  }
  await afterLinesChanged(context, orderId);
}

/**
 * cartRemoveItem: a product line goes as an update to zero does (vsf_base: the delivery and the
 * rewards follow); a reward or delivery line goes alone, as graphql_vuestorefront unlinks it. A
 * line the cart does not have changes nothing.
 */
export async function removeLine(context: Context, orderId: number, lineId: number): Promise<void> {
  const line = await cartLine(context, orderId, lineId);
  if (!line) return;
  if (isProductLine(line)) return setLineQuantity(context, orderId, lineId, 0);
  await deleteLine(context, orderId, line);
  forgetOrder(context, orderId);
}

/** A line goes; removing a reward line takes its promo code off the order (sale_coupon). */
async function deleteLine(context: Context, orderId: number, line: SaleOrderLine): Promise<void> {
  await context.db.query('DELETE FROM sale_order_line WHERE id = $1', [line.id]);
  if (line.is_reward) {
    await context.db.query('UPDATE sale_order SET coupon_program_id = NULL WHERE id = $1', [
      orderId,
    ]);
  }
}

/**
 * cartClear: every line goes, delivery and rewards included (so the promo code too); the order
 * keeps its carrier, as graphql_vuestorefront only unlinks the lines.
 */
export async function clearCart(context: Context, orderId: number): Promise<void> {
  const reward = await one<{ id: number }>(
    context.db,
    'SELECT id FROM sale_order_line WHERE order_id = $1 AND is_reward LIMIT 1',
    [orderId],
  );
  await context.db.query('DELETE FROM sale_order_line WHERE order_id = $1', [orderId]);
  if (reward) {
    await context.db.query('UPDATE sale_order SET coupon_program_id = NULL WHERE id = $1', [
      orderId,
    ]);
  }
  forgetOrder(context, orderId);
}

/**
 * What Odoo 15 does on every cart update: the delivery line and carrier are reset (the price
 * may no longer hold; the shopper chooses again at checkout) and coupon rewards are recomputed.
 */
export async function afterLinesChanged(context: Context, orderId: number): Promise<void> {
  await context.db.query('DELETE FROM sale_order_line WHERE order_id = $1 AND is_delivery', [
    orderId,
  ]);
  await context.db.query('UPDATE sale_order SET carrier_id = NULL WHERE id = $1', [orderId]);
  await recomputeReward(context, orderId);
}

/**
 * A line priced again for the customer's current pricelist, as Odoo's pricelist switch updates
 * every line (its text is written again too, in the request's language).
 */
export async function repriceLine(
  context: Context,
  orderId: number,
  line: Pick<SaleOrderLine, 'id' | 'product_id' | 'product_uom_qty'>,
): Promise<void> {
  if (line.product_id === null) return;
  await writeProductLine(context, line.id, line.product_id, line.product_uom_qty);
  await keepWithinStock(context, orderId, line.id);
}
