import 'server-only';
import { cookies } from 'next/headers';
import { WISHLIST_SIZE_COOKIE, HOOK_URL_COOKIE } from '@/lib/shop/cookie-names';
import { cartLoad } from '@/lib/cart/cart.server';
import { setCartSizeCookie } from '@/lib/cart/cart-size-cookie.server';
import { crossSiteCookieFlags } from '@/lib/shopper/cookie-security.server';
import { startShopperSession } from '@/lib/shopper/user-session.server';
import type { PunchoutSession } from './map-punchout';

/**
 * After Odoo signed the browser's session in as a punch-out buyer: the signed `user` cookie with
 * the punch-out mark (the spec's stored punch-out value; guards and the banner read it), the
 * counters of the new cart, and for OCI the spec's HOOK_URL cookie. The user cookie lives for the
 * browser session only: a punch-out is one visit.
 */
export async function beginPunchoutSession(session: PunchoutSession): Promise<void> {
  await startShopperSession(
    {
      ...session.user,
      punchout: { protocol: session.protocol, buyer: session.buyerName },
    },
    { remember: false },
  );
  const jar = await cookies();
  jar.delete(WISHLIST_SIZE_COOKIE);
  // An edit request rebuilt the cart from the buyer's lines: the header shows them at once.
  await setCartSizeCookie(await cartLoad());
  if (session.oci) {
    // HttpOnly: no page script needs the return address.
    jar.set(HOOK_URL_COOKIE, session.oci.hookUrl, {
      httpOnly: true,
      ...(await crossSiteCookieFlags()),
      path: '/',
    });
  } else {
    jar.delete(HOOK_URL_COOKIE);
  }
}
