import { z } from 'zod';
import { loadComparison } from '@/lib/cache/cached-reads.server';
import type { Comparison } from '@/lib/catalog/types';
import { compareIdsSchema } from '@/lib/compare/compare-ids';
import type { CompareJson } from '@/lib/compare/compare-json';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from '@/lib/i18n/locales';
import { odooImageUrl } from '@/lib/images/odoo-image';
import { PUBLIC_ENDPOINT_LIMITS, refusePublicRequest } from '@/lib/http/public-endpoint.server';

// Data for /compare. The page shell is static; the browser sends the ids it keeps in session
// storage. Public catalogue data only (no cookies), so the answer may be cached like a page.

const IMAGE_SIZE = 320;
const PUBLIC_CACHE = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';

const querySchema = z.object({
  ids: compareIdsSchema,
  locale: z.enum(SUPPORTED_LOCALES).default(DEFAULT_LOCALE),
});

export async function GET(request: Request): Promise<Response> {
  const refused = await refusePublicRequest(request, PUBLIC_ENDPOINT_LIMITS.compare);
  if (refused) return refused;
  const params = new URL(request.url).searchParams;
  const parsed = querySchema.safeParse({
    ids: params.get('ids') ?? '',
    locale: params.get('locale') ?? undefined,
  });
  if (!parsed.success) return Response.json({ error: 'invalid ids' }, { status: 400 });
  try {
    const comparison = await loadComparison(parsed.data.locale, parsed.data.ids);
    return Response.json(toJson(comparison), {
      headers: { 'Cache-Control': PUBLIC_CACHE },
    });
  } catch {
    return Response.json({ error: 'compare failed' }, { status: 502 });
  }
}

function toJson(comparison: Comparison | null): CompareJson {
  if (!comparison) return { available: false };
  return {
    available: true,
    products: comparison.products.map((product) => ({
      id: product.id,
      variantId: product.variantId,
      name: product.name,
      slug: product.slug,
      sku: product.sku,
      image: product.image
        ? odooImageUrl(product.image, product.imageName, IMAGE_SIZE, IMAGE_SIZE)
        : null,
      price: product.price.special,
      listPrice: product.price.regular,
      hasDiscount: product.price.hasDiscount,
      isPositivePrice: product.isPositivePrice,
      inStock: product.inStock,
    })),
    // Blank strings mean "this product has no value here"; the page shows a dash for both.
    rows: comparison.rows.map((row) => ({
      id: row.id,
      name: row.name,
      values: row.values.map((value) => (value && value.trim() ? value : null)),
    })),
  };
}
