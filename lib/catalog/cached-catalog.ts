import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import type { Locale } from '@/lib/i18n/locales';
import { CATALOG_TAGS } from './cache-tags';
import { getCategories, getCategory, type CategoriesQuery } from './categories';
import { getProductTemplatesList } from './products';
import type { Category, CategoryDetail, CategoryList, Listing, ListingQuery } from './types';

// Cached catalogue reads for browse pages. Inputs are plain values (the cache key), the page's
// locale first: Odoo answers in that language. The functions underneath use odooPublic(), so
// nothing per-shopper enters a cache entry. Entries live for hours
// and are dropped early by POST /api/revalidate through the tags.

export async function getCachedCategories(
  locale: Locale,
  query: CategoriesQuery = {},
): Promise<CategoryList> {
  'use cache';
  cacheLife('hours');
  cacheTag(CATALOG_TAGS.categories);
  return getCategories(locale, query);
}

/** A category by its Odoo slug (`/category/computers`); null when the website has none. */
export async function getCachedCategory(
  locale: Locale,
  odooSlug: string,
): Promise<CategoryDetail | null> {
  'use cache';
  cacheLife('hours');
  cacheTag(CATALOG_TAGS.categories);
  const category = await getCategory(locale, { slug: odooSlug });
  if (category) cacheTag(...categoryTags(category));
  return category;
}

export async function getCachedListing(locale: Locale, query: ListingQuery): Promise<Listing> {
  'use cache';
  cacheLife('hours');
  cacheTag(CATALOG_TAGS.products);
  const listing = await getProductTemplatesList(locale, query);
  // Per-product tags let one product's change drop the listings that show it (at most a page).
  cacheTag(...listing.products.slice(0, 50).map((product) => CATALOG_TAGS.product(product.id)));
  return listing;
}

function categoryTags(category: Category): string[] {
  const tags: string[] = [];
  for (let node: Category | null = category; node; node = node.parent) {
    tags.push(CATALOG_TAGS.category(node.id));
  }
  return tags;
}

/** Every category of the tree (top levels and their children), for static params and menus. */
export function flattenCategories(categories: readonly Category[]): Category[] {
  const seen = new Map<number, Category>();
  const visit = (category: Category) => {
    if (seen.has(category.id)) return;
    seen.set(category.id, category);
    category.children.forEach(visit);
  };
  categories.forEach(visit);
  return [...seen.values()];
}

/** Odoo's category slug for the shop's `/category/<slug>` segment, and back. */
export const CATEGORY_PREFIX = '/category/';
export function odooCategorySlug(shopSlug: string): string {
  return `${CATEGORY_PREFIX}${shopSlug}`;
}
export function shopCategorySlug(odooSlug: string): string {
  return odooSlug.startsWith(CATEGORY_PREFIX) ? odooSlug.slice(CATEGORY_PREFIX.length) : odooSlug;
}
