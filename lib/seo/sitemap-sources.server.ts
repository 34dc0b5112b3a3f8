import 'server-only';
import { z } from 'zod';
import { getCategories } from '@/lib/catalog/categories.server';
import { getProductTemplatesList } from '@/lib/catalog/products.server';
import type { Brand, Catalog } from '@/lib/catalog/types';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { odooBaseUrl, odooTimeoutMs } from '@/lib/odoo/config.server';
import { productFeedPath, uniquePaths } from './sitemap-entries';

// What the sitemap lists, as locale-less paths; read uncached here, cached once as a whole by
// loadSitemapPaths (lib/cache/cached-reads.server.ts). Categories and products come from
// Odoo's cheap `/vsf/categories` and `/vsf/products` routes (one request each, no GraphQL); an
// Odoo without them is read through the catalogue queries instead. Errors are thrown.

const categoriesSchema = z.array(z.string());
const productsSchema = z.array(z.object({ name: z.string(), path: z.string() }));

/** GraphQL fallback page size: Odoo answers 100 products comfortably in one request. */
const FALLBACK_PAGE_SIZE = 100;

/** Every public page: home, categories, brands and public catalogs when Odoo has them, products. */
export function publicPagePaths({
  categories,
  products,
  brands,
  catalogs,
}: {
  categories: string[];
  products: string[];
  brands: Brand[] | null;
  catalogs: Catalog[] | null;
}): string[] {
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

export async function sitemapCategoryPaths(): Promise<string[]> {
  const listed = await fetchVsf('/vsf/categories', categoriesSchema);
  if (listed) return listed;
  const { categories } = await getCategories(DEFAULT_LOCALE, { pageSize: 1000 });
  return categories.map((category) => category.slug);
}

export async function sitemapProductPaths(): Promise<string[]> {
  const listed = await fetchVsf('/vsf/products', productsSchema);
  if (listed) return listed.map(productFeedPath);
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
