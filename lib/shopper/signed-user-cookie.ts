import { createHash } from 'node:crypto';
import { signValue, verifySignedValue } from './signed-value';
import {
  decodeUserPayload,
  userCookieFields,
  type UserCookie,
  type UserCookiePayload,
} from './user-cookie';

// The `user` cookie is what guards trust (design: "signed by the server so guards can trust it").
// Besides the signature it carries an expiry and a hash of the Odoo session it was issued for:
// a copied cookie is worthless beside another session, and a forged or stale one reads as
// signed out. Pure functions, shared by proxy.ts and server code.

export function issueUserCookie(
  user: UserCookie,
  sessionId: string,
  secret: string,
  lifetimeSeconds: number,
  now = Date.now(),
): string {
  const payload: UserCookiePayload = {
    ...userCookieFields(user),
    exp: Math.floor(now / 1000) + lifetimeSeconds,
    sid: sessionBinding(sessionId),
  };
  return signValue(Buffer.from(JSON.stringify(payload)).toString('base64url'), secret);
}

/** The signed-in shopper, or null for a missing, forged, expired or transplanted cookie. */
export function verifyUserCookie(
  value: string | undefined | null,
  sessionId: string | undefined | null,
  secret: string,
  now?: number,
): UserCookie | null {
  // Without cookies (also while Next prerenders a page's shell) the clock is not read at all.
  if (!value || !sessionId) return null;
  const payload = decodeUserPayload(verifySignedValue(value, secret) ?? undefined);
  if (!payload || payload.exp * 1000 <= (now ?? Date.now())) return null;
  if (payload.sid !== sessionBinding(sessionId)) return null;
  return userCookieFields(payload);
}

/** Not the session id itself: the cookie is readable by page scripts, the session must not be. */
export function sessionBinding(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('base64url').slice(0, 22);
}
