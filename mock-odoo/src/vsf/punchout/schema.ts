import type { Context } from '../../context';
import { one } from '../../db';
import { OdooError, ODOO_ERRORS } from '../../errors';
import { addToCart } from '../../model/cart-lines';
import { forgetOrder } from '../../model/order';
import {
  checkReturnUrl,
  findCxmlBuyerByIdentity,
  findOciBuyer,
  secretMatches,
  type BuyerRow,
} from './buyer';
import { PUNCHOUT_ERRORS } from './errors';
import {
  closeOpenPunchout,
  openPunchout,
  punchoutSessionView,
  type PunchoutItem,
  type PunchoutProtocol,
  type PunchoutSessionRow,
} from './session';
import { ref } from '../../model/refs';
import { draftOrderId, startNewCart } from '../../model/session-cart';
import { hashStartToken, punchoutSetup } from './setup';
import type { Resolvers } from '../../executable-schema';
import { logOutSession, setSessionUser } from '../../graphql-vuestorefront/sign';

// vsf_punchout's part of the schema: procurement systems open the shop for their buyers and get
// the cart back instead of an order. setup.ts answers the cXML setup request, restrictions.ts
// says what a punch-out session may not do, procurement-system/ plays the buyer's side.

/**
 * The session now belongs to the buyer, as after login, with a new empty cart: a punch-out never
 * continues the session's previous cart, payments or the buyer's last website draft.
 */
async function signInBuyer(context: Context, uid: number): Promise<void> {
  await setSessionUser(context, uid, true);
  await startNewCart(context);
  await context.rotateSession();
}

/** A variant the buyer may order by its internal reference (SupplierPartID), or null. */
async function sellableVariantBySku(context: Context, sku: string): Promise<number | null> {
  const row = await one<{ id: number }>(
    context.db,
    `SELECT p.id FROM product_product p JOIN product_template t ON t.id = p.template_id
      WHERE p.default_code = $1 AND p.active AND t.is_published AND t.sale_ok
      ORDER BY p.id LIMIT 1`,
    [sku],
  );
  return row?.id ?? null;
}

/**
 * Puts an edited or inspected cart's lines back, at today's prices. Lines the shop can no longer
 * sell (unknown, archived or unpublished SKUs) are left out rather than failing the punch-out, and
 * so are quantities below one unit, which the website cart does not hold.
 */
async function rebuildCart(context: Context, orderId: number, items: PunchoutItem[]) {
  for (const item of items) {
    const variantId = await sellableVariantBySku(context, item.sku);
    if (variantId === null || item.quantity < 1) continue;
    await addToCart(context, orderId, variantId, item.quantity);
  }
  forgetOrder(context, orderId);
}

async function punchoutStart(_root: unknown, args: { token: string }, context: Context) {
  // A new punch-out replaces the one this browser had open; rolled back if the token fails.
  await closeOpenPunchout(context);
  // Claimed in one conditional UPDATE: of two requests with the same token, one finds it used.
  const claimed = await one<PunchoutSessionRow>(
    context.db,
    `UPDATE punchout_session SET start_used = true, session_id = $2, write_date = now()
      WHERE start_token_hash = $1 AND NOT start_used AND start_expires_at > now()
        AND state = 'OPEN'
      RETURNING *`,
    [hashStartToken(args.token), context.session.id],
  );
  if (!claimed) throw new OdooError(PUNCHOUT_ERRORS.linkExpired);
  await signInBuyer(context, claimed.user_id);
  const orderId = context.session.sale_order_id;
  if (claimed.operation !== 'CREATE' && orderId !== null) {
    await rebuildCart(context, orderId, claimed.items);
  }
  // Nothing after the claim writes the punch-out's own row (the session id follows the rotation
  // by ON UPDATE CASCADE, and the view does not show it), so the claimed row is current.
  return punchoutSessionView(context, claimed);
}

interface PunchoutLoginArgs {
  protocol: PunchoutProtocol;
  identity?: string | null;
  sharedSecret?: string | null;
  username?: string | null;
  password?: string | null;
  returnUrl?: string | null;
  ociOkCode?: string | null;
  ociTarget?: string | null;
  ociCaller?: string | null;
}

/** The buyer and the credential check of the protocol: identity + secret, or OCI user + password. */
async function authenticateLogin(context: Context, args: PunchoutLoginArgs): Promise<BuyerRow> {
  const cxml = args.protocol === 'CXML';
  const key = (cxml ? args.identity : args.username)?.trim();
  const secret = cxml ? args.sharedSecret : args.password;
  const buyer = key
    ? await (cxml ? findCxmlBuyerByIdentity(context.db, key) : findOciBuyer(context.db, key))
    : null;
  const hash = (cxml ? buyer?.punchout_secret_hash : buyer?.oci_password_hash) ?? null;
  const matches = secretMatches(secret ?? '', hash);
  if (!secret || !buyer || !matches) throw new OdooError(ODOO_ERRORS.wrongLogin);
  return buyer;
}

async function punchoutLogin(_root: unknown, args: PunchoutLoginArgs, context: Context) {
  const buyer = await authenticateLogin(context, args);
  const oci = args.protocol === 'OCI';
  // Checked only once the caller is authenticated: the allow-list is not public. OCI has no
  // other way back than its HOOK_URL.
  const returnUrl = args.returnUrl ? checkReturnUrl(context, buyer, args.returnUrl) : null;
  if (oci && returnUrl === null) throw new OdooError(PUNCHOUT_ERRORS.returnUrlNotAllowed);
  await closeOpenPunchout(context);
  await signInBuyer(context, buyer.id);
  const created = await one<PunchoutSessionRow>(
    context.db,
    `INSERT INTO punchout_session
       (user_id, session_id, protocol, operation, return_url, oci_ok_code, oci_target, oci_caller)
     VALUES ($1, $2, $3, 'CREATE', $4, $5, $6, $7) RETURNING *`,
    [
      buyer.id,
      context.session.id,
      args.protocol,
      returnUrl,
      oci ? (args.ociOkCode ?? null) : null,
      oci ? (args.ociTarget ?? null) : null,
      oci ? (args.ociCaller ?? null) : null,
    ],
  );
  if (!created) throw new Error('Could not open the punch-out session');
  return punchoutSessionView(context, created, buyer);
}

async function punchoutSession(_root: unknown, _args: unknown, context: Context) {
  const row = await openPunchout(context);
  return row ? punchoutSessionView(context, row) : null;
}

/**
 * The cart goes back to the procurement system: the draft is cancelled, so it never becomes a
 * quotation or order and no transaction or invoice is made from it, and the session is logged
 * out as by Odoo's logout. The buyer's real order comes later through another channel.
 */
async function punchoutTransfer(_root: unknown, _args: unknown, context: Context) {
  const open = await openPunchout(context);
  if (!open) throw new OdooError(PUNCHOUT_ERRORS.noSession);
  // The session's own cart while it is still a draft; a punch-out never falls back to another.
  const orderId = await draftOrderId(context, context.session.sale_order_id);
  if (orderId !== null) {
    await context.db.query("UPDATE sale_order SET state = 'cancel' WHERE id = $1", [orderId]);
    forgetOrder(context, orderId);
  }
  const transferred = await one<PunchoutSessionRow>(
    context.db,
    `UPDATE punchout_session SET state = 'TRANSFERRED', order_id = $2, write_date = now()
      WHERE id = $1 RETURNING *`,
    [open.id, orderId],
  );
  if (!transferred) throw new Error(`Punch-out session ${open.id} vanished`);
  const session = await punchoutSessionView(context, transferred);
  await logOutSession(context);
  return { session, order: orderId === null ? null : ref(orderId) };
}

export const punchoutResolvers: Resolvers = {
  Query: { punchoutSession },
  Mutation: { punchoutSetup, punchoutStart, punchoutLogin, punchoutTransfer },
};
