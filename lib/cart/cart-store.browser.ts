import { create } from 'zustand';
import { readCount } from '@/lib/shopper/shop-cookies.browser';
import { CART_SIZE_COOKIE } from '@/lib/shop/cookie-names';
import { useShopCookies } from '@/lib/shopper/use-shop-cookies.browser';
import { emptySaleOrder } from '@/lib/order/empty-sale-order';
import type { Cart, CartLine } from '@/lib/cart/types';
import {
  nextChangeId,
  withActionError,
  withChangeBegun,
  withChangeSettled,
  type OptimisticState,
} from '@/lib/shopper/optimistic-view';

// The browser's view of the cart: state only, so the header badge can read it without loading the
// server actions (lib/cart/cart-commands.browser.ts, loaded on first use). Odoo stays the truth.

export type CartActionName =
  'load' | 'add' | 'remove' | 'updateQuantity' | 'removeMany' | 'coupon' | 'quickOrder' | 'reorder';

/** Its `view` is what the sidebar, the cart page and the badge show. */
export interface CartState extends OptimisticState<Cart> {
  /** The last failure per action (the spec's per-action error state); cleared by a success. */
  errors: Partial<Record<CartActionName, string>>;
}

const initialCartState: CartState = {
  confirmed: null,
  pending: [],
  view: emptySaleOrder(),
  loaded: false,
  errors: {},
};

export const useCartStore = create<CartState>()(() => initialCartState);

export function resetCartStore(): void {
  useCartStore.setState(initialCartState, true);
}

/** Before the first answer the only thing known is the count the server left in the cookie. */
function baseOf(confirmed: Cart | null): Cart {
  return confirmed ?? emptySaleOrder(readCount(CART_SIZE_COOKIE));
}

/** Shows a change at once; returns its id for settleCartChange. */
export function beginCartChange(apply: (cart: Cart) => Cart): number {
  const id = nextChangeId();
  useCartStore.setState((state) => withChangeBegun(state, { id, apply }, baseOf));
  return id;
}

/** Ends a change: with the server's cart it is confirmed, without one it is rolled back. */
export function settleCartChange(id: number | null, cart?: Cart): void {
  useCartStore.setState((state) => withChangeSettled(state, id, cart, baseOf));
}

export function setCartError(action: CartActionName, message: string | null): void {
  useCartStore.setState((state) => ({ errors: withActionError(state.errors, action, message) }));
}

// --- Optimistic changes (pure) ---

export function withLineAdded(cart: Cart, productId: number, quantity: number, tempId: number) {
  // Adding a product already in the cart changes nothing (spec).
  if (cart.lines.some((line) => line.productId === productId)) return cart;
  const line: CartLine = {
    // Negative: a line the server has not numbered yet; the list shows it as "adding".
    id: -tempId,
    productId,
    templateId: null,
    name: '',
    image: null,
    imageName: 'image',
    sku: '',
    slug: '',
    quantity,
    price: 0,
    listPrice: 0,
    subtotal: 0,
    total: 0,
    attributes: [],
    isPositivePrice: true,
    stock: null,
    stockWarning: null,
  };
  return counted(cart, [...cart.lines, line], 1);
}

export function withLinesRemoved(cart: Cart, lineIds: readonly number[]): Cart {
  const lines = cart.lines.filter((line) => !lineIds.includes(line.id));
  return counted(cart, lines, lines.length - cart.lines.length);
}

export function withLineQuantity(cart: Cart, lineId: number, quantity: number): Cart {
  const lines = cart.lines.map((line) => (line.id === lineId ? { ...line, quantity } : line));
  return counted(cart, lines, 0);
}

function counted(cart: Cart, lines: CartLine[], lineDelta: number): Cart {
  const quantity = (list: CartLine[]) => list.reduce((sum, line) => sum + line.quantity, 0);
  return {
    ...cart,
    lines,
    // Before the first answer lines are unknown: only the count moves.
    lineCount: Math.max(0, cart.lineCount + lineDelta),
    quantity: Math.max(0, cart.quantity + quantity(lines) - quantity(cart.lines)),
  };
}

// --- Hooks ---

/**
 * The header badge: while a change is on its way, the optimistic count; otherwise the cart-size
 * cookie the server set with its answer (also right after a reload of a static page).
 */
export function useCartCount(): number {
  const { cartSize } = useShopCookies();
  const optimistic = useCartStore((state) =>
    state.pending.length > 0 ? state.view.lineCount : null,
  );
  return optimistic ?? cartSize;
}
