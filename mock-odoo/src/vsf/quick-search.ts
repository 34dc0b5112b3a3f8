import type { Context } from '../context';
import { many } from '../db';
import type { Resolvers } from '../executable-schema';
import { CATEGORY_SELECT } from '../graphql-vuestorefront/category';
import { templateRef } from '../model/product';
import {
  buildProductSearch,
  countTemplates,
  orderBy,
  searchTemplateIds,
} from '../model/product-search';
import type { ProductPublicCategory } from '../tables';
import { translated } from '../translate';

// vsf_quick_search: search as you type, products by name or reference and the categories whose
// name matches, in one query.

async function quickSearch(
  _: unknown,
  args: { term: string; pageSize?: number | null },
  context: Context,
) {
  const term = args.term.trim();
  // The storefront asks from 2 letters on; shorter terms would match nearly everything.
  if (term.length < 2) return { products: [], categories: [], totalCount: 0 };
  const { full, relevance } = await buildProductSearch(context, {}, term);
  const size = Math.min(50, Math.max(0, args.pageSize ?? 6));
  return {
    products: (
      await searchTemplateIds(context, full, orderBy({ name: 'ASC' }, relevance), size, 0)
    ).map(templateRef),
    categories: await many<ProductPublicCategory>(
      context.db,
      `${CATEGORY_SELECT} FROM product_public_category cat
        WHERE cat.name ILIKE $1 OR ${translated('product.public.category,name', 'cat')} ILIKE $1
        ORDER BY sequence, id LIMIT 5`,
      [`%${term}%`],
    ),
    totalCount: await countTemplates(context, full),
  };
}

export const quickSearchResolvers: Resolvers = {
  Query: { quickSearch },
};
