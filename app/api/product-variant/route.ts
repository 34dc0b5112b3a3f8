import { loadRealProduct } from '@/lib/cache/cached-reads.server';
import { parseVariantQuery } from './variant-query';
import { PUBLIC_ENDPOINT_LIMITS, refusePublicRequest } from '@/lib/http/public-endpoint.server';

// The product page's variant picker asks here for the variant of a combination (getRealProduct).
// Public catalogue data only (no cookies), so answers are cached per template and combination and
// dropped with the product's tag.

export async function GET(request: Request): Promise<Response> {
  const refused = await refusePublicRequest(request, PUBLIC_ENDPOINT_LIMITS.productVariant);
  if (refused) return refused;
  const parsed = parseVariantQuery(new URL(request.url).searchParams);
  if (!parsed.ok) return Response.json({ error: 'invalid input' }, { status: 400 });
  const { templateId, combinationIds, locale } = parsed.query;
  // Spec: a real-product lookup does nothing for an empty combination.
  if (combinationIds.length === 0) return Response.json({ variant: null });
  const ids = [...new Set(combinationIds)].sort((a, b) => a - b);
  try {
    const variant = await loadRealProduct(locale, templateId, ids);
    if (!variant) return Response.json({ variant: null }, { status: 404 });
    return Response.json({ variant });
  } catch {
    return Response.json({ error: 'backend unavailable' }, { status: 503 });
  }
}
