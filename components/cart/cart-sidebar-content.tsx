'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { useLabels } from '@/components/layout/shell-labels-provider';
import { useShopCookies } from '@/lib/shopper/use-shop-cookies.browser';
import { formatMoney } from '@/lib/format/money';
import { localizedPath } from '@/lib/i18n/locales';
import { ensureCartLoaded, refreshCartIfStale } from '@/lib/cart/cart-commands.browser';
import { useCartCount, useCartStore } from '@/lib/cart/cart-store.browser';
import { ensureWishlistLoaded } from '@/lib/wishlist/wishlist-commands.browser';
import { useWishlistStore } from '@/lib/wishlist/wishlist-store.browser';
import { CartLineItem } from './cart-line-item';
import { CheckoutButton } from './checkout-button';
import { SidebarList } from './sidebar-list';
import { needsQuotation } from '@/lib/order/line-kind';
import styles from './cart.module.css';
import type { ItemSidebarPartProps } from '@/components/ui/item-sidebar';

// Loaded with the first opening of the cart sidebar (see cart-sidebar.tsx).

type ContentProps = ItemSidebarPartProps & { open: boolean };

export function CartSidebarContent({ locale, open, onClose }: ContentProps) {
  const labels = useLabels('CartSidebar');
  const loaded = useCartStore((state) => state.loaded);
  const lines = useCartStore((state) => state.view.lines);
  const currency = useCartStore((state) => state.view.currency);
  const loadError = useCartStore((state) => state.errors.load);
  const count = useCartCount();
  const { wishlistSize } = useShopCookies();
  const wishlistKnown = useWishlistStore((state) => state.loaded || state.remembered !== null);

  useEffect(() => {
    if (!open) return;
    void ensureCartLoaded();
    refreshCartIfStale(count);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- checked on opening only
  }, [open]);

  // The lines' 'Save for later' / 'Remove from wishlist' need to know the wishlist.
  useEffect(() => {
    if (open && wishlistSize > 0 && !wishlistKnown) void ensureWishlistLoaded();
  }, [open, wishlistSize, wishlistKnown]);

  return (
    <SidebarList
      labels={labels}
      loaded={loaded}
      loadError={loadError}
      count={count}
      lineCount={lines.length}
      onRetry={() => void ensureCartLoaded()}
      emptyAction={
        <Link
          href={localizedPath(locale, '/')}
          className="button button--primary"
          onClick={onClose}
        >
          {labels.goBackShopping}
        </Link>
      }
    >
      {lines.map((line) => (
        <CartLineItem
          key={line.id}
          line={line}
          locale={locale}
          currency={currency}
          onNavigate={onClose}
        />
      ))}
    </SidebarList>
  );
}

export function CartSidebarFooter({ locale, onClose }: ItemSidebarPartProps) {
  const labels = useLabels('CartSidebar');
  const loaded = useCartStore((state) => state.loaded);
  const view = useCartStore((state) => state.view);
  const busy = useCartStore((state) => state.pending.length > 0);

  if (!loaded || view.lines.length === 0) return null;
  const quotation = view.lines.some(needsQuotation);
  return (
    <div className={styles.footer}>
      <p className={styles.total} aria-busy={busy}>
        <span>{labels.totalPrice}</span>
        <strong data-testid="cart-total">
          {formatMoney(view.totals.total, locale, view.currency)}
        </strong>
      </p>
      {quotation ? (
        <p className={styles.muted}>{labels.quotationOnly}</p>
      ) : (
        <CheckoutButton
          locale={locale}
          label={labels.checkout}
          transferLabel={labels.transferCart}
          onNavigate={onClose}
        />
      )}
      <Link href={localizedPath(locale, '/cart')} className="button" onClick={onClose}>
        {labels.seeDetails}
      </Link>
    </div>
  );
}
