'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { useLabels } from '@/components/layout/shell-labels-provider';
import type { Cart, CartLine } from '@/lib/cart/types';
import { useFocusFallback } from '@/lib/browser/use-focus-fallback';
import { formatMoney } from '@/lib/format/money';
import { interpolate } from '@/lib/i18n/interpolate';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { quotationMailto } from '@/lib/shop/contact';
import { ensureCartLoaded, removeCartLines, seedCart } from '@/lib/cart/cart-commands.browser';
import { useCartStore } from '@/lib/cart/cart-store.browser';
import { CartCoupon } from './cart-coupon';
import { CartLineItem, ExclVat } from './cart-line-item';
import type { CartPageLabels } from './cart-page-labels';
import { CartTotals } from './cart-totals';
import { CheckoutButton } from './checkout-button';
import { isProductLine, needsQuotation } from '@/lib/order/line-kind';
import { QuickOrder } from './quick-order';
import styles from './cart-page.module.css';
import lineStyles from './cart.module.css';

/**
 * The cart page: starts from the cart the server rendered, then shares the store with the
 * sidebar, so an edit in one shows in the other.
 */
interface CartPageViewProps {
  /** Null when the server could not load it; the browser then tries once more. */
  initialCart: Cart | null;
  locale: Locale;
  labels: CartPageLabels;
  shopEmail: string;
}

export function CartPageView(props: CartPageViewProps) {
  const root = useRef<HTMLDivElement>(null);
  // 'Remove selected' turns disabled and removed lines take their controls: the focus goes on to
  // the first control left (select all, or the way back to the shop) rather than the page's top.
  useFocusFallback(root);
  return (
    <div ref={root}>
      <CartPageContent {...props} />
    </div>
  );
}

function CartPageContent({ initialCart, locale, labels, shopEmail }: CartPageViewProps) {
  const sidebarLabels = useLabels('CartSidebar');
  const stored = useCartStore((state) => (state.loaded ? state.view : null));
  const busy = useCartStore((state) => state.pending.length > 0);
  const loadError = useCartStore((state) => state.errors.load);
  const cart = stored ?? initialCart;
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());

  useEffect(() => {
    if (initialCart) seedCart(initialCart);
    else void ensureCartLoaded();
  }, [initialCart]);

  if (!cart) {
    return loadError ? (
      <p role="alert">{loadError}</p>
    ) : (
      <p role="status">{sidebarLabels.loading}</p>
    );
  }

  const lines = cart.lines;
  const realIds = lines.filter(isProductLine).map((line) => line.id);
  const chosen = realIds.filter((id) => selected.has(id));
  const quotation = lines.some(needsQuotation);
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        {lines.length === 0 ? (
          <div className="empty-state">
            <p className="empty-state__text">{sidebarLabels.empty}</p>
            <Link href={localizedPath(locale, '/')} className="button button--primary">
              {sidebarLabels.goBackShopping}
            </Link>
          </div>
        ) : (
          <section aria-labelledby="cart-lines-title">
            <h2 id="cart-lines-title" className="sr-only">
              {sidebarLabels.lines}
            </h2>
            <div className={styles.selection}>
              <label>
                <input
                  type="checkbox"
                  className={lineStyles.select}
                  checked={chosen.length > 0 && chosen.length === realIds.length}
                  onChange={(event) => setSelected(new Set(event.target.checked ? realIds : []))}
                />
                {labels.selectAll}
              </label>
              <button
                type="button"
                className="button"
                disabled={chosen.length === 0}
                onClick={() => {
                  setSelected(new Set());
                  void removeCartLines(chosen);
                }}
              >
                {labels.removeSelected}
              </button>
            </div>
            <ul className={lineStyles.lines}>
              {lines.map((line) => (
                <CartLineItem
                  key={line.id}
                  line={line}
                  locale={locale}
                  currency={cart.currency}
                  leading={
                    isProductLine(line) ? (
                      <input
                        type="checkbox"
                        className={lineStyles.select}
                        aria-label={interpolate(labels.selectLine, { name: line.name })}
                        checked={selected.has(line.id)}
                        onChange={(event) => toggle(line.id, event.target.checked)}
                      />
                    ) : null
                  }
                  trailing={
                    isProductLine(line) ? (
                      <LineAmount
                        line={line}
                        locale={locale}
                        currency={cart.currency}
                        labels={labels}
                        exclVat={sidebarLabels.exclVat}
                        email={shopEmail}
                      />
                    ) : null
                  }
                />
              ))}
            </ul>
          </section>
        )}
        <details className={styles.quickOrderBox}>
          <summary>{labels.quickOrderTitle}</summary>
          <QuickOrder labels={labels} />
        </details>
      </div>
      {lines.length > 0 ? (
        <aside className={styles.summary} aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title">{labels.summary}</h2>
          <CartCoupon labels={labels} onOrder={cart.hasCoupon} />
          <CartTotals
            totals={cart.totals}
            locale={locale}
            currency={cart.currency}
            labels={labels}
            busy={busy}
          />
          {quotation ? (
            <p className={styles.notice} role="note">
              {labels.quotationNote}
            </p>
          ) : (
            <CheckoutButton
              locale={locale}
              label={sidebarLabels.checkout}
              transferLabel={sidebarLabels.transferCart}
            />
          )}
          <Link href={localizedPath(locale, '/categories')} className="button">
            {labels.continueShopping}
          </Link>
        </aside>
      ) : null}
    </div>
  );
}

/** The line's amount, or for a product without a price the quotation e-mail. */
function LineAmount({
  line,
  locale,
  currency,
  labels,
  exclVat,
  email,
}: {
  line: CartLine;
  locale: Locale;
  currency: string | null;
  labels: CartPageLabels;
  exclVat: string;
  email: string;
}) {
  if (!line.isPositivePrice) {
    const subject = interpolate(labels.quotationSubject, { name: line.name, sku: line.sku });
    return (
      <a className={`button ${lineStyles.lineTotal}`} href={quotationMailto(email, subject)}>
        {labels.requestQuotation}
      </a>
    );
  }
  return (
    <p className={lineStyles.lineTotal}>
      <span className="sr-only">{labels.lineTotal}</span>{' '}
      {formatMoney(line.subtotal, locale, currency)} <ExclVat label={exclVat} />
    </p>
  );
}
