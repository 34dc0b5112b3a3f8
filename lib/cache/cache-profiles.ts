// The lifetimes of the catalogue's cached reads, registered by name in next.config.ts (`cacheLife`)
// and used by lib/cache/cached-reads.server.ts. A plain module: next.config.ts and tests import it.
//
// `expire` is what keeps the shop open while Odoo is down. Up to `expire`, a stale entry is served
// at once and rebuilt in the background; a rebuild that fails (Odoo down) keeps the old entry and
// tries again a little later (Next's retainPreviousCacheEntry). Past `expire`, the next visitor
// waits for a fresh render, which fails while Odoo is away. Next's own 'hours' profile expires
// after a day, so a long weekend of Odoo maintenance would empty the category and product pages.

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The shortest `expire` any catalogue read may have: how long an Odoo outage the shop rides out. */
export const MIN_CATALOG_EXPIRE_SECONDS = 30 * DAY;

export interface CacheProfile {
  /** How long a browser's router reuses the data without asking. */
  stale: number;
  /** After this, the next request serves the entry and rebuilds it in the background. */
  revalidate: number;
  /** After this without a successful rebuild, the entry is gone. */
  expire: number;
}

export const CATALOG_CACHE_PROFILES = {
  /**
   * Categories, listings, products, search, compare, brands, catalogs, home, content, sitemap.
   * Odoo's webhook (/api/revalidate) marks entries stale the moment something changes; the hourly
   * revalidation only catches what Odoo did not announce.
   */
  catalog: { stale: 5 * MINUTE, revalidate: HOUR, expire: MIN_CATALOG_EXPIRE_SECONDS },
  /** A product's variant for a combination: stock and price move faster, so every minute. */
  'catalog-variant': { stale: 5 * MINUTE, revalidate: MINUTE, expire: MIN_CATALOG_EXPIRE_SECONDS },
  /**
   * The default layout's shell (header, footer, menus, the labels of its islands): a function of
   * the locale and the build alone, so rendered once per locale and kept.
   */
  shell: { stale: 5 * MINUTE, revalidate: 30 * DAY, expire: 365 * DAY },
} as const satisfies Record<string, CacheProfile>;

export type CatalogCacheProfile = keyof typeof CATALOG_CACHE_PROFILES;
