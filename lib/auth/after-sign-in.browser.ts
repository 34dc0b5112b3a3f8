import { SHOP_COOKIES_CHANGED } from '@/lib/browser/use-shop-cookies';
import { ensureCartLoaded } from '@/lib/stores/cart-commands';
import { resetCartStore } from '@/lib/stores/cart-store';
import { ensureWishlistLoaded } from '@/lib/stores/wishlist-commands';
import { resetWishlistStore } from '@/lib/stores/wishlist-store';

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
