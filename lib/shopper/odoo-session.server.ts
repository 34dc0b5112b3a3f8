import 'server-only';
import { cookies, headers } from 'next/headers';
import { ODOO_LANGS, type Locale } from '@/lib/i18n/locales';
import { requestLocale } from '@/lib/i18n/request-locale.server';
import { offersCurrencyChoice, shopCurrency } from '@/lib/shop/settings';
import { CURRENCY_COOKIE, ODOO_SESSION_COOKIE } from '@/lib/shop/cookie-names';
import { odooHostFor } from '@/lib/odoo/config.server';
import { backendRequest } from '@/lib/odoo/core-documents.server';
import type { OdooExecutor } from '@/lib/odoo/odoo-public.server';
import type { OdooRequestOptions } from '@/lib/odoo/odoo-request.server';
import { odooFormPost, odooJsonRoute } from '@/lib/odoo/odoo-route.server';
import { sessionCookieFlags } from './cookie-security.server';
import { forwardableOdooSession, sessionCookieLifetime } from './user-session.server';
import {
  sessionCookieAttributes,
  type SessionCookieUpdate,
} from '@/lib/odoo/session-cookie.server';

/**
 * For the shopper's own data (server actions, route handlers, dynamic pages): forwards the Odoo
 * session cookie and the shop's host the shopper used, and hands a new or rotated session cookie back to the
 * browser. A plain Odoo 15 gets the operation's core document (core-documents.ts). Route handlers,
 * which the proxy does not see, pass the page's locale.
 */
export function odooSession(options: { locale?: Locale } = {}): OdooExecutor {
  return {
    request: async (document, ...[variables]) =>
      backendRequest(document, variables, await sessionCallOptions(options.locale)),
  };
}

/**
 * Odoo's own routes beside GraphQL (lib/odoo/odoo-route.server.ts) with the shopper's session,
 * as odooSession sends it: what a stock Odoo 15 offers for paying.
 */
export const odooSessionRoutes = {
  json: async <T>(path: string, params: Record<string, unknown>): Promise<T> =>
    odooJsonRoute<T>(path, params, await sessionCallOptions()),
  form: async (path: string, fields: Record<string, string>): Promise<number> =>
    odooFormPost(path, fields, await sessionCallOptions()),
};

async function sessionCallOptions(locale?: Locale): Promise<OdooRequestOptions> {
  const jar = await cookies();
  return {
    sessionId: await forwardableOdooSession(),
    // Only Host, not X-Forwarded-Host, and only one of the shop's own (config.ts).
    host: odooHostFor((await headers()).get('host')),
    lang: ODOO_LANGS[locale ?? (await requestLocale())],
    currency: shopperCurrency(jar.get(CURRENCY_COOKIE)?.value),
    onSessionCookie: storeSessionCookie,
  };
}

/** Whether the browser already has an Odoo session (no session: no cart, no login yet). */
export async function hasOdooSession(): Promise<boolean> {
  return (await forwardableOdooSession()) !== null;
}

/** The currency the shopper chose (what Odoo prices a guest's session in), or the shop's own. */
export async function requestedCurrency(): Promise<string> {
  return shopperCurrency((await cookies()).get(CURRENCY_COOKIE)?.value) ?? shopCurrency(undefined);
}

/**
 * The shopper's `currency` cookie as Odoo's `frontend_currency`, like the language: every session
 * call (cart, account, checkout, prices) is then priced in it and a draft cart follows. A
 * Dutch-only shop sends none and stays on the website's pricelist (EUR); an unknown value is
 * sent as EUR, so a shopper's old choice cannot stick.
 */
function shopperCurrency(cookieValue: string | undefined): string | null {
  // No choice made: nothing to send, Odoo uses the website's pricelist (EUR).
  if (!cookieValue || !offersCurrencyChoice()) return null;
  return shopCurrency(cookieValue);
}

async function storeSessionCookie(update: SessionCookieUpdate): Promise<void> {
  const jar = await cookies();
  try {
    if (update.value === '') jar.delete(ODOO_SESSION_COOKIE);
    else {
      const flags = await sessionCookieFlags();
      const maxAge = await sessionCookieLifetime(update.maxAge);
      jar.set(ODOO_SESSION_COOKIE, update.value, sessionCookieAttributes(maxAge, flags));
    }
  } catch {
    // Server components may not set cookies (only actions and route handlers can); the page
    // still renders, and the next action stores the session.
  }
}
