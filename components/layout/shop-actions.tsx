'use client';

import { useLabels, useShellLocale } from '@/components/layout/shell-labels-provider';
import { CartIcon, HeartIcon, UserIcon } from '@/components/ui/icons';
import { useShopCookies } from '@/lib/shopper/use-shop-cookies.browser';
import { countLabel } from '@/lib/i18n/plural';
import { useCartCount } from '@/lib/cart/cart-store.browser';
import { useUiStore } from '@/lib/browser/ui-store';
import { useWishlistCount } from '@/lib/wishlist/wishlist-store.browser';

/**
 * Account, wishlist and cart buttons. Counts come from the cart-size and wishlist-size cookies,
 * or from the optimistic view while a change is on its way.
 */
export function ShopActions({ className }: { className?: string }) {
  const labels = useLabels('Header');
  const locale = useShellLocale();
  const itemCount = (count: number) =>
    countLabel(
      {
        one: labels.itemCountOne,
        few: labels.itemCountFew,
        many: labels.itemCountMany,
        other: labels.itemCount,
      },
      count,
      locale,
    );
  const { user } = useShopCookies();
  const cartSize = useCartCount();
  const wishlistSize = useWishlistCount();
  const overlay = useUiStore((state) => state.overlay);
  const toggleOverlay = useUiStore((state) => state.toggleOverlay);
  const openLoginModal = useUiStore((state) => state.openLoginModal);

  return (
    <ul className={className ?? 'shop-actions'}>
      <li>
        <button
          type="button"
          className="action-button"
          aria-haspopup="dialog"
          aria-expanded={overlay === 'profileSidebar' || overlay === 'loginModal'}
          // Its visible label is hidden where only icons fit (768 to 1023 px): named all the same.
          aria-label={user?.name ?? labels.account}
          onClick={() => (user ? toggleOverlay('profileSidebar') : openLoginModal())}
        >
          <UserIcon />
          <span className="action-button__label">{user?.name ?? labels.account}</span>
        </button>
      </li>
      <li>
        <CountButton
          label={labels.wishlist}
          count={wishlistSize}
          countLabel={itemCount}
          expanded={overlay === 'wishlistSidebar'}
          onClick={() => toggleOverlay('wishlistSidebar')}
          icon={<HeartIcon />}
          testId="wishlist-count"
        />
      </li>
      <li>
        <CountButton
          label={labels.cart}
          count={cartSize}
          countLabel={itemCount}
          expanded={overlay === 'cartSidebar'}
          onClick={() => toggleOverlay('cartSidebar')}
          icon={<CartIcon />}
          testId="cart-count"
        />
      </li>
    </ul>
  );
}

function CountButton(props: {
  label: string;
  count: number;
  countLabel: (count: number) => string;
  expanded: boolean;
  onClick: () => void;
  icon: React.ReactNode;
  testId: string;
}) {
  return (
    <button
      type="button"
      className="action-button"
      aria-haspopup="dialog"
      aria-expanded={props.expanded}
      aria-label={
        props.count > 0 ? `${props.label}, ${props.countLabel(props.count)}` : props.label
      }
      onClick={props.onClick}
    >
      {props.icon}
      <span className="action-button__label">{props.label}</span>
      {/* The badge keeps its space when empty so nothing shifts once cookies are read. */}
      <span
        className="badge"
        data-testid={props.testId}
        data-count={props.count}
        aria-hidden="true"
      >
        {props.count > 0 ? props.count : ''}
      </span>
    </button>
  );
}
