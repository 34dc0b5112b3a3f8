import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as compareGet } from '@/app/api/compare/route';
import { GET as pricesGet } from '@/app/api/prices/route';
import { GET as variantGet } from '@/app/api/product-variant/route';
import { GET as quickSearchGet } from '@/app/api/quick-search/route';
import { PUBLIC_ENDPOINT_LIMITS } from '@/lib/http/public-endpoint.server';
import { resetRateLimits, takeAttempt } from '@/lib/shopper/rate-limit.server';
import { PEER_ADDRESS_HEADER } from '@/lib/shopper/peer-address-header';
import { requestHeaders } from '@/tests/support/fake-next-headers';

// Quick search, prices, compare and variants refuse a flood (429 with Retry-After) and an
// oversized query (414) before any Odoo call.

const ADDRESS = '203.0.113.9';

const endpoints = [
  ['quick search', quickSearchGet, PUBLIC_ENDPOINT_LIMITS.quickSearch, '/api/quick-search?q=desk'],
  ['prices', pricesGet, PUBLIC_ENDPOINT_LIMITS.prices, '/api/prices?ids=1,2'],
  ['compare', compareGet, PUBLIC_ENDPOINT_LIMITS.compare, '/api/compare?ids=1,2'],
  [
    'product variant',
    variantGet,
    PUBLIC_ENDPOINT_LIMITS.productVariant,
    '/api/product-variant?template=1&combination=2',
  ],
] as const;

beforeEach(() => {
  resetRateLimits();
  requestHeaders.set(PEER_ADDRESS_HEADER, ADDRESS);
});
afterEach(() => requestHeaders.delete(PEER_ADDRESS_HEADER));

describe.each(endpoints)('%s', (_name, get, limit, path) => {
  it('answers 429 with Retry-After once the address is over its limit', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    for (let attempt = 0; attempt < limit.rule.limit; attempt += 1) {
      await takeAttempt(`${limit.name}:address:${ADDRESS}`, limit.rule);
    }
    const response = await get(new Request(`http://localhost:3000${path}`));
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('answers 414 for an oversized query', async () => {
    const response = await get(new Request(`http://localhost:3000${path}&x=${'a'.repeat(3000)}`));
    expect(response.status).toBe(414);
  });

  it('leaves a shopper’s pace alone: a few hundred a minute are not met by one shopper', () => {
    // A page view asks once, typing a few times a second: far below any of these.
    expect(limit.rule.limit).toBeGreaterThanOrEqual(120);
    expect(limit.rule.windowMs).toBe(60_000);
  });
});
