import { cacheLife, cacheTag } from 'next/cache';
import { CATALOG_TAGS } from '@/lib/catalog/cache-tags';
import { getRealProduct } from '@/lib/catalog/products';
import type { Locale } from '@/lib/i18n/locales';
import type { RealProduct } from '@/lib/catalog/types';
import { parseVariantQuery } from './variant-query';

// The product page's variant picker asks here for the variant of a combination (getRealProduct).
// Public catalogue data only (no cookies), so answers are cached per template and combination and
// dropped with the product's tag.
async function cachedRealProduct(
  locale: Locale,
  templateId: number,
  combinationIds: number[],
): Promise<RealProduct | null> {
  'use cache';
  cacheLife('minutes');
  cacheTag(CATALOG_TAGS.product(templateId));
  return getRealProduct(locale, { productTemplateId: templateId, combinationIds });
}

export async function GET(request: Request): Promise<Response> {
  const parsed = parseVariantQuery(new URL(request.url).searchParams);
  if (!parsed.ok) return Response.json({ error: 'invalid input' }, { status: 400 });
  const { templateId, combinationIds, locale } = parsed.query;
  // Spec: a real-product lookup does nothing for an empty combination.
  if (combinationIds.length === 0) return Response.json({ variant: null });
  const ids = [...new Set(combinationIds)].sort((a, b) => a - b);
  try {
    const variant = await cachedRealProduct(locale, templateId, ids);
    if (!variant) return Response.json({ variant: null }, { status: 404 });
    return Response.json({ variant });
  } catch {
    return Response.json({ error: 'backend unavailable' }, { status: 503 });
  }
}
