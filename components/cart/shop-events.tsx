'use client';

import { useEffect } from 'react';
import { useLabels, useShellLocale } from '@/components/layout/shell-labels-provider';
import {
  ADD_TO_CART_EVENT,
  readAddToCart,
  readToggleWishlist,
  TOGGLE_WISHLIST_EVENT,
} from '@/lib/shop/shop-events.browser';
import { afterNextPaint } from '@/lib/browser/idle';
import { markShopEventsReady } from '@/lib/shop/shop-events-ready.browser';
import { loadOverlayLabels } from '@/lib/i18n/overlay-labels.browser';
import { interpolate } from '@/lib/i18n/interpolate';
import { notify } from '@/lib/notifications/notification-queue';
import { setActionFallbackError } from '@/lib/shopper/action-feedback.browser';
import { useCartStore } from '@/lib/cart/cart-store.browser';
import { useUiStore } from '@/lib/browser/ui-store';
import { restoreRememberedIds } from '@/lib/wishlist/wishlist-store.browser';

/**
 * Acts on `shop:add-to-cart` and `shop:toggle-wishlist` from anywhere in the shop. Mounted once
 * in the default layout; the cart and wishlist code loads with the first event, so browse pages
 * do not carry it in their first load.
 */
export function ShopEvents() {
  const locale = useShellLocale();
  const { actionFailed, alreadyInCart, viewCart } = useLabels('Notifications');

  useEffect(() => setActionFallbackError(actionFailed), [actionFailed]);
  // After hydration: the server render knew nothing of this tab's session storage.
  useEffect(() => restoreRememberedIds(), []);

  useEffect(() => {
    const onAddToCart = (event: Event) => {
      const request = readAddToCart(event);
      if (!request) return;
      // A cart this page has not loaded cannot say "already there": open it while the code loads.
      if (!useCartStore.getState().loaded)
        afterNextPaint(() => useUiStore.getState().openOverlay('cartSidebar'));
      void import('@/lib/cart/cart-commands.browser').then(({ addFromShopEvent }) =>
        addFromShopEvent(request, { alreadyInCart, viewCart }),
      );
    };
    const onToggleWishlist = async (event: Event) => {
      const request = readToggleWishlist(event);
      if (!request) return;
      const { toggleWishlist } = await import('@/lib/wishlist/wishlist-commands.browser');
      const outcome = await toggleWishlist(request.productId);
      if (!outcome) return;
      // The wishlist's texts live with the sidebar's; without them the heart's change says enough.
      const wishlistLabels = await loadOverlayLabels(locale)
        .then((labels) => labels.WishlistSidebar)
        .catch(() => null);
      if (!wishlistLabels) return;
      const name = request.name ?? outcome.name;
      const added = outcome.change === 'added';
      const message = name
        ? interpolate(added ? wishlistLabels.added : wishlistLabels.removed, { name })
        : added
          ? wishlistLabels.productAdded
          : wishlistLabels.productRemoved;
      notify(message, { kind: added ? 'success' : 'info' });
    };
    window.addEventListener(ADD_TO_CART_EVENT, onAddToCart);
    window.addEventListener(TOGGLE_WISHLIST_EVENT, onToggleWishlist);
    markShopEventsReady();
    return () => {
      window.removeEventListener(ADD_TO_CART_EVENT, onAddToCart);
      window.removeEventListener(TOGGLE_WISHLIST_EVENT, onToggleWishlist);
    };
  }, [locale, alreadyInCart, viewCart]);

  return null;
}
