import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startMockOdoo } from '@/mock-odoo/src/start';
import { odooClient } from '@/tests/support/odoo-client';

const dataDir = mkdtempSync(join(tmpdir(), 'mock-odoo-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('mock-odoo on disk', () => {
  it('keeps a registered user and their cart across a restart', async () => {
    const first = await startMockOdoo({ database: dataDir, port: 0 });
    const shopper = odooClient(first.url);
    const listing = await shopper.request<{
      products: {
        totalCount: number;
        minPrice: number;
        maxPrice: number;
        attributeValues: unknown[];
        products: { firstVariant: { id: number; qty: number } }[];
      };
    }>(
      `{ products(pageSize: 20) { totalCount minPrice maxPrice attributeValues { id } products { firstVariant { id qty } } } }`,
    );
    const products = listing.data!.products;
    expect(products.totalCount).toBeGreaterThanOrEqual(300);
    expect(products.maxPrice).toBeGreaterThan(products.minPrice);
    expect(products.attributeValues.length).toBeGreaterThan(0);

    await shopper.request(
      `mutation { register(name: "Eva Persist", email: "eva@example.com", password: "secret123") { id } }`,
    );
    const login = await shopper.request(
      `mutation { login(email: "eva@example.com", password: "secret123") { id } }`,
    );
    expect(login.errors).toBeUndefined();
    // One with enough stock: the shop sells no more than there is (a line beyond it is lowered).
    const variantId = products.products.find((product) => product.firstVariant.qty >= 2)!
      .firstVariant.id;
    await shopper.request(
      `mutation { cartAddItem(productId: ${variantId}, quantity: 2) { order { id } } }`,
    );
    await first.stop();

    const second = await startMockOdoo({ database: dataDir, port: 0 });
    try {
      const again = odooClient(second.url);
      const relogin = await again.request(
        `mutation { login(email: "eva@example.com", password: "secret123") { id } }`,
      );
      expect(relogin.errors).toBeUndefined();
      const cart = await again.request<{
        cart: { order: { orderLines: { quantity: number; product: { id: number } }[] } };
      }>(`{ cart { order { orderLines { quantity product { id } } } } }`);
      expect(cart.data!.cart.order.orderLines).toEqual([
        { quantity: 2, product: { id: variantId } },
      ]);
    } finally {
      await second.stop();
    }
  }, 180_000);
});
