import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import type { Locale } from '@/lib/i18n/locales';
import { CATALOG_TAGS } from '@/lib/catalog/cache-tags';
import { getBrands } from '@/lib/catalog/catalog-features';
import { getCategories } from '@/lib/catalog/categories';
import { getProductTemplatesList } from '@/lib/catalog/products';
import type { Brand, Category, ProductCard } from '@/lib/catalog/types';
import { CATALOG_CACHE_LIFE } from '@/lib/seo/catalog-cache-life';

// The home page's cached reads. They never catch Odoo errors: a failed read throws, so a
// revalidation that fails keeps the last good entry (and page) instead of caching an error.

export const HOME_STRIP_SIZE = 8;
const HOME_BRAND_COUNT = 12;

export async function loadTopCategories(locale: Locale): Promise<Category[]> {
  'use cache';
  cacheLife(CATALOG_CACHE_LIFE);
  cacheTag(CATALOG_TAGS.categories);
  const { categories } = await getCategories(locale, { topLevel: true });
  return categories;
}

/**
 * Odoo 15's schema has no "featured" flag, so the featured strip shows the top of the range
 * (highest price first, which also leaves out quotation-only products at price 0) and the new
 * strip the most recently created templates (highest id first).
 */
export async function loadHomeProducts(
  locale: Locale,
  strip: 'featured' | 'new',
): Promise<ProductCard[]> {
  'use cache';
  cacheLife(CATALOG_CACHE_LIFE);
  cacheTag(CATALOG_TAGS.products);
  const listing = await getProductTemplatesList(locale, {
    pageSize: HOME_STRIP_SIZE,
    sort:
      strip === 'featured'
        ? { field: 'price', direction: 'DESC' }
        : { field: 'id', direction: 'DESC' },
  });
  for (const product of listing.products) cacheTag(CATALOG_TAGS.product(product.id));
  return listing.products;
}

/** Null when the backend lacks the brands extension: the strip is then left out. */
export async function loadHomeBrands(locale: Locale): Promise<Brand[] | null> {
  'use cache';
  cacheLife(CATALOG_CACHE_LIFE);
  cacheTag(CATALOG_TAGS.brands);
  const brands = await getBrands(locale, { pageSize: HOME_BRAND_COUNT });
  return brands.available ? brands.data : null;
}
