import 'server-only';
import { CART_SIZE_COOKIE } from '@/lib/shop/cookie-names';
import { setCounterCookie } from '@/lib/shopper/counter-cookies.server';
import type { Cart } from './types';

/**
 * What cart-size counts. The spec: the number of order lines, "or another configured path";
 * CART_SIZE_COUNT=quantity counts the items (sum of quantities) instead.
 */
export function cartSizeOf(cart: Pick<Cart, 'lineCount' | 'quantity'>): number {
  return process.env.CART_SIZE_COUNT === 'quantity' ? cart.quantity : cart.lineCount;
}

export async function setCartSizeCookie(cart: Pick<Cart, 'lineCount' | 'quantity'>) {
  await setCounterCookie(CART_SIZE_COOKIE, cartSizeOf(cart));
}
