import type { SaleOrder } from './types';

/**
 * A cart with no order behind it yet. Browser-safe: the store starts from it too, with the count
 * the cart-size cookie already knows.
 */
export function emptySaleOrder(lineCount = 0): SaleOrder {
  return {
    id: null,
    name: '',
    stage: null,
    currency: null,
    lines: [],
    totals: { total: 0, subtotal: 0, products: 0, discount: 0, delivery: 0, tax: 0, untaxed: 0 },
    lineCount,
    quantity: 0,
    shippingMethod: null,
    billingAddress: null,
    shippingAddress: null,
    hasCoupon: false,
    clientOrderRef: null,
    lastTransaction: null,
  };
}
