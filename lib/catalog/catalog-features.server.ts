import 'server-only';
import {
  compareProductsDocument,
  getBrandsDocument,
  getCatalogsDocument,
  getFiltersDocument,
  getQuickSearchResultDocument,
} from '@/graphql/generated/operations';
import type { Locale } from '@/lib/i18n/locales';
import { compact } from '@/lib/odoo/map-values.server';
import { odooPublic, type OdooExecutor } from '@/lib/odoo/odoo-public.server';
import { whenAvailable, type OptionalFeature } from '@/lib/odoo/optional-feature.server';
import {
  EMPTY_QUICK_SEARCH,
  mapBrand,
  mapCatalog,
  mapComparison,
  mapProductFilter,
  mapQuickSearch,
} from './map-extensions.server';
import type { Brand, Catalog, Comparison, ProductFilter, QuickSearchResult } from './types';
import { QUICK_SEARCH_MIN_LETTERS } from './listing-query';

// Catalogue features that need our Odoo extensions: each answers { available: false } on an Odoo
// without them, so the screen can hide itself.

export function getBrands(
  locale: Locale,
  query: { search?: string; page?: number; pageSize?: number } = {},
): Promise<OptionalFeature<Brand[]>> {
  return whenAvailable('brands', async () => {
    const data = await odooPublic(locale).request(getBrandsDocument, {
      search: query.search || undefined,
      currentPage: query.page,
      pageSize: query.pageSize,
    });
    return compact(data.brands).map(mapBrand);
  });
}

/** Filter definitions; with a category slug only the values used in that category. */
export function getFilters(
  locale: Locale,
  query: { categorySlug?: string } = {},
): Promise<OptionalFeature<ProductFilter[]>> {
  return whenAvailable('filters', async () => {
    const data = await odooPublic(locale).request(getFiltersDocument, {
      categorySlug: query.categorySlug || undefined,
    });
    return compact(data.filters).map(mapProductFilter);
  });
}

/**
 * The catalogs Odoo shows the caller: without a session the public ones; with a catalog-only
 * customer's session (`odoo` = odooSession()) only their personal catalog.
 */
export function getCatalogs(
  locale: Locale,
  odoo: OdooExecutor = odooPublic(locale),
): Promise<OptionalFeature<Catalog[]>> {
  return whenAvailable('catalogs', async () => {
    const data = await odoo.request(getCatalogsDocument);
    return compact(data.catalogs).map(mapCatalog);
  });
}

export function compareProducts(
  locale: Locale,
  productIds: readonly number[],
): Promise<OptionalFeature<Comparison>> {
  return whenAvailable('compare', async () => {
    if (productIds.length === 0) return { products: [], rows: [] };
    const data = await odooPublic(locale).request(compareProductsDocument, {
      productIds: [...productIds],
    });
    return mapComparison(data.compareProducts);
  });
}

export function getQuickSearchResult(
  locale: Locale,
  query: { term: string; pageSize?: number },
): Promise<OptionalFeature<QuickSearchResult>> {
  return whenAvailable('quickSearch', async () => {
    const term = query.term.trim();
    if (term.length < QUICK_SEARCH_MIN_LETTERS) return EMPTY_QUICK_SEARCH;
    const data = await odooPublic(locale).request(getQuickSearchResultDocument, {
      term,
      pageSize: query.pageSize,
    });
    return mapQuickSearch(data.quickSearch);
  });
}
