import type { MetadataRoute } from 'next';
import { ENABLED_LOCALES, localizedPath, type Locale } from '@/lib/i18n/locales';
import { localeAlternates } from './metadata';
import { absoluteUrl } from './site-url';

// Pure sitemap logic (tested without Next or Odoo): locale-less paths in, sitemap entries out.

/**
 * Paths per shard. Each path becomes one URL per enabled locale, so 10,000 paths stay below
 * Google's 50,000 URLs per file with all four locales (and well below 50 MB with the alternates).
 */
export const SITEMAP_SHARD_PATHS = 10_000;

export function sitemapShardCount(pathCount: number, shardSize = SITEMAP_SHARD_PATHS): number {
  return Math.max(1, Math.ceil(pathCount / shardSize));
}

export function sitemapShard<T>(paths: readonly T[], id: number, shardSize = SITEMAP_SHARD_PATHS) {
  return paths.slice(id * shardSize, (id + 1) * shardSize);
}

/** One entry per path and locale, each listing every translation (hreflang) and x-default. */
export function sitemapEntries(
  paths: readonly string[],
  locales: readonly Locale[] = ENABLED_LOCALES,
): MetadataRoute.Sitemap {
  return paths.flatMap((path) => {
    const languages = localeAlternates(path, locales);
    return locales.map((locale) => ({
      url: absoluteUrl(localizedPath(locale, path)),
      alternates: { languages },
    }));
  });
}

/** A sitemap index (https://www.sitemaps.org/protocol.html#index) for the shard URLs. */
export function sitemapIndexXml(shardUrls: readonly string[]): string {
  const entries = shardUrls
    .map((url) => `  <sitemap>\n    <loc>${escapeXml(url)}</loc>\n  </sitemap>`)
    .join('\n');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    `${entries}\n</sitemapindex>\n`
  );
}

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Odoo slugs arrive as paths (`/category/computers`); keep one leading slash, drop duplicates. */
export function uniquePaths(paths: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const raw of paths) {
    const trimmed = raw.trim();
    if (!trimmed) continue;
    seen.add(trimmed.startsWith('/') ? trimmed : `/${trimmed}`);
  }
  return [...seen];
}

/**
 * A product's path from graphql_vuestorefront's `/vsf/products` feed, which is made for Vue
 * Storefront's router: the route (`/product/:slug`) and the slug's last segment as `name`.
 */
export function productFeedPath(product: { name: string; path: string }): string {
  return product.path.replace(':slug', product.name);
}
