import type { Context } from '../context';
import { many, one } from '../db';
import type { ProductAttribute, ProductAttributeValue, ProductFilterValue } from '../tables';
import { translated } from '../translate';
import { variantOrder } from './product';

/** The template's name and sales description in the request's language (alias `t`). */
export const TEMPLATE_NAME = translated('product.template,name', 't');
const TEMPLATE_DESCRIPTION = translated('product.template,description_sale', 't');

export interface ProductFilterInput {
  ids?: number[] | null;
  categoryId?: number[] | null;
  categorySlug?: string | null;
  attributeValueId?: number[] | null;
  attribValues?: string[] | null;
  name?: string | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  brandIds?: number[] | null;
  brandSlug?: string | null;
  filters?: string[] | null;
  catalogSlug?: string | null;
}

/** The catalogue's paging arguments (products, categories, brands). */
export interface Paging {
  currentPage?: number | null;
  pageSize?: number | null;
}

/** LIMIT and OFFSET of a 1-based page; unlike the document lists', a size of 0 is an empty page. */
export const offsetOf = ({ currentPage, pageSize }: Paging, defaultSize: number) => {
  const size = pageSize ?? defaultSize;
  return { size, offset: (Math.max(1, currentPage ?? 1) - 1) * size };
};

/** Opens a subquery counting the published, sellable templates; the caller adds its condition. */
export const PUBLISHED_PRODUCT_COUNT = `(SELECT count(*)::int FROM product_template t WHERE t.is_published AND t.sale_ok`;

export interface ProductSortInput {
  id?: 'ASC' | 'DESC' | null;
  name?: 'ASC' | 'DESC' | null;
  price?: 'ASC' | 'DESC' | null;
}

/** A WHERE clause under construction with numbered parameters. */
export class Where {
  readonly parts: string[] = [];
  readonly params: unknown[] = [];

  /** `sql` gets a placeholder factory: each call names the next parameter, pushed right after. */
  add(sql: (placeholder: () => string) => string) {
    let next = this.params.length;
    this.parts.push(sql(() => `$${++next}`));
  }

  clone(): Where {
    const copy = new Where();
    copy.parts.push(...this.parts);
    copy.params.push(...this.params);
    return copy;
  }

  sql(): string {
    return this.parts.length > 0 ? this.parts.join(' AND ') : 'TRUE';
  }
}

const words = (text: string) => text.split(/\s+/).filter(Boolean);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const escapeRegex = (text: string) => text.replace(/[\\^$.*+?()[\]{}|-]/g, (char) => `\\${char}`);

/** The template's name (as stored and in the request's language) or a reference, against a pattern. */
const nameOrReference = (operator: 'ILIKE' | '~*', pattern: string) =>
  `(t.name ${operator} ${pattern} OR ${TEMPLATE_NAME} ${operator} ${pattern}
    OR t.default_code ${operator} ${pattern}
    OR EXISTS (SELECT 1 FROM product_product v WHERE v.template_id = t.id AND v.default_code ${operator} ${pattern}))`;

/** Tokens like "<groupId>-<valueId>" grouped by group; malformed ones are ignored, as in Odoo. */
export function parseTokens(tokens: readonly string[] | null | undefined): Map<number, number[]> {
  const groups = new Map<number, number[]>();
  for (const token of tokens ?? []) {
    const match = /^(\d+)-(\d+)$/.exec(token.trim());
    if (!match) continue;
    const group = Number(match[1]);
    groups.set(group, [...(groups.get(group) ?? []), Number(match[2])]);
  }
  return groups;
}

/** Partner whose personal catalog limits what the acting customer sees, if any. */
export async function catalogOnlyPartner(context: Context): Promise<number | null> {
  if (!context.user) return null;
  const row = await one<{ id: number }>(
    context.db,
    `SELECT p.id FROM res_partner p
      WHERE p.id = $1 AND (p.website_catalog_products
         OR EXISTS (SELECT 1 FROM res_partner c WHERE c.id = p.parent_id AND c.website_catalog_products))`,
    [context.partnerId],
  );
  return row?.id ?? null;
}

/**
 * Odoo's product search (`get_product_list`): the base conditions, then price and attribute
 * conditions kept apart because the facets and the price range ignore them.
 */
export async function buildProductSearch(
  context: Context,
  filter: ProductFilterInput,
  search: string | null | undefined,
) {
  const base = new Where();
  base.add(() => 't.is_published AND t.sale_ok');

  const limitedTo = await catalogOnlyPartner(context);
  if (limitedTo !== null) {
    base.add(
      (p) =>
        `t.id IN (SELECT cp.template_id FROM website_catalog_product cp
                    JOIN website_catalog c ON c.id = cp.catalog_id WHERE c.partner_id = ${p()})`,
    );
    base.params.push(limitedTo);
  }
  if (filter.ids?.length) {
    base.add((p) => `t.id = ANY(${p()}::int[])`);
    base.params.push(filter.ids);
  }
  if (filter.categoryId?.length) {
    base.add((p) => inCategoryTree(`id = ANY(${p()}::int[])`));
    base.params.push(filter.categoryId);
  }
  if (filter.categorySlug) {
    base.add((p) => inCategoryTree(`slug = ${p()}`));
    base.params.push(filter.categorySlug);
  }
  // Names and descriptions match in the request's language and in English (the source), so a
  // shopper finds "bureaustoel" on the Dutch shop and a pasted English name still works.
  for (const word of words(filter.name ?? '')) {
    base.add((p) => {
      const like = p();
      return `(t.name ILIKE ${like} OR ${TEMPLATE_NAME} ILIKE ${like})`;
    });
    base.params.push(`%${escapeLike(word)}%`);
  }
  // graphql_vuestorefront's own search: every word in the name (the request's language), the
  // sales description or the template's reference (`like`: case-sensitive), in the chosen order.
  // A product with variants is not found by a variant's reference.
  for (const word of context.stockOdoo ? words(search ?? '') : []) {
    base.add((p) => {
      const like = p();
      return `(${TEMPLATE_NAME} ILIKE ${like} OR ${TEMPLATE_DESCRIPTION} LIKE ${like}
        OR t.default_code LIKE ${like})`;
    });
    base.params.push(`%${escapeLike(word)}%`);
  }
  // vsf_base's: every word must match somewhere. A product whose name or reference holds them all
  // as words of their own ranks first ("muis" in "Draadloze muis"), then one that holds them inside
  // longer words ("muisset"), a match in the description only after; names in English too, and
  // variants' references.
  const inNames: string[] = [];
  const asWords: string[] = [];
  for (const word of context.stockOdoo ? [] : words(search ?? '')) {
    base.add((p) => {
      const [like, wholeWord] = [p(), p()];
      const inName = nameOrReference('ILIKE', like);
      const asWord = nameOrReference('~*', wholeWord);
      inNames.push(inName);
      asWords.push(asWord);
      // A word of its own is in the name too: the first test changes nothing but names the parameter.
      return `(${asWord} OR ${inName} OR t.description_sale ILIKE ${like} OR ${TEMPLATE_DESCRIPTION} ILIKE ${like})`;
    });
    base.params.push(`%${escapeLike(word)}%`, `\\m${escapeRegex(word)}\\M`);
  }
  const relevance =
    inNames.length > 0
      ? `CASE WHEN ${asWords.join(' AND ')} THEN 0 WHEN ${inNames.join(' AND ')} THEN 1 ELSE 2 END`
      : null;
  if (filter.brandIds?.length) {
    base.add((p) => `t.brand_id = ANY(${p()}::int[])`);
    base.params.push(filter.brandIds);
  }
  if (filter.brandSlug) {
    base.add((p) => `t.brand_id = (SELECT id FROM product_brand WHERE slug = ${p()})`);
    base.params.push(filter.brandSlug);
  }
  if (filter.catalogSlug) {
    base.add(
      (p) => `t.id IN (SELECT cp.template_id FROM website_catalog_product cp
        JOIN website_catalog c ON c.id = cp.catalog_id
        WHERE c.slug = ${p()} AND (c.partner_id IS NULL OR c.partner_id = ${p()}))`,
    );
    base.params.push(filter.catalogSlug, context.partnerId);
  }

  const full = base.clone();
  if (typeof filter.minPrice === 'number') {
    full.add((p) => `t.list_price >= ${p()}`);
    full.params.push(filter.minPrice);
  }
  if (typeof filter.maxPrice === 'number') {
    full.add((p) => `t.list_price <= ${p()}`);
    full.params.push(filter.maxPrice);
  }
  if (filter.attributeValueId?.length) {
    full.add((p) => `EXISTS (${variantWithValues(`pav.id = ANY(${p()}::int[])`)})`);
    full.params.push(filter.attributeValueId);
  }
  // OR within one attribute, AND across attributes.
  for (const [, values] of parseTokens(filter.attribValues)) {
    full.add(
      (p) => `EXISTS (${variantWithValues(`ptav.attribute_value_id = ANY(${p()}::int[])`)})`,
    );
    full.params.push(values);
  }
  for (const [, values] of parseTokens(filter.filters)) {
    full.add(
      (p) => `EXISTS (SELECT 1 FROM product_template_filter_value tf
        WHERE tf.template_id = t.id AND tf.value_id = ANY(${p()}::int[]))`,
    );
    full.params.push(values);
  }
  return { base, full, relevance };
}

function inCategoryTree(rootCondition: string): string {
  return `EXISTS (
    WITH RECURSIVE tree AS (
      SELECT id FROM product_public_category WHERE ${rootCondition}
      UNION SELECT c.id FROM product_public_category c JOIN tree ON c.parent_id = tree.id)
    SELECT 1 FROM product_template_public_category pc
     WHERE pc.template_id = t.id AND pc.category_id IN (SELECT id FROM tree))`;
}

function variantWithValues(condition: string): string {
  return `SELECT 1 FROM product_product v
      JOIN product_variant_combination c ON c.product_id = v.id
      JOIN product_template_attribute_value ptav ON ptav.id = c.ptav_id
      JOIN product_attribute_value pav ON pav.id = ptav.attribute_value_id
     WHERE v.template_id = t.id AND v.active AND ${condition}`;
}

/**
 * The price a listing shows for a template: its default variant's (the first active one), list
 * price plus that variant's attribute extras. Sorting by it keeps a sorted page in the order its
 * cards show.
 */
const DEFAULT_VARIANT_PRICE = `(t.list_price + COALESCE((
    SELECT SUM(ptav.price_extra) FROM product_variant_combination c
      JOIN product_template_attribute_value ptav ON ptav.id = c.ptav_id
     WHERE c.product_id = (SELECT v.id FROM product_product v
                            WHERE v.template_id = t.id AND v.active
                            ORDER BY ${variantOrder('v')} LIMIT 1)), 0))`;

/** ORDER BY for a product search: its relevance first (a search term), then the chosen sort. */
export function orderBy(
  sort: ProductSortInput | null | undefined,
  relevance: string | null = null,
): string {
  // Odoo 15 orders a translated field by its translation.
  const columns = { id: 't.id', name: TEMPLATE_NAME, price: DEFAULT_VARIANT_PRICE } as const;
  const keys = (Object.keys(columns) as (keyof typeof columns)[]).filter((key) => sort?.[key]);
  const parts = keys.map((key) => `${columns[key]} ${sort?.[key] === 'DESC' ? 'DESC' : 'ASC'}`);
  return [...(relevance ? [relevance] : []), ...parts, 't.id ASC'].join(', ');
}

export async function searchTemplateIds(
  context: Context,
  where: Where,
  sort: string,
  limit: number,
  offset: number,
): Promise<number[]> {
  const rows = await many<{ id: number }>(
    context.db,
    `SELECT t.id FROM product_template t WHERE ${where.sql()} ORDER BY ${sort}
      LIMIT ${Math.max(0, Math.floor(limit))} OFFSET ${Math.max(0, Math.floor(offset))}`,
    where.params,
  );
  return rows.map((row) => row.id);
}

export async function countTemplates(context: Context, where: Where): Promise<number> {
  const row = await one<{ count: number }>(
    context.db,
    `SELECT count(*)::int AS count FROM product_template t WHERE ${where.sql()}`,
    where.params,
  );
  return row?.count ?? 0;
}

export async function priceRange(context: Context, where: Where) {
  const row = await one<{ min: number | null; max: number | null }>(
    context.db,
    `SELECT min(t.list_price) AS min, max(t.list_price) AS max FROM product_template t WHERE ${where.sql()}`,
    where.params,
  );
  return { minPrice: row?.min ?? 0, maxPrice: row?.max ?? 0 };
}

export type FacetValueRow = Pick<
  ProductAttributeValue,
  'id' | 'name' | 'html_color' | 'attribute_id'
> &
  Pick<ProductAttribute, 'display_type'>;

/** Attribute values present on a real (active) variant of the matched templates. */
export function facetAttributeValues(context: Context, where: Where): Promise<FacetValueRow[]> {
  return many<FacetValueRow>(
    context.db,
    `SELECT DISTINCT pav.id, ${translated('product.attribute.value,name', 'pav')} AS name,
            pav.html_color, pav.attribute_id, a.display_type,
            a.sequence AS attribute_sequence, pav.sequence AS value_sequence
       FROM product_template t
       JOIN product_product v ON v.template_id = t.id AND v.active
       JOIN product_variant_combination c ON c.product_id = v.id
       JOIN product_template_attribute_value ptav ON ptav.id = c.ptav_id
       JOIN product_attribute_value pav ON pav.id = ptav.attribute_value_id
       JOIN product_attribute a ON a.id = pav.attribute_id
      WHERE ${where.sql()}
      ORDER BY a.sequence, pav.attribute_id, pav.sequence, pav.id`,
    where.params,
  );
}

export type FilterValueRow = Pick<ProductFilterValue, 'id' | 'name' | 'html_color' | 'filter_id'>;

export function facetFilterValues(context: Context, where: Where): Promise<FilterValueRow[]> {
  return many<FilterValueRow>(
    context.db,
    `SELECT DISTINCT fv.id, ${translated('product.filter.value,name', 'fv')} AS name,
            fv.html_color, fv.filter_id, f.sequence AS filter_sequence,
            fv.sequence AS value_sequence
       FROM product_template t
       JOIN product_template_filter_value tf ON tf.template_id = t.id
       JOIN product_filter_value fv ON fv.id = tf.value_id
       JOIN product_filter f ON f.id = fv.filter_id
      WHERE ${where.sql()}
      ORDER BY f.sequence, fv.filter_id, fv.sequence, fv.id`,
    where.params,
  );
}
