import { z } from 'zod';
import { loadQuickSearch } from '@/lib/cache/cached-reads.server';
import { QUICK_SEARCH_MIN_LETTERS } from '@/lib/catalog/listing-query';
import type { QuickSearchResult } from '@/lib/catalog/types';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from '@/lib/i18n/locales';
import { odooImageUrl } from '@/lib/images/odoo-image';
import { ODOO_RETRY_AFTER_SECONDS } from '@/lib/odoo/availability-timing';
import { isOdooUnreachable } from '@/lib/odoo/odoo-error.server';
import { plainText } from '@/lib/validation/plain-text';
import type { QuickSearchJson } from '@/components/search/quick-search-json';
import { PUBLIC_ENDPOINT_LIMITS, refusePublicRequest } from '@/lib/http/public-endpoint.server';

// The header's quick search. The answer is the same for every shopper (catalogue data through
// odooPublic, no cookies read), so browsers and the CDN may keep it for a little while.

const THUMBNAIL_SIZE = 96;

const querySchema = z.object({
  q: plainText(z.string().trim().min(QUICK_SEARCH_MIN_LETTERS).max(100)),
  locale: z.enum(SUPPORTED_LOCALES).default(DEFAULT_LOCALE),
});

const PUBLIC_CACHE = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';

export async function GET(request: Request): Promise<Response> {
  const refused = await refusePublicRequest(request, PUBLIC_ENDPOINT_LIMITS.quickSearch);
  if (refused) return refused;
  const params = new URL(request.url).searchParams;
  const parsed = querySchema.safeParse({
    q: params.get('q') ?? '',
    locale: params.get('locale') ?? undefined,
  });
  if (!parsed.success) {
    return Response.json({ error: 'invalid query' }, { status: 400 });
  }
  try {
    // Lower-cased as the cache key: Odoo searches case-insensitively anyway.
    const result = await loadQuickSearch(parsed.data.locale, parsed.data.q.toLowerCase());
    if (!result) return Response.json({ error: 'not available' }, { status: 404 });
    return Response.json(toJson(result), { headers: { 'Cache-Control': PUBLIC_CACHE } });
  } catch (error) {
    // Odoo is down or slow: the dropdown says nothing was found; nothing is cached, and a client
    // is told when to ask again.
    return isOdooUnreachable(error)
      ? Response.json(
          { error: 'search unavailable' },
          { status: 503, headers: { 'Retry-After': String(ODOO_RETRY_AFTER_SECONDS) } },
        )
      : Response.json({ error: 'search failed' }, { status: 502 });
  }
}

function toJson(result: QuickSearchResult): QuickSearchJson {
  return {
    products: result.products.map((product) => ({
      id: product.id,
      name: product.name,
      slug: product.slug,
      sku: product.sku,
      image: product.image
        ? odooImageUrl(product.image, product.imageName, THUMBNAIL_SIZE, THUMBNAIL_SIZE)
        : null,
      price: product.price.special,
    })),
    categories: result.categories.map((category) => ({
      name: category.name,
      slug: category.slug,
    })),
    totalCount: result.totalCount,
  };
}
