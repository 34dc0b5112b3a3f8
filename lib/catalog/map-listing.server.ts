import 'server-only';
import type {
  GetProductTemplatesListResult,
  GetProductTemplatesListVariables,
  ProductFilterInput,
} from '@/graphql/generated/operations';
import { amount, compact, optionalText, text } from '@/lib/odoo/map-values.server';
import { groupAttributes, mapProductCard } from './map-product.server';
import type { AttributeOption, Facet, Listing, ListingQuery } from './types';
import { DEFAULT_PAGE_SIZE } from './listing-query';

/** The reference listing shows 12 products a page. */

type ProductList = NonNullable<GetProductTemplatesListResult['products']>;
type FilterValue = NonNullable<NonNullable<ProductList['filterValues']>[number]>;

export function listingVariables(query: ListingQuery): GetProductTemplatesListVariables {
  return {
    // Odoo returns an empty page for pageSize 0, so there is always a size.
    pageSize: query.pageSize && query.pageSize > 0 ? query.pageSize : DEFAULT_PAGE_SIZE,
    currentPage: query.page && query.page > 0 ? query.page : 1,
    // Absent, not null: Odoo applies an argument's default only when the key is missing.
    search: query.search?.trim() || undefined,
    sort: query.sort ? { [query.sort.field]: query.sort.direction } : undefined,
    filter: listingFilter(query),
  };
}

/** Only the keys in use: extension keys sent to a plain Odoo would fail validation. */
function listingFilter(query: ListingQuery): ProductFilterInput {
  const filter: ProductFilterInput = {};
  if (query.categorySlug) filter.categorySlug = query.categorySlug;
  if (query.ids?.length) filter.ids = query.ids;
  if (query.minPrice !== undefined) filter.minPrice = query.minPrice;
  if (query.maxPrice !== undefined) filter.maxPrice = query.maxPrice;
  if (query.attributeTokens?.length) filter.attribValues = query.attributeTokens;
  if (query.filterTokens?.length) filter.filters = query.filterTokens;
  if (query.brandSlug) filter.brandSlug = query.brandSlug;
  if (query.catalogSlug) filter.catalogSlug = query.catalogSlug;
  return filter;
}

export function mapListing(products: ProductList | null): Listing {
  if (!products) return { products: [], totalCount: 0, minPrice: 0, maxPrice: 0, facets: [] };
  return {
    products: compact(products.products).map(mapProductCard),
    totalCount: products.totalCount,
    minPrice: amount(products.minPrice),
    maxPrice: amount(products.maxPrice),
    facets: [
      ...groupAttributes(compact(products.attributeValues)).map((attribute): Facet => ({
        kind: 'attribute',
        ...attribute,
      })),
      // No filterValues from a plain Odoo 15 (core document): attribute facets only.
      ...filterFacets(compact(products.filterValues)),
    ],
  };
}

function filterFacets(values: readonly FilterValue[]): Facet[] {
  const facets = new Map<number, Facet>();
  for (const value of values) {
    const filterId = value.filter?.id ?? 0;
    let facet = facets.get(filterId);
    if (!facet) {
      facet = {
        kind: 'filter',
        id: filterId,
        name: text(value.filter?.name),
        displayType: text(value.filter?.displayType, 'checkbox'),
        options: [],
      };
      facets.set(filterId, facet);
    }
    facet.options.push(mapFilterOption(value, filterId));
  }
  return [...facets.values()];
}

export function mapFilterOption(
  value: { id: number; name: string | null; htmlColor: string | null; search: string | null },
  filterId: number,
): AttributeOption {
  return {
    id: value.id,
    name: text(value.name),
    htmlColor: optionalText(value.htmlColor),
    token: text(value.search, `${filterId}-${value.id}`),
    priceExtra: 0,
  };
}
