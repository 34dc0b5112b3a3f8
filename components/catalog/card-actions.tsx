'use client';

import { Suspense } from 'react';
import { useLabels } from '@/components/layout/shell-labels-provider';
import { CartIcon, HeartIcon, ListAddIcon } from '@/components/ui/icons';
import { useUiStore } from '@/lib/browser/ui-store';
import {
  ADD_TO_CART_EVENT,
  dispatchShopEvent,
  TOGGLE_WISHLIST_EVENT,
} from '@/lib/shop/shop-events.browser';
import { useShopEventsReady } from '@/lib/shop/shop-events-ready.browser';
import { useShopCookies } from '@/lib/shopper/use-shop-cookies.browser';
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

/**
 * A filled heart for products in the wishlist (as far as this page knows), and below it, for a
 * company's contacts, "Add to list". The list button comes with the heart's props so that cards
 * carry nothing more in a page's HTML: it exists only in the browser, after sign-in.
 */
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

export function CardActionsCorner(props: {
  productId: number;
  name: string;
  label: string;
  removeLabel: string;
}) {
  const user = useShopCookies().user;
  const keepsLists = Boolean(user?.companyRole) && !user?.punchout;
  return (
    <>
      <WishlistToggle {...props} />
      {keepsLists ? (
        // Its label comes with the add-to-list modal's, fetched on the first such card.
        <Suspense fallback={null}>
          <AddToListCardButton productId={props.productId} name={props.name} />
        </Suspense>
      ) : null}
    </>
  );
}

function AddToListCardButton({ productId, name }: { productId: number; name: string }) {
  const labels = useLabels('AddToList');
  const openAddToList = useUiStore((state) => state.openAddToList);
  return (
    <button
      type="button"
      className={`icon-button ${styles.listButton}`}
      aria-label={labels.cardButton.replace('{name}', name)}
      aria-haspopup="dialog"
      onClick={() => openAddToList({ title: name, lines: [{ productId, quantity: 1 }] })}
    >
      <ListAddIcon />
    </button>
  );
}
