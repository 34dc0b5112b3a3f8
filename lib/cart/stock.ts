import { stockLabel } from '@/lib/catalog/stock-label';
import { interpolate } from '@/lib/i18n/interpolate';
import type { CartLine } from './types';

/**
 * Odoo (website_sale_stock, for a product not sold beyond its stock) lowers a line that asks for
 * more than is free to what is free, with a warning, and drops one with nothing free. A warned
 * line with nothing on hand (the stock went since) is out of stock, as the listing's label says.
 */
export function isOutOfStock(line: Pick<CartLine, 'stock' | 'stockWarning'>): boolean {
  return line.stockWarning !== null && stockLabel(line.stock).tone === 'none';
}

/**
 * Whether a product just sent to the cart is there to be bought: Odoo with stock checks drops a
 * product with nothing free, one that only warns keeps its line with nothing in stock.
 */
export function isInCartInStock(line: CartLine | undefined): boolean {
  return line !== undefined && !isOutOfStock(line);
}

/**
 * The shop's own words for Odoo's stock warning ('You ask for 5.0 products but only 2.0 is
 * available', in the words of its code terms and plural-blind): the line was lowered to what is
 * in stock, which the translated text says without plural forms.
 */
export function stockWarningText(
  line: Pick<CartLine, 'stock' | 'stockWarning'>,
  labels: { stockNone: string; stockShort: string },
): string | null {
  if (line.stockWarning === null) return null;
  if (isOutOfStock(line)) return labels.stockNone;
  return interpolate(labels.stockShort, { available: stockLabel(line.stock).count ?? 0 });
}
