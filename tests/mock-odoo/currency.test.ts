import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USD_RATE } from '@/mock-odoo/src/seed/base';
import type { RunningMockOdoo } from '@/mock-odoo/src/start';
import { odooClient, startTestOdoo, type OdooTestClient } from './harness';

// The shopper's currency: the frontend_currency cookie picks the website pricelist in that
// currency (Odoo's session pricelist), unless the partner has a contract pricelist of their own;
// prices are the euro list prices converted at the seeded rate, and a draft cart follows.

let odoo: RunningMockOdoo;
beforeAll(async () => {
  odoo = await startTestOdoo();
}, 120_000);
afterAll(async () => {
  await odoo.stop();
});

interface Priced {
  combinationInfo: { price: number; list_price: number };
  currency: { name: string; symbol: string };
}
interface Order {
  id: number;
  amountUntaxed: number;
  amountTotal: number;
  currency: { name: string };
  orderLines: { priceUnit: number; quantity: number; product: { id: number } | null }[];
}

const ORDER = `id amountUntaxed amountTotal currency { name }
  orderLines { priceUnit quantity product { id } }`;
const CART = `query { cart { order { ${ORDER} } } }`;
const ADD = `mutation add($productId: Int!, $quantity: Int!) {
  cartAddItem(productId: $productId, quantity: $quantity) { order { ${ORDER} } } }`;
const PRODUCT = `query product($id: Int) {
  product(id: $id) { combinationInfo currency { name symbol } } }`;
const DELIVERY_METHODS = `query { deliveryMethods { id name price } }`;
const LOGIN = `mutation login($email: String!, $password: String!) {
  login(email: $email, password: $password) { id } }`;

const round2 = (value: number) => Math.round(value * 100) / 100;

async function ok<T>(client: OdooTestClient, query: string, variables?: Record<string, unknown>) {
  const response = await client.request<T>(query, variables);
  expect(response.errors).toBeUndefined();
  return response.data as T;
}

/** The euro list price of product 1's first variant, straight from the database. */
async function euroListPrice(): Promise<{ variantId: number; price: number }> {
  const { rows } = await odoo.db.query<{ id: number; price: number }>(
    `SELECT p.id, t.list_price + COALESCE((SELECT SUM(ptav.price_extra)
              FROM product_variant_combination c
              JOIN product_template_attribute_value ptav ON ptav.id = c.ptav_id
             WHERE c.product_id = p.id), 0) AS price
       FROM product_product p JOIN product_template t ON t.id = p.template_id
      WHERE t.id = 1 AND p.active ORDER BY p.id LIMIT 1`,
  );
  const row = rows[0]!;
  return { variantId: row.id, price: round2(row.price) };
}

/** Product 1 as Odoo prices it for the request: its currency and first variant's prices. */
async function product(client: OdooTestClient) {
  const { combinationInfo, currency } = (await ok<{ product: Priced }>(client, PRODUCT, { id: 1 }))
    .product;
  return { currency, price: combinationInfo.price, listPrice: combinationInfo.list_price };
}

describe('the request currency', () => {
  it('answers in euros without the cookie and for an unknown currency', async () => {
    const { price } = await euroListPrice();
    for (const currency of [null, 'GBP', 'usd; x']) {
      const answer = await product(odooClient(odoo.url, { currency }));
      expect(answer.currency).toEqual({ name: 'EUR', symbol: '€' });
      expect(answer.price).toBe(price);
    }
  });

  it('answers in dollars at the seeded rate for frontend_currency=USD', async () => {
    const { price } = await euroListPrice();
    const answer = await product(odooClient(odoo.url, { currency: 'USD' }));
    expect(answer.currency).toEqual({ name: 'USD', symbol: '$' });
    expect(answer.price).toBe(round2(price * USD_RATE));
    expect(answer.listPrice).toBe(round2(price * USD_RATE));
  });

  it('converts the carrier rates too', async () => {
    const euros = await ok<{ deliveryMethods: { name: string; price: number }[] }>(
      odooClient(odoo.url),
      DELIVERY_METHODS,
    );
    const dollars = await ok<{ deliveryMethods: { name: string; price: number }[] }>(
      odooClient(odoo.url, { currency: 'USD' }),
      DELIVERY_METHODS,
    );
    const standard = (list: { name: string; price: number }[]) =>
      list.find((carrier) => carrier.name === 'Standard delivery')!.price;
    expect(standard(euros.deliveryMethods)).toBe(6.95);
    expect(standard(dollars.deliveryMethods)).toBe(round2(6.95 * USD_RATE));
  });

  it('keeps a business customer on their contract pricelist in euros', async () => {
    const { price } = await euroListPrice();
    const business = odooClient(odoo.url, { currency: 'USD' });
    await ok(business, LOGIN, { email: 'business@example.com', password: 'business123' });
    const answer = await product(business);
    expect(answer.currency.name).toBe('EUR');
    expect(answer.price).toBe(round2(price * 0.9));
  });

  it('gives a consumer without a pricelist of their own the dollar pricelist after login', async () => {
    const { price } = await euroListPrice();
    const consumer = odooClient(odoo.url, { currency: 'USD' });
    await ok(consumer, LOGIN, { email: 'consumer@example.com', password: 'consumer123' });
    const answer = await product(consumer);
    expect(answer.currency.name).toBe('USD');
    expect(answer.price).toBe(round2(price * USD_RATE));
  });
});

describe('a draft cart when the currency changes', () => {
  it('is repriced in the new currency, and back', async () => {
    const { variantId, price } = await euroListPrice();
    const client = odooClient(odoo.url);
    const inEuros = (
      await ok<{ cartAddItem: { order: Order } }>(client, ADD, {
        productId: variantId,
        quantity: 2,
      })
    ).cartAddItem.order;
    expect(inEuros.currency.name).toBe('EUR');
    expect(inEuros.orderLines[0]!.priceUnit).toBe(price);

    client.setCurrency('USD');
    const inDollars = (await ok<{ cart: { order: Order } }>(client, CART)).cart.order;
    expect(inDollars.id).toBe(inEuros.id);
    expect(inDollars.currency.name).toBe('USD');
    expect(inDollars.orderLines[0]!.priceUnit).toBe(round2(price * USD_RATE));
    expect(inDollars.orderLines[0]!.quantity).toBe(2);
    expect(inDollars.amountUntaxed).toBe(round2(round2(price * USD_RATE) * 2));

    client.setCurrency('EUR');
    const back = (await ok<{ cart: { order: Order } }>(client, CART)).cart.order;
    expect(back.currency.name).toBe('EUR');
    expect(back.orderLines[0]!.priceUnit).toBe(price);
  });
});
