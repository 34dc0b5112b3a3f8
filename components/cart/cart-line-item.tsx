'use client';

import type { ReactNode } from 'react';
import { useLabels } from '@/components/layout/shell-labels-provider';
import { dispatchShopEvent, TOGGLE_WISHLIST_EVENT } from '@/lib/shop/shop-events.browser';
import { cartLineHref } from '@/lib/cart/line-href';
import { stockWarningText } from '@/lib/cart/stock';
import type { CartLine } from '@/lib/cart/types';
import { formatMoney } from '@/lib/format/money';
import { interpolate } from '@/lib/i18n/interpolate';
import type { Locale } from '@/lib/i18n/locales';
import { removeCartLine } from '@/lib/cart/cart-commands.browser';
import { useInWishlist } from '@/lib/wishlist/wishlist-store.browser';
import { isDiscountLine, variantLabel } from '@/lib/order/line-kind';
import { LineQuantityInput } from './line-quantity-input';
import { LineName, LineThumbnail } from '@/components/cart/line-heading';
import styles from './cart.module.css';

/** One cart line, in the sidebar and on the cart page (which adds a checkbox and a line total). */
export function CartLineItem({
  line,
  locale,
  currency,
  onNavigate,
  leading,
  trailing,
}: {
  line: CartLine;
  locale: Locale;
  /** The order's currency (ISO code, Odoo's); null: the shop's default. */
  currency: string | null;
  onNavigate?: () => void;
  leading?: ReactNode;
  trailing?: ReactNode;
}) {
  const labels = useLabels('CartSidebar');
  const inWishlist = useInWishlist(line.productId);

  if (line.id < 0) {
    // Added a moment ago; the server has not answered with its name and price yet.
    return (
      <li className={styles.line} aria-busy="true">
        <span className={styles.placeholderImage} />
        <p className={styles.muted}>{labels.adding}</p>
      </li>
    );
  }

  if (isDiscountLine(line)) {
    return (
      <li className={styles.line} data-testid="cart-discount-line">
        <div className={styles.details}>
          <h3 className={styles.name}>{line.name}</h3>
          <p className={styles.price}>
            {formatMoney(line.subtotal, locale, currency)} <ExclVat label={labels.exclVat} />
          </p>
          <div className={styles.controls}>
            <RemoveLineButton line={line} />
          </div>
        </div>
      </li>
    );
  }

  const href = cartLineHref(locale, line);
  const variant = variantLabel(line);

  return (
    <li className={styles.line} data-testid="cart-line" data-line-id={line.id}>
      {leading}
      <LineThumbnail image={line.image} imageName={line.imageName} />
      <div className={styles.details}>
        <LineName name={line.name} href={href} onNavigate={onNavigate} />
        {variant ? <p className={styles.muted}>{variant}</p> : null}
        <p className={styles.price}>
          {line.isPositivePrice ? (
            <>
              {formatMoney(line.price, locale, currency)} <ExclVat label={labels.exclVat} />
            </>
          ) : (
            labels.priceOnRequest
          )}
        </p>
        {line.stockWarning ? (
          <p className={styles.warning}>{stockWarningText(line, labels)}</p>
        ) : null}
        <div className={styles.controls}>
          <LineQuantityInput
            line={line}
            label={labels.quantity}
            accessibleName={interpolate(labels.quantityOf, { name: line.name })}
            refusedText={labels.quantityRefused}
          />
          <RemoveLineButton line={line} />
          <button
            type="button"
            className="link-button"
            onClick={() =>
              dispatchShopEvent(TOGGLE_WISHLIST_EVENT, {
                productId: line.productId,
                name: line.name,
              })
            }
          >
            {inWishlist ? labels.removeFromWishlist : labels.saveForLater}
          </button>
        </div>
      </div>
      {trailing}
    </li>
  );
}

/** Line amounts are Odoo's tax-excluded ones; the total below says it includes VAT. */
export function ExclVat({ label }: { label: string }) {
  return <span className={styles.vatNote}>{label}</span>;
}

function RemoveLineButton({ line }: { line: CartLine }) {
  const labels = useLabels('CartSidebar');
  return (
    <button
      type="button"
      className="link-button"
      aria-label={interpolate(labels.removeNamed, { name: line.name })}
      onClick={() => void removeCartLine(line.id)}
    >
      {labels.remove}
    </button>
  );
}
