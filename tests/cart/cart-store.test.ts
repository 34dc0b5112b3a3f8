// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptySaleOrder } from '@/lib/order/empty-sale-order';
import { parseQuantity } from '@/lib/cart/quantity';
import type { Cart, CartLine } from '@/lib/cart/types';

const actions = vi.hoisted(() => ({
  cartLoadAction: vi.fn(),
  cartAddItemAction: vi.fn(),
  cartRemoveItemAction: vi.fn(),
  cartUpdateItemQtyAction: vi.fn(),
  cartRemoveMultipleItemsAction: vi.fn(),
  applyCouponAction: vi.fn(),
  quickOrderAction: vi.fn(),
}));
vi.mock('@/lib/cart/cart-actions', () => actions);

// Fresh module state (in-flight counters, the debounce) for every test.
async function load() {
  vi.resetModules();
  const commands = await import('@/lib/cart/cart-commands.browser');
  const store = await import('@/lib/cart/cart-store.browser');
  const { notifications } = await import('@/lib/notifications/notification-queue');
  const { useUiStore } = await import('@/lib/browser/ui-store');
  return { ...commands, ...store, notifications, useUiStore };
}

function line(id: number, productId: number, quantity = 1): CartLine {
  return {
    id,
    productId,
    templateId: null,
    name: `Product ${productId}`,
    image: null,
    imageName: 'image',
    sku: `SKU-${productId}`,
    slug: `/product/p-${productId}`,
    quantity,
    price: 10,
    listPrice: 10,
    subtotal: 10 * quantity,
    total: 12.1 * quantity,
    attributes: [],
    isPositivePrice: true,
    stock: null,
    stockWarning: null,
  };
}

function cart(lines: CartLine[]): Cart {
  return {
    ...emptySaleOrder(lines.length),
    id: 1,
    name: 'S00001',
    stage: 'Quotation',
    currency: 'EUR',
    lines,
    quantity: lines.reduce((sum, item) => sum + item.quantity, 0),
  };
}

/** A promise the test settles when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  Object.values(actions).forEach((action) => action.mockReset());
  document.cookie = 'cart-size=2; path=/';
});

afterEach(() => vi.useRealTimers());

describe('cart store: optimistic changes', () => {
  it('shows an add at once and keeps the server cart when it succeeds', async () => {
    const m = await load();
    const answer = deferred<unknown>();
    actions.cartAddItemAction.mockReturnValue(answer.promise);
    const done = m.addToCart(42, 3);
    // Not loaded yet: the count comes from the cookie (2) plus the new line.
    expect(m.useCartStore.getState().view.lineCount).toBe(3);
    expect(m.useCartStore.getState().pending).toHaveLength(1);
    expect(m.useUiStore.getState().cartLoading).toBe(true);
    const server = cart([line(1, 7), line(2, 8), line(3, 42, 3)]);
    answer.resolve({ ok: true, data: { cart: server, added: true } });
    expect(await done).toBe('added');
    const state = m.useCartStore.getState();
    expect(state.loaded).toBe(true);
    expect(state.pending).toEqual([]);
    expect(state.view).toEqual(server);
    expect(m.useUiStore.getState().cartLoading).toBe(false);
    expect(actions.cartAddItemAction).toHaveBeenCalledWith({ productId: 42, quantity: 3 });
  });

  it('rolls back and raises a danger notification with the server text when it fails', async () => {
    const m = await load();
    const before = cart([line(1, 7)]);
    m.seedCart(before);
    const answer = deferred<unknown>();
    actions.cartAddItemAction.mockReturnValue(answer.promise);
    const done = m.addToCart(42, 1);
    expect(m.useCartStore.getState().view.lines.map((item) => item.productId)).toEqual([7, 42]);
    answer.resolve({ ok: false, error: 'Dit product is niet meer leverbaar' });
    expect(await done).toBeNull();
    const state = m.useCartStore.getState();
    expect(state.view).toEqual(before);
    expect(state.errors.add).toBe('Dit product is niet meer leverbaar');
    expect(m.notifications.visible().at(-1)).toMatchObject({
      kind: 'danger',
      message: 'Dit product is niet meer leverbaar',
    });
  });

  it('rolls back with the translated fallback when the action throws', async () => {
    const m = await load();
    const { setActionFallbackError } = await import('@/lib/shopper/action-feedback.browser');
    setActionFallbackError('Er ging iets mis. Probeer het opnieuw.');
    m.seedCart(cart([line(1, 7), line(2, 8)]));
    actions.cartRemoveItemAction.mockRejectedValue(new TypeError('Failed to fetch'));
    const done = m.removeCartLine(1);
    expect(m.useCartStore.getState().view.lineCount).toBe(1);
    await done;
    expect(m.useCartStore.getState().view.lines.map((item) => item.id)).toEqual([1, 2]);
    expect(m.useCartStore.getState().pending).toEqual([]);
    expect(m.notifications.visible().at(-1)).toMatchObject({
      kind: 'danger',
      message: 'Er ging iets mis. Probeer het opnieuw.',
    });
  });

  it('a product already in the loaded cart: nothing changes, no request, the caller is told', async () => {
    const m = await load();
    m.seedCart(cart([line(1, 7)]));
    expect(await m.addToCart(7, 5)).toBe('already');
    expect(m.useCartStore.getState().view.lines).toEqual([line(1, 7)]);
    expect(actions.cartAddItemAction).not.toHaveBeenCalled();
  });

  it('the server says when the product was already there (cart not loaded here yet)', async () => {
    const m = await load();
    const server = cart([line(1, 7)]);
    actions.cartAddItemAction.mockResolvedValue({ ok: true, data: { cart: server, added: false } });
    expect(await m.addToCart(7, 5)).toBe('already');
    expect(m.useCartStore.getState().view).toEqual(server);
  });
});

describe('cart store: hydration', () => {
  it('loads from the server once per page session', async () => {
    const m = await load();
    actions.cartLoadAction.mockResolvedValue({ ok: true, data: cart([line(1, 7)]) });
    await Promise.all([m.ensureCartLoaded(), m.ensureCartLoaded()]);
    await m.ensureCartLoaded();
    expect(actions.cartLoadAction).toHaveBeenCalledTimes(1);
    expect(m.useCartStore.getState().loaded).toBe(true);
  });

  it('does not load beside a change whose answer brings the cart anyway', async () => {
    const m = await load();
    actions.cartAddItemAction.mockResolvedValue({
      ok: true,
      data: { cart: cart([line(1, 7)]), added: true },
    });
    const adding = m.addToCart(7, 1);
    await m.ensureCartLoaded();
    await adding;
    expect(actions.cartLoadAction).not.toHaveBeenCalled();
    expect(m.useCartStore.getState().loaded).toBe(true);
  });

  it('keeps a load failure in the error state without a notification', async () => {
    const m = await load();
    const shown = m.notifications.visible().length;
    actions.cartLoadAction.mockResolvedValue({ ok: false, error: 'Odoo is niet bereikbaar' });
    await m.ensureCartLoaded();
    expect(m.useCartStore.getState()).toMatchObject({
      loaded: false,
      errors: { load: 'Odoo is niet bereikbaar' },
    });
    expect(m.notifications.visible()).toHaveLength(shown);
  });
});

describe('cart store: quantity edits', () => {
  it('sends one update 500 ms after a burst, with the last value', async () => {
    vi.useFakeTimers();
    const m = await load();
    m.seedCart(cart([line(5, 7)]));
    actions.cartUpdateItemQtyAction.mockResolvedValue({ ok: true, data: cart([line(5, 7, 34)]) });
    for (const text of ['3', '', '34']) {
      m.scheduleLineQuantity(5, parseQuantity(text));
      vi.advanceTimersByTime(100);
    }
    vi.advanceTimersByTime(399);
    expect(actions.cartUpdateItemQtyAction).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(actions.cartUpdateItemQtyAction).toHaveBeenCalledTimes(1);
    expect(actions.cartUpdateItemQtyAction).toHaveBeenCalledWith({ lineId: 5, quantity: 34 });
    // Shown at once, before the answer.
    expect(m.useCartStore.getState().view.lines[0]?.quantity).toBe(34);
  });

  it('never sends 0, an empty field, fractions or more than the ceiling', () => {
    for (const text of ['0', '', ' ', '2.5', '-1', '100000', 'abc'])
      expect(parseQuantity(text)).toBeNull();
    expect(parseQuantity('99999')).toBe(99999);
    expect(parseQuantity('1')).toBe(1);
  });

  it('an empty field cancels the value still waiting', async () => {
    vi.useFakeTimers();
    const m = await load();
    m.scheduleLineQuantity(5, 3);
    m.scheduleLineQuantity(5, parseQuantity(''));
    vi.advanceTimersByTime(1000);
    expect(actions.cartUpdateItemQtyAction).not.toHaveBeenCalled();
  });
});
