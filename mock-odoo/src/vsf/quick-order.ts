import type { Context } from '../context';
import { many } from '../db';
import { OdooError } from '../errors';
import type { Resolvers } from '../executable-schema';
import { variantOrder, variantRef } from '../model/product';
import { buildProductSearch } from '../model/product-search';

// vsf_quick_order: a quick order's internal references in one query, as the variants the
// customer may buy.

/** The shop sends at most this many codes; more is a misuse, refused whole. */
const MAX_SKU_CODES = 200;

async function productVariantsBySku(_: unknown, args: { skus: string[] }, context: Context) {
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

export const quickOrderResolvers: Resolvers = {
  Query: { productVariantsBySku },
};
