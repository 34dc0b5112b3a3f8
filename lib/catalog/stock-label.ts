// Browser-safe: the variant picker and the sticky bar recompute the label for each variant.

/** The spec's stock threshold: from 5 pieces on stock is plentiful (green). */
export const STOCK_THRESHOLD = 5;

export type StockTone = 'plenty' | 'low' | 'none';

export interface StockLabel {
  tone: StockTone;
  /** Pieces to show in 'In Stock (n)'; null when Odoo did not say (stock not tracked). */
  count: number | null;
}

/**
 * 5 or more: 'In Stock (n)' in green; 1 to 4: 'In Stock (n)' in orange; 0 (or less): 'Out of
 * Stock'. Without a quantity Odoo's in-stock flag decides, shown without a number.
 */
export function stockLabel(stock: number | null | undefined, inStock = false): StockLabel {
  if (stock === null || stock === undefined || !Number.isFinite(stock)) {
    return inStock ? { tone: 'plenty', count: null } : { tone: 'none', count: 0 };
  }
  const count = Math.max(0, Math.floor(stock));
  if (count >= STOCK_THRESHOLD) return { tone: 'plenty', count };
  if (count >= 1) return { tone: 'low', count };
  return { tone: 'none', count: 0 };
}

export interface StockTexts {
  /** 'In Stock ({count})' */
  inStock: string;
  /** 'In Stock' when the quantity is unknown. */
  inStockUnknown: string;
  outOfStock: string;
}

export function stockLabelText(label: StockLabel, texts: StockTexts): string {
  if (label.tone === 'none') return texts.outOfStock;
  if (label.count === null) return texts.inStockUnknown;
  return texts.inStock.replace('{count}', String(label.count));
}
