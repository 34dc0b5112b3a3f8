'use server';

import type { ActionResult } from '@/lib/cart/action-result';
import { setWishlistSizeCookie } from '@/lib/cart/count-cookies';
import { NO_INPUT, runShopperAction, ShopperRefusal } from '@/lib/cart/shopper-action';
import type { Wishlist } from './types';
import { wishlistAddItem, wishlistLoad, wishlistRemoveItem } from './wishlist';
import { wishIdSchema, wishlistProductSchema } from './wishlist-schemas';

// Like the cart actions: parsed input, the shopper's own session, one queue per session, and the
// wishlist-size cookie set from the wishlist each answer carries.

export async function wishlistLoadAction(): Promise<ActionResult<Wishlist>> {
  return runShopperAction('wishlistLoad', NO_INPUT, undefined, async () =>
    withWishlistSize(wishlistLoad()),
  );
}

/** A product already on the wishlist changes nothing (wishlistAddItem absorbs Odoo's refusal). */
export async function wishlistAddItemAction(input: {
  productId: number;
}): Promise<ActionResult<Wishlist>> {
  return runShopperAction('wishlistAddItem', wishlistProductSchema, input, async ({ productId }) =>
    withWishlistSize(wishlistAddItem(productId)),
  );
}

/** Only the shopper's own wishlist lines: another id changes nothing and says so. */
export async function wishlistRemoveItemAction(input: {
  wishId: number;
}): Promise<ActionResult<Wishlist>> {
  return runShopperAction(
    'wishlistRemoveItem',
    wishIdSchema,
    input,
    async ({ wishId }, translate) => {
      const current = await wishlistLoad();
      if (!current.items.some((item) => item.id === wishId)) {
        throw new ShopperRefusal(translate('notInWishlist'));
      }
      return withWishlistSize(wishlistRemoveItem(wishId));
    },
  );
}

async function withWishlistSize(pending: Promise<Wishlist>): Promise<Wishlist> {
  const wishlist = await pending;
  await setWishlistSizeCookie(wishlist);
  return wishlist;
}
