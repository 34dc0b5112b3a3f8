import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DEFAULT_LOCALE, ENABLED_LOCALES, localizedPath, type Locale } from '@/lib/i18n/locales';
import { absoluteUrl, siteUrl } from './site-url';

/** Open Graph wants `nl_NL`, not `nl`. */
const OPEN_GRAPH_LOCALES: Record<Locale, string> = {
  nl: 'nl_NL',
  en: 'en_GB',
  de: 'de_DE',
  ru: 'ru_RU',
};

export interface PageMetadataInput {
  locale: Locale;
  /** The path without a locale prefix, e.g. `/brand/acme` (`/` for home). */
  path: string;
  title?: string;
  description?: string;
  /** `website` for most pages; product pages may pass `product` via `other` fields later. */
  openGraphType?: 'website' | 'article';
  /** Keep the page out of search results (e.g. an empty listing page). */
  noIndex?: boolean;
  /** Absolute or root-relative image URLs for Open Graph; omitted: the segment's opengraph-image. */
  images?: string[];
}

/**
 * The hreflang map for a locale-less path: every enabled locale (nl without prefix) plus
 * `x-default`, which points at nl because unprefixed URLs are Dutch and nl is the fallback.
 */
export function localeAlternates(
  path: string,
  locales: readonly Locale[] = ENABLED_LOCALES,
): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of locales) languages[locale] = absoluteUrl(localizedPath(locale, path));
  languages['x-default'] = absoluteUrl(localizedPath(DEFAULT_LOCALE, path));
  return languages;
}

/** Canonical URL of a locale-less path in one locale. */
export function canonicalUrl(locale: Locale, path: string): string {
  return absoluteUrl(localizedPath(locale, path));
}

/**
 * Title, description, canonical and hreflang alternates for one page. Every page of a locale is
 * its own canonical (not the Dutch one): they are translations, not duplicates.
 */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const url = canonicalUrl(input.locale, input.path);
  const metadata: Metadata = {
    metadataBase: new URL(siteUrl()),
    alternates: { canonical: url, languages: localeAlternates(input.path) },
    openGraph: {
      type: input.openGraphType ?? 'website',
      url,
      locale: OPEN_GRAPH_LOCALES[input.locale],
      ...(input.title ? { title: input.title } : {}),
      ...(input.description ? { description: input.description } : {}),
      ...(input.images?.length ? { images: input.images } : {}),
    },
  };
  if (input.title) metadata.title = input.title;
  if (input.description) metadata.description = input.description;
  if (input.noIndex) metadata.robots = { index: false, follow: true };
  return metadata;
}

/** A page that turned out not to exist (an unknown product): the not-found title, not indexed. */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Errors' });
  return { title: t('notFoundTitle'), robots: { index: false, follow: true } };
}
