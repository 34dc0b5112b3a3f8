// Events the product page dispatches; components/cart/shop-events.tsx acts on them. Events keep
// this page's bundle free of cart and wishlist code.

export const ADD_TO_CART_EVENT = 'shop:add-to-cart';
export const TOGGLE_WISHLIST_EVENT = 'shop:toggle-wishlist';

export interface AddToCartDetail {
  /** The variant (product.product) id. */
  productId: number;
  quantity: number;
}

export interface ToggleWishlistDetail {
  /** The variant (product.product) id. */
  productId: number;
  name?: string;
}

export function dispatchAddToCart(detail: AddToCartDetail): void {
  window.dispatchEvent(new CustomEvent<AddToCartDetail>(ADD_TO_CART_EVENT, { detail }));
}

export function dispatchToggleWishlist(detail: ToggleWishlistDetail): void {
  window.dispatchEvent(new CustomEvent<ToggleWishlistDetail>(TOGGLE_WISHLIST_EVENT, { detail }));
}
