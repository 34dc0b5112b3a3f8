import { memo, type Context } from '../context';
import { many, one } from '../db';
import { missingRecordMessage, OdooError, ODOO_ERRORS } from '../errors';
import type { ProductWishlist } from '../tables';

export type WishlistRow = Pick<ProductWishlist, 'id' | 'partner_id' | 'session_id' | 'product_id'>;

// Odoo's product.wishlist.current(): bound to the partner for users, to the session for guests.
// Lines of archived or unpublished products are hidden, not deleted.
const OWNER_CONDITION = `CASE WHEN $1::int IS NOT NULL THEN w.partner_id = $1 ELSE w.session_id = $2 END`;

function ownerParams(context: Context): [number | null, string] {
  return [context.user ? context.partnerId : null, context.session.id];
}

const WISHLIST_KEY = 'wishlist:current';

/** The caller's wishlist, oldest first (product.wishlist has no _order of its own: by id). */
export function currentWishlist(context: Context): Promise<WishlistRow[]> {
  return memo(context, WISHLIST_KEY, () =>
    many<WishlistRow>(
      context.db,
      `SELECT w.id, w.partner_id, w.session_id, w.product_id
         FROM product_wishlist w
         JOIN product_product p ON p.id = w.product_id
         JOIN product_template t ON t.id = p.template_id
        WHERE ${OWNER_CONDITION} AND p.active AND t.is_published
        ORDER BY w.id`,
      ownerParams(context),
    ),
  );
}

/** For Product.isInWishlist: the variant ids on the caller's wishlist. */
export async function wishlistVariantIds(context: Context): Promise<Set<number>> {
  return new Set((await currentWishlist(context)).map((row) => row.product_id));
}

function forgetWishlist(context: Context): void {
  context.cache.delete(WISHLIST_KEY);
}

/**
 * website_sale_wishlist's add_to_wishlist prices the variant first: one that does not exist is
 * Odoo's MissingError. It takes any variant that exists; current() hides the unpublished ones.
 */
async function assertExists(context: Context, variantId: number): Promise<void> {
  const row = await one<{ id: number }>(
    context.db,
    'SELECT id FROM product_product WHERE id = $1',
    [variantId],
  );
  if (!row) {
    throw new OdooError(
      missingRecordMessage('product.product', [variantId], context.user?.id ?? null),
    );
  }
}

/** wishlistAddItem: a variant may be on a wishlist once. */
export async function addToWishlist(context: Context, variantId: number): Promise<void> {
  await assertExists(context, variantId);
  const wishlist = await many<{ id: number }>(
    context.db,
    `SELECT w.id FROM product_wishlist w WHERE ${OWNER_CONDITION} AND w.product_id = $3`,
    [...ownerParams(context), variantId],
  );
  if (wishlist.length > 0) throw new OdooError(ODOO_ERRORS.alreadyInWishlist);
  const [partnerId, sessionId] = ownerParams(context);
  await context.db.query(
    'INSERT INTO product_wishlist (partner_id, session_id, product_id) VALUES ($1, $2, $3)',
    [partnerId, partnerId === null ? sessionId : null, variantId],
  );
  forgetWishlist(context);
}

/**
 * wishlistRemoveItem: a line of the caller's own; any other id (unknown, or another shopper's
 * line, which vsf_base keeps graphql_vuestorefront from deleting) changes nothing.
 */
export async function removeFromWishlist(context: Context, wishId: number): Promise<void> {
  await context.db.query(`DELETE FROM product_wishlist w WHERE w.id = $3 AND ${OWNER_CONDITION}`, [
    ...ownerParams(context),
    wishId,
  ]);
  forgetWishlist(context);
}

/**
 * On login (Odoo's _check_wishlist_from_session): the guest session's lines move to the partner;
 * products the partner already has are dropped instead. Call it BEFORE context.rotateSession():
 * guest lines are keyed by the session id, which rotation replaces.
 */
export async function adoptSessionWishlist(context: Context, partnerId: number): Promise<void> {
  const sessionId = context.session.id;
  await context.db.query(
    `DELETE FROM product_wishlist s
      WHERE s.session_id = $1 AND s.partner_id IS NULL
        AND EXISTS (SELECT 1 FROM product_wishlist p
                     WHERE p.partner_id = $2 AND p.product_id = s.product_id)`,
    [sessionId, partnerId],
  );
  await context.db.query(
    `UPDATE product_wishlist SET partner_id = $2, session_id = NULL
      WHERE session_id = $1 AND partner_id IS NULL`,
    [sessionId, partnerId],
  );
  forgetWishlist(context);
}
