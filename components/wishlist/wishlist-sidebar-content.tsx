'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { useLabels } from '@/components/layout/shell-labels-provider';
import {
  ADD_TO_CART_EVENT,
  dispatchShopEvent,
  TOGGLE_WISHLIST_EVENT,
} from '@/lib/shop/shop-events.browser';
import { productHref } from '@/lib/catalog/product-href';
import { formatMoney } from '@/lib/format/money';
import { interpolate } from '@/lib/i18n/interpolate';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { ensureWishlistLoaded } from '@/lib/wishlist/wishlist-commands.browser';
import { useWishlistCount, useWishlistStore } from '@/lib/wishlist/wishlist-store.browser';
import type { WishlistItem } from '@/lib/wishlist/types';
import { LineName, LineThumbnail } from '@/components/cart/line-heading';
import { SidebarList } from '@/components/cart/sidebar-list';
import styles from '@/components/cart/cart.module.css';
import type { ItemSidebarPartProps } from '@/components/ui/item-sidebar';

// Loaded with the first opening of the wishlist sidebar (see wishlist-sidebar.tsx).

type ContentProps = ItemSidebarPartProps & { open: boolean };

export function WishlistSidebarContent({ locale, open, onClose }: ContentProps) {
  const labels = useLabels('WishlistSidebar');
  const loaded = useWishlistStore((state) => state.loaded);
  const items = useWishlistStore((state) => state.view.items);
  const currency = useWishlistStore((state) => state.view.currency);
  const loadError = useWishlistStore((state) => state.errors.load);
  const count = useWishlistCount();

  useEffect(() => {
    if (open) void ensureWishlistLoaded();
  }, [open]);

  return (
    <SidebarList
      labels={labels}
      loaded={loaded}
      loadError={loadError}
      count={count}
      lineCount={items.length}
      onRetry={() => void ensureWishlistLoaded()}
    >
      {items.map((item) => (
        <WishlistEntry
          key={item.id}
          item={item}
          locale={locale}
          currency={currency}
          onNavigate={onClose}
        />
      ))}
    </SidebarList>
  );
}

function WishlistEntry({
  item,
  locale,
  currency,
  onNavigate,
}: {
  item: WishlistItem;
  locale: Locale;
  /** The currency Odoo priced the wishlist in; null: the shop's default. */
  currency: string | null;
  onNavigate: () => void;
}) {
  const labels = useLabels('WishlistSidebar');
  if (item.id < 0) {
    return (
      <li className={styles.line} aria-busy="true">
        <span className={styles.placeholderImage} />
        <p className={styles.muted}>{labels.adding}</p>
      </li>
    );
  }
  const href = productHref(locale, item.slug);
  return (
    <li className={styles.line} data-testid="wishlist-item">
      <LineThumbnail image={item.image} imageName={item.imageName} />
      <div className={styles.details}>
        <LineName name={item.name} href={href} onNavigate={onNavigate} />
        <p className={styles.price}>
          {item.isPositivePrice
            ? formatMoney(item.price.special, locale, currency)
            : labels.priceOnRequest}
        </p>
        <div className={styles.controls}>
          {item.isPositivePrice ? (
            <button
              type="button"
              className="button button--primary"
              aria-label={interpolate(labels.addToCartNamed, { name: item.name })}
              // The cart listener opens the cart sidebar, which closes this one.
              onClick={() =>
                dispatchShopEvent(ADD_TO_CART_EVENT, { productId: item.productId, quantity: 1 })
              }
            >
              {labels.addToCart}
            </button>
          ) : null}
          <button
            type="button"
            className="link-button"
            aria-label={interpolate(labels.removeNamed, { name: item.name })}
            onClick={() =>
              dispatchShopEvent(TOGGLE_WISHLIST_EVENT, {
                productId: item.productId,
                name: item.name,
              })
            }
          >
            {labels.remove}
          </button>
        </div>
      </div>
    </li>
  );
}

export function WishlistSidebarFooter({ locale, onClose }: ItemSidebarPartProps) {
  const labels = useLabels('WishlistSidebar');
  const loaded = useWishlistStore((state) => state.loaded);
  const items = useWishlistStore((state) => state.view.items);
  const currency = useWishlistStore((state) => state.view.currency);
  // Odoo gives the wishlist no total: the sum of the prices shown (quotation items count 0).
  const total = items.reduce(
    (sum, item) => sum + (item.isPositivePrice ? item.price.special : 0),
    0,
  );
  return (
    <div className={styles.footer}>
      {loaded && items.length > 0 ? (
        <p className={styles.total}>
          <span>{labels.totalPrice}</span>
          <strong data-testid="wishlist-total">{formatMoney(total, locale, currency)}</strong>
        </p>
      ) : null}
      <Link
        href={localizedPath(locale, '/categories')}
        className="button button--primary"
        onClick={onClose}
      >
        {labels.startShopping}
      </Link>
    </div>
  );
}
