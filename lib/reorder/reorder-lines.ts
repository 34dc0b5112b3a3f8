import { MAX_CART_QUANTITY } from '@/lib/cart/quantity';
import { isProductLine, variantLabel } from '@/lib/order/line-kind';
import { round2 } from '@/lib/order/round2';
import type { OrderLine } from '@/lib/order/types';
import type { ReorderLine } from './types';

// Which lines of a past order can be ordered again, and at what price they were bought. Pure:
// the order page hands the lines to the dialog, and the action reads them again from Odoo.

/** An order's products as order again offers them, with the unit price paid for each. */
export interface OrderedProduct extends ReorderLine {
  /** What one unit cost on the order, without tax: the line's amount over its quantity. */
  unitPrice: number;
}

/**
 * The order's products, one per variant (Odoo allows a variant on several lines; they are
 * summed). Delivery lines are not among an order's lines here (websiteOrderLine), and neither
 * coupon rewards (a negative price) nor notes and sections (no product) are products.
 */
export function orderedProducts(lines: readonly OrderLine[]): OrderedProduct[] {
  const merged = new Map<number, { line: OrderLine; quantity: number; subtotal: number }>();
  for (const line of lines) {
    if (!isProductLine(line) || line.productId <= 0 || line.quantity <= 0) continue;
    const known = merged.get(line.productId);
    if (known) {
      known.quantity += line.quantity;
      known.subtotal += line.subtotal;
    } else merged.set(line.productId, { line, quantity: line.quantity, subtotal: line.subtotal });
  }
  return [...merged.values()].map(({ line, quantity, subtotal }) => ({
    productId: line.productId,
    templateId: line.templateId,
    name: line.name,
    variant: variantLabel(line),
    sku: line.sku,
    quantity: wholeUnits(quantity),
    unitPrice: round2(subtotal / quantity),
  }));
}

/**
 * The cart takes whole units (ProductInput.quantity is an Int): a fraction rounds up, so at
 * least what was ordered is offered.
 */
function wholeUnits(quantity: number): number {
  return Math.min(MAX_CART_QUANTITY, Math.max(1, Math.ceil(round2(quantity))));
}
