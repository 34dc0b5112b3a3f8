import { SHOP_COOKIES_CHANGED } from '@/lib/shopper/use-shop-cookies.browser';
import { ensureCartLoaded } from '@/lib/cart/cart-commands.browser';
import { resetCartStore } from '@/lib/cart/cart-store.browser';
import { ensureWishlistLoaded } from '@/lib/wishlist/wishlist-commands.browser';
import { resetWishlistStore } from '@/lib/wishlist/wishlist-store.browser';

/**
 * After signing out: the stores forget the customer's cart and wishlist, and every cookie reader
 * (header name and counts, the price island) looks again at the cookies the server removed.
 */
export function forgetShopperState(): void {
  resetCartStore();
  resetWishlistStore();
  window.dispatchEvent(new Event(SHOP_COOKIES_CHANGED));
}

/**
 * After signing in the session belongs to the customer: Odoo kept the guest's cart, but prices,
 * the wishlist and the counts are now theirs. The stores reload from the server (which also sets
 * the counter cookies), so the header and the price island update without a page load.
 */
export function refreshShopperState(): void {
  forgetShopperState();
  void ensureCartLoaded();
  void ensureWishlistLoaded();
}
