import { beforeEach, describe, expect, it } from 'vitest';
import { cartAddItem } from '@/lib/cart/cart.server';
import { getProductTemplate, getProductTemplatesList } from '@/lib/catalog/products.server';
import { CONTRACT_VARIANT_PRICE, CONTRACT_VARIANT_SKU } from '@/mock-odoo/src/seed/contract-prices';
import { USD_RATE } from '@/mock-odoo/src/seed/base';
import type { PersonalPrice, PricesAnswer } from '@/lib/pricing/price-attributes';
import { priceIdsSchema } from '@/lib/pricing/price-ids';
import { routeAgainstMockOdoo } from '@/tests/support/route-against-mock-odoo';
import { cookieJar, requestHeaders } from '@/tests/support/fake-next-headers';
import { signIn } from '@/tests/support/sign-in';

const GET = routeAgainstMockOdoo(() => import('@/app/api/prices/route'));

beforeEach(() => {
  cookieJar.clear();
  requestHeaders.set('host', 'localhost:3000');
});

const get = (query: string) => GET(new Request(`http://shop.test/api/prices?${query}`));

/** What the browser would hold after signing in: Odoo's session plus the signed user cookie. */
async function publicPrices(ids: number[]) {
  const listing = await getProductTemplatesList('en', { ids, pageSize: ids.length });
  return new Map(listing.products.map((product) => [product.id, product.price]));
}

describe('GET /api/prices', () => {
  it('gives the business customer their pricelist: 10 % below the public price', async () => {
    const listing = await getProductTemplatesList('en', { categorySlug: '/category/computers' });
    const ids = listing.products
      .filter((product) => product.isPositivePrice)
      .slice(0, 4)
      .map((p) => p.id);
    const anonymous = await publicPrices(ids);

    await signIn('business@example.com', 'business123');
    const response = await get(`ids=${ids.join(',')}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { currency, prices } = (await response.json()) as PricesAnswer;
    expect(currency).toBe('EUR');
    expect(prices.map((price) => price.id).sort()).toEqual([...ids].sort());
    for (const price of prices) {
      // Only what the island needs: nothing else about the product or the customer.
      expect(Object.keys(price).sort()).toEqual(['id', 'listPrice', 'price']);
      const publicPrice = anonymous.get(price.id)!;
      expect(price.price).toBeCloseTo(publicPrice.special * 0.9, 1);
      expect(price.price).toBeLessThan(publicPrice.special);
    }
  });

  it("gives the business customer every variant's own price, the one the cart charges", async () => {
    const [search] = (await getProductTemplatesList('en', { search: 'KX-420' })).products;
    const template = await getProductTemplate('en', { id: search!.id });
    const contract = template!.variants.find((variant) => variant.sku === CONTRACT_VARIANT_SKU)!;
    expect(contract.price.special).toBeGreaterThan(CONTRACT_VARIANT_PRICE);

    await signIn('business@example.com', 'business123');
    const response = await get(`variantsOf=${template!.id}`);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as PricesAnswer;
    expect(answer).toMatchObject({ currency: 'EUR', prices: [] });
    const variants = new Map(answer.variants!.map((price) => [price.id, price]));
    expect([...variants.keys()].sort()).toEqual(template!.variants.map((v) => v.id).sort());
    // A pricelist item for one variant: that variant's contract price, the others the 10 %.
    expect(variants.get(contract.id)!.price).toBe(CONTRACT_VARIANT_PRICE);
    for (const variant of template!.variants.filter((v) => v.id !== contract.id)) {
      expect(variants.get(variant.id)!.price).toBeCloseTo(variant.price.special * 0.9, 1);
    }
    for (const variant of template!.variants) {
      const cart = await cartAddItem(variant.id, 1);
      const line = cart.lines.find((candidate) => candidate.productId === variant.id)!;
      expect(line.price, variant.sku ?? '').toBe(variants.get(variant.id)!.price);
    }
  });

  it('answers template and variant prices together, each under its own id', async () => {
    await signIn('business@example.com', 'business123');
    const [kestrel] = (await getProductTemplatesList('en', { search: 'KX-420' })).products;
    const answer = (await (await get(`ids=1,2&variantsOf=${kestrel!.id}`)).json()) as PricesAnswer;
    expect(answer.prices.map((price) => price.id).sort()).toEqual([1, 2]);
    expect(answer.variants!.length).toBeGreaterThan(1);
    expect(answer.variants!.map((price) => price.id)).not.toContain(kestrel!.id);
  });

  it('answers an anonymous caller with nothing and never asks Odoo for them', async () => {
    const response = await get('ids=1,2,3');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ currency: 'EUR', prices: [] });
    expect(cookieJar.writes).toEqual([]);
  });

  it('answers an anonymous shopper who chose dollars with the USD pricelist, session-less', async () => {
    const anonymous = await publicPrices([1, 2, 3]);
    cookieJar.seed('currency', 'USD');
    const response = await get('ids=1,2,3');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const { currency, prices } = (await response.json()) as PricesAnswer;
    expect(currency).toBe('USD');
    expect(prices.map((price) => price.id).sort()).toEqual([1, 2, 3]);
    for (const price of prices) {
      const euros = anonymous.get(price.id)!;
      expect(price.price).toBeCloseTo(euros.special * USD_RATE, 1);
      expect(price.listPrice).toBeCloseTo(euros.regular * USD_RATE, 1);
    }
    // No Odoo session was opened for the anonymous shopper.
    expect(cookieJar.writes).toEqual([]);
  });

  it.each(['eur', 'GBP', 'x'.repeat(40)])(
    'treats a currency cookie of %j as euros: nothing to swap',
    async (value) => {
      cookieJar.seed('currency', value);
      expect(await (await get('ids=1,2')).json()).toEqual({ currency: 'EUR', prices: [] });
    },
  );

  it('gives a consumer who chose dollars their prices in dollars', async () => {
    const anonymous = await publicPrices([1, 2]);
    cookieJar.seed('currency', 'USD');
    await signIn('consumer@example.com', 'consumer123');
    const { currency, prices } = (await (await get('ids=1,2')).json()) as PricesAnswer;
    expect(currency).toBe('USD');
    for (const price of prices) {
      expect(price.price).toBeCloseTo(anonymous.get(price.id)!.special * USD_RATE, 1);
    }
  });

  it('keeps a business customer who chose dollars on their contract prices in euros', async () => {
    const anonymous = await publicPrices([1, 2]);
    cookieJar.seed('currency', 'USD');
    await signIn('business@example.com', 'business123');
    const { currency, prices } = (await (await get('ids=1,2')).json()) as PricesAnswer;
    expect(currency).toBe('EUR');
    for (const price of prices) {
      expect(price.price).toBeCloseTo(anonymous.get(price.id)!.special * 0.9, 1);
    }
  });

  it('answers 503 with Retry-After while Odoo cannot be reached', async () => {
    await signIn('business@example.com', 'business123');
    const running = process.env.ODOO_URL;
    // Nothing listens on port 9 (discard) here: a refused connection, as when Odoo is down.
    process.env.ODOO_URL = 'http://127.0.0.1:9';
    try {
      const response = await get('ids=1,2,3');
      expect(response.status).toBe(503);
      expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    } finally {
      process.env.ODOO_URL = running;
    }
  });

  it('a forged user cookie without an Odoo session gets nothing', async () => {
    cookieJar.seed('user', 'eyJpZCI6MX0.forged');
    expect(await (await get('ids=1,2')).json()).toEqual({ currency: 'EUR', prices: [] });
  });

  it('an unsigned user cookie beside a real customer session gets the public answer', async () => {
    await signIn('business@example.com', 'business123');
    const signed = cookieJar.get('user')?.value ?? '';
    cookieJar.seed('user', `${signed.split('.')[0]}.forged`);
    expect(await (await get('ids=1,2')).json()).toEqual({ currency: 'EUR', prices: [] });
  });

  it('a consumer without a pricelist of their own sees the public prices', async () => {
    const anonymous = await publicPrices([1, 2]);
    await signIn('consumer@example.com', 'consumer123');
    const { prices } = (await (await get('ids=1,2')).json()) as { prices: PersonalPrice[] };
    for (const price of prices) expect(price.price).toBe(anonymous.get(price.id)!.special);
  });

  it.each([
    '',
    'ids=',
    'variantsOf=',
    'variantsOf=0',
    `variantsOf=${Array.from({ length: 21 }, (_, i) => i + 1).join(',')}`,
    'ids=a',
    'ids=0',
    'ids=1,-2',
    `ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`,
  ])('refuses %j', async (query) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('drops duplicate ids', () => {
    expect(priceIdsSchema.parse('3,3,4')).toEqual([3, 4]);
  });
});
