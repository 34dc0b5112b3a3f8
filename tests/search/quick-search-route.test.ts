import { describe, expect, it, vi } from 'vitest';
import type { QuickSearchJson } from '@/components/search/quick-search-json';
import { routeAgainstMockOdoo } from '@/tests/support/route-against-mock-odoo';
import { cookieJar } from '@/tests/support/fake-next-headers';

vi.mock('next/cache', () => ({ cacheLife: () => {}, cacheTag: () => {} }));

const GET = routeAgainstMockOdoo(() => import('@/app/api/quick-search/route'));

const get = (query: string) => GET(new Request(`http://shop.test/api/quick-search?${query}`));

describe('GET /api/quick-search', () => {
  it('finds products and categories by name, publicly cacheable', async () => {
    const response = await get('q=laptop&locale=en');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/public/);
    const body = (await response.json()) as QuickSearchJson;
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.length).toBeLessThanOrEqual(6);
    expect(body.products[0]).toEqual({
      id: expect.any(Number),
      name: expect.stringMatching(/laptop/i),
      slug: expect.stringMatching(/^\/product\//),
      sku: expect.any(String),
      image: expect.stringMatching(/^\/web\/image\//),
      price: expect.any(Number),
    });
    expect(body.categories).toContainEqual({ name: 'Laptops', slug: '/category/laptops' });
    expect(body.totalCount).toBeGreaterThanOrEqual(body.products.length);
  });

  it('finds a product by SKU', async () => {
    const named = (await (await get('q=laptop')).json()) as QuickSearchJson;
    const sku = named.products[0]!.sku!;
    const body = (await (await get(`q=${encodeURIComponent(sku)}`)).json()) as QuickSearchJson;
    expect(body.products.map((product) => product.id)).toContain(named.products[0]!.id);
  });

  it('reads no cookies: a signed-in session changes nothing', async () => {
    cookieJar.clear();
    cookieJar.seed('session_id', 'someone-elses-session');
    const response = await get('q=laptop');
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it.each(['', 'q=', 'q=a', 'q=%20a%20', `q=${'x'.repeat(101)}`, 'q=laptop&locale=fr'])(
    'refuses %j',
    async (query) => {
      expect((await get(query)).status).toBe(400);
    },
  );

  it('answers 503 with Retry-After while Odoo cannot be reached', async () => {
    const odooUrl = process.env.ODOO_URL;
    process.env.ODOO_URL = 'http://127.0.0.1:9';
    try {
      const response = await get('q=unreachable-desk');
      expect(response.status).toBe(503);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      process.env.ODOO_URL = odooUrl;
    }
  });
});
