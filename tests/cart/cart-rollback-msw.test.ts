// @vitest-environment jsdom
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { CartLoadResult } from '@/graphql/generated/operations';
import { cookieJar } from '@/tests/support/fake-next-headers';
import { mswServer } from '@/tests/support/msw-odoo';
import { setupOdooTest } from '@/tests/support/odoo-test-setup';
import { order, orderLine, variantProduct } from '@/tests/support/order-fixtures';
import en from '@/messages/en.json';

// The whole chain a shopper's click goes through, with only Odoo replaced: the store's optimistic
// add, the real server action (zod, session queue, cookie) and the Odoo client; Odoo refuses.

vi.mock(
  'next-intl/server',
  async () => (await import('@/tests/support/fake-translations')).fakeNextIntlServer,
);

setupOdooTest();

// graphql_vuestorefront's refusal of a product the shopper may not buy; the shopper reads the
// shop's words for it (Odoo's own text is not shown, see shopper-facing-message.ts).
const REFUSAL = 'Product does not exist';
const cartAnswer = (): CartLoadResult => ({
  cart: { order: order({ websiteOrderLine: [orderLine()], orderLines: [orderLine()] }) },
});

describe('optimistic add against a failing Odoo (msw)', () => {
  it('shows the line at once, then rolls back and says why; the cookie keeps the server count', async () => {
    cookieJar.seed('session_id', 'shopper');
    mswServer.use(
      graphql.query('cartLoad', () => HttpResponse.json({ data: cartAnswer() })),
      graphql.mutation('cartAddItem', () =>
        HttpResponse.json({ errors: [{ message: REFUSAL }], data: { cartAddItem: null } }),
      ),
    );
    const { ensureCartLoaded, addToCart } = await import('@/lib/cart/cart-commands.browser');
    const { useCartStore } = await import('@/lib/cart/cart-store.browser');
    const { notifications } = await import('@/lib/notifications/notification-queue');

    await ensureCartLoaded();
    const before = useCartStore.getState().view;
    expect(before.lines.map((line) => line.productId)).toEqual([101]);

    const done = addToCart(variantProduct({ id: 555 }).id, 1);
    expect(useCartStore.getState().view.lines.map((line) => line.productId)).toEqual([101, 555]);
    expect(await done).toBeNull();

    expect(useCartStore.getState().view).toEqual(before);
    expect(notifications.visible().at(-1)).toMatchObject({
      kind: 'danger',
      message: en.OdooMessages.productDoesNotExist,
    });
    expect(cookieJar.get('cart-size')?.value).toBe('1');
  });
});
