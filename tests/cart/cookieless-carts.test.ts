import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cartAddItemAction, cartLoadAction } from '@/lib/cart/cart-actions';
import { ODOO_SESSION_COOKIE } from '@/lib/shop/cookie-names';
import { NEW_CART_LIMIT } from '@/lib/shopper/shopper-action.server';
import { resetRateLimits } from '@/lib/shopper/rate-limit.server';
import { PEER_ADDRESS_HEADER } from '@/lib/shopper/peer-address-header';
import { cookieJar, requestHeaders } from '@/tests/support/fake-next-headers';
import { mockOdooPerFile, sellableVariants } from '@/tests/support/mock-odoo-shopper';

vi.mock(
  'next-intl/server',
  async () => (await import('@/tests/support/fake-translations')).fakeNextIntlServer,
);

vi.setConfig({ testTimeout: 60_000 });

// A script that drops the session cookie starts a new cart, a draft order in Odoo, with every
// add-to-cart. Carts started without a session are counted per address (NEW_CART_LIMIT).

const { odoo } = mockOdooPerFile();

async function draftOrders(): Promise<number> {
  const { rows } = await odoo().db.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM sale_order WHERE state = 'draft'",
  );
  return rows[0]!.count;
}

beforeEach(() => {
  resetRateLimits();
  requestHeaders.set(PEER_ADDRESS_HEADER, '203.0.113.20');
});

describe('add to cart without a session', () => {
  it('starts a bounded number of carts per address; the shopper who keeps the cookie goes on', async () => {
    const [product] = await sellableVariants(odoo(), 1);
    const before = await draftOrders();
    const answers = [];
    for (let request = 0; request < NEW_CART_LIMIT.limit + 5; request += 1) {
      cookieJar.forget(ODOO_SESSION_COOKIE);
      answers.push(await cartAddItemAction({ productId: product!.id, quantity: 1 }));
    }
    expect(answers.filter((answer) => answer.ok)).toHaveLength(NEW_CART_LIMIT.limit);
    const refused = answers.at(-1)!;
    expect(!refused.ok && refused.error).toMatch(
      /^Too many attempts\. Please try again in \d+ seconds\.$/,
    );
    expect(await draftOrders()).toBe(before + NEW_CART_LIMIT.limit);

    // A shopper behind the same address whose browser keeps its cookie is not counted.
    cookieJar.clear();
    requestHeaders.set(PEER_ADDRESS_HEADER, '203.0.113.21');
    expect((await cartAddItemAction({ productId: product!.id, quantity: 1 })).ok).toBe(true);
    requestHeaders.set(PEER_ADDRESS_HEADER, '203.0.113.20');
    for (let request = 0; request < NEW_CART_LIMIT.limit + 2; request += 1) {
      expect((await cartLoadAction()).ok).toBe(true);
    }
    const again = await cartAddItemAction({ productId: product!.id, quantity: 2 });
    expect(again.ok).toBe(true);
  });
});
