import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cartAddItemAction,
  cartLoadAction,
  cartRemoveItemAction,
  cartUpdateItemQtyAction,
} from '@/lib/cart/cart-actions';
import type { Cart } from '@/lib/cart/types';
import en from '@/messages/en.json';
import {
  mockOdooPerFile,
  sellableVariants,
  type SellableVariant,
} from '@/tests/support/mock-odoo-shopper';
import { actionData } from '@/tests/support/action-data';

vi.mock(
  'next-intl/server',
  async () => (await import('@/tests/support/fake-translations')).fakeNextIntlServer,
);

// A shopper edits the cart while Odoo is down: a translated "try again, nothing was lost", and
// the cart is as it was once Odoo is back.

vi.setConfig({ testTimeout: 30_000 });

const { odoo } = mockOdooPerFile();
let product: SellableVariant;

beforeAll(async () => {
  [product] = (await sellableVariants(odoo(), 1)) as [SellableVariant];
});

async function setDown(down: boolean): Promise<void> {
  const response = await fetch(`${odoo().url}/__mock/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ down }),
  });
  expect(response.ok).toBe(true);
}

const contents = (cart: Cart) =>
  cart.lines.map(({ productId, quantity }) => ({ productId, quantity }));

describe('cart edits while Odoo is down', () => {
  it('answer the translated unavailable text and lose nothing', async () => {
    const added = actionData(await cartAddItemAction({ productId: product.id, quantity: 2 }));
    const line = added.cart.lines[0]!;
    await setDown(true);
    try {
      const unavailable = { ok: false, error: en.ShopperActions.unavailable };
      expect(await cartUpdateItemQtyAction({ lineId: line.id, quantity: 5 })).toEqual(unavailable);
      expect(await cartRemoveItemAction({ lineId: line.id })).toEqual(unavailable);
      expect(await cartLoadAction()).toEqual(unavailable);
    } finally {
      await setDown(false);
    }
    expect(contents(actionData(await cartLoadAction()))).toEqual([
      { productId: product.id, quantity: 2 },
    ]);
  });
});
