export type CartErrorReason = 'invalid-quantity' | 'not-in-cart';

/** A cart request refused before it reached Odoo. */
export class CartError extends Error {
  readonly reason: CartErrorReason;

  constructor(reason: CartErrorReason, message: string) {
    super(message);
    this.name = 'CartError';
    this.reason = reason;
  }
}

/** The spec lets a quantity change through only above zero (removing is its own operation). */
export function assertPositiveQuantity(quantity: number): void {
  if (!Number.isSafeInteger(quantity) || quantity <= 0) {
    throw new CartError('invalid-quantity', 'Quantity must be a whole number above zero');
  }
}
