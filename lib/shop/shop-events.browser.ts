// Product cards, product pages, the compare page and the wishlist sidebar announce the shopper's
// intent as window events; one listener in the default layout acts on them. Any script can
// dispatch these, so the details are read defensively.

export const ADD_TO_CART_EVENT = 'shop:add-to-cart';
export const TOGGLE_WISHLIST_EVENT = 'shop:toggle-wishlist';

export interface AddToCartRequest {
  /** Variant (product.product) id. */
  productId: number;
  quantity: number;
}

export interface ToggleWishlistRequest {
  /** Variant (product.product) id. */
  productId: number;
  name?: string;
}

function positiveInteger(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : null;
}

function detailOf(event: Event): Record<string, unknown> | null {
  const detail: unknown = (event as CustomEvent).detail;
  return detail && typeof detail === 'object' ? (detail as Record<string, unknown>) : null;
}

export function readAddToCart(event: Event): AddToCartRequest | null {
  const detail = detailOf(event);
  const productId = positiveInteger(detail?.productId);
  if (!detail || productId === null) return null;
  const quantity = detail.quantity === undefined ? 1 : positiveInteger(detail.quantity);
  return quantity === null ? null : { productId, quantity };
}

export function readToggleWishlist(event: Event): ToggleWishlistRequest | null {
  const detail = detailOf(event);
  const productId = positiveInteger(detail?.productId);
  if (!detail || productId === null) return null;
  const name = typeof detail.name === 'string' && detail.name.trim() ? detail.name : undefined;
  return { productId, name };
}

export function dispatchShopEvent(name: typeof ADD_TO_CART_EVENT, detail: AddToCartRequest): void;
export function dispatchShopEvent(
  name: typeof TOGGLE_WISHLIST_EVENT,
  detail: ToggleWishlistRequest,
): void;
export function dispatchShopEvent(name: string, detail: object): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}
