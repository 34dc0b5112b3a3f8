import 'server-only';
import {
  findProductVariantsBySkuDocument,
  findProductVariantsBySkusDocument,
} from '@/graphql/generated/operations';
import { compact } from '@/lib/odoo/map-values';
import { odooSession } from '@/lib/odoo/odoo-session';
import { whenAvailable } from '@/lib/odoo/optional-feature';
import { skuKey } from './cart-schemas';

// With the Quick order extension (productVariantsBySku, docs/odoo-extensions.md) all SKUs of a
// quick order are resolved in one call: a request of 200 unknown codes is one Odoo query, not
// 200 searches. Odoo 15 itself has no lookup by internal reference, but products(search) matches
// each word against the template's name, sale description and default_code, and every template
// lists its variants with their sku (default_code). Without the extension each SKU is searched
// and only a variant whose sku equals it (ignoring case) counts: a search hit on a name or a
// longer code is not a match. Either way asked with the shopper's session, so a catalog-only
// customer resolves only their own products.

/** Enough to find the exact code among templates whose names or codes merely contain it. */
const SEARCH_PAGE_SIZE = 50;
/** Parallel searches per quick order: up to 200 SKUs must not flood Odoo. */
const PARALLEL_SEARCHES = 4;

/** Variant id per SKU key (skuKey); SKUs nobody sells are absent. */
export async function findVariantIdsBySku(skus: readonly string[]): Promise<Map<string, number>> {
  // Searched as typed: Odoo matches default_code with a case-sensitive `like`.
  const unique = [...new Map(skus.map((sku) => [skuKey(sku), sku.trim()])).values()];
  if (unique.length === 0) return new Map();
  const atOnce = await whenAvailable('skuLookup', () => lookUpAll(unique));
  return atOnce.available ? atOnce.data : searchOneByOne(unique);
}

async function lookUpAll(skus: readonly string[]): Promise<Map<string, number>> {
  const data = await odooSession().request(findProductVariantsBySkusDocument, { skus: [...skus] });
  const found = new Map<string, number>();
  for (const variant of compact(data.productVariantsBySku)) {
    // The first variant per code wins, as the search below keeps the first exact match.
    if (variant.sku && !found.has(skuKey(variant.sku))) found.set(skuKey(variant.sku), variant.id);
  }
  return found;
}

async function searchOneByOne(skus: readonly string[]): Promise<Map<string, number>> {
  const pending = [...skus];
  const found = new Map<string, number>();
  const worker = async () => {
    for (let sku = pending.shift(); sku !== undefined; sku = pending.shift()) {
      const variantId = await findVariantId(sku);
      if (variantId !== null) found.set(skuKey(sku), variantId);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_SEARCHES }, worker));
  return found;
}

async function findVariantId(sku: string): Promise<number | null> {
  const key = skuKey(sku);
  const data = await odooSession().request(findProductVariantsBySkuDocument, {
    search: sku,
    pageSize: SEARCH_PAGE_SIZE,
  });
  for (const product of compact(data.products?.products)) {
    const variant = compact(product.productVariants).find(
      (candidate) => candidate.sku && skuKey(candidate.sku) === key,
    );
    if (variant) return variant.id;
  }
  return null;
}
