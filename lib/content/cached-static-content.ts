import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { CATALOG_TAGS } from '@/lib/catalog/cache-tags';
import type { Locale } from '@/lib/i18n/locales';
import { CATALOG_CACHE_LIFE } from '@/lib/seo/catalog-cache-life';
import { getStaticContent } from './static-content';
import { odooPageUrl, type StaticPageSlug } from './static-pages';
import type { StaticContent } from './types';

/**
 * A static page in one locale, cached like the catalogue (hours, and the last good copy for
 * 30 days while Odoo is down) and keyed by locale + slug. Tagged with the page's own Odoo tag and
 * the tag of all static content, so Odoo's `W<id>` webhook drops it. Only the shop's listed slugs
 * come here (the route checks), so arbitrary URLs neither fill the cache nor reach Odoo. Null when
 * Odoo has no such page or lacks the websitePage extension (the page is then a 404). Odoo errors
 * are thrown, never cached: a failed revalidation keeps the last good page.
 */
export async function loadStaticPage(
  locale: Locale,
  slug: StaticPageSlug,
): Promise<StaticContent | null> {
  'use cache';
  cacheLife(CATALOG_CACHE_LIFE);
  cacheTag(CATALOG_TAGS.staticContent);
  const result = await getStaticContent(locale, {
    url: odooPageUrl(slug),
    // Odoo strips these (and always <script>); the sanitiser would too, but smaller entries.
    exclude: ['style'],
  });
  if (!result.available || !result.data) return null;
  if (result.data.cacheTag) cacheTag(CATALOG_TAGS.content(result.data.cacheTag));
  return result.data;
}
