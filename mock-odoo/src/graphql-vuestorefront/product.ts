import { batched, byId, type Context } from '../context';
import { many, one } from '../db';
import { missingRecordMessage, OdooError, ODOO_ERRORS } from '../errors';
import type { Resolvers } from '../executable-schema';
import {
  buildProductSearch,
  countTemplates,
  facetAttributeValues,
  offsetOf,
  orderBy,
  priceRange,
  searchTemplateIds,
  type FacetValueRow,
  type Paging,
  type ProductFilterInput,
  type ProductSortInput,
} from '../model/product-search';
import { templateRef, variantDisplayName, variantPricing, variantRef } from '../model/product';
import { idFromProductSlug } from '../model/slug';
import { translated } from '../translate';

// graphql_vuestorefront's schemas/product.py: products, product, productVariant and attribute,
// with the fixes of our vsf_base (odoo/vsf_base/schema.py: the search, its sort and its facets;
// null for a product that does not exist). The Product type's own fields: product-fields.ts.
// What our modules add to the listing (brands, catalogs, filters) is part of the product search
// (model/product-search.ts); its filter values are vsf/product-filter.ts's field of ProductList.

type Ctx = Context;

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
  const [ids, totalCount, range, facets] = [
    await searchTemplateIds(context, full, orderBy(args.sort, relevance), size, offset),
    await countTemplates(context, full),
    // Odoo computes the price range and facets without the price and attribute filters, so the
    // filter panel does not shrink as the shopper narrows the result.
    await priceRange(context, base),
    await facetAttributeValues(context, base),
  ];
  return {
    products: ids.map(templateRef),
    totalCount,
    minPrice: range.minPrice,
    maxPrice: range.maxPrice,
    attributeValues: facets.map(facetValue),
    // For the fields of ProductList that other modules add (vsf_product_filter's filterValues).
    facetSearch: base,
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

const ATTRIBUTE_SELECT = `SELECT a.id, ${translated('product.attribute,name', 'a')} AS name,
    a.display_type, a.create_variant, a.visibility, a.sequence
  FROM product_attribute a`;

export const productResolvers: Resolvers = {
  Query: {
    products,
    product,
    productVariant,
    attribute: async (_: unknown, args: { id?: number | null }, c: Ctx) => {
      const row = await one(c.db, `${ATTRIBUTE_SELECT} WHERE a.id = $1`, [args.id ?? 0]);
      if (!row) throw new OdooError('Attribute does not exist.');
      return row;
    },
  },
  ProductVariantData: {
    displayName: (parent: { variantRef: number }, _: unknown, c: Ctx) =>
      variantDisplayName(c, parent.variantRef),
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
};
