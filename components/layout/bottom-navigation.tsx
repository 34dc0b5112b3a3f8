'use client';

import Link from 'next/link';
import { MenuButton } from '@/components/layout/menu-button';
import { useLabels } from '@/components/layout/shell-labels-provider';
import { CartIcon, HeartIcon, HomeIcon, UserIcon } from '@/components/ui/icons';
import { useShopCookies } from '@/lib/shopper/use-shop-cookies.browser';
import { useCartCount } from '@/lib/cart/cart-store.browser';
import { useUiStore } from '@/lib/browser/ui-store';
import { useWishlistCount } from '@/lib/wishlist/wishlist-store.browser';

/** Thumb-reach navigation for small screens (hidden from 768 px up by CSS). */
export function BottomNavigation({ homeHref }: { homeHref: string }) {
  const labels = useLabels('BottomNavigation');
  const { user } = useShopCookies();
  const cartSize = useCartCount();
  const wishlistSize = useWishlistCount();
  const toggleOverlay = useUiStore((state) => state.toggleOverlay);
  const openLoginModal = useUiStore((state) => state.openLoginModal);

  return (
    <nav className="bottom-nav" aria-label={labels.label}>
      <Link href={homeHref} className="bottom-nav__item">
        <HomeIcon />
        <span>{labels.home}</span>
      </Link>
      <MenuButton className="bottom-nav__item" showLabel />
      <button
        type="button"
        className="bottom-nav__item"
        aria-haspopup="dialog"
        onClick={() => toggleOverlay('wishlistSidebar')}
      >
        <HeartIcon />
        <span>{labels.wishlist}</span>
        {wishlistSize > 0 ? <span className="badge">{wishlistSize}</span> : null}
      </button>
      <button
        type="button"
        className="bottom-nav__item"
        aria-haspopup="dialog"
        onClick={() => (user ? toggleOverlay('profileSidebar') : openLoginModal())}
      >
        <UserIcon />
        <span>{labels.account}</span>
      </button>
      <button
        type="button"
        className="bottom-nav__item"
        aria-haspopup="dialog"
        onClick={() => toggleOverlay('cartSidebar')}
      >
        <CartIcon />
        <span>{labels.cart}</span>
        {cartSize > 0 ? <span className="badge">{cartSize}</span> : null}
      </button>
    </nav>
  );
}
