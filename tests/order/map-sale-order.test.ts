import { describe, expect, it } from 'vitest';
import { needsQuotation } from '@/lib/order/line-kind';
import { mapSaleOrder } from '@/lib/order/map-sale-order.server';
import { round2 } from '@/lib/order/round2';
import { order, orderLine, variantProduct } from '@/tests/support/order-fixtures';

describe('cart mapping', () => {
  it('gives screens a domain cart, not the GraphQL shape', () => {
    const cart = mapSaleOrder(order());
    expect(cart).toMatchObject({
      id: 77,
      name: 'S00077',
      lineCount: 1,
      quantity: 2,
      currency: 'EUR',
      totals: { total: 259.98, subtotal: 259.98, delivery: 0, tax: 45.12 },
    });
    expect(cart.lines[0]).toEqual({
      id: 501,
      productId: 101,
      templateId: 12,
      name: 'Desk Chair',
      image: '/web/image/product.product/101/image_1920',
      imageName: 'desk-chair',
      sku: 'CHAIR-BL-L',
      slug: '/product/desk-chair-12',
      quantity: 2,
      price: 129.99,
      listPrice: 150,
      subtotal: 214.86,
      total: 259.98,
      attributes: [
        { name: 'Color', value: 'Black' },
        { name: 'Size', value: 'L' },
      ],
      isPositivePrice: true,
      stock: 7,
      stockWarning: null,
    });
  });

  it('subtotal is round2(total - delivery)', () => {
    const delivery = orderLine({ id: 502, priceUnit: 0.1, priceSubtotal: 0.1, product: null });
    const cart = mapSaleOrder(
      order({
        amountTotal: 0.3,
        orderLines: [orderLine(), delivery],
        websiteOrderLine: [orderLine()],
      }),
    );
    expect(cart.totals.delivery).toBe(0.1);
    expect(0.3 - 0.1).not.toBe(0.2);
    expect(cart.totals.subtotal).toBe(0.2);
    expect(round2(10.005)).toBe(10.01);
    expect(round2(1.005)).toBe(1.01);
    expect(round2(-2.675)).toBe(-2.68);
  });

  it('counts order lines for cart-size, without the delivery line', () => {
    const delivery = orderLine({ id: 502, product: variantProduct({ id: 900, name: 'Delivery' }) });
    const cart = mapSaleOrder(
      order({
        websiteOrderLine: [orderLine(), orderLine({ id: 503, quantity: 3 })],
        orderLines: [orderLine(), orderLine({ id: 503, quantity: 3 }), delivery],
      }),
    );
    expect(cart.lineCount).toBe(2);
    expect(cart.quantity).toBe(5);
  });

  it("does not count a coupon's reward line as a product", () => {
    const reward = orderLine({
      id: 504,
      name: 'Discount: 10% welcome discount',
      quantity: 1,
      priceUnit: -17.59,
      product: null,
    });
    const cart = mapSaleOrder(order({ websiteOrderLine: [orderLine(), reward], cartQuantity: 3 }));
    expect(cart.lines).toHaveLength(2);
    expect(cart.lineCount).toBe(1);
    expect(cart.quantity).toBe(2);
  });

  it("reads Odoo's reward line as a discount, though its product (a discount) costs 0", () => {
    const reward = orderLine({
      id: 504,
      name: 'Discount: 10% welcome discount - On product with following taxes: 21%',
      quantity: 1,
      priceUnit: -21.49,
      priceSubtotal: -21.49,
      priceTax: -4.51,
      priceTotal: -26,
      product: variantProduct({
        id: 827,
        name: '10.0% discount on total amount',
        sku: null,
        combinationInfoVariant: { list_price: 0, price: 0, has_discounted_price: false },
        productTemplate: {
          id: 335,
          name: '10.0% discount on total amount',
          slug: '/product/x-335',
        },
      }),
    });
    const cart = mapSaleOrder(order({ websiteOrderLine: [orderLine(), reward] }));
    expect(cart.lines[1]).toMatchObject({ name: reward.name, price: -21.49, subtotal: -21.49 });
    expect(cart.lines.filter(needsQuotation)).toEqual([]);
    expect(cart.lineCount).toBe(1);
    expect(cart.hasCoupon).toBe(true);
  });

  it('shows the rows without tax from the lines, whatever Odoo puts in its amounts', () => {
    const reward = orderLine({ id: 504, priceUnit: -21.49, priceSubtotal: -21.49, product: null });
    const delivery = orderLine({ id: 505, priceUnit: 6.95, priceSubtotal: 6.95, product: null });
    // graphql_vuestorefront's amountSubtotal and amountDiscounts are with tax.
    const cart = mapSaleOrder(
      order({
        amountSubtotal: 268.39,
        amountDiscounts: -26,
        amountDelivery: 6.95,
        amountUntaxed: 200.32,
        orderLines: [orderLine(), reward, delivery],
        websiteOrderLine: [orderLine(), reward],
      }),
    );
    expect(cart.totals).toMatchObject({ products: 214.86, discount: -21.49, delivery: 6.95 });
    expect(cart.totals.products + cart.totals.discount + cart.totals.delivery).toBeCloseTo(
      cart.totals.untaxed,
      2,
    );
  });

  it('a missing order is an empty cart', () => {
    expect(mapSaleOrder(null)).toMatchObject({ id: null, lines: [], lineCount: 0 });
  });
});
