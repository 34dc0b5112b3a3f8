import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { revalidateOdooTags } from './revalidate-support';
import { mockOdoo } from './support';
import {
  REVALIDATE_SECRET,
  redisInstalled,
  startDeployment,
  type Deployment,
} from './scale-out-support';

// Runs in its own project after the others (playwright.config.ts): it changes a price in
// mock-odoo and starts servers of its own.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let deployment: Deployment;

test.beforeAll(async () => {
  // Two servers start and render their first page from an empty shared cache.
  test.setTimeout(180_000);
  expect(redisInstalled(), 'redis-server (scripts/ensure-redis.sh installs it)').toBe(true);
  deployment = await startDeployment();
});

test.afterAll(async () => {
  await deployment?.stop();
});

/** A product the build does not prerender: the page B serves is one B rendered and stored. */
const PRODUCT_TEMPLATE_ID = 32;

/** A mock-odoo control: POST with a body, else GET; its JSON answer. */
async function mockControl(path: string, body?: object): Promise<unknown> {
  const response = await fetch(`${mockOdoo}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.status).toBe(200);
  return response.json();
}

/** Changes the product's list price in Odoo's backend; the price it had before. */
async function setListPrice(listPrice: number): Promise<number> {
  const answer = (await mockControl('/__mock/product-price', {
    templateId: PRODUCT_TEMPLATE_ID,
    listPrice,
  })) as { previous: number };
  return answer.previous;
}

test('a revalidation received by one instance changes what the other serves', async ({
  request,
}) => {
  const [a, b] = deployment.instances;
  // The product's address, as the shop's own redirect from its id gives it.
  const start = await request.get(`${b}/en/product/x-${PRODUCT_TEMPLATE_ID}`, { maxRedirects: 0 });
  // The first Location: Next 16 sends a page's redirect twice (vercel/next.js#95913).
  const location = start.headersArray().find((header) => /^location$/i.test(header.name))!.value;
  const path = new URL(location, b).pathname;
  const price = async (base: string) => {
    const html = await (await request.get(`${base}${path}`)).text();
    return /data-testid="product-price"[^>]*>([^<]+)</.exec(html)?.[1] ?? html.slice(0, 200);
  };
  const original = await price(b);
  expect(original).not.toMatch(/^€4,\d{3}\.\d{2}$/);
  const previous = await setListPrice(4321);
  try {
    // Cached: Odoo's change is invisible until Odoo's webhook says so.
    expect(await price(b)).toBe(original);
    const answer = await revalidateOdooTags(request, [`P${PRODUCT_TEMPLATE_ID}`], {
      baseURL: a,
      secret: REVALIDATE_SECRET,
    });
    expect(answer.status()).toBe(200);
    // Instance B never heard the webhook; the shared cache tells it.
    // 4,321 plus the shown variant's extra price.
    await expect.poll(() => price(b), { timeout: 30_000 }).toMatch(/^€4,\d{3}\.\d{2}$/);
  } finally {
    // Back to Odoo's price, so that a retry or a later run starts from the same place.
    await setListPrice(previous);
  }
});

test('a search is one cached page per query until Odoo’s webhook changes what it shows', async ({
  request,
}) => {
  // The shop of the other projects (Next's file cache, search pages in its memory store only).
  const search = async (query: string) => {
    const response = await request.get(`/en/search?${query}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    return {
      cache: response.headers()['x-nextjs-cache'],
      price: /€([\d,]+\.\d{2})</.exec(html)?.[1] ?? html.slice(0, 200),
    };
  };
  const first = await search('q=KX-930');
  expect(first.price).not.toMatch(/^4,\d{3}\.\d{2}$/);
  // Another spelling of the same query is the same page, already cached.
  expect(await search('q=%20KX-930%20&unused_parameter=1')).toEqual({ ...first, cache: 'HIT' });
  const previous = await setListPrice(4321);
  try {
    expect((await search('q=KX-930')).price).toBe(first.price);
    const answer = await revalidateOdooTags(request, [`P${PRODUCT_TEMPLATE_ID}`]);
    expect(answer.status()).toBe(200);
    await expect
      .poll(async () => (await search('q=KX-930')).price, { timeout: 30_000 })
      .toMatch(/^4,\d{3}\.\d{2}$/);
  } finally {
    await setListPrice(previous);
    // The other projects' shop back to Odoo's price too.
    await revalidateOdooTags(request, [`P${PRODUCT_TEMPLATE_ID}`]);
  }
});

/** Variants mock-odoo sells from stock, at a price. */
async function sellableVariantIds(count: number): Promise<number[]> {
  const response = await fetch(`${mockOdoo}/graphql/vsf`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: '{ products(pageSize: 60) { products { price firstVariant { id isInStock } } } }',
    }),
  });
  const { data } = (await response.json()) as {
    data: {
      products: { products: { price: number; firstVariant: { id: number; isInStock: boolean } }[] };
    };
  };
  const ids = data.products.products
    .filter((product) => product.price > 0 && product.firstVariant.isInStock)
    .map((product) => product.firstVariant.id);
  expect(ids.length).toBeGreaterThanOrEqual(count);
  return ids.slice(0, count);
}

async function addToCartFrom(page: Page, productIds: number[], actionId: string) {
  return page.evaluate(
    async ({ ids, action }) =>
      Promise.all(
        ids.map(async (productId) => {
          const response = await fetch(location.pathname, {
            method: 'POST',
            headers: { 'next-action': action, 'content-type': 'text/plain;charset=UTF-8' },
            body: JSON.stringify([{ productId, quantity: 1 }]),
          });
          return response.status;
        }),
      ),
    { ids: productIds, action: actionId },
  );
}

test('20 parallel cart adds split over both instances lose nothing', async ({ browser }) => {
  const [a, b] = deployment.instances;
  // One shopper: both instances live on 127.0.0.1, so the browser sends both the same cookies.
  const context = await browser.newContext();
  const onA = await context.newPage();
  const onB = await context.newPage();
  // The add-to-cart action's id, read off a real click (the same build: the same id on both).
  await onA.goto(`${a}/en/category/computers`);
  const firstAdd = onA.waitForRequest((request) => Boolean(request.headers()['next-action']));
  await onA
    .getByRole('button', { name: /^Add .+ to cart$/ })
    .first()
    .click();
  const actionId = (await firstAdd).headers()['next-action']!;
  await expect
    .poll(async () => (await context.cookies()).some((c) => c.name === 'cart-size'))
    .toBe(true);

  const products = await sellableVariantIds(21);
  await onB.goto(`${b}/en/category/computers`);
  // Odoo a little slow, so that two instances sending one session's writes at once would overlap
  // in mock-odoo, which counts it.
  await mockControl('/__mock/faults', { delayMs: 50 });
  await mockControl('/__mock/session-overlap', {});
  try {
    const [fromA, fromB] = await Promise.all([
      addToCartFrom(onA, products.slice(1, 11), actionId),
      addToCartFrom(onB, products.slice(11, 21), actionId),
    ]);
    expect([...fromA, ...fromB].every((status) => status === 200)).toBe(true);
  } finally {
    await mockControl('/__mock/faults', { delayMs: 0 });
  }
  // One write of the session at a time, across both instances (the Redis lock).
  const overlap = (await mockControl('/__mock/session-overlap')) as {
    maxConcurrentMutations: number;
  };
  expect(overlap.maxConcurrentMutations).toBe(1);

  await onB.goto(`${b}/en/cart`);
  // 20 new lines, plus the first click's product unless it was one of them.
  const lines = await onB.getByTestId('cart-line').count();
  expect(lines).toBeGreaterThanOrEqual(20);
  expect(lines).toBeLessThanOrEqual(21);
  const size = (await context.cookies()).find((cookie) => cookie.name === 'cart-size')?.value;
  expect(Number(size)).toBe(lines);
  await context.close();
});

test('a rate limit counts the attempts made on both instances together', async ({ request }) => {
  const [a, b] = deployment.instances;
  const email = `scale-out-${Date.now()}@example.com`;
  const attempt = (base: string) =>
    request.post(`${base}/api/session`, {
      headers: { origin: base },
      data: { locale: 'en', input: { email, password: 'wrong', remember: false } },
    });
  // Ten wrong passwords per account and minute, wherever they arrive: five on each instance.
  for (let count = 1; count <= 10; count += 1) {
    expect((await attempt(count % 2 === 0 ? a : b)).status()).toBe(422);
  }
  for (const base of [a, b]) {
    const refused = await attempt(base);
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
  }
});
