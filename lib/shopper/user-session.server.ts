import 'server-only';
import { cookies } from 'next/headers';
import { connection } from 'next/server';
import {
  CART_SIZE_COOKIE,
  WISHLIST_SIZE_COOKIE,
  ODOO_SESSION_COOKIE,
  SIGNED_IN_SESSION_COOKIE,
  USER_COOKIE,
  HOOK_URL_COOKIE,
} from '@/lib/shop/cookie-names';
import { sessionCookieAttributes } from '@/lib/odoo/session-cookie.server';
import { crossSiteCookieFlags, sessionCookieFlags } from './cookie-security.server';
import { isSignedInSession, markSignedInSession } from './signed-in-session';
import { shopSecret } from './shop-secret';
import { issueUserCookie, verifyUserCookie } from './signed-user-cookie';
import { verifySignedValue } from './signed-value';
import { decodeUserPayload, type UserCookie } from './user-cookie';

// Who the shopper is, as far as the shop's own guards are concerned: the signed `user` cookie,
// valid only beside the Odoo session it was issued for. Odoo stays the judge of every request
// for data (it answers only for its session's customer); this decides what the shop offers.

/** 'Remember me': the cookie outlives the browser session. */
const REMEMBERED_SECONDS = 60 * 60 * 24 * 30;
/** Otherwise a browser-session cookie, which still stops being trusted after a day. */
const SESSION_SECONDS = 60 * 60 * 24;

/** Cookies that belong to a signed-in shopper and go at logout (HOOK_URL: punch-out). */
const SIGNED_IN_COOKIES = [
  USER_COOKIE,
  CART_SIZE_COOKIE,
  WISHLIST_SIZE_COOKIE,
  HOOK_URL_COOKIE,
  SIGNED_IN_SESSION_COOKIE,
];

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
  const lifetime = options.remember ? REMEMBERED_SECONDS : SESSION_SECONDS;
  await setUserCookie(user, lifetime, options.remember);
  await keepSignedInSession(options.remember ? lifetime : undefined);
}

/**
 * Issues the `user` cookie again for the same shopper, keeping what is left of its lifetime: after
 * a name change (the header shows the cookie's name) and after a password change (Odoo rotates
 * its session, and the cookie is bound to the session). Only for a shopper this request has
 * already verified: the old cookie is read for its expiry (and must name the same customer).
 *
 * The cookie does not say whether 'Remember me' was ticked; more than a day left can only mean it
 * was. A remembered cookie in its last day comes back as a browser-session cookie, which ends no
 * later than the original would have.
 */
export async function renewShopperSession(user: UserCookie, now = Date.now()): Promise<void> {
  const signed = (await cookies()).get(USER_COOKIE)?.value;
  const payload = signed
    ? decodeUserPayload(verifySignedValue(signed, shopSecret()) ?? undefined)
    : null;
  const remaining = payload ? payload.exp - Math.floor(now / 1000) : 0;
  if (!payload || remaining <= 0 || payload.id !== user.id) {
    throw new Error('No signed-in shopper to renew the user cookie for');
  }
  const persistent = remaining > SESSION_SECONDS;
  await setUserCookie(user, remaining, persistent, now);
  await keepSignedInSession(persistent ? remaining : undefined);
}

/**
 * Odoo keeps its session cookie for 90 days; a signed-in one lives exactly as long as the `user`
 * cookie (without 'Remember me': until the browser closes) and carries the signed-in mark
 * (signed-in-session.ts). `maxAge` undefined: a browser-session cookie.
 */
async function keepSignedInSession(maxAge: number | undefined): Promise<void> {
  const jar = await cookies();
  const sessionId = jar.get(ODOO_SESSION_COOKIE)?.value;
  if (!sessionId) throw new Error('No Odoo session to keep signed in');
  const attributes = sessionCookieAttributes(maxAge, await sessionCookieFlags());
  jar.set(ODOO_SESSION_COOKIE, sessionId, attributes);
  jar.set(SIGNED_IN_SESSION_COOKIE, markSignedInSession(sessionId, shopSecret()), attributes);
}

/**
 * The lifetime for a session cookie Odoo sends again (real Odoo does on every answer, with 90
 * days): a signed-in shopper's never outlives their `user` cookie; a guest's is Odoo's.
 */
export async function sessionCookieLifetime(
  odooMaxAge: number | undefined,
  now = Date.now(),
): Promise<number | undefined> {
  const signed = (await cookies()).get(USER_COOKIE)?.value;
  let payload = null;
  try {
    payload = signed
      ? decodeUserPayload(verifySignedValue(signed, shopSecret()) ?? undefined)
      : null;
  } catch {
    // No secret configured: nobody is signed in.
  }
  if (!payload) return odooMaxAge;
  const remaining = payload.exp - Math.floor(now / 1000);
  // Not remembered (a day at most): the session ends with the browser, as the user cookie does.
  if (remaining <= SESSION_SECONDS) return undefined;
  return odooMaxAge === undefined ? undefined : Math.min(odooMaxAge, remaining);
}

/**
 * The Odoo session to forward, or null: a session a customer signed in to is used only beside
 * their valid `user` cookie (proxy.ts drops such a session from the browser; this also covers the
 * routes the proxy does not see, e.g. /api/prices).
 */
export async function forwardableOdooSession(): Promise<string | null> {
  const jar = await cookies();
  const sessionId = jar.get(ODOO_SESSION_COOKIE)?.value || null;
  const mark = jar.get(SIGNED_IN_SESSION_COOKIE)?.value;
  if (!sessionId || !mark) return sessionId;
  try {
    const secret = shopSecret();
    if (!isSignedInSession(mark, sessionId, secret)) return sessionId;
    return verifyUserCookie(jar.get(USER_COOKIE)?.value, sessionId, secret) ? sessionId : null;
  } catch {
    // No secret configured: nobody counts as signed in, so the marked session is not used.
    return null;
  }
}

async function setUserCookie(
  user: UserCookie,
  lifetime: number,
  persistent: boolean,
  now = Date.now(),
): Promise<void> {
  const jar = await cookies();
  const sessionId = jar.get(ODOO_SESSION_COOKIE)?.value;
  if (!sessionId) throw new Error('No Odoo session to sign the user cookie for');
  jar.set(USER_COOKIE, issueUserCookie(user, sessionId, shopSecret(), lifetime, now), {
    httpOnly: false,
    ...(await crossSiteCookieFlags()),
    path: '/',
    ...(persistent ? { maxAge: lifetime } : {}),
  });
}

export async function endShopperSession(): Promise<void> {
  const jar = await cookies();
  for (const name of SIGNED_IN_COOKIES) jar.delete(name);
}
