import { describe, expect, it } from 'vitest';
import { MAX_ORDER_LINES } from '@/lib/cart/cart-schemas';
import { MAX_CART_QUANTITY } from '@/lib/cart/quantity';
import { orderAgainSchema } from '@/lib/reorder/reorder-schemas';

const lines = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ productId: index + 1, quantity: 1 }));

const valid = (input: unknown) => orderAgainSchema.safeParse(input).success;

describe('the input of order again', () => {
  it('takes an order id and one to MAX_ORDER_LINES distinct products', () => {
    expect(valid({ orderId: 12, lines: lines(1) })).toBe(true);
    expect(valid({ orderId: 12, lines: lines(MAX_ORDER_LINES) })).toBe(true);
    expect(valid({ orderId: 12, lines: lines(MAX_ORDER_LINES + 1) })).toBe(false);
    expect(valid({ orderId: 12, lines: [] })).toBe(false);
    // The same product twice would get two answers for one line.
    expect(
      valid({
        orderId: 12,
        lines: [
          { productId: 1, quantity: 1 },
          { productId: 1, quantity: 2 },
        ],
      }),
    ).toBe(false);
  });

  it('takes whole quantities from 1 to the cart’s ceiling', () => {
    const quantity = (value: unknown) =>
      valid({ orderId: 12, lines: [{ productId: 1, quantity: value }] });
    expect(quantity(1)).toBe(true);
    expect(quantity(MAX_CART_QUANTITY)).toBe(true);
    for (const refused of [0, -1, 1.5, MAX_CART_QUANTITY + 1, '2', null]) {
      expect(quantity(refused), String(refused)).toBe(false);
    }
  });

  it('refuses an order id that cannot be Odoo’s, and any field it does not know', () => {
    for (const orderId of [0, -3, 1.5, '12', 2 ** 31]) {
      expect(valid({ orderId, lines: lines(1) }), String(orderId)).toBe(false);
    }
    expect(valid({ orderId: 12, lines: lines(1), partnerId: 4 })).toBe(false);
    expect(valid({ orderId: 12, lines: [{ productId: 1, quantity: 1, price: 0 }] })).toBe(false);
  });
});
