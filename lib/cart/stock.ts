import { stockLabel } from '@/lib/catalog/stock-label';
import { interpolate } from '@/lib/i18n/interpolate';
import type { CartLine } from './types';

/**
 * Odoo warns on a line of a stock-tracked product that asks for more than is on hand; with
 * nothing on hand the product is out of stock, as the listing's label says ('Out of Stock').
 */
export function isOutOfStock(line: Pick<CartLine, 'stock' | 'stockWarning'>): boolean {
  return line.stockWarning !== null && stockLabel(line.stock).tone === 'none';
}

/**
 * The shop's own words for Odoo's stock warning ('You ask for 1 products but only 0 is
 * available' is English-only and plural-blind): the numbers go into a translated text that needs
 * no plural forms.
 */
export function stockWarningText(
  line: Pick<CartLine, 'quantity' | 'stock' | 'stockWarning'>,
  labels: { stockNone: string; stockShort: string },
): string | null {
  if (line.stockWarning === null) return null;
  if (isOutOfStock(line)) return labels.stockNone;
  const available = stockLabel(line.stock).count ?? 0;
  return interpolate(labels.stockShort, { available, quantity: line.quantity });
}
