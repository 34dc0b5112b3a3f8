import { batched, groupBy, memo, type Context } from '../context';
import { many } from '../db';
import type { Resolvers } from '../executable-schema';
import {
  companyCurrency,
  firstVariantId,
  loadTemplate,
  loadVariant,
  templateRef,
  variantPricing,
  variantRef,
  type ProductRef,
  type TemplateRow,
  variantOrder,
  variantDisplayName,
} from '../model/product';
import { productSlug, slugify } from '../model/slug';
import { translated } from '../translate';
import { CATEGORY_SELECT } from './category';

// The Product type of graphql_vuestorefront's schemas/objects.py. Template-only and variant-only
// fields follow it: a template answers with its default variant where Odoo would.
// The fields our modules add are theirs: brand (vsf/product-brand.ts), uomCode and unspscCode
// (vsf/punchout/product-codes.ts).

async function templateId(context: Context, ref: ProductRef): Promise<number> {
  if (ref.kind === 'template') return ref.id;
  return (await loadVariant(context, ref.id))?.template_id ?? 0;
}

/** The template a Product stands for, itself or its variant's. */
export async function productTemplate(context: Context, ref: ProductRef): Promise<TemplateRow> {
  const row = await loadTemplate(context, await templateId(context, ref));
  if (!row) throw new Error(`Product ${ref.kind} ${ref.id} vanished`);
  return row;
}

/** The variant a field speaks for: the variant itself, or the template's default variant. */
async function variantId(context: Context, ref: ProductRef): Promise<number | null> {
  return ref.kind === 'variant' ? ref.id : firstVariantId(context, ref.id);
}

async function variantValues(context: Context, productId: number): Promise<PtavRow[]> {
  const values = await batched(context, 'variant-values', productId, async (ids) => {
    const rows = await many<PtavRow & { product_id: number }>(
      context.db,
      `SELECT c.product_id, ${PTAV_COLUMNS} ${PTAV_FROM}
        JOIN product_variant_combination c ON c.ptav_id = ptav.id
       WHERE c.product_id = ANY($1::int[]) ORDER BY a.sequence, a.id`,
      [ids],
    );
    return groupBy(rows, (row) => row.product_id);
  });
  return values ?? [];
}

/** The values a template offers on its active variants. */
async function templateValues(context: Context, id: number): Promise<PtavRow[]> {
  const values = await batched(context, 'template-values', id, async (ids) => {
    const rows = await many<PtavRow & { template_id: number }>(
      context.db,
      `SELECT ${PTAV_COLUMNS} ${PTAV_FROM}
        WHERE ptav.template_id = ANY($1::int[])
          AND EXISTS (SELECT 1 FROM product_variant_combination vc
                        JOIN product_product p ON p.id = vc.product_id AND p.active
                       WHERE vc.ptav_id = ptav.id)
        ORDER BY a.sequence, a.id, pav.sequence, pav.id`,
      [ids],
    );
    return groupBy(rows, (row) => row.template_id);
  });
  return values ?? [];
}

export interface PtavRow {
  id: number;
  value_id: number;
  name: string;
  html_color: string | null;
  price_extra: number;
  attribute_id: number;
  attribute_name: string;
  display_type: string;
}

const PTAV_COLUMNS = `ptav.id, ptav.template_id, pav.id AS value_id,
       ${translated('product.attribute.value,name', 'pav')} AS name, pav.html_color, ptav.price_extra,
       a.id AS attribute_id, ${translated('product.attribute,name', 'a')} AS attribute_name, a.display_type`;

const PTAV_FROM = `FROM product_template_attribute_value ptav
  JOIN product_attribute_value pav ON pav.id = ptav.attribute_value_id
  JOIN product_attribute a ON a.id = pav.attribute_id`;

/** AttributeValue as a template offers it: `id` is the template attribute value (combination id). */
export function ptavValue(row: PtavRow) {
  return {
    id: row.id,
    name: row.name,
    displayType: row.display_type,
    htmlColor: row.html_color,
    search: `${row.attribute_id}-${row.value_id}`,
    priceExtra: row.price_extra,
    attribute: { id: row.attribute_id },
  };
}

async function displayName(context: Context, ref: ProductRef): Promise<string> {
  if (ref.kind === 'template') return (await productTemplate(context, ref)).name;
  return memo(context, `display-name:${ref.id}`, () => variantDisplayName(context, ref.id));
}

async function quantity(context: Context, ref: ProductRef): Promise<number> {
  if (ref.kind === 'variant') return (await loadVariant(context, ref.id))?.qty_available ?? 0;
  // Not remembered: a cart mutation of the same request may reserve stock.
  const qty = await batched(
    context,
    'template-quantity',
    ref.id,
    async (ids) => {
      const rows = await many<{ template_id: number; qty: number }>(
        context.db,
        `SELECT template_id, SUM(qty_available) AS qty FROM product_product
          WHERE template_id = ANY($1::int[]) AND active GROUP BY template_id`,
        [ids],
      );
      return new Map(rows.map((row) => [row.template_id, row.qty]));
    },
    { remember: false },
  );
  return qty ?? 0;
}

async function combinationInfo(context: Context, productId: number | null) {
  if (productId === null) return null;
  const variant = await loadVariant(context, productId);
  if (!variant) return null;
  const pricing = await variantPricing(context, productId);
  return {
    product_id: productId,
    product_template_id: variant.template_id,
    display_name: await displayName(context, variantRef(productId)),
    display_image: true,
    list_price: pricing.listPrice,
    price: pricing.price,
    price_extra: pricing.priceExtra,
    has_discounted_price: pricing.hasDiscountedPrice,
    free_qty: variant.qty_available,
    is_combination_possible: variant.active,
  };
}

async function inWishlist(context: Context, ref: ProductRef): Promise<boolean> {
  const owner = context.user
    ? { column: 'partner_id', value: context.partnerId }
    : { column: 'session_id', value: context.session.id };
  const column = ref.kind === 'variant' ? 'p.id' : 'p.template_id';
  // Not remembered: the wishlist mutations answer with the list they changed.
  const found = await batched(
    context,
    `in-wishlist:${ref.kind}:${owner.column}:${owner.value}`,
    ref.id,
    async (ids) => {
      const rows = await many<{ id: number }>(
        context.db,
        `SELECT DISTINCT ${column} AS id FROM product_wishlist w
           JOIN product_product p ON p.id = w.product_id
          WHERE w.${owner.column} = $1 AND ${column} = ANY($2::int[])`,
        [owner.value, ids],
      );
      return new Map(rows.map((row) => [row.id, true]));
    },
    { remember: false },
  );
  return found ?? false;
}

const imagePath = (ref: ProductRef, field: string) =>
  ref.kind === 'template'
    ? `/web/image/product.template/${ref.id}/${field}`
    : `/web/image/product.product/${ref.id}/${field}`;

type P = ProductRef;
type Ctx = Context;

export const productFieldResolvers: Resolvers = {
  Product: {
    id: (ref: P) => ref.id,
    typeId: async (ref: P, _: unknown, c: Ctx) =>
      (await productTemplate(c, ref)).type === 'product' ? 'simple' : 'configurable',
    visibility: async (ref: P, _: unknown, c: Ctx) =>
      (await productTemplate(c, ref)).is_published ? 1 : 0,
    status: async (ref: P, _: unknown, c: Ctx) => ((await quantity(c, ref)) > 0 ? 1 : 0),
    name: async (ref: P, _: unknown, c: Ctx) => (await productTemplate(c, ref)).name,
    displayName: (ref: P, _: unknown, c: Ctx) => displayName(c, ref),
    sku: async (ref: P, _: unknown, c: Ctx) =>
      ref.kind === 'variant'
        ? ((await loadVariant(c, ref.id))?.default_code ?? null)
        : (await productTemplate(c, ref)).default_code,
    barcode: async (ref: P, _: unknown, c: Ctx) =>
      ref.kind === 'variant'
        ? ((await loadVariant(c, ref.id))?.barcode ?? null)
        : (await productTemplate(c, ref)).barcode,
    description: async (ref: P, _: unknown, c: Ctx) =>
      (await productTemplate(c, ref)).description_sale,
    // The template's currency, the company's: its list price is in it, whatever the pricelist.
    currency: (_: P, __: unknown, c: Ctx) => companyCurrency(c),
    weight: async (ref: P, _: unknown, c: Ctx) => (await productTemplate(c, ref)).weight,
    metaTitle: async (ref: P, _: unknown, c: Ctx) =>
      (await productTemplate(c, ref)).website_meta_title,
    metaKeyword: async (ref: P, _: unknown, c: Ctx) =>
      (await productTemplate(c, ref)).website_meta_keywords,
    metaDescription: async (ref: P, _: unknown, c: Ctx) =>
      (await productTemplate(c, ref)).website_meta_description,
    image: (ref: P) => imagePath(ref, 'image_1920'),
    smallImage: (ref: P) => imagePath(ref, 'image_128'),
    thumbnail: (ref: P) => imagePath(ref, 'image_512'),
    imageFilename: async (ref: P, _: unknown, c: Ctx) =>
      slugify((await productTemplate(c, ref)).source_name),
    categories: async (ref: P, _: unknown, c: Ctx) =>
      many(
        c.db,
        `${CATEGORY_SELECT} FROM product_public_category cat
           JOIN product_template_public_category pc ON pc.category_id = cat.id
          WHERE pc.template_id = $1 ORDER BY cat.sequence, cat.id`,
        [await templateId(c, ref)],
      ),
    // The demo sells no product beyond its stock: Odoo's False, answered `or None`.
    allowOutOfStock: () => null,
    showAvailableQty: () => true,
    outOfStockMessage: () => null,
    ribbon: () => null,
    isInStock: async (ref: P, _: unknown, c: Ctx) => (await quantity(c, ref)) > 0,
    isInWishlist: (ref: P, _: unknown, c: Ctx) => inWishlist(c, ref),
    mediaGallery: () => [],
    qty: (ref: P, _: unknown, c: Ctx) => quantity(c, ref),
    slug: async (ref: P, _: unknown, c: Ctx) => {
      const row = await productTemplate(c, ref);
      // Slugs stay English in every language, so a link works whatever the shopper's language.
      return productSlug(row.id, row.source_name);
    },
    alternativeProducts: async (ref: P, _: unknown, c: Ctx) =>
      (
        await many<{ id: number }>(
          c.db,
          `SELECT t.id FROM product_alternative a JOIN product_template t ON t.id = a.alternative_id
            WHERE a.template_id = $1 AND t.is_published ORDER BY t.id`,
          [await templateId(c, ref)],
        )
      ).map((row) => templateRef(row.id)),
    accessoryProducts: async (ref: P, _: unknown, c: Ctx) =>
      (
        await many<{ id: number }>(
          c.db,
          `SELECT p.id FROM product_accessory a JOIN product_product p ON p.id = a.product_id
            WHERE a.template_id = $1 AND p.active ORDER BY ${variantOrder('p')}`,
          [await templateId(c, ref)],
        )
      ).map((row) => variantRef(row.id)),
    combinationInfoVariant: (ref: P, _: unknown, c: Ctx) =>
      ref.kind === 'variant' ? combinationInfo(c, ref.id) : null,
    // graphql_vuestorefront answers these `or None`: a price of 0 is null.
    variantPrice: async (ref: P, _: unknown, c: Ctx) =>
      ref.kind === 'variant' ? (await variantPricing(c, ref.id)).listPrice || null : null,
    variantPriceAfterDiscount: async (ref: P, _: unknown, c: Ctx) =>
      ref.kind === 'variant' ? (await variantPricing(c, ref.id)).price || null : null,
    variantHasDiscountedPrice: async (ref: P, _: unknown, c: Ctx) =>
      ref.kind === 'variant' ? (await variantPricing(c, ref.id)).hasDiscountedPrice : null,
    isVariantPossible: async (ref: P, _: unknown, c: Ctx) =>
      ref.kind === 'variant' ? ((await loadVariant(c, ref.id))?.active ?? false) : null,
    variantAttributeValues: async (ref: P, _: unknown, c: Ctx) =>
      ref.kind === 'variant' ? (await variantValues(c, ref.id)).map(ptavValue) : [],
    productTemplate: async (ref: P, _: unknown, c: Ctx) =>
      ref.kind === 'variant' ? templateRef(await templateId(c, ref)) : null,
    combinationInfo: async (ref: P, _: unknown, c: Ctx) =>
      combinationInfo(c, await variantId(c, ref)),
    price: async (ref: P, _: unknown, c: Ctx) => (await productTemplate(c, ref)).list_price || null,
    attributeValues: async (ref: P, _: unknown, c: Ctx) =>
      (await templateValues(c, await templateId(c, ref))).map(ptavValue),
    productVariants: async (ref: P, _: unknown, c: Ctx) =>
      (
        await many<{ id: number }>(
          c.db,
          `SELECT id FROM product_product WHERE template_id = $1 AND active ORDER BY ${variantOrder()}`,
          [await templateId(c, ref)],
        )
      ).map((row) => variantRef(row.id)),
    firstVariant: async (ref: P, _: unknown, c: Ctx) => {
      const id = await variantId(c, ref);
      return id === null ? null : variantRef(id);
    },
    jsonLd: async (ref: P, _: unknown, c: Ctx) => {
      const row = await productTemplate(c, ref);
      const pricing = await variantPricing(c, (await variantId(c, ref)) ?? 0);
      return {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: row.name,
        sku: row.default_code,
        offers: {
          '@type': 'Offer',
          price: pricing.price,
          priceCurrency: c.pricelist.currencyName,
          availability:
            (await quantity(c, ref)) > 0
              ? 'https://schema.org/InStock'
              : 'https://schema.org/OutOfStock',
        },
      };
    },
  },
};
