import type { OrderLine } from './types';

// Odoo lists a coupon's reward as an order line of its own ("Discount: 10% welcome discount")
// with a negative price. It is shown as a discount, not as a product: no quantity, no wishlist,
// and it does not make the cart a quotation.

export function isDiscountLine(line: OrderLine): boolean {
  return line.price < 0;
}

/** A product without a price: the shopper asks for a quotation; checkout is not offered. */
export function needsQuotation(line: OrderLine): boolean {
  return line.id > 0 && !isDiscountLine(line) && !line.isPositivePrice;
}

export function isProductLine(line: OrderLine): boolean {
  return line.id > 0 && !isDiscountLine(line);
}
