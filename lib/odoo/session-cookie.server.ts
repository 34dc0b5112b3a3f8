import 'server-only';

import { ODOO_SESSION_COOKIE } from '@/lib/shop/cookie-names';

/** A new value for the browser's session cookie; an empty value means "delete it". */
export interface SessionCookieUpdate {
  value: string;
  /** Seconds; undefined keeps it a browser-session cookie, as Odoo asked. */
  maxAge: number | undefined;
}

/** The session_id Odoo set on this answer (creation, login rotation, logout), if any. */
export function sessionCookieFromHeaders(
  headers: Headers,
  now = Date.now(),
): SessionCookieUpdate | null {
  let update: SessionCookieUpdate | null = null;
  for (const line of headers.getSetCookie()) {
    update = parseSessionSetCookie(line, now) ?? update;
  }
  return update;
}

export function parseSessionSetCookie(line: string, now = Date.now()): SessionCookieUpdate | null {
  const [pair = '', ...attributes] = line.split(';');
  const separator = pair.indexOf('=');
  if (separator < 0 || pair.slice(0, separator).trim() !== ODOO_SESSION_COOKIE) return null;
  const value = safeDecode(pair.slice(separator + 1).trim());
  const maxAge = lifetime(attributes, now);
  if (maxAge !== undefined && maxAge <= 0) return { value: '', maxAge: 0 };
  return { value, maxAge };
}

function lifetime(attributes: string[], now: number): number | undefined {
  let expires: number | undefined;
  for (const attribute of attributes) {
    const [rawName = '', ...rest] = attribute.split('=');
    const name = rawName.trim().toLowerCase();
    const value = rest.join('=').trim();
    // Max-Age wins over Expires (RFC 6265 5.3).
    if (name === 'max-age' && /^-?\d+$/.test(value)) return Number(value);
    if (name === 'expires') {
      const at = Date.parse(value);
      if (!Number.isNaN(at)) expires = Math.floor((at - now) / 1000);
    }
  }
  return expires;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * How the storefront re-emits the cookie: never readable by page scripts, Secure by the shop's
 * one https rule (lib/shopper/cookie-security.server.ts), and cross-site only where a buyer
 * portal frames the shop (see there).
 */
export function sessionCookieAttributes(
  maxAge: number | undefined,
  flags: { secure: boolean; sameSite: 'lax' | 'none' },
) {
  return {
    httpOnly: true,
    ...flags,
    path: '/',
    ...(maxAge === undefined ? {} : { maxAge }),
  };
}
