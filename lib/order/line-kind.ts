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

/**
 * Which variant a line is, as a shopper tells them apart: every attribute and its value
 * ('Color: Silver, Memory: 32 GB'); two variants may share all values but one.
 */
export function variantLabel(line: Pick<OrderLine, 'attributes'>): string {
  return line.attributes.map(({ name, value }) => `${name}: ${value}`).join(', ');
}

export function isProductLine(line: OrderLine): boolean {
  return line.id > 0 && !isDiscountLine(line);
}
