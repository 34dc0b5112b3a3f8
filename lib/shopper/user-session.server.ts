import 'server-only';
import { cookies } from 'next/headers';
import { connection } from 'next/server';
import { CART_SIZE_COOKIE, WISHLIST_SIZE_COOKIE } from '@/lib/browser/shop-cookies';
import { ODOO_SESSION_COOKIE } from '@/lib/odoo/session-cookie-name';
import { requestIsHttps } from './cookie-security.server';
import { shopSecret } from './shop-secret';
import { issueUserCookie, verifyUserCookie } from './signed-user-cookie';
import { USER_COOKIE, type UserCookie } from './user-cookie';

// Who the shopper is, as far as the shop's own guards are concerned: the signed `user` cookie,
// valid only beside the Odoo session it was issued for. Odoo stays the judge of every request
// for data (it answers only for its session's customer); this decides what the shop offers.

/** 'Remember me': the cookie outlives the browser session. */
const REMEMBERED_SECONDS = 60 * 60 * 24 * 30;
/** Otherwise a browser-session cookie, which still stops being trusted after a day. */
const SESSION_SECONDS = 60 * 60 * 24;

/** Cookies that belong to a signed-in shopper and go at logout (HOOK_URL: punch-out). */
const SIGNED_IN_COOKIES = [USER_COOKIE, CART_SIZE_COOKIE, WISHLIST_SIZE_COOKIE, 'HOOK_URL'];

/** The verified signed-in shopper, or null (signed out, forged, expired or another session). */
export async function signedInShopper(): Promise<UserCookie | null> {
  const jar = await cookies();
  const value = jar.get(USER_COOKIE)?.value;
  if (!value) return null;
  // The expiry check reads the clock: tell Next this answer belongs to the request, never to a
  // prerendered shell.
  await connection();
  return verifyUserCookie(value, jar.get(ODOO_SESSION_COOKIE)?.value, shopSecret());
}

/**
 * Issues the `user` cookie for the Odoo session the browser now holds (login rotates it, so this
 * runs after Odoo answered). The spec wants it Secure and SameSite=None, which lets a punch-out
 * buyer's procurement frame carry it; browsers refuse SameSite=None without TLS, so plain http
 * (development) gets Lax.
 */
export async function startShopperSession(
  user: UserCookie,
  options: { remember: boolean },
): Promise<void> {
  const jar = await cookies();
  const sessionId = jar.get(ODOO_SESSION_COOKIE)?.value;
  if (!sessionId) throw new Error('No Odoo session to sign the user cookie for');
  const lifetime = options.remember ? REMEMBERED_SECONDS : SESSION_SECONDS;
  const https = await requestIsHttps();
  jar.set(USER_COOKIE, issueUserCookie(user, sessionId, shopSecret(), lifetime), {
    httpOnly: false,
    secure: https,
    sameSite: https ? 'none' : 'lax',
    path: '/',
    ...(options.remember ? { maxAge: REMEMBERED_SECONDS } : {}),
  });
}

export async function endShopperSession(): Promise<void> {
  const jar = await cookies();
  for (const name of SIGNED_IN_COOKIES) jar.delete(name);
}
