// The cart facts only mock-odoo's database shows: how many orders a first call creates, a cart
// confirmed or a variant archived behind the shop's back, unpublished variants and pricelist
// rules written for a test. What the API shows of the cart is the contract suite's
// (tests/contract/cart.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningMockOdoo } from '@/mock-odoo/src/start';
import { odooClient, type OdooTestClient } from '@/tests/support/odoo-client';
import { ADD, CART, type Order } from '@/tests/support/raw-cart-documents';
import { startTestOdoo } from './harness';

interface Variant {
  id: number;
  name: string;
  price: number;
  qty: number;
}

const LOGIN = `mutation login($email: String!, $password: String!) {
  login(email: $email, password: $password) { id } }`;

let odoo: RunningMockOdoo;
let variants: Variant[];

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Sellable variants with their public price and stock, straight from the database. */
async function loadVariants(): Promise<Variant[]> {
  const { rows } = await odoo.db.query<Variant>(
    `SELECT p.id, t.name, p.qty_available AS qty,
            t.list_price + COALESCE((SELECT SUM(ptav.price_extra) FROM product_variant_combination c
              JOIN product_template_attribute_value ptav ON ptav.id = c.ptav_id
             WHERE c.product_id = p.id), 0) AS price
       FROM product_product p JOIN product_template t ON t.id = p.template_id
      WHERE p.active AND t.is_published AND t.sale_ok AND t.type = 'product'
      ORDER BY p.id`,
  );
  return rows.map((row) => ({ ...row, price: round2(row.price) }));
}

/** Distinct cheap variants (a cart of one each stays below the free-delivery threshold). */
function cheap(count: number): Variant[] {
  const found = variants.filter((variant) => variant.price >= 5 && variant.price <= 40);
  expect(found.length).toBeGreaterThanOrEqual(count);
  return found.slice(0, count);
}

function at(list: Variant[], index: number): Variant {
  const variant = list[index];
  if (!variant) throw new Error(`no variant at ${index}`);
  return variant;
}

async function ok<T>(
  client: OdooTestClient,
  query: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  const response = await client.request<T>(query, variables);
  expect(response.errors).toBeUndefined();
  expect(response.data).not.toBeNull();
  return response.data as T;
}

async function failure(
  client: OdooTestClient,
  query: string,
  variables?: Record<string, unknown>,
): Promise<string | undefined> {
  const response = await client.request(query, variables);
  expect(response.status).toBe(200);
  return response.errors?.[0]?.message;
}

const cart = async (client: OdooTestClient) =>
  (await ok<{ cart: { order: Order } }>(client, CART)).cart.order;
const add = async (client: OdooTestClient, productId: number, quantity = 1) =>
  (await ok<{ cartAddItem: { order: Order } }>(client, ADD, { productId, quantity })).cartAddItem
    .order;
const lines = (order: Order) => order.orderLines ?? [];
const productLine = (order: Order, variantId: number) =>
  lines(order).find((line) => line.product?.id === variantId);

async function shopper(): Promise<OdooTestClient> {
  const client = odooClient(odoo.url);
  await cart(client);
  return client;
}

async function signedIn(email: string, password: string): Promise<OdooTestClient> {
  const client = odooClient(odoo.url);
  await ok(client, LOGIN, { email, password });
  return client;
}

beforeAll(async () => {
  odoo = await startTestOdoo();
  variants = await loadVariants();
}, 120_000);

afterAll(() => odoo?.stop());

describe('cart identity', () => {
  it('creates the cart lazily on the first call and sets the session cookie', async () => {
    const client = odooClient(odoo.url);
    const count = async () =>
      (await odoo.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sale_order')).rows[0]!.n;
    const before = await count();
    const first = await client.request<{ cart: { order: Order } }>(CART);
    expect(first.errors).toBeUndefined();
    expect(first.setCookie).toMatch(/session_id=[0-9a-f]{40};.*HttpOnly/);
    const order = first.data!.cart.order;
    expect(order.name).toBe(`S${String(order.id).padStart(5, '0')}`);
    expect(order.stage).toBe('Quotation');
    expect(order.orderLines).toBeNull();
    expect(order.amountTotal).toBe(0);
    expect(await count()).toBe(before + 1);

    const second = await client.request<{ cart: { order: Order } }>(CART);
    expect(second.setCookie?.split(';')[0]).toBe(first.setCookie?.split(';')[0]);
    expect(second.data!.cart.order.id).toBe(order.id);
    expect(await count()).toBe(before + 1);
  });

  it('starts a new cart once the previous order is confirmed', async () => {
    const client = await shopper();
    const variant = at(cheap(1), 0);
    const confirmed = await add(client, variant.id, 2);
    await odoo.db.query("UPDATE sale_order SET state = 'sale' WHERE id = $1", [confirmed.id]);

    const fresh = await cart(client);
    expect(fresh.id).not.toBe(confirmed.id);
    expect(fresh.orderLines).toBeNull();
    const { rows } = await odoo.db.query<{ state: string; n: number }>(
      'SELECT state, (SELECT count(*)::int FROM sale_order_line WHERE order_id = $1) AS n FROM sale_order WHERE id = $1',
      [confirmed.id],
    );
    expect(rows[0]).toEqual({ state: 'sale', n: 1 });
  });
});

describe('cart lines', () => {
  it('refuses unpublished, archived and unsellable variants', async () => {
    const client = await shopper();
    const { rows } = await odoo.db.query<{ id: number }>(
      `SELECT p.id FROM product_product p JOIN product_template t ON t.id = p.template_id
        WHERE NOT p.active OR NOT t.is_published OR NOT t.sale_ok LIMIT 1`,
    );
    const hidden = rows[0];
    if (!hidden) throw new Error('the seed has no unpublished, archived or unsellable variant');
    expect(await failure(client, ADD, { productId: hidden.id, quantity: 1 })).toBe(
      'The given product does not exist therefore it cannot be added to cart.',
    );
    expect((await cart(client)).orderLines).toBeNull();
  });

  it('drops lines whose variant was archived', async () => {
    const client = await shopper();
    // Variants no other test uses, so archiving one for a moment disturbs nothing else.
    const [kept, archived] = [at(cheap(12), 10), at(cheap(12), 11)];
    await add(client, kept.id, 1);
    await add(client, archived.id, 1);
    await odoo.db.query('UPDATE product_product SET active = false WHERE id = $1', [archived.id]);
    try {
      const order = await cart(client);
      expect(lines(order).map((line) => line.product?.id)).toEqual([kept.id]);
      expect(order.amountUntaxed).toBe(kept.price);
    } finally {
      await odoo.db.query('UPDATE product_product SET active = true WHERE id = $1', [archived.id]);
    }
  });
});

describe('pricelists', () => {
  it("applies a variant's pricelist item before its template's, and the template's before the global", async () => {
    // A template with three variants: rules for the template and for one of its variants.
    const { rows } = await odoo.db.query<{ template_id: number; ids: number[] }>(
      `SELECT p.template_id, array_agg(p.id ORDER BY p.id) AS ids FROM product_product p
         JOIN product_template t ON t.id = p.template_id
        WHERE p.active AND t.is_published AND t.sale_ok AND t.type = 'product' AND t.list_price > 0
          AND NOT EXISTS (SELECT 1 FROM product_pricelist_item i WHERE i.product_tmpl_id = t.id
                             OR i.product_id IN (SELECT id FROM product_product WHERE template_id = t.id))
        GROUP BY p.template_id HAVING count(*) >= 3 ORDER BY p.template_id LIMIT 1`,
    );
    const { template_id: templateId, ids } = rows[0]!;
    const [withVariantRule, withTemplateRule] = ids;
    const { rows: lists } = await odoo.db.query<{ id: number }>(
      "SELECT id FROM product_pricelist WHERE name = 'Business -10%'",
    );
    const business = lists[0]!.id;
    await odoo.db.query(
      `INSERT INTO product_pricelist_item
         (pricelist_id, applied_on, product_tmpl_id, product_id, compute_price, fixed_price, percent_price)
       VALUES ($1, '1_product', $2, NULL, 'percentage', 0, 25),
              ($1, '0_product_variant', NULL, $3, 'fixed', 12.34, 0)`,
      [business, templateId, withVariantRule],
    );
    try {
      const client = await signedIn('business@example.com', 'business123');
      const price = (id: number) => variants.find((variant) => variant.id === id)!.price;
      await add(client, withVariantRule!, 1);
      const order = await add(client, withTemplateRule!, 1);
      expect(productLine(order, withVariantRule!)!.priceUnit).toBe(12.34);
      expect(productLine(order, withTemplateRule!)!.priceUnit).toBe(
        round2(price(withTemplateRule!) * 0.75),
      );
      // A shopper without that pricelist pays the list price.
      const guest = await shopper();
      expect(productLine(await add(guest, withVariantRule!, 1), withVariantRule!)!.priceUnit).toBe(
        price(withVariantRule!),
      );
    } finally {
      await odoo.db.query(
        'DELETE FROM product_pricelist_item WHERE product_tmpl_id = $1 OR product_id = $2',
        [templateId, withVariantRule],
      );
    }
  });
});
