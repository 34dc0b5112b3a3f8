'use client';

import type { Locale } from '@/lib/i18n/locales';
import type { ProductLabels } from './product-labels';
import styles from './product.module.css';
import { StockBadge } from './stock-badge';
import { useVariantStatus, useVariantView } from './variant-context';
import { VariantPrice } from './variant-price';

type Labels = Pick<
  ProductLabels,
  'price' | 'listPrice' | 'exclVat' | 'inStock' | 'inStockUnknown' | 'outOfStock' | 'sku'
>;

/**
 * Price, stock and SKU of the chosen variant. A combination Odoo does not sell has none: the
 * previous variant's would read as this one's (the selector says it is not available).
 */
export function VariantSummary({ locale, labels }: { locale: Locale; labels: Labels }) {
  const { view } = useVariantView();
  const status = useVariantStatus();
  if (status === 'unavailable') return <div className={styles.summary} />;
  return (
    <div className={styles.summary}>
      <VariantPrice locale={locale} labels={labels} />
      <p className={styles.stockLine} data-testid="product-stock">
        <StockBadge stock={view.stock} inStock={view.inStock} labels={labels} />
      </p>
      {view.sku ? (
        <p className={styles.sku}>
          {labels.sku}: <span data-testid="product-sku">{view.sku}</span>
        </p>
      ) : null}
    </div>
  );
}
