// Contract: purchased products (vsf_purchased_products, docs/odoo-extensions.md). What a customer's
// company has bought in confirmed and done orders, as its orders say, and nobody else's.
import { describe, expect, it } from 'vitest';
import {
  getPurchasedProductsDocument,
  ordersGetDocument,
  signUpUserDocument,
} from '@/graphql/generated/operations';
import type { OdooTestClient } from '@/tests/support/odoo-client';
import { fails, ok, present } from '@/tests/support/odoo-operations';
import { contractBackend } from './backend';
import { newCustomer, signedIn, uniqueEmail } from './customers';
import { BUSINESS, CONSUMER } from './demo-data';

const backend = contractBackend();

interface Bought {
  timesOrdered: number;
  quantity: number;
  lastOrderDate: string;
}

const ORDER_LINES = `query o($id: Int) { order(id: $id) {
  name dateOrder websiteOrderLine { quantity priceUnit coupon { id } product { id } } } }`;

/** Per variant, what the customer's confirmed orders hold of it (rewards left out). */
async function boughtPerOrders(client: OdooTestClient): Promise<Map<number, Bought>> {
  const { orders } = await ok(client, ordersGetDocument, { pageSize: 100 });
  const bought = new Map<number, Bought>();
  for (const summary of orders?.orders ?? []) {
    const answer = await client.request<{
      order: {
        dateOrder: string;
        websiteOrderLine: {
          quantity: number;
          priceUnit: number;
          coupon: { id: number } | null;
          product: { id: number } | null;
        }[];
      };
    }>(ORDER_LINES, { id: summary?.id });
    const order = present(answer.data?.order, 'the order');
    const date = order.dateOrder.slice(0, 10);
    const seen = new Set<number>();
    for (const line of order.websiteOrderLine) {
      // A coupon's or a promotion's reward is no product the customer picked: it has a coupon
      // or (a promotion's discount) a negative price.
      if (!line.product || line.coupon || line.priceUnit < 0) continue;
      const entry = bought.get(line.product.id) ?? {
        timesOrdered: 0,
        quantity: 0,
        lastOrderDate: '',
      };
      if (!seen.has(line.product.id)) entry.timesOrdered += 1;
      seen.add(line.product.id);
      entry.quantity += line.quantity;
      if (date > entry.lastOrderDate) entry.lastOrderDate = date;
      bought.set(line.product.id, entry);
    }
  }
  return bought;
}

async function purchased(client: OdooTestClient, variables: Record<string, unknown> = {}) {
  const { purchasedProducts } = await ok(client, getPurchasedProductsDocument, {
    pageSize: 100,
    ...variables,
  });
  return present(purchasedProducts, 'purchased products');
}

describe('purchasedProducts', { timeout: 120_000 }, () => {
  it('lists what the company has bought, as its confirmed orders hold it', async () => {
    const client = await signedIn(backend, BUSINESS);
    const expected = await boughtPerOrders(client);
    const listed = await purchased(client);
    expect(listed.totalCount).toBe(expected.size);
    expect(listed.products).toHaveLength(expected.size);
    for (const row of listed.products) {
      expect(row, `variant ${row.product.id}`).toMatchObject(
        present(expected.get(row.product.id), `variant ${row.product.id} in the orders`),
      );
    }
    // Newest first by default, with today's price for this customer.
    const dates = listed.products.map((row) => row.lastOrderDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(listed.products.every((row) => typeof row.product.variantPrice === 'number')).toBe(true);
  });

  it('searches by name or reference, sorts and pages', async () => {
    const client = await signedIn(backend, BUSINESS);
    const all = (await purchased(client)).products;
    const withReference = present(
      all.find((row) => row.product.sku),
      'a purchased product with a reference',
    );
    const sku = present(withReference.product.sku, 'its reference');
    const bySku = await purchased(client, { search: sku.toLowerCase() });
    expect(bySku.products.map((row) => row.product.id)).toContain(withReference.product.id);
    const term = sku.toLowerCase();
    for (const row of bySku.products) {
      expect(`${row.product.sku} ${row.product.name}`.toLowerCase()).toContain(term);
    }

    const byQuantity = (await purchased(client, { sort: 'Quantity' })).products;
    const quantities = byQuantity.map((row) => row.quantity);
    expect(quantities).toEqual([...quantities].sort((a, b) => b - a));
    const byTimes = (await purchased(client, { sort: 'TimesOrdered' })).products;
    const times = byTimes.map((row) => row.timesOrdered);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const second = await purchased(client, { pageSize: 1, currentPage: 2 });
    expect(second.totalCount).toBe(all.length);
    expect(second.products.map((row) => row.product.id)).toEqual([all[1]?.product.id]);
    expect((await purchased(client, { search: 'no-such-product-anywhere' })).products).toEqual([]);
  });

  it("shows nobody another company's purchases, and a visitor none", async () => {
    // A private customer sees exactly what her own orders hold, none of the company's.
    const consumer = await signedIn(backend, CONSUMER);
    const own = await boughtPerOrders(consumer);
    expect((await purchased(consumer)).products.map((row) => row.product.id).sort()).toEqual(
      [...own.keys()].sort(),
    );
    const { client: newcomer } = await newCustomer(backend);
    expect(await purchased(newcomer)).toEqual({ totalCount: 0, products: [] });
    // A new company (its own contacts) has bought nothing, whatever the other companies have.
    const login = uniqueEmail('company');
    await ok(backend.client(), signUpUserDocument, {
      name: 'New Company Admin',
      email: login,
      password: 'company-password-1',
      companyName: 'Nieuw Inkoop B.V.',
    });
    const company = await signedIn(backend, { login, password: 'company-password-1' });
    expect((await purchased(company)).totalCount).toBe(0);
    expect(await fails(backend.client(), getPurchasedProductsDocument, {})).toEqual([
      'You must be logged in.',
    ]);
  });
});
