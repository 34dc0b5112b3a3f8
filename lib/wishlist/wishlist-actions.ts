'use server';

import { WISHLIST_SIZE_COOKIE } from '@/lib/shop/cookie-names';
import { setCounterCookie } from '@/lib/shopper/counter-cookies.server';
import { NO_INPUT, shopperAction, ShopperRefusal } from '@/lib/shopper/shopper-action.server';
import type { Wishlist } from './types';
import { wishlistAddItem, wishlistLoad, wishlistRemoveItem } from './wishlist.server';
import { wishIdSchema, wishlistProductSchema } from './wishlist-schemas';

// Like the cart actions: parsed input, the shopper's own session, one queue per session, and the
// wishlist-size cookie set from the wishlist each answer carries.

const wishlist = { access: 'anyone', messages: 'WishlistActions' } as const;

export const wishlistLoadAction = shopperAction({
  ...wishlist,
  name: 'wishlistLoad',
  input: NO_INPUT,
  run: () => withWishlistSize(wishlistLoad()),
});

/** A product already on the wishlist changes nothing (wishlistAddItem absorbs Odoo's refusal). */
export const wishlistAddItemAction = shopperAction({
  ...wishlist,
  name: 'wishlistAddItem',
  input: wishlistProductSchema,
  run: ({ productId }) => withWishlistSize(wishlistAddItem(productId)),
});

/** Only the shopper's own wishlist lines: another id changes nothing and says so. */
export const wishlistRemoveItemAction = shopperAction({
  ...wishlist,
  name: 'wishlistRemoveItem',
  input: wishIdSchema,
  run: async ({ wishId }, { translate }) => {
    const current = await wishlistLoad();
    if (!current.items.some((item) => item.id === wishId)) {
      throw new ShopperRefusal(translate('notInWishlist'));
    }
    return withWishlistSize(wishlistRemoveItem(wishId));
  },
});

async function withWishlistSize(pending: Promise<Wishlist>): Promise<Wishlist> {
  const wishlist = await pending;
  await setCounterCookie(WISHLIST_SIZE_COOKIE, wishlist.totalCount);
  return wishlist;
}
