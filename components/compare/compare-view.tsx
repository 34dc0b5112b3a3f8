'use client';

import Image from 'next/image';
import Link from 'next/link';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useFocusFallback } from '@/lib/browser/use-focus-fallback';
import type { CompareJson, ComparedProductJson } from '@/lib/compare/compare-json';
import { MAX_COMPARE_ITEMS } from '@/lib/compare/compare-limits';
import { useCompareStore } from '@/lib/compare/compare-store.browser';
import { interpolate } from '@/lib/i18n/interpolate';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { notify } from '@/lib/notifications/notification-queue';
import { formatMoney } from '@/lib/format/money';
import styles from './compare-view.module.css';

/** The cart listens for this event (first variant, quantity 1). */
const ADD_TO_CART_EVENT = 'shop:add-to-cart';

export interface CompareLabels {
  empty: string;
  startShopping: string;
  loading: string;
  error: string;
  unavailable: string;
  product: string;
  price: string;
  priceOnRequest: string;
  remove: string;
  /** `{name}` */
  removeNamed: string;
  addToCart: string;
  /** `{name}` */
  addToCartNamed: string;
  outOfStock: string;
  clear: string;
  /** `{count}`, `{max}` */
  count: string;
  /** `{name}` */
  removed: string;
}

type Loaded =
  { requested: number[]; data: CompareJson } | { requested: number[]; key: string; failed: true };

const subscribeNothing = () => () => {};

/** True in the browser after hydration: session storage is only readable there. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

interface CompareViewProps {
  locale: Locale;
  labels: CompareLabels;
  shopHref: string;
}

export function CompareView(props: CompareViewProps) {
  const root = useRef<HTMLDivElement>(null);
  // Removing a product takes its column and the focus with it: on to the first product left, or
  // to the way back to the shop.
  useFocusFallback(root, 'a[href]');
  return (
    <div ref={root}>
      <CompareTable {...props} />
    </div>
  );
}

function CompareTable({ locale, labels, shopHref }: CompareViewProps) {
  const hydrated = useHydrated();
  const productIds = useCompareStore((state) => state.productIds);
  const remove = useCompareStore((state) => state.remove);
  const clear = useCompareStore((state) => state.clear);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  const key = productIds.join(',');
  const fetched = loaded && !('failed' in loaded) ? new Set(loaded.requested) : new Set<number>();
  // Removing a product needs no new request: what was loaded already covers the shorter list.
  const covered = productIds.every((id) => fetched.has(id));

  useEffect(() => {
    if (!hydrated || key === '' || covered) return;
    const controller = new AbortController();
    const requested = key.split(',').map(Number);
    fetch(`/api/compare?${new URLSearchParams({ ids: key, locale })}`, {
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`compare ${response.status}`);
        setLoaded({ requested, data: (await response.json()) as CompareJson });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ requested, key, failed: true });
      });
    return () => controller.abort();
  }, [hydrated, key, covered, locale]);

  if (!hydrated) return <p className={styles.status}>{labels.loading}</p>;

  if (productIds.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{labels.empty}</p>
        <Link href={shopHref} className="button button--primary">
          {labels.startShopping}
        </Link>
      </div>
    );
  }

  if (loaded && 'failed' in loaded && loaded.key === key) {
    return (
      <p className={styles.status} role="alert">
        {labels.error}
      </p>
    );
  }
  if (!covered || !loaded || 'failed' in loaded) {
    return (
      <p className={styles.status} role="status">
        {labels.loading}
      </p>
    );
  }
  if (!loaded.data.available) return <p className={styles.status}>{labels.unavailable}</p>;

  const { products: all, rows: allRows } = loaded.data;
  const columns = productIds
    .map((id) => all.findIndex((product) => product.id === id))
    .filter((index) => index >= 0);
  const products = columns.map((index) => all[index]!);
  // Attributes aligned per row; a row nobody on the list has is left out.
  const rows = allRows
    .map((row) => ({ ...row, values: columns.map((index) => row.values[index] ?? null) }))
    .filter((row) => row.values.some((value) => value !== null));

  const removeProduct = (product: ComparedProductJson) => {
    if (remove(product.id) === 'removed') {
      notify(interpolate(labels.removed, { name: product.name }), { kind: 'info' });
    }
  };

  return (
    <div className={styles.compare}>
      <div className={styles.toolbar}>
        <p role="status">
          {interpolate(labels.count, { count: productIds.length, max: MAX_COMPARE_ITEMS })}
        </p>
        <button type="button" className="button button--secondary" onClick={clear}>
          {labels.clear}
        </button>
      </div>
      <div className={styles.scroller}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col" className={styles.corner}>
                <span className="sr-only">{labels.product}</span>
              </th>
              {products.map((product) => (
                <th key={product.id} scope="col" className={styles.product}>
                  {product.image ? (
                    <Image
                      src={product.image}
                      alt=""
                      width={160}
                      height={160}
                      sizes="160px"
                      className={styles.image}
                    />
                  ) : null}
                  <Link href={localizedPath(locale, product.slug)} className={styles.name}>
                    {product.name}
                  </Link>
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={interpolate(labels.removeNamed, { name: product.name })}
                    onClick={() => removeProduct(product)}
                  >
                    {labels.remove}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{labels.price}</th>
              {products.map((product) => (
                <td key={product.id}>
                  {product.isPositivePrice ? (
                    <PriceCell product={product} locale={locale} />
                  ) : (
                    labels.priceOnRequest
                  )}
                </td>
              ))}
            </tr>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.name}</th>
                {row.values.map((value, index) => (
                  <td key={products[index]!.id}>{value ?? '–'}</td>
                ))}
              </tr>
            ))}
            <tr>
              <td className={styles.corner} />
              {products.map((product) => (
                <td key={product.id}>
                  {/* As on a card: Odoo sells no more than there is of the default variant. */}
                  {!product.isPositivePrice || !product.variantId ? null : product.inStock ? (
                    <button
                      type="button"
                      className="button button--primary"
                      aria-label={interpolate(labels.addToCartNamed, { name: product.name })}
                      onClick={() => addToCart(product.variantId!)}
                    >
                      {labels.addToCart}
                    </button>
                  ) : (
                    labels.outOfStock
                  )}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </div>
  );
}

function PriceCell({ product, locale }: { product: ComparedProductJson; locale: Locale }) {
  return (
    <span className={styles.prices}>
      <span data-price-product-id={product.id} data-price-kind="price" className={styles.price}>
        {formatMoney(product.price, locale)}
      </span>
      {product.hasDiscount && product.listPrice > product.price ? (
        <s data-price-product-id={product.id} data-price-kind="list" className={styles.list}>
          {formatMoney(product.listPrice, locale)}
        </s>
      ) : null}
    </span>
  );
}

function addToCart(variantId: number): void {
  window.dispatchEvent(
    new CustomEvent(ADD_TO_CART_EVENT, { detail: { productId: variantId, quantity: 1 } }),
  );
}
