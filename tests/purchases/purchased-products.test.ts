import { describe, expect, it, vi } from 'vitest';
import type { Loaded } from '@/lib/account/account-pages.server';
import { ACCOUNT_PAGE_SIZE } from '@/lib/account/document-list-query';
import { parsePurchasedProductsQuery } from '@/lib/purchases/purchased-products-query';
import { loadPurchasedProducts } from '@/lib/purchases/purchased-products.server';
import type { PurchasedProductList } from '@/lib/purchases/types';
import { mockOdooPerFile } from '@/tests/support/mock-odoo-shopper';
import { signIn } from '@/tests/support/sign-in';

vi.mock(
  'next-intl/server',
  async () => (await import('@/tests/support/fake-translations')).fakeNextIntlServer,
);

// The purchased products page's list against a real mock-odoo: what the company has bought, as
// the URL asks for it, with today's prices for the customer.
vi.setConfig({ testTimeout: 60_000 });

const { odoo } = mockOdooPerFile();

function data(loaded: Loaded<PurchasedProductList>): PurchasedProductList {
  if (loaded.status !== 'ok') throw new Error(`expected the list, got ${loaded.status}`);
  return loaded.data;
}

const list = async (query: Record<string, string> = {}) =>
  data(await loadPurchasedProducts(parsePurchasedProductsQuery(query)));

describe('purchased products', () => {
  it('lists a page of what the business customer’s company bought, newest first, priced for them', async () => {
    await signIn('business@example.com', 'business123');
    const first = await list();
    expect(first.totalCount).toBeGreaterThan(ACCOUNT_PAGE_SIZE);
    expect(first.products).toHaveLength(ACCOUNT_PAGE_SIZE);
    expect(first.currency).toBe('EUR');
    const dates = first.products.map((product) => product.lastOrderDate ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    for (const product of first.products) {
      expect(product.lastOrderName).toMatch(/^S\d+$/);
      expect(product.timesOrdered).toBeGreaterThan(0);
      expect(product.templateId).not.toBeNull();
    }
    // Today's price is the customer's: the business pricelist's 10 % off the list price.
    const [{ productId, price } = { productId: 0, price: 0 }] = first.products;
    const { rows } = await odoo().db.query<{ list: number }>(
      `SELECT t.list_price + COALESCE((SELECT sum(v.price_extra)
                FROM product_variant_combination c
                JOIN product_template_attribute_value v ON v.id = c.ptav_id
               WHERE c.product_id = p.id), 0) AS list
         FROM product_product p JOIN product_template t ON t.id = p.template_id WHERE p.id = $1`,
      [productId],
    );
    expect(price).toBeCloseTo(Math.round(Number(rows[0]!.list) * 90) / 100, 2);

    const second = await list({ page: '2' });
    expect(second.totalCount).toBe(first.totalCount);
    const firstIds = new Set(first.products.map((product) => product.productId));
    expect(second.products.some((product) => firstIds.has(product.productId))).toBe(false);
  });

  it('searches by reference and sorts by name', async () => {
    await signIn('business@example.com', 'business123');
    const [wanted] = (await list()).products.filter((product) => product.sku);
    const found = await list({ q: wanted!.sku!.toLowerCase() });
    expect(found.products.map((product) => product.productId)).toContain(wanted!.productId);
    const names = (await list({ sort: 'name' })).products.map((product) =>
      product.name.toLowerCase(),
    );
    expect(names).toEqual([...names].sort());
  });

  it('is empty for a customer who has bought nothing yet', async () => {
    await signIn('checkout3@example.com', 'checkout123');
    expect(await list()).toMatchObject({ products: [], totalCount: 0 });
  });
});
