// Contract: the shopper's currency. The frontend_currency cookie picks the website pricelist in
// that currency (Odoo's session pricelist), unless the partner has a contract pricelist of their
// own; prices are the euro list prices converted at the pricelist's rate, and a draft cart follows.
import { beforeAll, describe, expect, it } from 'vitest';
import type { OdooTestClient } from '@/tests/support/odoo-client';
import { contractBackend } from './backend';
import { signedIn } from './customers';
import { BUSINESS, CARRIERS, CONSUMER, TRAVEL_LAPTOP, USD_RATE } from './demo-data';
import { templateWithFirstVariant } from './products';

const backend = contractBackend();
/** The travel laptop: its template and its first variant (silver, 16 GB). */
let laptop: { id: number; firstVariantId: number };

beforeAll(async () => {
  laptop = await templateWithFirstVariant(backend.client(), TRAVEL_LAPTOP.sku);
}, 120_000);

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

const round2 = (value: number) => Math.round(value * 100) / 100;

async function ok<T>(client: OdooTestClient, query: string, variables?: Record<string, unknown>) {
  const response = await client.request<T>(query, variables);
  expect(response.errors).toBeUndefined();
  return response.data as T;
}

/** The travel laptop's first variant and its euro price in the public pricelist (demo data). */
function euroListPrice(): { variantId: number; price: number } {
  return { variantId: laptop.firstVariantId, price: TRAVEL_LAPTOP.firstVariantPrice };
}

/** The laptop as Odoo prices it for the request: its currency and first variant's prices. */
async function product(client: OdooTestClient) {
  const { combinationInfo, currency } = (
    await ok<{ product: Priced }>(client, PRODUCT, { id: laptop.id })
  ).product;
  return { currency, price: combinationInfo.price, listPrice: combinationInfo.list_price };
}

describe('the request currency', { timeout: 60_000 }, () => {
  it('answers in euros without the cookie and for an unknown currency', async () => {
    const { price } = euroListPrice();
    for (const currency of [null, 'GBP', 'usd; x']) {
      const answer = await product(backend.client({ currency }));
      expect(answer.currency).toEqual({ name: 'EUR', symbol: '€' });
      expect(answer.price).toBe(price);
    }
  });

  it('answers in dollars at the seeded rate for frontend_currency=USD', async () => {
    const { price } = euroListPrice();
    const answer = await product(backend.client({ currency: 'USD' }));
    expect(answer.currency).toEqual({ name: 'USD', symbol: '$' });
    expect(answer.price).toBe(round2(price * USD_RATE));
    expect(answer.listPrice).toBe(round2(price * USD_RATE));
  });

  it('converts the carrier rates too', async () => {
    const euros = await ok<{ deliveryMethods: { name: string; price: number }[] }>(
      backend.client(),
      DELIVERY_METHODS,
    );
    const dollars = await ok<{ deliveryMethods: { name: string; price: number }[] }>(
      backend.client({ currency: 'USD' }),
      DELIVERY_METHODS,
    );
    const standard = (list: { name: string; price: number }[]) =>
      list.find((carrier) => carrier.name === CARRIERS.standard.name)!.price;
    expect(standard(euros.deliveryMethods)).toBe(CARRIERS.standard.price);
    expect(standard(dollars.deliveryMethods)).toBe(round2(CARRIERS.standard.price * USD_RATE));
  });

  it('keeps a business customer on their contract pricelist in euros', async () => {
    const { price } = euroListPrice();
    const business = await signedIn(backend, BUSINESS, backend.client({ currency: 'USD' }));
    const answer = await product(business);
    expect(answer.currency.name).toBe('EUR');
    expect(answer.price).toBe(round2(price * (1 - BUSINESS.discount)));
  });

  it('gives a consumer without a pricelist of their own the dollar pricelist after login', async () => {
    const { price } = euroListPrice();
    const consumer = await signedIn(backend, CONSUMER, backend.client({ currency: 'USD' }));
    const answer = await product(consumer);
    expect(answer.currency.name).toBe('USD');
    expect(answer.price).toBe(round2(price * USD_RATE));
  });
});

describe('a draft cart when the currency changes', { timeout: 60_000 }, () => {
  it('is repriced in the new currency, and back', async () => {
    const { variantId, price } = euroListPrice();
    const client = backend.client();
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
