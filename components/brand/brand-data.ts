import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import type { Locale } from '@/lib/i18n/locales';
import { CATALOG_TAGS } from '@/lib/catalog/cache-tags';
import { getBrands, getCatalogs } from '@/lib/catalog/catalog-features';
import { DEFAULT_PAGE_SIZE } from '@/lib/catalog/map-listing';
import { getProductTemplatesList } from '@/lib/catalog/products';
import type { Brand, Catalog, Listing } from '@/lib/catalog/types';
import { CATALOG_CACHE_LIFE } from '@/lib/seo/catalog-cache-life';

// Cached reads of the brand and catalog pages. Errors are thrown, never cached (see home-data.ts).

/** Odoo's brands query pages by 100 by default; a shop with more brands still lists them all. */
const ALL_BRANDS_PAGE_SIZE = 500;

/** Every brand, or null without the brands extension. */
export async function loadBrands(locale: Locale): Promise<Brand[] | null> {
  'use cache';
  cacheLife(CATALOG_CACHE_LIFE);
  cacheTag(CATALOG_TAGS.brands);
  const brands = await getBrands(locale, { pageSize: ALL_BRANDS_PAGE_SIZE });
  return brands.available ? brands.data : null;
}

/** The public catalogs, or null without the catalogs extension. */
export async function loadCatalogs(locale: Locale): Promise<Catalog[] | null> {
  'use cache';
  cacheLife(CATALOG_CACHE_LIFE);
  cacheTag(CATALOG_TAGS.products);
  const catalogs = await getCatalogs(locale);
  return catalogs.available ? catalogs.data : null;
}

export type ListingScope = { brandSlug: string } | { catalogSlug: string };

/** One page of a brand's or a catalog's products (name A to Z, the shop's default sort). */
export async function loadScopedListing(
  locale: Locale,
  scope: ListingScope,
  page: number,
): Promise<Listing> {
  'use cache';
  cacheLife(CATALOG_CACHE_LIFE);
  cacheTag(CATALOG_TAGS.products);
  const listing = await getProductTemplatesList(locale, {
    ...scope,
    page,
    pageSize: DEFAULT_PAGE_SIZE,
    sort: { field: 'name', direction: 'ASC' },
  });
  for (const product of listing.products) cacheTag(CATALOG_TAGS.product(product.id));
  return listing;
}
