import 'server-only';
import type { NextRequest } from 'next/server';
import { DEFAULT_LOCALE, isSupportedLocale, ODOO_LANGS } from '@/lib/i18n/locales';
import { odooHostFor } from '@/lib/odoo/config.server';
import { ODOO_SESSION_COOKIE } from '@/lib/shop/cookie-names';

/**
 * What proxy.ts asks Odoo with, on behalf of the shopper of a page load: their Odoo session, the
 * host they used and the page's language. Null for a request that proxy.ts should not ask for:
 * a server action (it answers for itself), anything but a page load, or no session.
 */
export function proxyOdooContext(request: NextRequest) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (request.headers.has('next-action')) return null;
  const sessionId = request.cookies.get(ODOO_SESSION_COOKIE)?.value;
  if (!sessionId) return null;
  const [, first] = request.nextUrl.pathname.split('/');
  return {
    sessionId,
    host: odooHostFor(request.headers.get('host')),
    lang: ODOO_LANGS[isSupportedLocale(first) ? first : DEFAULT_LOCALE],
  };
}
