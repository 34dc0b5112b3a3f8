import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { z } from 'zod';
import { loadBrands, loadCatalogs } from '@/components/brand/brand-data';
import { CATALOG_TAGS } from '@/lib/catalog/cache-tags';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { getCategories } from '@/lib/catalog/categories';
import { getProductTemplatesList } from '@/lib/catalog/products';
import { odooBaseUrl, odooTimeoutMs } from '@/lib/odoo/config';
import { CATALOG_CACHE_LIFE } from './catalog-cache-life';
import { uniquePaths } from './sitemap-entries';

// Every public page the sitemap lists, as locale-less paths. Categories and products come from
// Odoo's cheap `/vsf/categories` and `/vsf/products` routes (one request each, no GraphQL); an Odoo
// without them is read through the catalogue queries instead. Errors are thrown, never cached.

const categoriesSchema = z.array(z.string());
const productsSchema = z.array(z.object({ path: z.string() }));

/** GraphQL fallback page size: Odoo answers 100 products comfortably in one request. */
const FALLBACK_PAGE_SIZE = 100;

export async function loadSitemapPaths(): Promise<string[]> {
  'use cache';
  cacheLife(CATALOG_CACHE_LIFE);
  cacheTag(CATALOG_TAGS.categories, CATALOG_TAGS.products, CATALOG_TAGS.brands);
  const [categories, products, brands, catalogs] = await Promise.all([
    categoryPaths(),
    productPaths(),
    loadBrands(DEFAULT_LOCALE),
    loadCatalogs(DEFAULT_LOCALE),
  ]);
  return uniquePaths([
    '/',
    '/categories',
    ...categories,
    ...(brands ? ['/brands', ...brands.map((brand) => `/brand/${brand.slug}`)] : []),
    ...(catalogs
      ? [
          '/catalog',
          ...catalogs
            .filter((catalog) => !catalog.isPersonal)
            .map((catalog) => `/catalog/${catalog.slug}`),
        ]
      : []),
    ...products,
  ]);
}

async function categoryPaths(): Promise<string[]> {
  const listed = await fetchVsf('/vsf/categories', categoriesSchema);
  if (listed) return listed;
  const { categories } = await getCategories(DEFAULT_LOCALE, { pageSize: 1000 });
  return categories.map((category) => category.slug);
}

async function productPaths(): Promise<string[]> {
  const listed = await fetchVsf('/vsf/products', productsSchema);
  if (listed) return listed.map((product) => product.path);
  const paths: string[] = [];
  for (let page = 1; ; page += 1) {
    const listing = await getProductTemplatesList(DEFAULT_LOCALE, {
      page,
      pageSize: FALLBACK_PAGE_SIZE,
    });
    paths.push(...listing.products.map((product) => product.slug));
    if (listing.products.length === 0 || page * FALLBACK_PAGE_SIZE >= listing.totalCount) break;
  }
  return paths;
}

/** The route's answer, or null when this Odoo does not have the route (404). */
async function fetchVsf<T>(path: string, schema: z.ZodType<T>): Promise<T | null> {
  const response = await fetch(`${odooBaseUrl()}${path}`, {
    signal: AbortSignal.timeout(odooTimeoutMs()),
    headers: { accept: 'application/json' },
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Odoo ${path} answered ${response.status}`);
  return schema.parse(await response.json());
}
