// Contract: the wire. Odoo's session cookie, HTTP statuses of invalid documents and resolver
// errors, one transaction per request, the website chosen by the `resquest-host` header, and
// graphql_vuestorefront's plain routes (sitemap feeds, the schema explorer).
import { describe, expect, it } from 'vitest';
import { contractBackend } from './backend';
import { CATEGORIES } from './demo-data';

const backend = contractBackend();

describe('wire contract', { timeout: 60_000 }, () => {
  it('creates an HttpOnly session cookie on the first call and sends the same one on every answer', async () => {
    const shopper = backend.client();
    const first = await shopper.request('{ cart { order { id } } }');
    expect(first.status).toBe(200);
    expect(first.setCookie).toMatch(
      /session_id=[0-9a-f]{40}; .*Max-Age=7776000; HttpOnly; Path=\//,
    );
    // Odoo 15 sets the cookie again on every response (odoo/http.py), with the same session.
    const second = await shopper.request('{ cart { order { id } } }');
    const sessionOf = (setCookie: string | null) =>
      /session_id=([0-9a-f]+)/.exec(setCookie ?? '')?.[1];
    expect(sessionOf(second.setCookie)).toBe(sessionOf(first.setCookie));
    expect((second.data as { cart: { order: { id: number } } }).cart.order.id).toBe(
      (first.data as { cart: { order: { id: number } } }).cart.order.id,
    );
  });

  it('answers 400 for invalid documents and 200 with errors for resolver errors', async () => {
    const invalid = await backend.client().request('{ noSuchField }');
    expect(invalid.status).toBe(400);
    expect(invalid.errors?.[0]?.message).toMatch(/noSuchField/);
    const unparsable = await backend.client().request('{ products {');
    expect(unparsable.status).toBe(400);
    const resolverError = await backend.client().request('{ partner { id } }');
    expect(resolverError.status).toBe(200);
    expect(resolverError.data).toBeNull();
    expect(resolverError.errors?.[0]).toMatchObject({
      message: 'User does not exist.',
      path: ['partner'],
    });
  });

  it('rolls back every write of a request that had an error', async () => {
    const shopper = backend.client();
    const list = await shopper.request<{
      products: { products: { firstVariant: { id: number } }[] };
    }>('{ products(pageSize: 1) { products { firstVariant { id } } } }');
    const variant = list.data!.products.products[0]!.firstVariant.id;
    // The visitor may not update an account: the second mutation fails after the first wrote.
    const mixed = await shopper.request(
      `mutation { add: cartAddItem(productId: ${variant}, quantity: 3) { order { id } } fail: updateMyAccount(myaccount: { name: "Nobody" }) { id } }`,
    );
    expect(mixed.errors?.map((error) => error.message)).toEqual(['Partner cannot be updated.']);
    const cart = await shopper.request<{ cart: { order: { orderLines: unknown[] } } }>(
      '{ cart { order { orderLines { id } } } }',
    );
    // Odoo sends an empty one2many as null.
    expect(cart.data!.cart.order.orderLines ?? []).toEqual([]);
  });

  it('falls back to the default website for an unknown resquest-host', async () => {
    const shopper = backend.client({ host: 'shop.unknown.example:443' });
    const response = await shopper.request<{ products: { totalCount: number } }>(
      '{ products { totalCount } }',
    );
    expect(response.data!.products.totalCount).toBeGreaterThan(0);
  });
});

describe('plain routes', { timeout: 60_000 }, () => {
  it('serves the sitemap feeds and the schema explorer', async () => {
    const categories = (await (await backend.fetch('/vsf/categories')).json()) as string[];
    expect(categories).toContain(CATEGORIES.computers.slug);
    const products = (await (await backend.fetch('/vsf/products')).json()) as {
      name: string;
      path: string;
    }[];
    expect(products.length).toBeGreaterThanOrEqual(300);
    // Vue Storefront's route and the slug for it: the product's path is `/product/<name>`.
    expect(products[0]).toEqual({
      name: expect.stringMatching(/^[a-z0-9-]+-\d+$/),
      path: '/product/:slug',
    });
    const redirects = (await (await backend.fetch('/vsf/redirects')).json()) as {
      from: string;
      to: string;
    }[];
    expect(redirects.length).toBeGreaterThan(0);
    const graphiql = await backend.fetch('/graphiql/vsf');
    expect(graphiql.headers.get('content-type')).toMatch(/text\/html/);
  });
});
