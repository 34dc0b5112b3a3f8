'use client';

import {
  ADD_TO_CART_EVENT,
  dispatchShopEvent,
  TOGGLE_WISHLIST_EVENT,
} from '@/lib/shop/shop-events.browser';
import { useShopEventsReady } from '@/lib/shop/shop-events-ready.browser';
import { AddToListButton } from '@/components/requisition-lists/add-to-list-button';
import { QuantityInput } from '@/components/ui/quantity-input';
import { stockLabel } from '@/lib/catalog/stock-label';
import { dispatchToggleCompare } from '@/lib/compare/compare-events.browser';
import { useInCompare } from '@/lib/compare/compared-ids.browser';
import { interpolate } from '@/lib/i18n/interpolate';
import { quotationMailto, telHref } from '@/lib/shop/contact';
import { useInWishlist } from '@/lib/wishlist/wishlist-store.browser';
import type { ProductLabels } from './product-labels';
import styles from './product.module.css';
import { useVariantQuantity, useVariantStatus, useVariantView } from './variant-context';

export type PurchaseLabels = Pick<
  ProductLabels,
  | 'quantity'
  | 'quantityRefused'
  | 'addToCart'
  | 'addToWishlist'
  | 'removeFromWishlist'
  | 'addToCompare'
  | 'removeFromCompare'
  | 'addToList'
  | 'requestQuotation'
  | 'callUs'
  | 'quotationSubject'
>;

export interface ShopContactProps {
  email: string;
  phone: string;
}

/**
 * Add to cart for the chosen variant, or, when it has no positive price, a quotation e-mail and
 * the shop's phone number. `compact` is the sticky bar's version: no quantity, wishlist or compare.
 */
export function PurchaseActions({
  labels,
  contact,
  productName,
  compact = false,
}: {
  labels: PurchaseLabels;
  contact: ShopContactProps;
  productName: string;
  compact?: boolean;
}) {
  const { view, templateId } = useVariantView();
  const { quantity, setQuantity } = useVariantQuantity();
  const status = useVariantStatus();
  // The real wishlist, as far as this page knows (see lib/wishlist/wishlist-store.browser.ts).
  const inWishlist = useInWishlist(view.variantId ?? 0);
  // The tab's compare list (session storage), also after a reload or on another page.
  const inCompare = useInCompare(templateId);
  const quantityId = compact ? 'sticky-quantity' : 'product-quantity';
  // Disabled until a press is acted on (the page paints before its scripts run on a slow phone).
  const listening = useShopEventsReady();

  if (!view.isPositivePrice) {
    const subject = interpolate(labels.quotationSubject, {
      name: view.name || productName,
      sku: view.sku ?? '',
    });
    const [before = '', after = ''] = labels.callUs.split('{phone}');
    return (
      <div className={compact ? styles.actionsCompact : styles.actions}>
        <a
          className={`button button--primary ${styles.quotation}`}
          href={quotationMailto(contact.email, subject)}
        >
          <span>{labels.requestQuotation}</span>
        </a>
        <p className={styles.callUs}>
          {before}
          <a href={telHref(contact.phone)}>{contact.phone}</a>
          {after}
        </p>
      </div>
    );
  }

  const canBuy =
    listening && view.variantId !== null && status !== 'unavailable' && status !== 'loading';
  // As on the listing's cards: a variant out of stock offers no add to cart (the cart refuses it).
  const soldOut = stockLabel(view.stock, view.inStock).tone === 'none';
  return (
    <div className={compact ? styles.actionsCompact : styles.actions}>
      {compact ? null : (
        <QuantityInput
          id={quantityId}
          className={styles.quantity}
          label={labels.quantity}
          quantity={quantity}
          // A refused value is not kept: add to cart takes the last valid quantity.
          onQuantity={(next) => {
            if (next !== null) setQuantity(next);
          }}
          refusedText={labels.quantityRefused}
        />
      )}
      {soldOut ? null : (
        <button
          type="button"
          className="button button--primary"
          disabled={!canBuy}
          onClick={() => {
            if (view.variantId !== null)
              dispatchShopEvent(ADD_TO_CART_EVENT, { productId: view.variantId, quantity });
          }}
        >
          {labels.addToCart}
        </button>
      )}
      {compact ? null : (
        <>
          <button
            type="button"
            className="button button--secondary"
            aria-pressed={inWishlist}
            // While a variant resolves (e.g. the one in a shared link) the heart would act on the
            // variant that is about to be replaced.
            disabled={!listening || view.variantId === null || status === 'loading'}
            onClick={() => {
              if (view.variantId === null) return;
              dispatchShopEvent(TOGGLE_WISHLIST_EVENT, {
                productId: view.variantId,
                name: view.name || productName,
              });
            }}
          >
            {inWishlist ? labels.removeFromWishlist : labels.addToWishlist}
          </button>
          <button
            type="button"
            className="button button--secondary"
            aria-pressed={inCompare}
            onClick={() => {
              dispatchToggleCompare({ productId: templateId, name: productName });
            }}
          >
            {inCompare ? labels.removeFromCompare : labels.addToCompare}
          </button>
          <AddToListButton
            label={labels.addToList}
            className="button button--secondary"
            disabled={!listening || view.variantId === null || status === 'loading'}
            request={() =>
              view.variantId === null
                ? null
                : {
                    title: view.name || productName,
                    lines: [{ productId: view.variantId, quantity }],
                  }
            }
          />
        </>
      )}
    </div>
  );
}
