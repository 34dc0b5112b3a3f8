import type { ActionResult } from '@/lib/shopper/action-result';
import {
  applyCouponAction,
  cartAddItemAction,
  cartLoadAction,
  cartRemoveItemAction,
  cartRemoveMultipleItemsAction,
  cartUpdateItemQtyAction,
  quickOrderAction,
  removeCouponAction,
} from '@/lib/cart/cart-actions';
import type { Cart } from '@/lib/cart/types';
import { createActionRunner, type RunOptions } from '@/lib/shopper/action-runner.browser';
import {
  beginCartChange,
  resetCartStore,
  setCartError,
  settleCartChange,
  useCartStore,
  withLineAdded,
  withLineQuantity,
  withLinesRemoved,
  type CartActionName,
} from '@/lib/cart/cart-store.browser';
import { SHOP_COOKIES_CHANGED } from '@/lib/shopper/use-shop-cookies.browser';
import { notify } from '@/lib/notifications/notification-queue';
import { failureMessage } from '@/lib/shopper/action-feedback.browser';
import { createKeyedDebounce } from '@/lib/shopper/keyed-debounce';
import { useUiStore } from '@/lib/browser/ui-store';
import { afterNextPaint } from '@/lib/browser/idle';

// What the cart islands do. Loaded on first use (an add-to-cart event, the first opening of the
// sidebar, the cart page), so browse pages do not carry it in their first load.

/** The spec: quantity edits are sent after a 500 ms pause. */
export const QUANTITY_DEBOUNCE_MS = 500;

let loading: Promise<unknown> | null = null;
/** A load was asked for while another request ran; that request's cart usually answers it. */
let loadWanted = false;

const runner = createActionRunner<Cart, CartActionName>({
  begin: beginCartChange,
  settle: settleCartChange,
  setError: setCartError,
  setBusy: (busy) => useUiStore.getState().setCartLoading(busy),
});

async function run<T>(
  action: CartActionName,
  call: () => Promise<ActionResult<T>>,
  options: RunOptions<Cart, T>,
): Promise<T | null> {
  let outcomeUnknown = false;
  const data = await runner.run(
    action,
    async () => {
      const result = await call();
      outcomeUnknown = !result.ok && result.outcomeUnknown === true;
      return result;
    },
    options,
  );
  // Odoo may have applied the change it did not confirm: show what Odoo holds, not the rollback.
  if (outcomeUnknown) await reloadCart();
  else if (runner.inFlight() === 0 && loadWanted && !useCartStore.getState().loaded) {
    void ensureCartLoaded();
  }
  return data;
}

/** Loads the cart again even when this page has one (after a change with an unknown outcome). */
function reloadCart(): Promise<unknown> {
  loading ??= startLoad();
  return loading;
}

/** Hydrates the cart from the server once per page session (first opening or first change). */
export function ensureCartLoaded(): Promise<unknown> {
  const state = useCartStore.getState();
  if (state.loaded) return Promise.resolve();
  if (loading) return loading;
  if (runner.inFlight() > 0) {
    loadWanted = true;
    return Promise.resolve();
  }
  loadWanted = false;
  loading = startLoad();
  return loading;
}

/** Loads the cart quietly (a failure only sets the load error, spec) and tracks it in `loading`. */
function startLoad(): Promise<unknown> {
  return run('load', () => cartLoadAction(), { valueOf: identity, notify: false }).finally(() => {
    loading = null;
  });
}

/** Reloads when the cookie says another tab changed the cart since it was loaded here. */
export function refreshCartIfStale(cookieCount: number): void {
  const state = useCartStore.getState();
  if (!state.loaded || loading || runner.inFlight() > 0 || state.pending.length > 0) return;
  if (state.view.lineCount === cookieCount) return;
  loading = startLoad();
}

/** 'already': the product was in the cart, so nothing changed (spec); null: the add failed. */
export type AddOutcome = 'added' | 'already';

export async function addToCart(productId: number, quantity: number): Promise<AddOutcome | null> {
  if (isInLoadedCart(productId)) return 'already';
  const tempId = Date.now();
  const result = await run('add', () => cartAddItemAction({ productId, quantity }), {
    change: (cart) => withLineAdded(cart, productId, quantity, tempId),
    valueOf: (addition) => addition.cart,
  });
  if (!result) return null;
  return result.added ? 'added' : 'already';
}

/**
 * An add-to-cart button anywhere: the cart opens at once to show the new line, unless this page
 * knows nothing will change; a product already there (the spec changes nothing) is announced with
 * a way to the cart.
 */
export async function addFromShopEvent(
  request: { productId: number; quantity: number },
  labels: { alreadyInCart: string; viewCart: string },
): Promise<void> {
  const openCart = () => useUiStore.getState().openOverlay('cartSidebar');
  if (!isInLoadedCart(request.productId)) afterNextPaint(openCart);
  if ((await addToCart(request.productId, request.quantity)) !== 'already') return;
  notify(labels.alreadyInCart, { kind: 'info', action: { label: labels.viewCart, run: openCart } });
}

/** Whether the cart this page knows holds the product: no request needed to say so. */
export function isInLoadedCart(productId: number): boolean {
  const { loaded, view } = useCartStore.getState();
  return loaded && view.lines.some((line) => line.productId === productId);
}

export function removeCartLine(lineId: number): Promise<Cart | null> {
  quantityEdits.cancel(lineId);
  return run('remove', () => cartRemoveItemAction({ lineId }), {
    change: (cart) => withLinesRemoved(cart, [lineId]),
    valueOf: identity,
  });
}

export function removeCartLines(lineIds: readonly number[]): Promise<Cart | null> {
  lineIds.forEach((lineId) => quantityEdits.cancel(lineId));
  return run('removeMany', () => cartRemoveMultipleItemsAction({ lineIds: [...lineIds] }), {
    change: (cart) => withLinesRemoved(cart, lineIds),
    valueOf: identity,
  });
}

export function updateLineQuantity(lineId: number, quantity: number): Promise<Cart | null> {
  return run('updateQuantity', () => cartUpdateItemQtyAction({ lineId, quantity }), {
    change: (cart) => withLineQuantity(cart, lineId, quantity),
    valueOf: identity,
  });
}

const quantityEdits = createKeyedDebounce<number, number>(
  QUANTITY_DEBOUNCE_MS,
  (lineId, quantity) => {
    void updateLineQuantity(lineId, quantity);
  },
);

/**
 * A quantity typed into a line: sent once the shopper pauses. An invalid value cancels the one
 * still waiting (the last valid value typed is not what the field shows any more).
 */
export function scheduleLineQuantity(lineId: number, quantity: number | null): void {
  if (quantity === null) quantityEdits.cancel(lineId);
  else quantityEdits.schedule(lineId, quantity);
}

export function isQuantityWaiting(lineId: number): boolean {
  return quantityEdits.isWaiting(lineId);
}

export type CouponOutcome = { applied: true } | { applied: false; error: string };

/** A refused code is an answer, not a failure: Odoo's text is shown beside the field. */
export async function applyCoupon(promo: string): Promise<CouponOutcome | null> {
  const data = await run('coupon', () => applyCouponAction({ promo }), {
    valueOf: (result) => result.cart,
  });
  return data ? data.coupon : null;
}

/** Takes the coupon off the order in Odoo (its reward lines): the totals lose the discount. */
export function removeCoupon(): Promise<Cart | null> {
  return run('coupon', () => removeCouponAction(), { valueOf: identity });
}

export interface QuickOrderOutcome {
  added: { sku: string; quantity: number }[];
  unknownSkus: string[];
  /** References of products out of stock: not added. */
  outOfStockSkus: string[];
  /** Products' references taken as their default variant, with that variant's reference. */
  defaultVariants: { sku: string; variantSku: string }[];
}

export async function quickOrder(
  lines: { sku: string; quantity: number }[],
): Promise<QuickOrderOutcome | null> {
  const data = await run('quickOrder', () => quickOrderAction({ lines }), {
    valueOf: (result) => result.cart,
  });
  if (!data) return null;
  const { added, unknownSkus, outOfStockSkus, defaultVariants } = data;
  return { added, unknownSkus, outOfStockSkus, defaultVariants };
}

/**
 * Another domain's action that puts products in the cart and answers with it (order again,
 * purchased products): run in the cart's frame, so the badge and the sidebar follow. Its failure
 * is the caller's to show, where the shopper asked (the cart keeps it as the action's error).
 */
export async function reorderIntoCart<T extends { cart: Cart }>(
  call: () => Promise<ActionResult<T>>,
): Promise<ActionResult<T>> {
  const data = await run('reorder', call, { valueOf: (result) => result.cart, notify: false });
  if (data) return { ok: true, data };
  return { ok: false, error: useCartStore.getState().errors.reorder ?? failureMessage(undefined) };
}

/** The cart page's server-rendered cart, unless this page session already knows a newer one. */
export function seedCart(cart: Cart): void {
  const state = useCartStore.getState();
  if (state.loaded || runner.inFlight() > 0) return;
  settleCartChange(null, cart);
}

function identity(cart: Cart): Cart {
  return cart;
}

/**
 * Payment confirmation replaces the cart (spec): the store forgets the paid order and loads the
 * session's new cart, which also sets the counter cookie, so every badge follows without a reload.
 */
export function replaceCart(): Promise<unknown> {
  resetCartStore();
  window.dispatchEvent(new Event(SHOP_COOKIES_CHANGED));
  return ensureCartLoaded();
}
