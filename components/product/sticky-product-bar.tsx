'use client';

import { useEffect, useState } from 'react';
import { OdooImg } from '@/components/ui/odoo-img';
import type { Locale } from '@/lib/i18n/locales';
import type { ProductLabels } from './product-labels';
import styles from './product.module.css';
import { PurchaseActions, type ShopContactProps } from './purchase-actions';
import { StockBadge } from './stock-badge';
import { useVariantView } from './variant-context';
import { VariantPrice } from './variant-price';

/** Spec: the bar shows once the page is scrolled more than 250 px. */
export const STICKY_BAR_OFFSET = 250;
const IMAGE_SIZE = 48;
const IMAGE_WIDTHS = [IMAGE_SIZE, IMAGE_SIZE * 2] as const;

export function StickyProductBar({
  productName,
  locale,
  labels,
  contact,
}: {
  productName: string;
  locale: Locale;
  labels: ProductLabels;
  contact: ShopContactProps;
}) {
  const { view } = useVariantView();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setShown(window.scrollY > STICKY_BAR_OFFSET);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <section
      className={styles.stickyBar}
      aria-label={labels.stickyBar}
      hidden={!shown}
      data-testid="sticky-product-bar"
    >
      <div className={styles.stickyInner}>
        {view.image ? (
          <OdooImg
            folder={view.image}
            name={view.imageName}
            widths={IMAGE_WIDTHS}
            sizes={`${IMAGE_SIZE}px`}
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            alt=""
            className={styles.stickyImage}
          />
        ) : null}
        <div className={styles.stickyText}>
          <p className={styles.stickyName}>{productName}</p>
          <StockBadge stock={view.stock} inStock={view.inStock} labels={labels} />
        </div>
        <VariantPrice locale={locale} labels={labels} compact />
        <PurchaseActions labels={labels} contact={contact} productName={productName} compact />
      </div>
    </section>
  );
}
