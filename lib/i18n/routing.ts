import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, ENABLED_LOCALES } from '@/lib/i18n/locales';

export const routing = defineRouting({
  locales: ENABLED_LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  // nl is served at `/`; `/nl/...` redirects there so every page also answers under `/nl`.
  localePrefix: 'as-needed',
  // The URL alone decides the language: `/` is Dutch for every visitor, whatever their browser
  // prefers or chose before, so shared caches may keep it (no Set-Cookie, no Vary). The locale
  // cookie is written only by an explicit choice in the switcher (components/layout).
  localeDetection: false,
  localeCookie: false,
  // hreflang links are rendered per page by our metadata, not as HTTP headers on every response.
  alternateLinks: false,
});
