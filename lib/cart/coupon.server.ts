import 'server-only';
import { applyCouponDocument } from '@/graphql/generated/operations';
import { odooSession } from '@/lib/shopper/odoo-session.server';
import { cartLoad } from './cart.server';
import type { CouponResult } from './types';

/**
 * Odoo answers a refused code with data ({error}), not a GraphQL error. Then, as the spec says,
 * the cart is reloaded and the error comes back as the applied state.
 */
export async function applyCoupon(promo: string): Promise<CouponResult> {
  const data = await odooSession().request(applyCouponDocument, { promo: promo.trim() });
  const error = data.applyCoupon?.error;
  if (!error) return { applied: true };
  return { applied: false, error, cart: await cartLoad() };
}
