import { describe, expect, it, vi } from 'vitest';
import { routeAgainstMockOdoo } from '@/tests/support/route-against-mock-odoo';
import type { CompareJson } from '@/lib/compare/compare-json';

vi.mock('next/cache', () => ({ cacheLife: () => {}, cacheTag: () => {} }));

const GET = routeAgainstMockOdoo(() => import('@/app/api/compare/route'));

const get = (query: string) => GET(new Request(`http://shop.test/api/compare?${query}`));

describe('GET /api/compare', () => {
  it('returns the products in list order with their attributes aligned per row', async () => {
    const response = await get('ids=2,1');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('public');
    const body = (await response.json()) as CompareJson;
    if (!body.available) throw new Error('compare should be available on mock-odoo');
    expect(body.products.map((product) => product.id)).toEqual([2, 1]);
    const first = body.products[0]!;
    expect(first.variantId).toBeGreaterThan(0);
    expect(first.name).toBeTruthy();
    expect(first.slug).toMatch(/^\/product\//);
    expect(first.image).toMatch(/^\/web\/image\/.+\/320x320\//);
    expect(first.price).toBeGreaterThan(0);
    expect(body.rows.length).toBeGreaterThan(0);
    for (const row of body.rows) expect(row.values).toHaveLength(2);
    // A product without a value gets null, never an empty string.
    expect(body.rows.flatMap((row) => row.values)).not.toContain('');
  });

  it.each(['', 'ids=', 'ids=1,2,3,4,5', 'ids=1,1', 'ids=abc', 'ids=0', 'ids=1;2'])(
    'refuses %j',
    async (query) => {
      const response = await get(query);
      expect(response.status).toBe(400);
    },
  );
});
