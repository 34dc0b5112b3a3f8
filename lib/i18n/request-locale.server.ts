import 'server-only';
import { headers } from 'next/headers';
import { DEFAULT_LOCALE, isSupportedLocale, type Locale } from './locales';

/**
 * The header in which next-intl's proxy passes on the locale it resolved from the URL: the page's,
 * and for a server action the calling page's (what next-intl's getLocale() answers there too).
 */
const PROXY_LOCALE_HEADER = 'x-next-intl-locale';

/**
 * The page's language for request-time server code below the page (server actions, the Odoo
 * client, components rendered per request). Pages take theirs from the route (route-locale);
 * /api routes, which the proxy does not see, get the default or pass a locale of their own.
 */
export async function requestLocale(): Promise<Locale> {
  const locale = (await headers()).get(PROXY_LOCALE_HEADER);
  return isSupportedLocale(locale) ? locale : DEFAULT_LOCALE;
}
