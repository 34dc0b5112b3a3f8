import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningMockOdoo } from '@/mock-odoo/src/start';
import { odooClient, startTestOdoo } from './harness';

let odoo: RunningMockOdoo;

beforeAll(async () => {
  odoo = await startTestOdoo();
}, 120_000);
afterAll(() => odoo?.stop());

async function setFaults(faults: Record<string, unknown>) {
  const response = await fetch(`${odoo.url}/__mock/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(faults),
  });
  expect(response.ok).toBe(true);
}

const noFaults = {
  down: false,
  delayMs: 0,
  failOperations: [],
  failMessage: '',
  failRate: 0,
  dropRate: 0,
  dropOperations: [],
};

describe('wire contract', () => {
  it('creates an HttpOnly session cookie on the first call and keeps it', async () => {
    const shopper = odooClient(odoo.url);
    const first = await shopper.request('{ cart { order { id } } }');
    expect(first.status).toBe(200);
    expect(first.setCookie).toMatch(/session_id=[0-9a-f]{40}; .*HttpOnly; Path=\//);
    const second = await shopper.request('{ cart { order { id } } }');
    expect(second.setCookie).toBeNull();
    expect((second.data as { cart: { order: { id: number } } }).cart.order.id).toBe(
      (first.data as { cart: { order: { id: number } } }).cart.order.id,
    );
  });

  it('answers 400 for invalid documents and 200 with errors for resolver errors', async () => {
    const invalid = await odooClient(odoo.url).request('{ noSuchField }');
    expect(invalid.status).toBe(400);
    expect(invalid.errors?.[0]?.message).toMatch(/noSuchField/);
    const unparsable = await odooClient(odoo.url).request('{ products {');
    expect(unparsable.status).toBe(400);
    const resolverError = await odooClient(odoo.url).request('{ partner { id } }');
    expect(resolverError.status).toBe(200);
    expect(resolverError.data).toBeNull();
    expect(resolverError.errors?.[0]).toMatchObject({
      message: 'User does not exist.',
      path: ['partner'],
    });
  });

  it('rolls back every write of a request that had an error', async () => {
    const shopper = odooClient(odoo.url);
    const list = await shopper.request<{
      products: { products: { firstVariant: { id: number } }[] };
    }>('{ products(pageSize: 1) { products { firstVariant { id } } } }');
    const variant = list.data!.products.products[0]!.firstVariant.id;
    const mixed = await shopper.request(
      `mutation { add: cartAddItem(productId: ${variant}, quantity: 3) { order { id } } fail: wishlistRemoveItem(wishId: 999999) { totalCount } }`,
    );
    expect(mixed.errors?.length).toBe(1);
    const cart = await shopper.request<{ cart: { order: { orderLines: unknown[] } } }>(
      '{ cart { order { orderLines { id } } } }',
    );
    // Odoo sends an empty one2many as null.
    expect(cart.data!.cart.order.orderLines ?? []).toEqual([]);
  });

  it('falls back to the default website for an unknown resquest-host', async () => {
    const shopper = odooClient(odoo.url, { host: 'shop.unknown.example:443' });
    const response = await shopper.request<{ products: { totalCount: number } }>(
      '{ products { totalCount } }',
    );
    expect(response.data!.products.totalCount).toBeGreaterThan(0);
  });
});

describe('fault injection', () => {
  afterAll(() => setFaults(noFaults));

  it('delays requests', async () => {
    await setFaults({ ...noFaults, delayMs: 300 });
    const started = Date.now();
    await odooClient(odoo.url).request('{ countries(pageSize: 1) { totalCount } }');
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    await setFaults(noFaults);
  });

  it('fails chosen operations by operation or root field name', async () => {
    await setFaults({ ...noFaults, failOperations: ['cartLoad'] });
    const failed = await odooClient(odoo.url).request(
      'query cartLoad { cart { order { id } } }',
      undefined,
      'cartLoad',
    );
    expect(failed.status).toBe(200);
    expect(failed.errors?.[0]?.message).toMatch(/injected failure/);
    const other = await odooClient(odoo.url).request('{ countries(pageSize: 1) { totalCount } }');
    expect(other.errors).toBeUndefined();
    await setFaults({ ...noFaults, failOperations: ['countries'] });
    const byField = await odooClient(odoo.url).request('{ countries(pageSize: 1) { totalCount } }');
    expect(byField.errors?.[0]?.message).toMatch(/injected failure/);
    await setFaults(noFaults);
  });

  it('plays a stopped Odoo for everything but its control routes, and comes back', async () => {
    await setFaults({ ...noFaults, down: true });
    const shopper = odooClient(odoo.url);
    await expect(shopper.request('{ countries { totalCount } }')).rejects.toThrow();
    await expect(
      fetch(`${odoo.url}/web/image/product.template/1/image_1920/300x300/laptop.webp`),
    ).rejects.toThrow();
    await expect(fetch(`${odoo.url}/vsf/categories`)).rejects.toThrow();
    const health = await fetch(`${odoo.url}/__mock/health`);
    expect(health.status).toBe(200);
    const faults = (await (await fetch(`${odoo.url}/__mock/faults`)).json()) as { down: boolean };
    expect(faults.down).toBe(true);
    await setFaults({ down: false });
    const answered = await shopper.request<{ countries: { totalCount: number } }>(
      '{ countries { totalCount } }',
    );
    expect(answered.data!.countries.totalCount).toBeGreaterThan(0);
    expect(
      (await fetch(`${odoo.url}/web/image/product.template/1/image_1920/300x300/laptop.webp`))
        .status,
    ).toBe(200);
  });

  it('drops the connection', async () => {
    await setFaults({ ...noFaults, dropOperations: ['countries'] });
    await expect(odooClient(odoo.url).request('{ countries { totalCount } }')).rejects.toThrow();
    await setFaults(noFaults);
  });
});

describe('plain routes', () => {
  it('serves the sitemap feeds and the schema explorer', async () => {
    const categories = (await (await fetch(`${odoo.url}/vsf/categories`)).json()) as string[];
    expect(categories).toContain('/category/computers');
    const products = (await (await fetch(`${odoo.url}/vsf/products`)).json()) as {
      name: string;
      path: string;
    }[];
    expect(products.length).toBeGreaterThanOrEqual(300);
    expect(products[0]!.path).toMatch(/^\/product\/[a-z0-9-]+-\d+$/);
    const redirects = (await (await fetch(`${odoo.url}/vsf/redirects`)).json()) as {
      from: string;
      to: string;
    }[];
    expect(redirects.length).toBeGreaterThan(0);
    const graphiql = await fetch(`${odoo.url}/graphiql/vsf`);
    expect(graphiql.headers.get('content-type')).toMatch(/text\/html/);
  });
});
