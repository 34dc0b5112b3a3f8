// What only mock-odoo's database shows of the wishlist: a guest's lines move to the customer who
// signs in, none stay behind on the session. The wishlist through the API is the contract suite's
// (tests/contract/wishlist.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningMockOdoo } from '@/mock-odoo/src/start';
import { odooClient, type OdooTestClient } from '@/tests/support/odoo-client';
import { startTestOdoo } from './harness';

const ADD = `mutation add($productId: Int!) { wishlistAddItem(productId: $productId) { totalCount } }`;
const LOGIN = `mutation login($email: String!, $password: String!) {
  login(email: $email, password: $password) { id } }`;

let odoo: RunningMockOdoo;
let variantIds: number[];

function variant(index: number): number {
  const id = variantIds[index];
  if (id === undefined) throw new Error(`no variant at ${index}`);
  return id;
}

async function ok(client: OdooTestClient, query: string, variables?: Record<string, unknown>) {
  const response = await client.request(query, variables);
  expect(response.errors).toBeUndefined();
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

// Two sign-ins (each hashes a password): more than the default 5 s on a busy machine.
describe('wishlist', { timeout: 30_000 }, () => {
  it("moves a guest's wishlist lines to the partner on login, leaving none on the session", async () => {
    const member = odooClient(odoo.url);
    await ok(member, LOGIN, { email: 'consumer@example.com', password: 'consumer123' });
    await ok(member, ADD, { productId: variant(5) });

    const guest = odooClient(odoo.url);
    await ok(guest, ADD, { productId: variant(5) });
    await ok(guest, ADD, { productId: variant(6) });
    await ok(guest, LOGIN, { email: 'consumer@example.com', password: 'consumer123' });

    const { rows } = await odoo.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM product_wishlist WHERE partner_id IS NULL AND product_id = ANY($1::int[])',
      [[variant(5), variant(6)]],
    );
    expect(rows[0]!.n).toBe(0);
  });
});
