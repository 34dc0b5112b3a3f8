import 'server-only';
import type {
  CompareProductsResult,
  GetBrandsResult,
  GetCatalogsResult,
  GetFiltersResult,
  GetQuickSearchResultResult,
} from '@/graphql/generated/operations';
import { amount, compact, optionalText, text } from '@/lib/odoo/map-values.server';
import { mapCategoryLink } from './map-category.server';
import { mapFilterOption } from './map-listing.server';
import { priceFromCombination } from './map-price.server';
import { mapProductCard } from './map-product.server';
import type {
  Brand,
  Catalog,
  Comparison,
  ProductFilter,
  QuickSearchProduct,
  QuickSearchResult,
} from './types';

// Mappers for the catalogue features that need our Odoo extensions.

type BrandRow = NonNullable<GetBrandsResult['brands']>[number];
type FilterRow = NonNullable<GetFiltersResult['filters']>[number];
type CatalogRow = NonNullable<GetCatalogsResult['catalogs']>[number];
type QuickSearch = NonNullable<GetQuickSearchResultResult['quickSearch']>;
type QuickSearchRow = NonNullable<NonNullable<QuickSearch['products']>[number]>;
type ComparisonResult = NonNullable<CompareProductsResult['compareProducts']>;

export function mapBrand(brand: BrandRow): Brand {
  return {
    id: brand.id,
    name: text(brand.name),
    slug: text(brand.slug),
    logo: optionalText(brand.logo),
    description: optionalText(brand.description),
    productCount: amount(brand.productCount),
  };
}

export function mapProductFilter(filter: FilterRow): ProductFilter {
  return {
    id: filter.id,
    name: text(filter.name),
    displayType: text(filter.displayType, 'checkbox'),
    options: compact(filter.values).map((value) => mapFilterOption(value, filter.id)),
  };
}

export function mapCatalog(catalog: CatalogRow): Catalog {
  return {
    id: catalog.id,
    name: text(catalog.name),
    slug: text(catalog.slug),
    description: optionalText(catalog.description),
    isPersonal: catalog.isPersonal ?? false,
    productCount: amount(catalog.productCount),
  };
}

export function mapQuickSearch(result: QuickSearch | null): QuickSearchResult {
  if (!result) return EMPTY_QUICK_SEARCH;
  return {
    products: compact(result.products).map(mapQuickSearchProduct),
    categories: compact(result.categories).map(mapCategoryLink),
    totalCount: amount(result.totalCount),
  };
}

export const EMPTY_QUICK_SEARCH: QuickSearchResult = {
  products: [],
  categories: [],
  totalCount: 0,
};

function mapQuickSearchProduct(product: QuickSearchRow): QuickSearchProduct {
  return {
    id: product.id,
    name: text(product.name),
    slug: text(product.slug),
    sku: optionalText(product.sku),
    image: optionalText(product.smallImage),
    imageName: text(product.imageFilename, 'image'),
    price: priceFromCombination(product.combinationInfo, product.price),
  };
}

export function mapComparison(result: ComparisonResult | null): Comparison {
  if (!result) return { products: [], rows: [] };
  return {
    products: compact(result.products).map((product) => ({
      ...mapProductCard(product),
      description: optionalText(product.description),
    })),
    rows: compact(result.attributes).map((row) => ({
      id: row.id,
      name: text(row.name),
      values: (row.values ?? []).map((value) => optionalText(value)),
    })),
  };
}
