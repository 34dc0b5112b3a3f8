import 'server-only';
import { hasLocale } from 'next-intl';
import { notFound } from 'next/navigation';
import { DEFAULT_LOCALE, ENABLED_LOCALES, type Locale } from './locales';

// The one place a route's `[locale]` segment becomes a Locale (segment-locale.server.ts reads it
// without params). The proxy only lets enabled locales through, so anything else here is an
// address the shop does not have: a 404.

export function pageLocale(value: string): Locale {
  if (!hasLocale(ENABLED_LOCALES, value)) notFound();
  return value;
}

/** A page's or layout's locale, from its params. */
export async function routeLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  return pageLocale((await params).locale);
}

/**
 * A route handler's locale, from its params: an unknown one answers in the default language, as a
 * machine caller (a procurement system) gets a document it can read rather than a 404 page.
 */
export async function handlerLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  return hasLocale(ENABLED_LOCALES, locale) ? locale : DEFAULT_LOCALE;
}
