import { batched, byId, type Context } from '../context';
import { many, one } from '../db';
import { missingRecordMessage, OdooError, ODOO_ERRORS } from '../errors';
import {
  buildProductSearch,
  catalogOnlyPartner,
  countTemplates,
  facetAttributeValues,
  facetFilterValues,
  orderBy,
  priceRange,
  searchTemplateIds,
  type FacetValueRow,
  type FilterValueRow,
  type ProductFilterInput,
  type ProductSortInput,
} from '../model/product-search';
import {
  templateRef,
  variantDisplayName,
  variantOrder,
  variantPricing,
  variantRef,
} from '../model/product';
import { idFromProductSlug } from '../model/slug';
import { BRAND_SELECT, CATEGORY_SELECT, productFieldResolvers } from './product-fields';
import { translated } from '../translate';
import type { Resolvers } from './types';

type Ctx = Context;
type Sort = 'ASC' | 'DESC';

interface CategoryRow {
  id: number;
  name: string;
  slug: string;
  parent_id: number | null;
  sequence: number;
}

interface Paging {
  currentPage?: number | null;
  pageSize?: number | null;
}

const offsetOf = ({ currentPage, pageSize }: Paging, defaultSize: number) => {
  const size = pageSize ?? defaultSize;
  return { size, offset: (Math.max(1, currentPage ?? 1) - 1) * size };
};

const facetValue = (row: FacetValueRow) => ({
  // The attribute's own value, not a product's (odoo15-faults.ts tells them apart).
  model: 'product.attribute.value',
  id: row.id,
  name: row.name,
  displayType: row.display_type,
  htmlColor: row.html_color,
  search: `${row.attribute_id}-${row.id}`,
  priceExtra: 0,
  attribute: { id: row.attribute_id },
});

const filterValue = (row: FilterValueRow) => ({
  id: row.id,
  name: row.name,
  htmlColor: row.html_color,
  search: `${row.filter_id}-${row.id}`,
  filter: { id: row.filter_id },
});

async function products(
  _: unknown,
  args: Paging & {
    filter?: ProductFilterInput | null;
    search?: string | null;
    sort?: ProductSortInput | null;
  },
  context: Ctx,
) {
  const { base, full, relevance } = await buildProductSearch(
    context,
    args.filter ?? {},
    args.search,
  );
  const { size, offset } = offsetOf(args, 20);
  const [ids, totalCount, range, facets, filterFacets] = [
    await searchTemplateIds(context, full, orderBy(args.sort, relevance), size, offset),
    await countTemplates(context, full),
    // Odoo computes the price range and facets without the price and attribute filters, so the
    // filter panel does not shrink as the shopper narrows the result.
    await priceRange(context, base),
    await facetAttributeValues(context, base),
    await facetFilterValues(context, base),
  ];
  return {
    products: ids.map(templateRef),
    totalCount,
    minPrice: range.minPrice,
    maxPrice: range.maxPrice,
    attributeValues: facets.map(facetValue),
    filterValues: filterFacets.map(filterValue),
  };
}

async function product(
  _: unknown,
  args: { id?: number | null; slug?: string | null; barcode?: string | null },
  context: Ctx,
) {
  const candidates: number[] = [];
  if (args.id) candidates.push(args.id);
  else if (args.slug) {
    const id = idFromProductSlug(args.slug);
    if (id) candidates.push(id);
  } else if (args.barcode) {
    const row = await one<{ template_id: number }>(
      context.db,
      `SELECT template_id FROM product_product WHERE barcode = $1
        UNION SELECT id FROM product_template WHERE barcode = $1 LIMIT 1`,
      [args.barcode],
    );
    if (row) candidates.push(row.template_id);
  }
  const [id] = candidates;
  if (id === undefined) return null;
  const { full } = await buildProductSearch(context, { ids: [id] }, null);
  const visible = await countTemplates(context, full);
  return visible > 0 ? templateRef(id) : null;
}

async function productVariant(
  _: unknown,
  args: { productTemplateId?: number | null; combinationId?: (number | null)[] | null },
  context: Ctx,
) {
  const ids = (args.combinationId ?? []).filter((id): id is number => typeof id === 'number');
  // Odoo browses the template, then the values, and fails on a missing one as the ORM does.
  const templateId = args.productTemplateId ?? 0;
  if (!(await one(context.db, 'SELECT 1 FROM product_template WHERE id = $1', [templateId]))) {
    throw new OdooError(
      missingRecordMessage('product.template', [templateId], context.user?.id ?? null),
    );
  }
  const known = await many<{ id: number }>(
    context.db,
    'SELECT id FROM product_template_attribute_value WHERE id = ANY($1::int[])',
    [ids],
  );
  const missing = ids.filter((id) => !known.some((row) => row.id === id));
  if (missing.length > 0) {
    throw new OdooError(
      missingRecordMessage('product.template.attribute.value', missing, context.user?.id ?? null),
    );
  }
  const combination = [...ids].sort((a, b) => a - b).join(',');
  const row = await one<{ id: number; active: boolean }>(
    context.db,
    `SELECT p.id, p.active FROM product_product p JOIN product_template t ON t.id = p.template_id
      WHERE p.template_id = $1 AND p.combination_indices = $2 AND t.is_published`,
    [templateId, combination],
  );
  if (!row) throw new OdooError(ODOO_ERRORS.productDoesNotExist);
  const pricing = await variantPricing(context, row.id);
  return {
    // graphql_vuestorefront browses this one without sudo.
    product: { ...variantRef(row.id), withCallerRights: true },
    productTemplateId: args.productTemplateId,
    displayImage: true,
    price: pricing.price,
    listPrice: String(pricing.listPrice),
    hasDiscountedPrice: pricing.hasDiscountedPrice,
    isCombinationPossible: row.active,
    // Read by ProductVariantData.displayName.
    variantRef: row.id,
  };
}

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
  const rows = await many<CategoryRow>(
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
    return one<CategoryRow>(
      context.db,
      `${CATEGORY_SELECT} FROM product_public_category cat WHERE id = $1`,
      [args.id],
    );
  if (args.slug)
    return one<CategoryRow>(
      context.db,
      `${CATEGORY_SELECT} FROM product_public_category cat WHERE slug = $1`,
      [args.slug],
    );
  return null;
}

async function quickSearch(
  _: unknown,
  args: { term: string; pageSize?: number | null },
  context: Ctx,
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
    categories: await many<CategoryRow>(
      context.db,
      `${CATEGORY_SELECT} FROM product_public_category cat
        WHERE cat.name ILIKE $1 OR ${translated('product.public.category,name', 'cat')} ILIKE $1
        ORDER BY sequence, id LIMIT 5`,
      [`%${term}%`],
    ),
    totalCount: await countTemplates(context, full),
  };
}

/** vsf_quick_order: the shop sends at most this many codes; more is a misuse, refused whole. */
const MAX_SKU_CODES = 200;

async function productVariantsBySku(_: unknown, args: { skus: string[] }, context: Ctx) {
  if (args.skus.length > MAX_SKU_CODES) {
    throw new OdooError(`At most ${MAX_SKU_CODES} internal references at once.`);
  }
  const codes = [...new Set(args.skus.map((sku) => sku.trim().toUpperCase()).filter(Boolean))];
  if (codes.length === 0) return [];
  // The same visibility as the product search (published, for sale, the personal catalog).
  const { base } = await buildProductSearch(context, {}, null);
  const params = [...base.params, codes];
  // A variant's own reference, or its template's: the shop shows a template's reference on a
  // product with variants, and that stands for the default variant (the first in Odoo's order).
  const rows = await many<{ id: number }>(
    context.db,
    `SELECT v.id FROM product_product v JOIN product_template t ON t.id = v.template_id
      WHERE v.active AND ${base.sql()}
        AND (upper(v.default_code) = ANY($${params.length}::text[])
          OR (upper(t.default_code) = ANY($${params.length}::text[])
              AND v.id = (SELECT d.id FROM product_product d
                           WHERE d.template_id = t.id AND d.active
                           ORDER BY ${variantOrder('d')} LIMIT 1)))
      ORDER BY v.id`,
    params,
  );
  return rows.map((row) => variantRef(row.id));
}

async function compareProducts(_: unknown, args: { productIds: number[] }, context: Ctx) {
  const ids = [...new Set(args.productIds)].slice(0, 12);
  const { full } = await buildProductSearch(context, { ids }, null);
  const visible = new Set(await searchTemplateIds(context, full, 't.id', 100, 0));
  const kept = ids.filter((id) => visible.has(id));
  const rows = await many<{
    template_id: number;
    group_id: number;
    group_name: string;
    value: string;
    kind: string;
  }>(
    context.db,
    `SELECT ptav.template_id, a.id AS group_id, ${translated('product.attribute,name', 'a')} AS group_name,
            ${translated('product.attribute.value,name', 'pav')} AS value, 'attribute' AS kind,
            a.sequence AS s1, pav.sequence AS s2
       FROM product_template_attribute_value ptav
       JOIN product_attribute_value pav ON pav.id = ptav.attribute_value_id
       JOIN product_attribute a ON a.id = pav.attribute_id
      WHERE ptav.template_id = ANY($1::int[])
     UNION ALL
     SELECT tf.template_id, f.id, ${translated('product.filter,name', 'f')},
            ${translated('product.filter.value,name', 'fv')}, 'filter', 1000 + f.sequence, fv.sequence
       FROM product_template_filter_value tf
       JOIN product_filter_value fv ON fv.id = tf.value_id
       JOIN product_filter f ON f.id = fv.filter_id
      WHERE tf.template_id = ANY($1::int[])
      ORDER BY s1, group_id, s2`,
    [kept],
  );
  // Attributes keep their id; filters are numbered after them so the two never collide.
  const groups = new Map<string, { id: number; name: string; values: Map<number, string[]> }>();
  for (const row of rows) {
    const key = `${row.kind}:${row.group_id}`;
    const group = groups.get(key) ?? {
      id: row.kind === 'filter' ? 100_000 + row.group_id : row.group_id,
      name: row.group_name,
      values: new Map(),
    };
    group.values.set(row.template_id, [...(group.values.get(row.template_id) ?? []), row.value]);
    groups.set(key, group);
  }
  return {
    products: kept.map(templateRef),
    attributes: [...groups.values()].map((group) => ({
      id: group.id,
      name: group.name,
      values: kept.map((id) => (group.values.get(id) ?? []).join(', ')),
    })),
  };
}

const ATTRIBUTE_SELECT = `SELECT a.id, ${translated('product.attribute,name', 'a')} AS name,
    a.display_type, a.create_variant, a.visibility, a.sequence
  FROM product_attribute a`;

const FILTER_SELECT = `SELECT f.id, ${translated('product.filter,name', 'f')} AS name, f.display_type
  FROM product_filter f`;

const PRODUCT_COUNT = `(SELECT count(*)::int FROM product_template t WHERE t.is_published AND t.sale_ok`;

async function catalogs(_: unknown, __: unknown, context: Ctx) {
  const limitedTo = await catalogOnlyPartner(context);
  return many(
    context.db,
    `SELECT c.id, ${translated('website.catalog,name', 'c')} AS name, c.slug,
            ${translated('website.catalog,description', 'c')} AS description, (c.partner_id IS NOT NULL) AS "isPersonal",
            ${PRODUCT_COUNT} AND t.id IN (SELECT template_id FROM website_catalog_product WHERE catalog_id = c.id)) AS "productCount"
       FROM website_catalog c
      WHERE (c.partner_id IS NULL AND $2::int IS NULL) OR c.partner_id = $1
      ORDER BY c.partner_id IS NULL, c.id`,
    [context.user ? context.partnerId : null, limitedTo],
  );
}

async function catalog(
  _: unknown,
  args: { id?: number | null; slug?: string | null },
  context: Ctx,
) {
  const all = (await catalogs(null, null, context)) as { id: number; slug: string }[];
  return all.find((entry) => (args.id ? entry.id === args.id : entry.slug === args.slug)) ?? null;
}

export const catalogResolvers: Resolvers = {
  ...productFieldResolvers,
  Query: {
    products,
    product,
    productVariant,
    categories,
    category,
    quickSearch,
    compareProducts,
    productVariantsBySku,
    catalogs,
    catalog,
    attribute: async (_: unknown, args: { id?: number | null }, c: Ctx) => {
      const row = await one(c.db, `${ATTRIBUTE_SELECT} WHERE a.id = $1`, [args.id ?? 0]);
      if (!row) throw new OdooError('Attribute does not exist.');
      return row;
    },
    brands: (_: unknown, args: Paging & { search?: string | null }, c: Ctx) => {
      const { size, offset } = offsetOf(args, 100);
      return many(
        c.db,
        `${BRAND_SELECT}, ${PRODUCT_COUNT} AND t.brand_id = b.id) AS "productCount"
           FROM product_brand b WHERE b.name ILIKE $1 ORDER BY b.name, b.id LIMIT ${size} OFFSET ${offset}`,
        [`%${args.search ?? ''}%`],
      );
    },
    brand: (_: unknown, args: { id?: number | null; slug?: string | null }, c: Ctx) =>
      one(
        c.db,
        `${BRAND_SELECT}, ${PRODUCT_COUNT} AND t.brand_id = b.id) AS "productCount"
           FROM product_brand b WHERE b.id = $1 OR b.slug = $2`,
        [args.id ?? 0, args.slug ?? ''],
      ),
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
  ProductVariantData: {
    displayName: (parent: { variantRef: number }, _: unknown, c: Ctx) =>
      variantDisplayName(c, parent.variantRef),
  },
  Category: {
    slug: (row: CategoryRow) => row.slug,
    parent: (row: CategoryRow, _: unknown, c: Ctx) =>
      row.parent_id === null
        ? null
        : one(c.db, `${CATEGORY_SELECT} FROM product_public_category cat WHERE id = $1`, [
            row.parent_id,
          ]),
    childs: (row: CategoryRow, _: unknown, c: Ctx) =>
      many(
        c.db,
        `${CATEGORY_SELECT} FROM product_public_category cat WHERE parent_id = $1 ORDER BY sequence, id`,
        [row.id],
      ),
    products: async (row: CategoryRow, _: unknown, c: Ctx) => {
      const { full } = await buildProductSearch(c, { categoryId: [row.id] }, null);
      return (await searchTemplateIds(c, full, 't.id', 100, 0)).map(templateRef);
    },
    jsonLd: (row: CategoryRow) => ({
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: row.name,
    }),
  },
  Attribute: {
    displayType: (row: { display_type: string }) => row.display_type,
    variantCreateMode: (row: { create_variant: string }) =>
      ({ always: 'Instantly', dynamically: 'Dynamically', no_variant: 'NeverOption' })[
        row.create_variant
      ] ?? null,
    filterVisibility: (row: { visibility: string }) =>
      row.visibility === 'hidden' ? 'Hidden' : 'Visible',
    values: async (row: { id: number; display_type: string }, _: unknown, c: Ctx) =>
      (
        await many<{ id: number; name: string; html_color: string | null }>(
          c.db,
          `SELECT pav.id, ${translated('product.attribute.value,name', 'pav')} AS name, pav.html_color
             FROM product_attribute_value pav WHERE pav.attribute_id = $1 ORDER BY pav.sequence, pav.id`,
          [row.id],
        )
      ).map((value) =>
        facetValue({ ...value, attribute_id: row.id, display_type: row.display_type }),
      ),
  },
  AttributeValue: {
    priceExtra: (value: { priceExtra: number }) => value.priceExtra,
    attribute: async (value: { attribute: { id: number } }, _: unknown, c: Ctx) =>
      (await batched(c, 'product.attribute', value.attribute.id, async (ids) =>
        byId(
          await many<{ id: number }>(c.db, `${ATTRIBUTE_SELECT} WHERE a.id = ANY($1::int[])`, [
            ids,
          ]),
          (row) => row.id,
        ),
      )) ?? null,
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
  Brand: {
    logo: (row: { id: number }) => `/web/image/product.brand/${row.id}/image_512`,
  },
};
