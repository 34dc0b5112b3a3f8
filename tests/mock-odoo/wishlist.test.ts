import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningMockOdoo } from '@/mock-odoo/src/start';
import { odooClient, startTestOdoo, type OdooTestClient } from './harness';

interface WishlistData {
  totalCount: number;
  wishlistItems: { id: number; partner: { id: number } | null; product: { id: number } }[];
}

const DATA = `totalCount wishlistItems { id partner { id } product { id } }`;
const LOAD = `query { wishlistItems { ${DATA} } }`;
const ADD = `mutation add($productId: Int!) { wishlistAddItem(productId: $productId) { ${DATA} } }`;
const REMOVE = `mutation remove($wishId: Int!) { wishlistRemoveItem(wishId: $wishId) { ${DATA} } }`;
const LOGIN = `mutation login($email: String!, $password: String!) {
  login(email: $email, password: $password) { id } }`;

let odoo: RunningMockOdoo;
let variantIds: number[];

function variant(index: number): number {
  const id = variantIds[index];
  if (id === undefined) throw new Error(`no variant at ${index}`);
  return id;
}

async function ok<T>(client: OdooTestClient, query: string, variables?: Record<string, unknown>) {
  const response = await client.request<T>(query, variables);
  expect(response.errors).toBeUndefined();
  return response.data as T;
}

async function failure(client: OdooTestClient, query: string, variables: Record<string, unknown>) {
  const response = await client.request(query, variables);
  expect(response.status).toBe(200);
  return response.errors?.[0]?.message;
}

const load = async (client: OdooTestClient) =>
  (await ok<{ wishlistItems: WishlistData }>(client, LOAD)).wishlistItems;
const add = async (client: OdooTestClient, productId: number) =>
  (await ok<{ wishlistAddItem: WishlistData }>(client, ADD, { productId })).wishlistAddItem;
const productIds = (data: WishlistData) => data.wishlistItems.map((item) => item.product.id);

async function consumerPartnerId(): Promise<number> {
  const { rows } = await odoo.db.query<{ partner_id: number }>(
    "SELECT partner_id FROM res_users WHERE login = 'consumer@example.com'",
  );
  return rows[0]!.partner_id;
}

beforeAll(async () => {
  odoo = await startTestOdoo();
  const { rows } = await odoo.db.query<{ id: number }>(
    `SELECT p.id FROM product_product p JOIN product_template t ON t.id = p.template_id
      WHERE p.active AND t.is_published ORDER BY p.id LIMIT 20`,
  );
  variantIds = rows.map((row) => row.id);
}, 120_000);

afterAll(() => odoo?.stop());

describe('wishlist', () => {
  it('adds (newest first), refuses a duplicate and an unknown product, and removes', async () => {
    const client = odooClient(odoo.url);
    expect(await load(client)).toEqual({ totalCount: 0, wishlistItems: [] });

    await add(client, variant(0));
    const both = await add(client, variant(1));
    expect(both.totalCount).toBe(2);
    expect(productIds(both)).toEqual([variant(1), variant(0)]);
    expect(both.wishlistItems.every((item) => item.partner === null)).toBe(true);

    expect(await failure(client, ADD, { productId: variant(0) })).toBe(
      'Product already exists in the Wishlist.',
    );
    expect(await failure(client, ADD, { productId: 99_999_999 })).toBe('Product does not exist');
    expect((await load(client)).totalCount).toBe(2);

    const wish = both.wishlistItems.find((item) => item.product.id === variant(0))!;
    const after = (
      await ok<{ wishlistRemoveItem: WishlistData }>(client, REMOVE, { wishId: wish.id })
    ).wishlistRemoveItem;
    expect(productIds(after)).toEqual([variant(1)]);
  });

  it("refuses to remove another shopper's item", async () => {
    const owner = odooClient(odoo.url);
    const other = odooClient(odoo.url);
    const wish = (await add(owner, variant(2))).wishlistItems[0]!;
    await add(other, variant(3));

    expect(await failure(other, REMOVE, { wishId: wish.id })).toBe('This document does not exist.');
    expect(productIds(await load(owner))).toEqual([variant(2)]);
    expect(productIds(await load(other))).toEqual([variant(3)]);
  });

  it('keeps a signed-in wishlist on the partner, across sessions', async () => {
    const first = odooClient(odoo.url);
    await ok(first, LOGIN, { email: 'business@example.com', password: 'business123' });
    const added = await add(first, variant(4));
    expect(added.wishlistItems[0]!.partner).not.toBeNull();

    const second = odooClient(odoo.url);
    await ok(second, LOGIN, { email: 'business@example.com', password: 'business123' });
    expect(productIds(await load(second))).toContain(variant(4));
    expect((await load(odooClient(odoo.url))).totalCount).toBe(0);
  });

  it("moves a guest's wishlist to the partner on login, skipping duplicates", async () => {
    const partnerId = await consumerPartnerId();
    const member = odooClient(odoo.url);
    await ok(member, LOGIN, { email: 'consumer@example.com', password: 'consumer123' });
    await add(member, variant(5));

    const guest = odooClient(odoo.url);
    await add(guest, variant(5));
    await add(guest, variant(6));
    await ok(guest, LOGIN, { email: 'consumer@example.com', password: 'consumer123' });

    const merged = await load(guest);
    expect(productIds(merged).filter((id) => id === variant(5))).toHaveLength(1);
    expect(productIds(merged)).toContain(variant(6));
    expect(merged.wishlistItems.every((item) => item.partner?.id === partnerId)).toBe(true);
    const { rows } = await odoo.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM product_wishlist WHERE partner_id IS NULL AND product_id = ANY($1::int[])',
      [[variant(5), variant(6)]],
    );
    expect(rows[0]!.n).toBe(0);
  });
});
