'use client';

import { CartIcon, HeartIcon } from '@/components/ui/icons';
import styles from './product-card.module.css';

// Placeholders until the cart and wishlist are wired: the buttons announce the shopper's intent as
// DOM events, so the cart issue can listen without this card changing.

function dispatch(name: 'shop:add-to-cart' | 'shop:toggle-wishlist', productId: number) {
  window.dispatchEvent(
    new CustomEvent(name, {
      detail: name === 'shop:add-to-cart' ? { productId, quantity: 1 } : { productId },
    }),
  );
}

export function AddToCartButton({
  productId,
  label,
  text,
}: {
  productId: number;
  label: string;
  text: string;
}) {
  return (
    <button
      type="button"
      className={`button button--primary ${styles.cartButton}`}
      aria-label={label}
      onClick={() => dispatch('shop:add-to-cart', productId)}
    >
      <CartIcon />
      <span className={styles.cartText}>{text}</span>
    </button>
  );
}

export function WishlistToggle({ productId, label }: { productId: number; label: string }) {
  return (
    <button
      type="button"
      className={`icon-button ${styles.wishlist}`}
      aria-label={label}
      onClick={() => dispatch('shop:toggle-wishlist', productId)}
    >
      <HeartIcon />
    </button>
  );
}
