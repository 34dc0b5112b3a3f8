import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import type { Locale } from '@/lib/i18n/locales';
import { CATALOG_TAGS } from '@/lib/catalog/cache-tags';
import { getProductTemplate, getProductTemplatesList } from '@/lib/catalog/products';
import type { ProductDetail } from '@/lib/catalog/types';

/** Odoo's product slugs are `/product/<name>-<id>`; the shop's URL segment is `<name>-<id>`. */
export const PRODUCT_PREFIX = '/product/';
const PLAUSIBLE_SLUG = /^[^/\s]{1,300}$/;
/** The template id at the end of a slug: Odoo's ids are PostgreSQL integers. */
const SLUG_ID = /-(\d+)$/;
const MAX_ODOO_ID = 2_147_483_647;

/** Whether Odoo could know the slug; anything else is a 404 without asking (and never a 500). */
function plausibleSlug(slug: string): boolean {
  if (!PLAUSIBLE_SLUG.test(slug)) return false;
  const id = SLUG_ID.exec(slug)?.[1];
  return id === undefined || Number(id) <= MAX_ODOO_ID;
}

export function shopProductSlug(odooSlug: string): string {
  return odooSlug.startsWith(PRODUCT_PREFIX) ? odooSlug.slice(PRODUCT_PREFIX.length) : odooSlug;
}

/**
 * The product for a URL segment, cached for hours and dropped by its `product:<id>` tag. A miss
 * is tagged with the product-list tag so a newly published product replaces the cached 404.
 */
export async function loadProduct(locale: Locale, slug: string): Promise<ProductDetail | null> {
  'use cache';
  cacheLife('hours');
  if (!plausibleSlug(slug)) {
    cacheTag(CATALOG_TAGS.products);
    return null;
  }
  const product = await getProductTemplate(locale, { slug: `${PRODUCT_PREFIX}${slug}` });
  cacheTag(product ? CATALOG_TAGS.product(product.id) : CATALOG_TAGS.products);
  return product;
}

/** Slugs prerendered at build time: the first products of the catalogue. */
export async function prerenderedProductSlugs(locale: Locale, count: number): Promise<string[]> {
  'use cache';
  cacheLife('hours');
  cacheTag(CATALOG_TAGS.products);
  const listing = await getProductTemplatesList(locale, { page: 1, pageSize: count });
  return listing.products.map((product) => shopProductSlug(product.slug)).filter(Boolean);
}
