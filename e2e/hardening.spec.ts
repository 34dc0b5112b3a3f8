import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { gotoReady, mockOdoo } from './support';

// What a probe of the built shop found: Next's own refusals answered 500, the image
// route rendered any size, and a busy cart page answered 503. Checked against `next start`, as a client would see it.

const ACTION_ID = '7f00000000000000000000000000000000000000aa';

test.describe('refusals answer 4xx, not 500', () => {
  test('TRACE is 405 on pages and API routes', async ({ request }) => {
    for (const path of ['/', '/en/cart', '/api/compare?ids=1']) {
      const response = await request.fetch(path, { method: 'TRACE' });
      expect(response.status(), path).toBe(405);
    }
  });

  test('a server action from another site is 403', async ({ request, baseURL }) => {
    const response = await request.post('/en/cart', {
      headers: {
        'next-action': ACTION_ID,
        origin: 'http://evil.example',
        'content-type': 'text/plain',
      },
      data: '[]',
    });
    expect(response.status()).toBe(403);
    // The shop's own origin is not refused by the proxy (Next then looks for the action).
    const own = await request.post('/en/cart', {
      headers: { 'next-action': ACTION_ID, origin: baseURL ?? '', 'content-type': 'text/plain' },
      data: '[]',
    });
    expect(own.status()).not.toBe(403);
  });

  test('a server action body over 1 MB is 413', async ({ request, baseURL }) => {
    const response = await request.post('/en/cart', {
      headers: { 'next-action': ACTION_ID, origin: baseURL ?? '', 'content-type': 'text/plain' },
      data: 'x'.repeat(1024 * 1024 + 1),
    });
    expect(response.status()).toBe(413);
  });

  test('malformed JSON to the API routes is 400', async ({ request, baseURL }) => {
    for (const path of ['/api/session', '/api/newsletter', '/api/registration']) {
      const response = await request.post(path, {
        headers: { origin: baseURL ?? '', 'content-type': 'application/json' },
        data: '{"locale": "en", "input": {',
      });
      expect(response.status(), path).toBe(400);
    }
  });

  test('an oversized query string is 414, on pages and API routes', async ({ request }) => {
    const long = 'a'.repeat(5000);
    expect((await request.get(`/en/search?q=${long}`)).status()).toBe(414);
    expect((await request.get(`/api/quick-search?q=${long}`)).status()).toBe(414);
  });
});

test.describe('the image route', () => {
  const picture = (size: string) => `/web/image/product.template/1/image_1920/${size}/picture`;

  test('answers 400 for sizes the shop never asks for and for nonsense', async ({ request }) => {
    for (const size of ['250x250', '1920x1920', '0x0', '99999x1', 'axb']) {
      expect((await request.get(picture(size))).status(), size).toBe(400);
    }
    expect((await request.get(picture('240x240'))).status()).toBe(200);
  });

  test('checks sizes after decoding and passes on no width or height of its own', async ({
    request,
  }) => {
    for (const path of [
      picture('1919%781919'),
      picture('%31%39%32%30x1920'),
      `${picture('240x240')}?width=1919&height=1919`,
      '/web/image/product.template/1/image_1920?width=1919&height=1919',
    ]) {
      expect((await request.get(path)).status(), path).toBe(400);
    }
    expect((await request.get(picture('240%78240'))).status()).toBe(200);
  });

  test('serves the catalogue’s pictures only, not a customer’s avatar', async ({ request }) => {
    for (const path of [
      '/web/image/res.partner/7/avatar_1920/240x240/customer',
      '/web/image/res.partner/7/image_1920',
      '/web/image/res.users/2/avatar_128',
      '/web/image/product.template/1/create_uid',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type'] ?? '', path).not.toMatch(/^image\//);
    }
    expect((await request.get('/web/image/product.brand/1/logo')).status()).toBe(200);
  });

  async function imagesOf(page: Page, path: string): Promise<Map<string, number>> {
    const seen = new Map<string, number>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/web/image/')) seen.set(url.pathname, response.status());
    });
    await gotoReady(page, path);
    // Lazy pictures further down load as the page is scrolled.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    await page.waitForLoadState('networkidle');
    return seen;
  }

  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    test(`every picture the pages ask for at ${width} px is served`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      const all = new Map<string, number>();
      for (const path of [
        '/',
        '/en/category/computers',
        '/en/brands',
        '/en/product/nordbyte-travel-laptop-15-6-nb-320-1',
      ]) {
        for (const [url, status] of await imagesOf(page, path)) all.set(url, status);
      }
      expect(all.size).toBeGreaterThan(5);
      const refused = [...all].filter(([, status]) => status >= 400);
      expect(refused).toEqual([]);
    });
  }
});

test('a busy cart page is not taken for an Odoo outage', async ({ request }) => {
  // A guest's cart with two lines, made straight in mock-odoo: its session cookie (host
  // 127.0.0.1, any port) then goes with every request to the shop too.
  const odoo = async (query: string, variables?: Record<string, unknown>) => {
    const answer = await request.post(`${mockOdoo}/graphql/vsf`, { data: { query, variables } });
    const body = (await answer.json()) as { data: Record<string, unknown>; errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    return body.data;
  };
  const { products } = (await odoo(
    '{ products(pageSize: 2) { products { firstVariant { id } } } }',
  )) as {
    products: { products: { firstVariant: { id: number } }[] };
  };
  await odoo(
    'mutation ($p: [ProductInput!]!) { cartAddMultipleItems(products: $p) { order { id } } }',
    {
      p: products.products.map((product) => ({ id: product.firstVariant.id, quantity: 1 })),
    },
  );
  // Ten shoppers' worth of reloads at once: Next ends the fetches still open when a page's static
  // part is done, which once counted as Odoo failures and turned a quarter of these into 503s.
  const statuses: number[] = [];
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      for (let i = 0; i < 15; i += 1) statuses.push((await request.get('/cart')).status());
    }),
  );
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
});
