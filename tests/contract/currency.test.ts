// Contract: the shopper's currency. The frontend_currency cookie picks the website pricelist in
// that currency (Odoo's session pricelist), unless the customer has a contract pricelist of their
// own, which wins over any currency and any earlier choice; prices are the euro list prices
// converted at the pricelist's rate, and a draft cart follows. A product's `currency` is its
// template's, the company's (euros), whatever the pricelist: the pricelist's currency is the
// partner's currentPricelist and the cart's.
import { beforeAll, describe, expect, it } from 'vitest';
import type { OdooTestClient } from '@/tests/support/odoo-client';
import { contractBackend } from './backend';
import { signedIn } from './customers';
import { BUSINESS, CARRIERS, CONSUMER, TRAVEL_LAPTOP, USD_RATE } from './demo-data';
import { templateBySku } from './products';

const backend = contractBackend();
/** The travel laptop: its template and the variant in stock the cart takes. */
let laptop: { id: number; variantId: number };

beforeAll(async () => {
  const client = backend.client();
  const { id } = await templateBySku(client, TRAVEL_LAPTOP.sku);
  const { product } = await ok<{ product: { productVariants: { id: number; sku: string }[] } }>(
    client,
    'query variants($id: Int) { product(id: $id) { productVariants { id sku } } }',
    { id },
  );
  const variant = product.productVariants.find(
    (candidate) => candidate.sku === TRAVEL_LAPTOP.inStockVariantSku,
  );
  if (!variant) throw new Error(`${TRAVEL_LAPTOP.inStockVariantSku} is missing`);
  laptop = { id, variantId: variant.id };
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
const PRICELIST = `query { partner { currentPricelist { currency { name } } } }`;
const DELIVERY_METHODS = `query { deliveryMethods { id name price } }`;

const round2 = (value: number) => Math.round(value * 100) / 100;
const EUROS = { name: 'EUR', symbol: '€' };

async function ok<T>(client: OdooTestClient, query: string, variables?: Record<string, unknown>) {
  const response = await client.request<T>(query, variables);
  expect(response.errors).toBeUndefined();
  return response.data as T;
}

/** The laptop's euro price in the public pricelist (demo data). */
const euroPrice = () => TRAVEL_LAPTOP.firstVariantPrice;

/** The laptop as Odoo prices it for the request: its currency and first variant's prices. */
async function product(client: OdooTestClient) {
  const { combinationInfo, currency } = (
    await ok<{ product: Priced }>(client, PRODUCT, { id: laptop.id })
  ).product;
  return { currency, price: combinationInfo.price, listPrice: combinationInfo.list_price };
}

/** The currency of the signed-in customer's current pricelist. */
async function pricelistCurrency(client: OdooTestClient): Promise<string> {
  return (
    await ok<{ partner: { currentPricelist: { currency: { name: string } } } }>(client, PRICELIST)
  ).partner.currentPricelist.currency.name;
}

describe('the request currency', { timeout: 60_000 }, () => {
  it('answers in euros without the cookie and for an unknown currency', async () => {
    for (const currency of [null, 'GBP', 'usd; x']) {
      const answer = await product(backend.client({ currency }));
      expect(answer.currency).toEqual(EUROS);
      expect(answer.price).toBeCloseTo(euroPrice(), 2);
    }
  });

  it('prices in dollars at the seeded rate for frontend_currency=USD', async () => {
    const answer = await product(backend.client({ currency: 'USD' }));
    expect(answer.price).toBeCloseTo(round2(euroPrice() * USD_RATE), 2);
    expect(answer.listPrice).toBeCloseTo(round2(euroPrice() * USD_RATE), 2);
    // The template's currency: its list price's, not the pricelist's.
    expect(answer.currency).toEqual(EUROS);
  });

  it('converts the rate of a carrier that is free from an amount on, not the others', async () => {
    const methods = async (currency: string | null) =>
      new Map(
        (
          await ok<{ deliveryMethods: { name: string; price: number }[] }>(
            backend.client({ currency }),
            DELIVERY_METHODS,
          )
        ).deliveryMethods.map((carrier) => [carrier.name, carrier.price]),
      );
    const [euros, dollars] = [await methods(null), await methods('USD')];
    expect(euros.get(CARRIERS.standard.name)).toBeCloseTo(CARRIERS.standard.price, 2);
    // Its rate through the order's pricelist (delivery's rate_shipment).
    expect(dollars.get(CARRIERS.standard.name)).toBeCloseTo(
      round2(CARRIERS.standard.price * USD_RATE),
      2,
    );
    // graphql_vuestorefront lists any other fixed carrier at its own (company currency) price.
    expect(dollars.get(CARRIERS.express.name)).toBeCloseTo(CARRIERS.express.price, 2);
  });

  it('keeps a business customer on their contract pricelist in euros', async () => {
    const business = await signedIn(backend, BUSINESS, backend.client({ currency: 'USD' }));
    expect(await pricelistCurrency(business)).toBe('EUR');
    const answer = await product(business);
    expect(answer.price).toBeCloseTo(round2(euroPrice() * (1 - BUSINESS.discount)), 2);
  });

  it('gives a consumer without a pricelist of their own the dollar pricelist after login', async () => {
    const consumer = await signedIn(backend, CONSUMER, backend.client({ currency: 'USD' }));
    expect(await pricelistCurrency(consumer)).toBe('USD');
    const answer = await product(consumer);
    expect(answer.price).toBeCloseTo(round2(euroPrice() * USD_RATE), 2);
  });
});

describe('a draft cart when the currency changes', { timeout: 60_000 }, () => {
  it('is repriced in the new currency, and back', async () => {
    const price = euroPrice();
    const client = backend.client();
    const inEuros = (
      await ok<{ cartAddItem: { order: Order } }>(client, ADD, {
        productId: laptop.variantId,
        quantity: 2,
      })
    ).cartAddItem.order;
    expect(inEuros.currency.name).toBe('EUR');
    expect(inEuros.orderLines[0]!.priceUnit).toBeCloseTo(price, 2);

    client.setCurrency('USD');
    const inDollars = (await ok<{ cart: { order: Order } }>(client, CART)).cart.order;
    expect(inDollars.id).toBe(inEuros.id);
    expect(inDollars.currency.name).toBe('USD');
    expect(inDollars.orderLines[0]!.priceUnit).toBeCloseTo(round2(price * USD_RATE), 2);
    expect(inDollars.orderLines[0]!.quantity).toBe(2);
    expect(inDollars.amountUntaxed).toBeCloseTo(round2(round2(price * USD_RATE) * 2), 2);

    client.setCurrency('EUR');
    const back = (await ok<{ cart: { order: Order } }>(client, CART)).cart.order;
    expect(back.currency.name).toBe('EUR');
    expect(back.orderLines[0]!.priceUnit).toBeCloseTo(price, 2);
  });
});
