import type { Context } from '../context';
import { variantRef } from '../model/product';
import { ref } from '../model/refs';
import {
  addToWishlist,
  currentWishlist,
  removeFromWishlist,
  type WishlistRow,
} from '../model/wishlist';
import type { Resolvers } from '../executable-schema';

// graphql_vuestorefront's schemas/wishlist.py: wishlistItems, wishlistAddItem, wishlistRemoveItem
// (with vsf_base's fix of the removal, model/wishlist.ts).

/** WishlistData for the caller, read after any change this request made. */
async function wishlistData(context: Context) {
  const wishlistItems = await currentWishlist(context);
  return { wishlistItems, totalCount: wishlistItems.length };
}

export const wishlistResolvers: Resolvers = {
  Query: {
    wishlistItems: (_parent: unknown, _args: unknown, context: Context) => wishlistData(context),
  },
  Mutation: {
    wishlistAddItem: async (_parent: unknown, args: { productId: number }, context: Context) => {
      await addToWishlist(context, args.productId);
      return wishlistData(context);
    },
    wishlistRemoveItem: async (_parent: unknown, args: { wishId: number }, context: Context) => {
      await removeFromWishlist(context, args.wishId);
      return wishlistData(context);
    },
  },
  WishlistItem: {
    partner: (item: WishlistRow) => (item.partner_id === null ? null : ref(item.partner_id)),
    product: (item: WishlistRow) => variantRef(item.product_id),
  },
};
