import { graphql, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  FindProductVariantsBySkusVariables,
  FindProductVariantsBySkuVariables,
} from '@/graphql/generated/operations';
import { quickOrderAction } from '@/lib/cart/cart-actions';
import { resetRateLimits } from '@/lib/shopper/rate-limit.server';
import { PEER_ADDRESS_HEADER } from '@/lib/shopper/peer-address-header';
import { capabilitiesHandler } from '@/tests/support/capabilities-handler';
import { requestHeaders } from '@/tests/support/fake-next-headers';
import { mswServer } from '@/tests/support/msw-odoo';
import { setupOdooTest } from '@/tests/support/odoo-test-setup';
import { order } from '@/tests/support/order-fixtures';

vi.mock(
  'next-intl/server',
  async () => (await import('@/tests/support/fake-translations')).fakeNextIntlServer,
);

// The probe: one anonymous request with 200 unknown SKUs made 200 Odoo searches. With the Quick
// order extension it is one call; the lines per request are capped and the action is rate limited.

setupOdooTest();
beforeEach(() => {
  resetRateLimits();
  requestHeaders.set(PEER_ADDRESS_HEADER, '203.0.113.7');
});

const unknownLines = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ sku: `NOPE-${index}`, quantity: 1 }));

function countingBackend(kind: 'extended' | 'core') {
  const calls = { lookups: 0, searches: 0, codes: 0 };
  mswServer.use(
    capabilitiesHandler(kind),
    graphql.query('cartLoad', () => HttpResponse.json({ data: { cart: { order: order() } } })),
    graphql.query<object, FindProductVariantsBySkusVariables>(
      'findProductVariantsBySkus',
      ({ variables }) => {
        calls.lookups += 1;
        calls.codes += variables.skus.length;
        const found = variables.skus.includes('SKU-1') ? [{ id: 101, sku: 'sku-1' }] : [];
        return HttpResponse.json({ data: { productVariantsBySku: found } });
      },
    ),
    graphql.query<object, FindProductVariantsBySkuVariables>('findProductVariantsBySku', () => {
      calls.searches += 1;
      return HttpResponse.json({ data: { products: { products: [] } } });
    }),
  );
  return calls;
}

describe('quick order', () => {
  it('resolves 200 SKUs in one backend call', async () => {
    const calls = countingBackend('extended');
    const result = await quickOrderAction({ lines: unknownLines(200) });
    expect(result.ok).toBe(true);
    expect(calls).toEqual({ lookups: 1, searches: 0, codes: 200 });
  });

  it('matches codes ignoring case', async () => {
    countingBackend('extended');
    mswServer.use(
      graphql.mutation('cartAddMultipleItems', () =>
        HttpResponse.json({ data: { cartAddMultipleItems: { order: order() } } }),
      ),
    );
    const result = await quickOrderAction({
      lines: [
        { sku: 'SKU-1', quantity: 2 },
        { sku: 'NOPE', quantity: 1 },
      ],
    });
    expect(result.ok && result.data.unknownSkus).toEqual(['NOPE']);
  });

  it("adds a product's reference as its default variant and says which variant that was", async () => {
    countingBackend('extended');
    const added: unknown[] = [];
    mswServer.use(
      graphql.query('findProductVariantsBySkus', () =>
        HttpResponse.json({
          data: {
            productVariantsBySku: [
              { id: 206, sku: 'SKU-00050-BLK-16GB', productTemplate: { sku: 'SKU-00050' } },
              { id: 7, sku: 'SKU-00001', productTemplate: { sku: 'SKU-00001' } },
            ],
          },
        }),
      ),
      graphql.mutation('cartAddMultipleItems', ({ variables }) => {
        added.push(variables);
        return HttpResponse.json({ data: { cartAddMultipleItems: { order: order() } } });
      }),
    );
    const result = await quickOrderAction({
      lines: [
        { sku: 'sku-00050', quantity: 2 },
        { sku: 'SKU-00001', quantity: 1 },
      ],
    });
    expect(result.ok && result.data.unknownSkus).toEqual([]);
    expect(result.ok && result.data.defaultVariants).toEqual([
      { sku: 'sku-00050', variantSku: 'SKU-00050-BLK-16GB' },
    ]);
    expect(added).toEqual([
      {
        products: [
          { id: 206, quantity: 2 },
          { id: 7, quantity: 1 },
        ],
      },
    ]);
  });

  it("takes a product's reference as its default variant on a plain Odoo 15 too", async () => {
    countingBackend('core');
    mswServer.use(
      graphql.query('findProductVariantsBySku', () =>
        HttpResponse.json({
          data: {
            products: {
              products: [
                {
                  id: 50,
                  sku: 'SKU-00050',
                  firstVariant: { id: 206, sku: 'SKU-00050-BLK-16GB' },
                  productVariants: [
                    { id: 206, sku: 'SKU-00050-BLK-16GB' },
                    { id: 207, sku: 'SKU-00050-BLK-32GB' },
                  ],
                },
              ],
            },
          },
        }),
      ),
      graphql.mutation('cartAddMultipleItems', () =>
        HttpResponse.json({ data: { cartAddMultipleItems: { order: order() } } }),
      ),
    );
    const result = await quickOrderAction({ lines: [{ sku: 'SKU-00050', quantity: 1 }] });
    expect(result.ok && result.data.defaultVariants).toEqual([
      { sku: 'SKU-00050', variantSku: 'SKU-00050-BLK-16GB' },
    ]);
  });

  it('still works on a plain Odoo 15, one search per SKU', async () => {
    const calls = countingBackend('core');
    const result = await quickOrderAction({ lines: unknownLines(3) });
    expect(result.ok && result.data.unknownSkus).toEqual(['NOPE-0', 'NOPE-1', 'NOPE-2']);
    expect(calls).toMatchObject({ lookups: 0, searches: 3 });
  });

  it('refuses more than 200 lines with a clear message, asking Odoo nothing', async () => {
    const calls = countingBackend('extended');
    expect(await quickOrderAction({ lines: unknownLines(201) })).toEqual({
      ok: false,
      error: 'Send at most 200 lines at once.',
    });
    expect(calls).toEqual({ lookups: 0, searches: 0, codes: 0 });
  });

  it('is rate limited per address; another address is not', async () => {
    const calls = countingBackend('extended');
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await quickOrderAction({ lines: unknownLines(1) })).ok).toBe(true);
    }
    const refused = await quickOrderAction({ lines: unknownLines(1) });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error).toMatch(
      /^Too many attempts\. Please try again in \d+ seconds\.$/,
    );
    expect(calls.lookups).toBe(30);
    requestHeaders.set(PEER_ADDRESS_HEADER, '198.51.100.2');
    expect((await quickOrderAction({ lines: unknownLines(1) })).ok).toBe(true);
  });
});
