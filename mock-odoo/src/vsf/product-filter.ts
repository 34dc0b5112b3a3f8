import { batched, byId, type Context } from '../context';
import { many } from '../db';
import type { Resolvers } from '../executable-schema';
import {
  buildProductSearch,
  facetFilterValues,
  type FilterValueRow,
  type Where,
} from '../model/product-search';
import { translated } from '../translate';

// vsf_product_filter: facets beyond variant attributes (material, energy label, warranty): the
// filters of a category, the values a listing's products carry (ProductList.filterValues) and
// the listing's `filters` condition (model/product-search.ts).

type Ctx = Context;

const filterValue = (row: FilterValueRow) => ({
  id: row.id,
  name: row.name,
  htmlColor: row.html_color,
  search: `${row.filter_id}-${row.id}`,
  filter: { id: row.filter_id },
});

const FILTER_SELECT = `SELECT f.id, ${translated('product.filter,name', 'f')} AS name, f.display_type
  FROM product_filter f`;

export const productFilterResolvers: Resolvers = {
  Query: {
    filters: async (_: unknown, args: { categorySlug?: string | null }, c: Ctx) => {
      const { base } = await buildProductSearch(c, { categorySlug: args.categorySlug }, null);
      const used = await facetFilterValues(c, base);
      const filters = await many<{ id: number; name: string; display_type: string }>(
        c.db,
        `${FILTER_SELECT} ORDER BY f.sequence, f.id`,
      );
      return filters
        .map((filter) => ({
          id: filter.id,
          name: filter.name,
          displayType: filter.display_type,
          values: used.filter((value) => value.filter_id === filter.id).map(filterValue),
        }))
        .filter((filter) => filter.values.length > 0);
    },
  },
  ProductList: {
    // As the attribute values: those of the match without its price, attribute and filter
    // conditions, so the filter panel does not shrink as the shopper narrows the result.
    filterValues: async (list: { facetSearch: Where }, _: unknown, c: Ctx) =>
      (await facetFilterValues(c, list.facetSearch)).map(filterValue),
  },
  ProductFilterValue: {
    filter: async (value: { filter: { id: number } }, _: unknown, c: Ctx) => {
      const row = await batched(c, 'product.filter', value.filter.id, async (ids) =>
        byId(
          await many<{ id: number; name: string; display_type: string }>(
            c.db,
            `${FILTER_SELECT} WHERE f.id = ANY($1::int[])`,
            [ids],
          ),
          (filter) => filter.id,
        ),
      );
      return row ? { id: row.id, name: row.name, displayType: row.display_type, values: [] } : null;
    },
  },
};
