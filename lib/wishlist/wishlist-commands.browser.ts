import {
  wishlistAddItemAction,
  wishlistLoadAction,
  wishlistRemoveItemAction,
} from '@/lib/wishlist/wishlist-actions';
import type { Wishlist } from '@/lib/wishlist/types';
import { createActionRunner } from '@/lib/shopper/action-runner.browser';
import { readCount } from '@/lib/shopper/shop-cookies.browser';
import { WISHLIST_SIZE_COOKIE } from '@/lib/shop/cookie-names';
import { useUiStore } from '@/lib/browser/ui-store';
import {
  beginWishlistChange,
  knownMembership,
  setWishlistError,
  settleWishlistChange,
  useWishlistStore,
  withoutWishlistProduct,
  withWishlistItem,
  type WishlistActionName,
} from '@/lib/wishlist/wishlist-store.browser';

// What the wishlist islands do; loaded on first use like the cart commands.

let loading: Promise<Wishlist | null> | null = null;
/** The newest add or remove in flight: its answer is the whole wishlist too. */
let latestChange: Promise<Wishlist | null> | null = null;

const { run } = createActionRunner<Wishlist, WishlistActionName>({
  begin: beginWishlistChange,
  settle: settleWishlistChange,
  setError: setWishlistError,
  setBusy: (busy) => useUiStore.getState().setWishlistLoading(busy),
});
const identity = (wishlist: Wishlist) => wishlist;

function trackChange(change: Promise<Wishlist | null>): Promise<Wishlist | null> {
  latestChange = change;
  void change.finally(() => {
    if (latestChange === change) latestChange = null;
  });
  return change;
}

/**
 * Hydrates once per page session: first opening of the sidebar or first toggle. A change still in
 * flight answers with the whole wishlist, so it is awaited rather than followed by another call
 * (removing a product right after adding it needs the line id that answer brings).
 */
export async function ensureWishlistLoaded(): Promise<Wishlist | null> {
  if (latestChange) await latestChange;
  const state = useWishlistStore.getState();
  if (state.loaded) return state.confirmed;
  loading ??= run('load', () => wishlistLoadAction(), { valueOf: identity, notify: false }).finally(
    () => {
      loading = null;
    },
  );
  return loading;
}

export function addToWishlist(productId: number): Promise<Wishlist | null> {
  const tempId = Date.now();
  return trackChange(
    run('add', () => wishlistAddItemAction({ productId }), {
      change: (wishlist) => withWishlistItem(wishlist, productId, tempId),
      valueOf: identity,
    }),
  );
}

/** Removal takes the wishlist line id, so an unknown wishlist is loaded first. */
export async function removeFromWishlist(productId: number): Promise<Wishlist | null> {
  const current = await ensureWishlistLoaded();
  const item = current?.items.find((candidate) => candidate.productId === productId);
  if (!item) return current;
  return trackChange(
    run('remove', () => wishlistRemoveItemAction({ wishId: item.id }), {
      change: (wishlist) => withoutWishlistProduct(wishlist, productId),
      valueOf: identity,
    }),
  );
}

export type WishlistToggle = { change: 'added' | 'removed'; name: string | null } | null;

/**
 * The heart on cards and product pages: what it shows decides the direction. When this page
 * knows nothing yet the wishlist is loaded first, so a product already there is not added twice.
 */
export async function toggleWishlist(productId: number): Promise<WishlistToggle> {
  const cookieCount = readCount(WISHLIST_SIZE_COOKIE);
  let member = knownMembership(useWishlistStore.getState(), productId, cookieCount);
  if (member === null) {
    const loaded = await ensureWishlistLoaded();
    if (!loaded) return null;
    member = loaded.items.some((item) => item.productId === productId);
  }
  const nameIn = (wishlist: Wishlist | null) =>
    wishlist?.items.find((item) => item.productId === productId)?.name || null;
  if (member) {
    const name = nameIn(await ensureWishlistLoaded());
    const result = await removeFromWishlist(productId);
    return result ? { change: 'removed', name } : null;
  }
  const result = await addToWishlist(productId);
  return result ? { change: 'added', name: nameIn(result) } : null;
}
