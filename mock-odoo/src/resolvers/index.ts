import { addressResolvers } from './address';
import { cartResolvers } from './cart';
import { catalogResolvers } from './catalog';
import { contentResolvers } from './content';
import { ordersResolvers } from './orders';
import { paymentResolvers } from './payment';
import { punchoutResolvers } from './punchout';
import { punchoutOverrides } from './punchout-restrictions';
import type { Overrides, Resolvers } from './types';
import { userResolvers } from './user';
import { wishlistResolvers } from './wishlist';

export const allResolvers: Resolvers[] = [
  catalogResolvers,
  cartResolvers,
  wishlistResolvers,
  userResolvers,
  addressResolvers,
  ordersResolvers,
  paymentResolvers,
  contentResolvers,
  punchoutResolvers,
];

/** Extensions of the resolvers above, applied after them (see applyOverrides). */
export const allOverrides: Overrides[] = [punchoutOverrides];
