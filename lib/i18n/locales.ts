// Locale settings shared by the proxy, server components and the browser. SHOP_LOCALES is read at
// build time (next.config.ts inlines it) because every enabled locale is prerendered.

export const SUPPORTED_LOCALES = ['nl', 'en', 'de', 'ru'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

/** The shop's home language: served without a URL prefix and used as the fallback. */
export const DEFAULT_LOCALE: Locale = 'nl';

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/**
 * Parses a comma-separated locale list such as `nl,en`. The default locale is always enabled (and
 * comes first) because unprefixed URLs and the fallback depend on it; unknown codes are a
 * configuration mistake and fail loudly instead of silently disappearing.
 */
export function parseLocales(value: string | undefined): Locale[] {
  const requested = (value ?? '')
    .split(',')
    .map((code) => code.trim().toLowerCase())
    .filter(Boolean);
  if (requested.length === 0) return [...SUPPORTED_LOCALES];
  const unknown = requested.filter((code) => !isSupportedLocale(code));
  if (unknown.length > 0) {
    throw new Error(
      `SHOP_LOCALES contains unsupported locale(s): ${unknown.join(', ')}. ` +
        `Supported: ${SUPPORTED_LOCALES.join(', ')}.`,
    );
  }
  const enabled = new Set<Locale>([DEFAULT_LOCALE, ...requested.filter(isSupportedLocale)]);
  return SUPPORTED_LOCALES.filter((code) => enabled.has(code));
}

export const ENABLED_LOCALES: Locale[] = parseLocales(process.env.SHOP_LOCALES);

/** Path for a locale: the default locale has no prefix (`/cart`), others do (`/en/cart`). */
export function localizedPath(locale: Locale, path: string): string {
  const normalized = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return normalized;
  return normalized === '/' ? `/${locale}` : `/${locale}${normalized}`;
}

/** Removes a locale prefix, so `/en/cart` and `/nl/cart` both give `/cart`. */
export function stripLocale(pathname: string): string {
  const [, first, ...rest] = pathname.split('/');
  if (!isSupportedLocale(first)) return pathname || '/';
  return `/${rest.join('/')}`;
}

/**
 * Odoo's language code (`res.lang.code`) for each locale. Every Odoo call carries it as the
 * `frontend_lang` cookie, Odoo's own name for the website visitor's language, so Odoo answers
 * with translated names, descriptions and messages (docs/odoo-extensions.md, Language).
 */
export const ODOO_LANGS: Record<Locale, string> = {
  nl: 'nl_NL',
  en: 'en_US',
  de: 'de_DE',
  ru: 'ru_RU',
};
