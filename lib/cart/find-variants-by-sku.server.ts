import 'server-only';
import {
  findProductVariantsBySkuDocument,
  findProductVariantsBySkusDocument,
} from '@/graphql/generated/operations';
import { compact } from '@/lib/odoo/map-values.server';
import { odooSession } from '@/lib/shopper/odoo-session.server';
import { whenAvailable } from '@/lib/odoo/optional-feature.server';
import { skuKey } from './cart-schemas';

// With the Quick order extension (productVariantsBySku, docs/odoo-extensions.md) all SKUs of a
// quick order are resolved in one call: a request of 200 unknown codes is one Odoo query, not
// 200 searches. Odoo 15 itself has no lookup by internal reference, but products(search) matches
// each word against the template's name, sale description and default_code, and every template
// lists its variants with their sku (default_code). Without the extension each SKU is searched
// and only a variant whose sku equals it (ignoring case) counts: a search hit on a name or a
// longer code is not a match. Either way asked with the shopper's session, so a catalog-only
// customer resolves only their own products. A template's reference (what a listing card of a
// product with variants shows) stands for its default variant, and the answer names that variant.

/** Enough to find the exact code among templates whose names or codes merely contain it. */
const SEARCH_PAGE_SIZE = 50;
/** Parallel searches per quick order: up to 200 SKUs must not flood Odoo. */
const PARALLEL_SEARCHES = 4;

/** The variant a code resolved to, and that variant's own code (another one for a template's). */
export interface FoundVariant {
  id: number;
  sku: string;
}

/** Variant per SKU key (skuKey); SKUs nobody sells are absent. */
export async function findVariantIdsBySku(
  skus: readonly string[],
): Promise<Map<string, FoundVariant>> {
  // Searched as typed: Odoo matches default_code with a case-sensitive `like`.
  const unique = [...new Map(skus.map((sku) => [skuKey(sku), sku.trim()])).values()];
  if (unique.length === 0) return new Map();
  const atOnce = await whenAvailable('skuLookup', () => lookUpAll(unique));
  return atOnce.available ? atOnce.data : searchOneByOne(unique);
}

async function lookUpAll(skus: readonly string[]): Promise<Map<string, FoundVariant>> {
  const data = await odooSession().request(findProductVariantsBySkusDocument, { skus: [...skus] });
  const asked = new Set(skus.map(skuKey));
  const found = new Map<string, FoundVariant>();
  const keep = (code: string | null | undefined, variant: FoundVariant) => {
    // The first variant per code wins, as the search below keeps the first exact match.
    if (code && asked.has(skuKey(code)) && !found.has(skuKey(code)))
      found.set(skuKey(code), variant);
  };
  const variants = compact(data.productVariantsBySku);
  // A variant's own code before a template's: a code that is both names that variant.
  for (const variant of variants) keep(variant.sku, { id: variant.id, sku: variant.sku ?? '' });
  for (const variant of variants) {
    keep(variant.productTemplate?.sku, { id: variant.id, sku: variant.sku ?? '' });
  }
  return found;
}

async function searchOneByOne(skus: readonly string[]): Promise<Map<string, FoundVariant>> {
  const pending = [...skus];
  const found = new Map<string, FoundVariant>();
  const worker = async () => {
    for (let sku = pending.shift(); sku !== undefined; sku = pending.shift()) {
      const variant = await findVariant(sku);
      if (variant !== null) found.set(skuKey(sku), variant);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_SEARCHES }, worker));
  return found;
}

async function findVariant(sku: string): Promise<FoundVariant | null> {
  const key = skuKey(sku);
  const data = await odooSession().request(findProductVariantsBySkuDocument, {
    search: sku,
    pageSize: SEARCH_PAGE_SIZE,
  });
  const products = compact(data.products?.products);
  for (const product of products) {
    const variant = compact(product.productVariants).find(
      (candidate) => candidate.sku && skuKey(candidate.sku) === key,
    );
    if (variant) return { id: variant.id, sku: variant.sku ?? '' };
  }
  const template = products.find((product) => product.sku && skuKey(product.sku) === key);
  const first = template?.firstVariant;
  return first ? { id: first.id, sku: first.sku ?? '' } : null;
}
