import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, ENABLED_LOCALES, LOCALE_COOKIE } from '@/lib/i18n/locales';

export const routing = defineRouting({
  locales: ENABLED_LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  // nl is served at `/`; `/nl/...` redirects there so every page also answers under `/nl`.
  localePrefix: 'as-needed',
  localeCookie: { name: LOCALE_COOKIE.name, maxAge: LOCALE_COOKIE.maxAge, sameSite: 'lax' },
  // hreflang links are rendered per page by our metadata, not as HTTP headers on every response.
  alternateLinks: false,
});
