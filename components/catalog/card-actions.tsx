'use client';

import { CartIcon, HeartIcon } from '@/components/ui/icons';
import {
  ADD_TO_CART_EVENT,
  dispatchShopEvent,
  TOGGLE_WISHLIST_EVENT,
} from '@/lib/shop/shop-events.browser';
import { useShopEventsReady } from '@/lib/shop/shop-events-ready.browser';
import { useInWishlist } from '@/lib/wishlist/wishlist-store.browser';
import styles from './product-card.module.css';

// The buttons announce the shopper's intent as DOM events; the listener in the default layout
// (components/cart/shop-events.tsx) loads the cart and wishlist code on first use, so cards stay
// light.

export function AddToCartButton({
  productId,
  label,
  text,
}: {
  productId: number;
  label: string;
  text: string;
}) {
  // Disabled until a press is acted on (the page paints before its scripts run on a slow phone).
  const listening = useShopEventsReady();
  return (
    <button
      type="button"
      className={`button button--primary ${styles.cartButton}`}
      aria-label={label}
      disabled={!listening}
      onClick={() => dispatchShopEvent(ADD_TO_CART_EVENT, { productId, quantity: 1 })}
    >
      <CartIcon />
      <span className={styles.cartText}>{text}</span>
    </button>
  );
}

/** A filled heart for products in the wishlist (as far as this page knows). */
export function WishlistToggle({
  productId,
  name,
  label,
  removeLabel,
}: {
  productId: number;
  name: string;
  label: string;
  removeLabel: string;
}) {
  const inWishlist = useInWishlist(productId);
  return (
    <button
      type="button"
      className={`icon-button ${styles.wishlist}`}
      aria-label={inWishlist ? removeLabel : label}
      data-in-wishlist={inWishlist}
      onClick={() => dispatchShopEvent(TOGGLE_WISHLIST_EVENT, { productId, name })}
    >
      <HeartIcon />
    </button>
  );
}
