import { stockLabel, stockLabelText } from '@/lib/catalog/stock-label';
import type { ProductLabels } from './product-labels';
import styles from './product.module.css';

export type StockTextLabels = Pick<ProductLabels, 'inStock' | 'inStockUnknown' | 'outOfStock'>;

const TONE_CLASS = { plenty: styles.stockPlenty, low: styles.stockLow, none: styles.stockNone };

/** 'In Stock (n)' green from 5, orange from 1 to 4; 'Out of Stock' at 0. */
export function StockBadge({
  stock,
  inStock,
  labels,
}: {
  stock: number | null;
  inStock: boolean;
  labels: StockTextLabels;
}) {
  const label = stockLabel(stock, inStock);
  return (
    <span className={`${styles.stock} ${TONE_CLASS[label.tone]}`} data-stock-tone={label.tone}>
      {stockLabelText(label, labels)}
    </span>
  );
}
