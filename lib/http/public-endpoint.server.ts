import 'server-only';
import { clientAddress } from '@/lib/shopper/client-address.server';
import type { RateLimit } from '@/lib/shopper/rate-limit.server';
import { addressRule, MINUTE, refusedByRateRules } from '@/lib/shopper/rate-rules.server';

// The public GET endpoints the browser's islands call (quick search, prices, compare, variants):
// outside the proxy (its matcher skips /api), so they refuse an oversized query and a flood
// themselves, before any Odoo call. Answers a CDN may keep never reach here, and do not count.

/** Every query these endpoints take fits in far less (a few ids, a search term). */
export const MAX_API_QUERY_BYTES = 2048;

export interface PublicEndpointLimit {
  /** Prefix of the rate-limit key. */
  name: string;
  rule: RateLimit;
}

/**
 * Per client address and minute. A shopper's pace (a page view, a few keystrokes a second) stays
 * far below; an office behind one address too.
 */
export const PUBLIC_ENDPOINT_LIMITS = {
  quickSearch: { name: 'quick-search', rule: { limit: 300, windowMs: MINUTE } },
  prices: { name: 'prices', rule: { limit: 600, windowMs: MINUTE } },
  compare: { name: 'compare', rule: { limit: 120, windowMs: MINUTE } },
  productVariant: { name: 'product-variant', rule: { limit: 300, windowMs: MINUTE } },
} as const satisfies Record<string, PublicEndpointLimit>;

/** 414 for an oversized query, 429 with Retry-After over the limit; null to go on. */
export async function refusePublicRequest(
  request: Request,
  limit: PublicEndpointLimit,
): Promise<Response | null> {
  if (new URL(request.url).search.length > MAX_API_QUERY_BYTES) {
    return refusal(414, { error: 'query too long' });
  }
  const address = await clientAddress();
  const refused = await refusedByRateRules([addressRule(limit.name, address, limit.rule)]);
  if (refused) {
    return refusal(
      429,
      { error: 'too many requests' },
      { 'Retry-After': String(refused.retryAfterSeconds) },
    );
  }
  return null;
}

function refusal(status: number, body: unknown, extra: Record<string, string> = {}): Response {
  return Response.json(body, {
    status,
    headers: { 'Cache-Control': 'private, no-store', ...extra },
  });
}
