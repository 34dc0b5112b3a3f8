import 'server-only';
import { cookies, headers } from 'next/headers';
import { CART_SIZE_COOKIE, WISHLIST_SIZE_COOKIE } from '@/lib/browser/shop-cookies';
import type { Wishlist } from '@/lib/wishlist/types';
import type { Cart } from './types';

// cart-size and wishlist-size let static pages show the counts in the browser without asking the
// server (design: browse pages read no cookies). They are counters, not secrets: page scripts
// must read them, so they are not HttpOnly.

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * What cart-size counts. The spec: the number of order lines, "or another configured path";
 * CART_SIZE_COUNT=quantity counts the items (sum of quantities) instead.
 */
export function cartSizeOf(cart: Pick<Cart, 'lineCount' | 'quantity'>): number {
  return process.env.CART_SIZE_COUNT === 'quantity' ? cart.quantity : cart.lineCount;
}

export async function setCartSizeCookie(cart: Pick<Cart, 'lineCount' | 'quantity'>) {
  await setCountCookie(CART_SIZE_COOKIE, cartSizeOf(cart));
}

export async function setWishlistSizeCookie(wishlist: Pick<Wishlist, 'totalCount'>) {
  await setCountCookie(WISHLIST_SIZE_COOKIE, wishlist.totalCount);
}

async function setCountCookie(name: string, count: number): Promise<void> {
  (await cookies()).set(name, String(count), {
    httpOnly: false,
    sameSite: 'lax',
    secure: await requestIsHttps(),
    path: '/',
    maxAge: ONE_YEAR_SECONDS,
  });
}

/**
 * Next's server sets x-forwarded-proto for the connection it accepted and keeps the value a TLS
 * terminating proxy sent. A forged value only changes the Secure flag of a counter.
 */
async function requestIsHttps(): Promise<boolean> {
  const proto = (await headers()).get('x-forwarded-proto');
  return proto?.split(',')[0]?.trim().toLowerCase() === 'https';
}
