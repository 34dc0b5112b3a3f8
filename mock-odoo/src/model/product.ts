import { batched, byId, memo, type Context } from '../context';
import { many, one } from '../db';
import type { ProductProduct, ProductTemplate, ResCurrency } from '../tables';
import { translated } from '../translate';

/**
 * What every resolver returning a `Product` returns. Odoo uses one GraphQL type for templates
 * (catalogue entries) and variants (what goes in a cart); the Product field resolvers look the
 * rest up, memoized per request.
 */
export interface ProductRef {
  kind: 'template' | 'variant';
  id: number;
  /** Browsed with the caller's rights, not graphql_vuestorefront's usual sudo (productVariant). */
  withCallerRights?: true;
}

export const templateRef = (id: number): ProductRef => ({ kind: 'template', id });
export const variantRef = (id: number): ProductRef => ({ kind: 'variant', id });

/** A template with its translatable fields in the request's language. */
export type TemplateRow = Pick<
  ProductTemplate,
  | 'id'
  | 'name'
  | 'description_sale'
  | 'list_price'
  | 'default_code'
  | 'barcode'
  | 'brand_id'
  | 'is_published'
  | 'sale_ok'
  | 'type'
  | 'weight'
  | 'website_meta_title'
  | 'website_meta_description'
  | 'website_meta_keywords'
  | 'unspsc_code'
> & {
  /** The English name, which slugs and image file names keep in every language. */
  source_name: string;
  /** UN/CEFACT Rec. 20 code of the product's unit (OCA uom_unece). */
  uom_code: string | null;
};

/** The columns of a TemplateRow. */
const TEMPLATE_SELECT = `SELECT t.id, t.list_price, t.default_code, t.barcode, t.brand_id,
    t.is_published, t.sale_ok, t.type, t.weight, t.website_meta_keywords, t.name AS source_name,
    t.unspsc_code, (SELECT u.unece_code FROM uom_uom u WHERE u.id = t.uom_id) AS uom_code,
    ${translated('product.template,name', 't')} AS name,
    ${translated('product.template,description_sale', 't')} AS description_sale,
    ${translated('product.template,website_meta_title', 't')} AS website_meta_title,
    ${translated('product.template,website_meta_description', 't')} AS website_meta_description
  FROM product_template t`;

export async function loadTemplate(context: Context, id: number): Promise<TemplateRow | null> {
  const row = await batched(context, 'product.template', id, async (ids) =>
    byId(
      await many<TemplateRow>(context.db, `${TEMPLATE_SELECT} WHERE t.id = ANY($1::int[])`, [ids]),
      (template) => template.id,
    ),
  );
  return row ?? null;
}

export async function loadVariant(context: Context, id: number): Promise<ProductProduct | null> {
  const row = await batched(context, 'product.product', id, async (ids) =>
    byId(
      await many<ProductProduct>(
        context.db,
        'SELECT * FROM product_product WHERE id = ANY($1::int[])',
        [ids],
      ),
      (variant) => variant.id,
    ),
  );
  return row ?? null;
}

/**
 * The order of a template's variants, as Odoo's product.product._order ('priority desc,
 * default_code, name, id'; the demo stars none and its variants share their template's name):
 * productVariants lists them so, and the first is the default one (product_variant_id), whose
 * price and stock a card shows.
 */
export function variantOrder(alias?: string): string {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  return `${column('default_code')}, ${column('id')}`;
}

/** The default variant of a template: the first active one. */
export async function firstVariantId(context: Context, templateId: number): Promise<number | null> {
  const id = await batched(context, 'first-variant', templateId, async (templateIds) => {
    const rows = await many<{ id: number; template_id: number }>(
      context.db,
      `SELECT DISTINCT ON (template_id) id, template_id FROM product_product
        WHERE template_id = ANY($1::int[]) AND active ORDER BY template_id, ${variantOrder()}`,
      [templateIds],
    );
    return new Map(rows.map((row) => [row.template_id, row.id]));
  });
  return id ?? null;
}

export interface VariantPricing {
  /** List price plus the variant's extras (before the pricelist). */
  listPrice: number;
  /** Price for the acting customer's pricelist. */
  price: number;
  priceExtra: number;
  hasDiscountedPrice: boolean;
}

export const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The company currency (the one without rates): a product template's currency in Odoo, which its
 * list price is in (the price a pricelist gives is in the pricelist's currency).
 */
export function companyCurrency(context: Context): Promise<ResCurrency | null> {
  return memo(context, 'company-currency', () =>
    one<ResCurrency>(
      context.db,
      `SELECT c.id, c.name, c.symbol FROM res_currency c
        WHERE NOT EXISTS (SELECT 1 FROM res_currency_rate r WHERE r.currency_id = c.id)
        ORDER BY c.id LIMIT 1`,
    ),
  );
}

interface PricingRow {
  id: number;
  list_price: number;
  price_extra: number;
  compute_price: 'fixed' | 'percentage' | null;
  fixed_price: number | null;
  percent_price: number | null;
}

const NO_PRICING: VariantPricing = {
  listPrice: 0,
  price: 0,
  priceExtra: 0,
  hasDiscountedPrice: false,
};

/** Odoo's combination pricing for one variant and the request's pricelist. */
export async function variantPricing(context: Context, variantId: number): Promise<VariantPricing> {
  const { pricelist } = context;
  const row = await batched(context, `pricing:${pricelist.id}`, variantId, async (ids) =>
    byId(
      await many<PricingRow>(
        context.db,
        `SELECT p.id, t.list_price,
                COALESCE((SELECT SUM(ptav.price_extra) FROM product_variant_combination c
                            JOIN product_template_attribute_value ptav ON ptav.id = c.ptav_id
                           WHERE c.product_id = p.id), 0) AS price_extra,
                rule.compute_price, rule.fixed_price, rule.percent_price
           FROM product_product p JOIN product_template t ON t.id = p.template_id
           -- Odoo's _compute_price_rule: the first rule by applied_on (variant before template).
           LEFT JOIN LATERAL (
             SELECT i.compute_price, i.fixed_price, i.percent_price
               FROM product_pricelist_item i
              WHERE i.pricelist_id = $2
                AND (i.product_id = p.id OR (i.product_id IS NULL AND i.product_tmpl_id = t.id))
              ORDER BY i.applied_on, i.id DESC LIMIT 1) rule ON true
          WHERE p.id = ANY($1::int[])`,
        [ids, pricelist.id],
      ),
      (pricing) => pricing.id,
    ),
  );
  if (!row) return NO_PRICING;
  // Odoo's pricelist computes in the company currency (list prices are in euros) and converts
  // to the pricelist's currency at the day's rate, rounding to the currency's cents last.
  const { rate, discount } = pricelist;
  const converted = (row.list_price + row.price_extra) * rate;
  const listPrice = round2(converted);
  const price =
    row.compute_price === 'fixed'
      ? round2(row.fixed_price ?? 0)
      : round2(converted * (1 - (row.percent_price ?? discount) / 100));
  return {
    listPrice,
    price,
    priceExtra: round2(row.price_extra * rate),
    // The demo's pricelists keep Odoo's default discount policy (with_discount), under which
    // _get_combination_info flags no discount: the price itself is the discounted one.
    hasDiscountedPrice: false,
  };
}

/** Odoo's variant display name: `Template (Value, Value)`, single-value attributes left out. */
export async function variantDisplayName(context: Context, variantId: number): Promise<string> {
  const name = await batched(context, 'variant-display-name', variantId, async (ids) => {
    const rows = await many<{ id: number; name: string; values: string[] | null }>(
      context.db,
      `SELECT p.id, ${translated('product.template,name', 't')} AS name,
              (SELECT array_agg(${translated('product.attribute.value,name', 'av')}
                                ORDER BY a.sequence, a.id, av.sequence, av.id)
                 FROM product_variant_combination c
                 JOIN product_template_attribute_value ptav ON ptav.id = c.ptav_id
                 JOIN product_attribute_value av ON av.id = ptav.attribute_value_id
                 JOIN product_attribute a ON a.id = av.attribute_id
                WHERE c.product_id = p.id
                  AND (SELECT count(*) FROM product_template_attribute_value other
                         JOIN product_attribute_value ov ON ov.id = other.attribute_value_id
                        WHERE other.template_id = ptav.template_id AND ov.attribute_id = a.id) > 1
              ) AS values
         FROM product_product p JOIN product_template t ON t.id = p.template_id
        WHERE p.id = ANY($1::int[])`,
      [ids],
    );
    return new Map(
      rows.map((row) => [
        row.id,
        row.values?.length ? `${row.name} (${row.values.join(', ')})` : row.name,
      ]),
    );
  });
  return name ?? '';
}
