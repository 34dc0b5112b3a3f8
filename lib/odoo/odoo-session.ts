import 'server-only';
import { cookies, headers } from 'next/headers';
import { DEFAULT_LOCALE, isSupportedLocale, ODOO_LANGS, type Locale } from '@/lib/i18n/locales';
import { CURRENCY_COOKIE, offersCurrencyChoice, shopCurrency } from '@/lib/shop/settings';
import { odooHostFor } from './config';
import { documentForBackend } from './core-documents';
import type { OdooExecutor } from './odoo-public';
import { odooRequest } from './odoo-request';
import { ODOO_SESSION_COOKIE } from './session-cookie-name';
import { sessionCookieFlags } from '@/lib/shopper/cookie-security.server';
import { forwardableOdooSession, sessionCookieLifetime } from '@/lib/shopper/user-session.server';
import { sessionCookieAttributes, type SessionCookieUpdate } from './session-cookie';

/**
 * For the shopper's own data (server actions, route handlers, dynamic pages): forwards the Odoo
 * session cookie and the shop's host the shopper used, and hands a new or rotated session cookie back to the
 * browser. A plain Odoo 15 gets the operation's core document (core-documents.ts). Route handlers,
 * which the proxy does not see, pass the page's locale.
 */
export function odooSession(options: { locale?: Locale } = {}): OdooExecutor {
  return {
    request: async (document, ...[variables]) => {
      const sent = await documentForBackend(document, variables);
      const jar = await cookies();
      return odooRequest(sent.document, sent.variables, {
        sessionId: await forwardableOdooSession(),
        // Only Host, not X-Forwarded-Host, and only one of the shop's own (config.ts).
        host: odooHostFor((await headers()).get('host')),
        lang: options.locale ? ODOO_LANGS[options.locale] : await shopperLang(),
        currency: shopperCurrency(jar.get(CURRENCY_COOKIE)?.value),
        onSessionCookie: storeSessionCookie,
      });
    },
  };
}

/** Whether the browser already has an Odoo session (no session: no cart, no login yet). */
export async function hasOdooSession(): Promise<boolean> {
  return (await forwardableOdooSession()) !== null;
}

/**
 * The request header in which next-intl's proxy passes on the locale it resolved from the URL: the
 * page's, and for a server action the calling page's. Read here rather than through next-intl's
 * getLocale() so the Odoo client depends on no i18n runtime. /api routes (outside the proxy) send
 * their locale as a parameter or get the default.
 */
const PROXY_LOCALE_HEADER = 'x-next-intl-locale';

async function shopperLang(): Promise<string> {
  const locale = (await headers()).get(PROXY_LOCALE_HEADER);
  return ODOO_LANGS[isSupportedLocale(locale) ? locale : DEFAULT_LOCALE];
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
