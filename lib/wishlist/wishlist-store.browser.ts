import { create } from 'zustand';
import { readCount } from '@/lib/shopper/shop-cookies.browser';
import { WISHLIST_SIZE_COOKIE } from '@/lib/shop/cookie-names';
import { useShopCookies } from '@/lib/shopper/use-shop-cookies.browser';
import type { Wishlist, WishlistItem } from '@/lib/wishlist/types';
import {
  nextChangeId,
  withActionError,
  withChangeBegun,
  withChangeSettled,
  type OptimisticState,
} from '@/lib/shopper/optimistic-view';

// The browser's view of the wishlist: state only (hearts on cards and the header badge read it);
// lib/wishlist/wishlist-commands.browser.ts, loaded on first use, talks to the server.

export type WishlistActionName = 'load' | 'add' | 'remove';

/**
 * Product ids remembered for this tab so hearts show their state on the next page without a
 * request. Trusted only while the wishlist-size cookie still holds the count they were saved
 * with: another tab, a logout or a new session changes the count, and then nothing is assumed.
 */
export const WISHLIST_IDS_KEY = 'shop:wishlist-ids';

interface RememberedIds {
  count: number;
  productIds: number[];
}

export interface WishlistState extends OptimisticState<Wishlist> {
  errors: Partial<Record<WishlistActionName, string>>;
  /** From session storage, until the server answers on this page. */
  remembered: RememberedIds | null;
}

const initialWishlistState: WishlistState = {
  confirmed: null,
  pending: [],
  view: { items: [], currency: null, totalCount: 0 },
  loaded: false,
  errors: {},
  remembered: null,
};

export const useWishlistStore = create<WishlistState>()(() => initialWishlistState);

export function resetWishlistStore(): void {
  useWishlistStore.setState(initialWishlistState, true);
}

function baseOf(confirmed: Wishlist | null): Wishlist {
  return confirmed ?? { items: [], currency: null, totalCount: readCount(WISHLIST_SIZE_COOKIE) };
}

export function beginWishlistChange(apply: (wishlist: Wishlist) => Wishlist): number {
  const id = nextChangeId();
  useWishlistStore.setState((state) => withChangeBegun(state, { id, apply }, baseOf));
  return id;
}

export function settleWishlistChange(id: number | null, wishlist?: Wishlist): void {
  useWishlistStore.setState((state) => withChangeSettled(state, id, wishlist, baseOf));
  if (wishlist) rememberIds(wishlist);
}

export function setWishlistError(action: WishlistActionName, message: string | null): void {
  useWishlistStore.setState((state) => ({
    errors: withActionError(state.errors, action, message),
  }));
}

// --- Optimistic changes (pure) ---

export function withWishlistItem(wishlist: Wishlist, productId: number, tempId: number): Wishlist {
  if (wishlist.items.some((item) => item.productId === productId)) return wishlist;
  const item: WishlistItem = {
    id: -tempId,
    productId,
    templateId: null,
    name: '',
    slug: '',
    sku: null,
    image: null,
    imageName: 'image',
    price: { regular: 0, special: 0, hasDiscount: false },
    isPositivePrice: true,
  };
  return { ...wishlist, items: [...wishlist.items, item], totalCount: wishlist.totalCount + 1 };
}

export function withoutWishlistProduct(wishlist: Wishlist, productId: number): Wishlist {
  const items = wishlist.items.filter((item) => item.productId !== productId);
  const removed = wishlist.items.length - items.length;
  return { ...wishlist, items, totalCount: Math.max(0, wishlist.totalCount - removed) };
}

// --- Membership ---

/** True, false, or null when this page does not know yet (nothing loaded, nothing remembered). */
export function knownMembership(state: WishlistState, productId: number, cookieCount: number) {
  if (state.loaded || state.pending.length > 0) {
    if (state.view.items.some((item) => item.productId === productId)) return true;
    if (state.loaded) return false;
  }
  if (cookieCount === 0 && !state.loaded && state.pending.length === 0) return false;
  if (state.remembered && state.remembered.count === cookieCount) {
    return state.remembered.productIds.includes(productId);
  }
  return null;
}

/** Whether a heart is filled: unknown counts as not in the wishlist. */
export function useInWishlist(productId: number): boolean {
  const { wishlistSize } = useShopCookies();
  return useWishlistStore((state) => knownMembership(state, productId, wishlistSize) === true);
}

export function useWishlistCount(): number {
  const { wishlistSize } = useShopCookies();
  const optimistic = useWishlistStore((state) =>
    state.pending.length > 0 ? state.view.totalCount : null,
  );
  return optimistic ?? wishlistSize;
}

/** Called after hydration: session storage differs from the server render. */
export function restoreRememberedIds(): void {
  if (useWishlistStore.getState().loaded) return;
  try {
    const raw = sessionStorage.getItem(WISHLIST_IDS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!isRemembered(parsed)) return;
    useWishlistStore.setState({ remembered: parsed });
  } catch {
    // Storage blocked or garbage: hearts simply start unknown.
  }
}

function rememberIds(wishlist: Wishlist): void {
  const remembered: RememberedIds = {
    count: wishlist.totalCount,
    productIds: wishlist.items.map((item) => item.productId),
  };
  useWishlistStore.setState({ remembered });
  try {
    sessionStorage.setItem(WISHLIST_IDS_KEY, JSON.stringify(remembered));
  } catch {
    // Private mode or quota: only the next page loses the shortcut.
  }
}

function isRemembered(value: unknown): value is RememberedIds {
  if (!value || typeof value !== 'object') return false;
  const { count, productIds } = value as Record<string, unknown>;
  return (
    typeof count === 'number' &&
    Array.isArray(productIds) &&
    productIds.every((id) => typeof id === 'number' && Number.isInteger(id))
  );
}
