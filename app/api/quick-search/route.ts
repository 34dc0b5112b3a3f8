import { cacheLife, cacheTag } from 'next/cache';
import { z } from 'zod';
import { CATALOG_TAGS } from '@/lib/catalog/cache-tags';
import { getQuickSearchResult, QUICK_SEARCH_MIN_LENGTH } from '@/lib/catalog/catalog-features';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Locale } from '@/lib/i18n/locales';
import { odooImageUrl } from '@/lib/images/odoo-image';
import type { QuickSearchJson } from '@/components/search/quick-search-json';

// The header's quick search. The answer is the same for every shopper (catalogue data through
// odooPublic, no cookies read), so browsers and the CDN may keep it for a little while.

/** Products shown in the dropdown. */
const PRODUCT_LIMIT = 6;
const THUMBNAIL_SIZE = 96;

const querySchema = z.object({
  q: z.string().trim().min(QUICK_SEARCH_MIN_LENGTH).max(100),
  locale: z.enum(SUPPORTED_LOCALES).default(DEFAULT_LOCALE),
});

const PUBLIC_CACHE = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';

export async function GET(request: Request): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const parsed = querySchema.safeParse({
    q: params.get('q') ?? '',
    locale: params.get('locale') ?? undefined,
  });
  if (!parsed.success) {
    return Response.json({ error: 'invalid query' }, { status: 400 });
  }
  try {
    const result = await quickSearch(parsed.data.locale, parsed.data.q.toLowerCase());
    if (!result) return Response.json({ error: 'not available' }, { status: 404 });
    return Response.json(result, { headers: { 'Cache-Control': PUBLIC_CACHE } });
  } catch {
    // Odoo is down or slow: the dropdown says nothing was found; nothing is cached.
    return Response.json({ error: 'search failed' }, { status: 502 });
  }
}

/** Lower-cased term as the cache key: Odoo searches case-insensitively anyway. */
async function quickSearch(locale: Locale, term: string): Promise<QuickSearchJson | null> {
  'use cache';
  cacheLife('hours');
  cacheTag(CATALOG_TAGS.products, CATALOG_TAGS.categories);
  const result = await getQuickSearchResult(locale, { term, pageSize: PRODUCT_LIMIT });
  if (!result.available) return null;
  return {
    products: result.data.products.map((product) => ({
      id: product.id,
      name: product.name,
      slug: product.slug,
      sku: product.sku,
      image: product.image
        ? odooImageUrl(product.image, product.imageName, THUMBNAIL_SIZE, THUMBNAIL_SIZE)
        : null,
      price: product.price.special,
    })),
    categories: result.data.categories.map((category) => ({
      name: category.name,
      slug: category.slug,
    })),
    totalCount: result.data.totalCount,
  };
}
