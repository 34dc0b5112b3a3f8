// @vitest-environment jsdom
import { delay, graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { CartLoadResult } from '@/graphql/generated/operations';
import en from '@/messages/en.json';
import { cookieJar } from '@/tests/support/fake-next-headers';
import { mswServer } from '@/tests/support/msw-odoo';
import { setupOdooTest } from '@/tests/support/odoo-test-setup';
import { order, orderLine } from '@/tests/support/order-fixtures';

// A quantity change Odoo applies but answers only after the shop's timeout: the shopper is told
// it may not have been saved, and the cart shown is Odoo's, reloaded, not the rolled-back one.

vi.mock(
  'next-intl/server',
  async () => (await import('@/tests/support/fake-translations')).fakeNextIntlServer,
);

setupOdooTest();
// The first import of the store and the action chain is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const TIMEOUT_MS = 200;

describe('a cart write answered after the timeout (msw)', () => {
  it('says it may not have been saved and shows the cart Odoo holds', async () => {
    process.env.ODOO_TIMEOUT_MS = String(TIMEOUT_MS);
    cookieJar.seed('session_id', 'shopper');
    // Odoo's side: the quantity of line 501, changed by the late mutation.
    let quantity = 2;
    const cartAnswer = (): CartLoadResult => {
      const line = orderLine({ quantity });
      return { cart: { order: order({ websiteOrderLine: [line], orderLines: [line] }) } };
    };
    mswServer.use(
      graphql.query('cartLoad', () => HttpResponse.json({ data: cartAnswer() })),
      graphql.mutation('cartUpdateItemQty', async ({ variables }) => {
        quantity = Number(variables.quantity);
        await delay(TIMEOUT_MS * 3);
        return HttpResponse.json({ data: { cartUpdateItem: cartAnswer().cart } });
      }),
    );
    const { ensureCartLoaded, updateLineQuantity } =
      await import('@/lib/cart/cart-commands.browser');
    const { useCartStore } = await import('@/lib/cart/cart-store.browser');
    const { notifications } = await import('@/lib/notifications/notification-queue');

    await ensureCartLoaded();
    expect(useCartStore.getState().view.lines.map((line) => line.quantity)).toEqual([2]);

    expect(await updateLineQuantity(501, 5)).toBeNull();

    expect(notifications.visible().at(-1)).toMatchObject({
      kind: 'danger',
      message: en.CartActions.mayNotBeSaved,
    });
    // Applied after all: the reloaded cart shows it (a rollback would show 2).
    await vi.waitFor(() =>
      expect(useCartStore.getState().view.lines.map((line) => line.quantity)).toEqual([5]),
    );
  });
});
