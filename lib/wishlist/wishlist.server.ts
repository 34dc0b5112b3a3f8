import 'server-only';
import {
  wishlistAddItemDocument,
  wishlistLoadDocument,
  wishlistRemoveItemDocument,
} from '@/graphql/generated/operations';
import { isOdooError } from '@/lib/odoo/odoo-error.server';
import { hasOdooSession, odooSession, requestedCurrency } from '@/lib/shopper/odoo-session.server';
import { mapWishlist } from './map-wishlist.server';
import type { Wishlist } from './types';

/** Odoo refuses a duplicate; the spec says adding an item already there changes nothing. */
const ALREADY_IN_WISHLIST = 'Product already exists in the Wishlist.';

/** Without a session there is no wishlist yet, so Odoo is not asked. */
export async function wishlistLoad(): Promise<Wishlist> {
  if (!(await hasOdooSession())) return { items: [], currency: null, totalCount: 0 };
  const data = await odooSession().request(wishlistLoadDocument);
  return mapWishlist(data.wishlistItems, await requestedCurrency());
}

/** productId is a variant id. */
export async function wishlistAddItem(productId: number): Promise<Wishlist> {
  try {
    const data = await odooSession().request(wishlistAddItemDocument, { productId });
    return mapWishlist(data.wishlistAddItem, await requestedCurrency());
  } catch (error) {
    if (isOdooError(error) && error.messages.includes(ALREADY_IN_WISHLIST)) return wishlistLoad();
    throw error;
  }
}

/** wishId is the wishlist line id (WishlistItem.id), not the product id. */
export async function wishlistRemoveItem(wishId: number): Promise<Wishlist> {
  const data = await odooSession().request(wishlistRemoveItemDocument, { wishId });
  return mapWishlist(data.wishlistRemoveItem, await requestedCurrency());
}
