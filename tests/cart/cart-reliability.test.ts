import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cartAddItemAction,
  cartClearAction,
  cartRemoveItemAction,
  cartRemoveMultipleItemsAction,
  cartUpdateItemQtyAction,
} from '@/lib/cart/cart-actions';
import { cartLoad } from '@/lib/cart/cart.server';
import { queuedSessionCount } from '@/lib/shopper/session-queue.server';
import type { Cart } from '@/lib/cart/types';
import {
  cookieValue,
  currentSession,
  sellableVariants,
  switchToSession,
  mockOdooPerFile,
  type SellableVariant,
} from '@/tests/support/mock-odoo-shopper';
import { actionData } from '@/tests/support/action-data';

vi.mock(
  'next-intl/server',
  async () => (await import('@/tests/support/fake-translations')).fakeNextIntlServer,
);

// Real HTTP to a PGlite Odoo: generous on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

const { odoo } = mockOdooPerFile({ delayMs: 25 });
let products: SellableVariant[];

beforeAll(async () => {
  products = await sellableVariants(odoo(), 11);
});

/** What a cart holds, independent of line ids and order. */
const contents = (cart: Cart) =>
  cart.lines
    .map((line) => ({ productId: line.productId, quantity: line.quantity }))
    .sort((a, b) => a.productId - b.productId);

/** 10 different products, and one product 10 times (all with the same quantity). */
function twentyAdds(): { productId: number; quantity: number }[] {
  const [same, ...different] = products;
  if (!same) throw new Error('no products');
  // Interleaved, so the repeats overlap with the other products' requests.
  return different.slice(0, 10).flatMap((product) => [
    { productId: product.id, quantity: 2 },
    { productId: same.id, quantity: 3 },
  ]);
}

describe('one session, many requests', () => {
  it('20 parallel adds end exactly like the same adds one after the other', async () => {
    const adds = twentyAdds();

    // Serial run in a first browser. cartClearAction opens the Odoo session: without one,
    // parallel first requests would each get a session of their own.
    switchToSession(null);
    actionData(await cartClearAction());
    for (const add of adds) actionData(await cartAddItemAction(add));
    const serial = await cartLoad();

    // Parallel run in a second browser.
    switchToSession(null);
    actionData(await cartClearAction());
    const results = await Promise.all(adds.map((add) => cartAddItemAction(add)));
    expect(results.every((result) => result.ok)).toBe(true);
    const parallel = await cartLoad();

    expect(serial.lineCount).toBe(11);
    expect(contents(parallel)).toEqual(contents(serial));
    // The product added 10 times keeps the quantity of its first add.
    expect(parallel.lines.find((line) => line.productId === products[0]?.id)?.quantity).toBe(3);
    expect(cookieValue('cart-size')).toBe('11');
    expect(queuedSessionCount()).toBe(0);
    // 40 slow requests one after the other, on a 2-core machine running other files too.
  }, 60_000);
});

describe('rights', () => {
  it("another shopper's line id changes nothing in either cart", async () => {
    const [a, b] = products;
    if (!a || !b) throw new Error('no products');

    switchToSession(null);
    const first = actionData(await cartAddItemAction({ productId: a.id, quantity: 2 })).cart;
    const firstSession = currentSession();
    const foreignLine = first.lines[0]?.id ?? 0;

    switchToSession(null);
    const second = actionData(await cartAddItemAction({ productId: b.id, quantity: 1 })).cart;
    const ownLine = second.lines[0]?.id ?? 0;
    const fetchSpy = vi.spyOn(globalThis, 'fetch');

    const refused = { ok: false, error: 'That line is not in your cart' };
    expect(await cartRemoveItemAction({ lineId: foreignLine })).toEqual(refused);
    expect(await cartUpdateItemQtyAction({ lineId: foreignLine, quantity: 9 })).toEqual(refused);
    expect(await cartRemoveMultipleItemsAction({ lineIds: [ownLine, foreignLine] })).toEqual(
      refused,
    );
    // Only the carts were read: no cart mutation reached Odoo.
    const mutations = fetchSpy.mock.calls.filter(([, init]) =>
      /"operationName":"(cartRemove|cartUpdate)/.test(String(init?.body ?? '')),
    );
    expect(mutations).toEqual([]);

    expect(contents(await cartLoad())).toEqual([{ productId: b.id, quantity: 1 }]);
    switchToSession(firstSession);
    expect(contents(await cartLoad())).toEqual([{ productId: a.id, quantity: 2 }]);
  });
});
