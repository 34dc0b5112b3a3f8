import { randomUUID } from 'node:crypto';
import type { Context } from '../context';
import { many, one } from '../db';
import { afterLinesChanged, repriceLine } from './cart-lines';
import type { SaleOrder } from '../tables';
import { nextOrderName } from './order';

// Cart identity (Odoo's website.sale_get_order): which draft order is the session's cart, created
// when missing and handed over to whoever acts on it.

/**
 * The session's order while it is a draft. Odoo 15's website.sale_get_order looks at no payment:
 * an order stays the cart while its payment is pending (the shopper at the bank, on Mollie's or
 * Adyen's page) and after a cancelled or refused one, so the shopper can pay it again or change
 * it. Only a sent quotation (a wire transfer) or a confirmed order is no longer the cart
 * (graphql_vuestorefront's `cart` starts a new one then).
 */
export async function draftOrderId(context: Context, id: number | null): Promise<number | null> {
  if (id === null) return null;
  const row = await one<{ id: number }>(
    context.db,
    "SELECT id FROM sale_order WHERE id = $1 AND state = 'draft'",
    [id],
  );
  return row?.id ?? null;
}

/**
 * Odoo's partner.last_website_so_id: the user's newest draft order of this website, never one
 * submitted for approval (vsf_sale_approval leaves those out: a request is not the cart again).
 */
async function lastWebsiteDraft(context: Context): Promise<number | null> {
  if (!context.user) return null;
  const row = await one<{ id: number }>(
    context.db,
    `SELECT id FROM sale_order o
      WHERE partner_id = $1 AND website_id = $2 AND state = 'draft'
        AND NOT EXISTS (SELECT 1 FROM tier_review r WHERE r.res_id = o.id)
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
  const order = await one<SaleOrder>(context.db, 'SELECT * FROM sale_order WHERE id = $1', [
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
  const lines = await many<{ id: number; product_id: number; product_uom_qty: number }>(
    context.db,
    `SELECT id, product_id, product_uom_qty FROM sale_order_line
      WHERE order_id = $1 AND product_id IS NOT NULL AND NOT is_delivery AND NOT is_reward
      ORDER BY sequence, id`,
    [orderId],
  );
  for (const line of lines) await repriceLine(context, orderId, line);
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

/** website.sale_reset(): the session has no cart; the next cart call starts a new one. */
export async function forgetSessionCart(context: Context): Promise<void> {
  await context.db.query('UPDATE http_session SET sale_order_id = NULL WHERE id = $1', [
    context.session.id,
  ]);
  context.session = { ...context.session, sale_order_id: null };
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
