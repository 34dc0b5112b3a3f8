// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Wishlist, WishlistItem } from '@/lib/wishlist/types';

const actions = vi.hoisted(() => ({
  wishlistLoadAction: vi.fn(),
  wishlistAddItemAction: vi.fn(),
  wishlistRemoveItemAction: vi.fn(),
}));
vi.mock('@/lib/wishlist/wishlist-actions', () => actions);

async function load() {
  vi.resetModules();
  const commands = await import('@/lib/wishlist/wishlist-commands.browser');
  const store = await import('@/lib/wishlist/wishlist-store.browser');
  const { notifications } = await import('@/lib/notifications/notification-queue');
  return { ...commands, ...store, notifications };
}

function item(id: number, productId: number): WishlistItem {
  return {
    id,
    productId,
    templateId: null,
    name: `Product ${productId}`,
    slug: `/product/p-${productId}`,
    sku: null,
    image: null,
    imageName: 'image',
    price: { regular: 10, special: 10, hasDiscount: false },
    isPositivePrice: true,
  };
}

const wishlist = (items: WishlistItem[]): Wishlist => ({
  items,
  currency: 'EUR',
  totalCount: items.length,
});

function setWishlistCookie(count: number) {
  document.cookie = `wishlist-size=${count}; path=/`;
}

beforeEach(() => {
  Object.values(actions).forEach((action) => action.mockReset());
  sessionStorage.clear();
  setWishlistCookie(0);
});

describe('wishlist toggle', () => {
  it('adds without loading first when the cookie says the wishlist is empty, then removes', async () => {
    const m = await load();
    const member = () => m.knownMembership(m.useWishlistStore.getState(), 9, 0);
    expect(member()).toBe(false);
    actions.wishlistAddItemAction.mockResolvedValue({ ok: true, data: wishlist([item(31, 9)]) });
    const adding = m.toggleWishlist(9);
    // The heart fills at once.
    await vi.waitFor(() => expect(member()).toBe(true));
    expect(await adding).toEqual({ change: 'added', name: 'Product 9' });
    expect(actions.wishlistLoadAction).not.toHaveBeenCalled();
    setWishlistCookie(1);

    actions.wishlistRemoveItemAction.mockResolvedValue({ ok: true, data: wishlist([]) });
    expect(await m.toggleWishlist(9)).toEqual({ change: 'removed', name: 'Product 9' });
    expect(actions.wishlistRemoveItemAction).toHaveBeenCalledWith({ wishId: 31 });
    expect(m.knownMembership(m.useWishlistStore.getState(), 9, 0)).toBe(false);
  });

  it('removing while the add is still on its way waits for its answer instead of loading', async () => {
    const m = await load();
    let answerAdd: (value: unknown) => void = () => {};
    actions.wishlistAddItemAction.mockReturnValue(new Promise((resolve) => (answerAdd = resolve)));
    const adding = m.toggleWishlist(9);
    await vi.waitFor(() => expect(actions.wishlistAddItemAction).toHaveBeenCalled());
    // The heart is already filled, so the second click removes.
    actions.wishlistRemoveItemAction.mockResolvedValue({ ok: true, data: wishlist([]) });
    const removing = m.toggleWishlist(9);
    answerAdd({ ok: true, data: wishlist([item(31, 9)]) });
    expect(await adding).toEqual({ change: 'added', name: 'Product 9' });
    expect(await removing).toEqual({ change: 'removed', name: 'Product 9' });
    expect(actions.wishlistLoadAction).not.toHaveBeenCalled();
    expect(actions.wishlistRemoveItemAction).toHaveBeenCalledWith({ wishId: 31 });
    expect(m.knownMembership(m.useWishlistStore.getState(), 9, 0)).toBe(false);
  });

  it('loads an unknown wishlist first, so a product already there is removed, not added twice', async () => {
    const m = await load();
    setWishlistCookie(2);
    actions.wishlistLoadAction.mockResolvedValue({
      ok: true,
      data: wishlist([item(1, 4), item(2, 9)]),
    });
    actions.wishlistRemoveItemAction.mockResolvedValue({ ok: true, data: wishlist([item(1, 4)]) });
    expect(await m.toggleWishlist(9)).toEqual({ change: 'removed', name: 'Product 9' });
    expect(actions.wishlistAddItemAction).not.toHaveBeenCalled();
    expect(actions.wishlistLoadAction).toHaveBeenCalledTimes(1);
  });

  it('rolls a failed add back and says why', async () => {
    const m = await load();
    actions.wishlistAddItemAction.mockResolvedValue({ ok: false, error: 'Niet gelukt' });
    expect(await m.toggleWishlist(9)).toBeNull();
    expect(m.knownMembership(m.useWishlistStore.getState(), 9, 0)).toBe(false);
    expect(m.useWishlistStore.getState().view.totalCount).toBe(0);
    expect(m.notifications.visible().at(-1)).toMatchObject({
      kind: 'danger',
      message: 'Niet gelukt',
    });
  });

  it('remembers product ids for the next page, trusted only while the count matches', async () => {
    const m = await load();
    actions.wishlistLoadAction.mockResolvedValue({ ok: true, data: wishlist([item(1, 4)]) });
    setWishlistCookie(1);
    await m.ensureWishlistLoaded();

    const next = await load(); // a new page in the same tab
    next.restoreRememberedIds();
    const state = next.useWishlistStore.getState();
    expect(next.knownMembership(state, 4, 1)).toBe(true);
    expect(next.knownMembership(state, 5, 1)).toBe(false);
    // Another tab or a new session changed the count: nothing is assumed.
    expect(next.knownMembership(state, 4, 3)).toBeNull();
    expect(actions.wishlistLoadAction).toHaveBeenCalledTimes(1);
  });
});
