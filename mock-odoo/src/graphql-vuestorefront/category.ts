import type { Context } from '../context';
import { many, one } from '../db';
import type { Resolvers } from '../executable-schema';
import { templateRef } from '../model/product';
import {
  buildProductSearch,
  offsetOf,
  searchTemplateIds,
  type Paging,
} from '../model/product-search';
import type { ProductPublicCategory } from '../tables';
import { translated } from '../translate';

// graphql_vuestorefront's schemas/category.py (categories, category) and the Category type of
// schemas/objects.py: the website's product categories (product.public.category).

type Ctx = Context;
type Sort = 'ASC' | 'DESC';

/** A category row with its name in the request's language (alias `cat`). */
export const CATEGORY_SELECT = `SELECT cat.id, cat.slug, cat.parent_id, cat.sequence,
       ${translated('product.public.category,name', 'cat')} AS name`;

async function categories(
  _: unknown,
  args: Paging & {
    filter?: { id?: number[] | null; parent?: boolean | null } | null;
    search?: string | null;
    sort?: { id?: Sort | null } | null;
  },
  context: Ctx,
) {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (args.filter?.id?.length) {
    params.push(args.filter.id);
    conditions.push(`id = ANY($${params.length}::int[])`);
  }
  if (args.filter?.parent) conditions.push('parent_id IS NULL');
  for (const word of (args.search ?? '').split(/\s+/).filter(Boolean)) {
    params.push(`%${word}%`);
    // Odoo searches a translated field in the request's language; English still matches too.
    conditions.push(
      `(name ILIKE $${params.length} OR ${translated('product.public.category,name', 'cat')} ILIKE $${params.length})`,
    );
  }
  const where = conditions.length ? conditions.join(' AND ') : 'TRUE';
  const order = args.sort?.id ? `id ${args.sort.id}` : 'sequence ASC, id ASC';
  const { size, offset } = offsetOf(args, 20);
  const rows = await many<ProductPublicCategory>(
    context.db,
    `${CATEGORY_SELECT} FROM product_public_category cat WHERE ${where} ORDER BY ${order} LIMIT ${Math.max(0, size)} OFFSET ${offset}`,
    params,
  );
  const count = await one<{ count: number }>(
    context.db,
    `SELECT count(*)::int AS count FROM product_public_category cat WHERE ${where}`,
    params,
  );
  return { categories: rows, totalCount: count?.count ?? 0 };
}

function category(_: unknown, args: { id?: number | null; slug?: string | null }, context: Ctx) {
  if (args.id)
    return one<ProductPublicCategory>(
      context.db,
      `${CATEGORY_SELECT} FROM product_public_category cat WHERE id = $1`,
      [args.id],
    );
  if (args.slug)
    return one<ProductPublicCategory>(
      context.db,
      `${CATEGORY_SELECT} FROM product_public_category cat WHERE slug = $1`,
      [args.slug],
    );
  return null;
}

export const categoryResolvers: Resolvers = {
  Query: { categories, category },
  Category: {
    slug: (row: ProductPublicCategory) => row.slug,
    parent: (row: ProductPublicCategory, _: unknown, c: Ctx) =>
      row.parent_id === null
        ? null
        : one(c.db, `${CATEGORY_SELECT} FROM product_public_category cat WHERE id = $1`, [
            row.parent_id,
          ]),
    childs: (row: ProductPublicCategory, _: unknown, c: Ctx) =>
      many(
        c.db,
        `${CATEGORY_SELECT} FROM product_public_category cat WHERE parent_id = $1 ORDER BY sequence, id`,
        [row.id],
      ),
    products: async (row: ProductPublicCategory, _: unknown, c: Ctx) => {
      const { full } = await buildProductSearch(c, { categoryId: [row.id] }, null);
      return (await searchTemplateIds(c, full, 't.id', 100, 0)).map(templateRef);
    },
    jsonLd: (row: ProductPublicCategory) => ({
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: row.name,
    }),
  },
};
