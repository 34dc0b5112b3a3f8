import { describe, expect, it } from 'vitest';
import type { OrderLine } from '@/lib/order/types';
import { orderedProducts } from '@/lib/reorder/reorder-lines';

function line(overrides: Partial<OrderLine>): OrderLine {
  return {
    id: 1,
    productId: 101,
    templateId: 12,
    name: 'Desk Chair',
    image: null,
    imageName: 'desk-chair',
    sku: 'CHAIR-BL-L',
    slug: '/product/desk-chair-12',
    quantity: 2,
    price: 129.99,
    listPrice: 150,
    subtotal: 259.98,
    total: 314.58,
    attributes: [{ name: 'Color', value: 'Black' }],
    isPositivePrice: true,
    stock: 7,
    stockWarning: null,
    ...overrides,
  };
}

describe('the products of an order to order again', () => {
  it('are its product lines with what one unit cost on the order', () => {
    // Today's price (line.price) is not what was paid: the line's amount over its quantity is.
    expect(orderedProducts([line({ price: 140 })])).toEqual([
      {
        productId: 101,
        templateId: 12,
        name: 'Desk Chair',
        variant: 'Color: Black',
        sku: 'CHAIR-BL-L',
        quantity: 2,
        unitPrice: 129.99,
      },
    ]);
  });

  it('leave out coupon rewards and lines without a product (notes, sections)', () => {
    const reward = line({ id: 2, productId: 900, price: -12.5, subtotal: -12.5, quantity: 1 });
    const note = line({ id: 3, productId: 0, price: 0, subtotal: 0, quantity: 0 });
    expect(orderedProducts([line({}), reward, note]).map((p) => p.productId)).toEqual([101]);
  });

  it('sum a variant that is on several lines', () => {
    const [merged] = orderedProducts([
      line({ quantity: 2, subtotal: 200 }),
      line({ id: 2, quantity: 3, subtotal: 330 }),
    ]);
    expect(merged).toMatchObject({ quantity: 5, unitPrice: 106 });
  });

  it('offer whole units, at least what was ordered', () => {
    const [fraction] = orderedProducts([line({ quantity: 2.5, subtotal: 25 })]);
    expect(fraction).toMatchObject({ quantity: 3, unitPrice: 10 });
    expect(orderedProducts([line({ quantity: 0.2, subtotal: 2 })])[0]?.quantity).toBe(1);
  });
});
