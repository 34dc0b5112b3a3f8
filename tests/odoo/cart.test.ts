import { graphql, HttpResponse, type GraphQLResponseResolver } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type {
  CartLoadResult,
  UpdateCartItemResult,
  UpdateCartItemVariables,
} from '@/graphql/generated/operations';
import { cartAddItem, cartLoad, cartUpdateItemQty, updateCartItem } from '@/lib/cart/cart.server';
import { CartError } from '@/lib/cart/cart-error';
import { applyCoupon } from '@/lib/cart/coupon.server';
import { needsQuotation } from '@/lib/order/line-kind';
import { mapSaleOrder } from '@/lib/order/map-sale-order.server';
import { round2 } from '@/lib/order/round2';
import { cookieJar } from '@/tests/support/fake-next-headers';
import { mswServer, nextTestOdooUrl } from '@/tests/support/msw-odoo';
import { setupOdooTest } from '@/tests/support/odoo-test-setup';
import { order, orderLine, variantProduct } from '@/tests/support/order-fixtures';

setupOdooTest();

const cartAnswer = (value = order()): CartLoadResult => ({ cart: { order: value } });

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

describe('updateCartItem', () => {
  it('finds the line of the product and updates that line', async () => {
    cookieJar.seed('session_id', 'shopper');
    const sent: UpdateCartItemVariables[] = [];
    mswServer.use(
      graphql.query('cartLoad', () =>
        HttpResponse.json({
          data: cartAnswer(
            order({
              websiteOrderLine: [
                orderLine({ id: 601, product: variantProduct({ id: 201 }) }),
                orderLine({ id: 602, product: variantProduct({ id: 202 }) }),
              ],
            }),
          ),
        }),
      ),
      graphql.mutation<UpdateCartItemResult, UpdateCartItemVariables>(
        'updateCartItem',
        ({ variables }) => {
          sent.push(variables);
          return HttpResponse.json({
            data: { cartUpdateMultipleItems: { order: order() } },
          });
        },
      ),
    );
    const cart = await updateCartItem(202, 4);
    expect(sent).toEqual([{ lines: [{ id: 602, quantity: 4 }] }]);
    expect(cart.id).toBe(77);
  });

  it.each([0, -1, 1.5])('refuses quantity %s before asking Odoo', async (quantity) => {
    const odoo = vi.fn<GraphQLResponseResolver>(() => HttpResponse.json({ data: cartAnswer() }));
    mswServer.use(graphql.operation(odoo));
    await expect(updateCartItem(202, quantity)).rejects.toBeInstanceOf(CartError);
    await expect(cartUpdateItemQty(602, quantity)).rejects.toMatchObject({
      reason: 'invalid-quantity',
    });
    expect(odoo).not.toHaveBeenCalled();
  });

  it('says so when the product is not in the cart', async () => {
    cookieJar.seed('session_id', 'shopper');
    mswServer.use(graphql.query('cartLoad', () => HttpResponse.json({ data: cartAnswer() })));
    await expect(updateCartItem(999, 1)).rejects.toMatchObject({ reason: 'not-in-cart' });
  });
});

describe('applyCoupon', () => {
  it('keeps a refused code as data and reloads the cart', async () => {
    cookieJar.seed('session_id', 'shopper');
    const loads = vi.fn<GraphQLResponseResolver>(() =>
      HttpResponse.json({ data: cartAnswer(order({ amountTotal: 99.5 })) }),
    );
    mswServer.use(
      graphql.mutation('applyCoupon', ({ variables }) => {
        expect(variables).toEqual({ promo: 'WINTER' });
        return HttpResponse.json({ data: { applyCoupon: { error: 'This coupon has expired.' } } });
      }),
      graphql.query('cartLoad', loads),
    );
    const result = await applyCoupon(' WINTER ');
    expect(result).toMatchObject({ applied: false, error: 'This coupon has expired.' });
    expect(result.applied === false && result.cart.totals.total).toBe(99.5);
    expect(loads).toHaveBeenCalledTimes(1);
  });

  it('reports an accepted code without reloading', async () => {
    const loads = vi.fn<GraphQLResponseResolver>(() => HttpResponse.json({ data: cartAnswer() }));
    mswServer.use(
      graphql.mutation('applyCoupon', () =>
        HttpResponse.json({ data: { applyCoupon: { error: null } } }),
      ),
      graphql.query('cartLoad', loads),
    );
    await expect(applyCoupon('SPRING')).resolves.toEqual({ applied: true });
    expect(loads).not.toHaveBeenCalled();
  });
});

describe('session', () => {
  it('a first visit has an empty cart without asking Odoo', async () => {
    const odoo = vi.fn<GraphQLResponseResolver>(() => HttpResponse.json({ data: cartAnswer() }));
    mswServer.use(graphql.operation(odoo));
    await expect(cartLoad()).resolves.toMatchObject({ id: null, lineCount: 0 });
    expect(odoo).not.toHaveBeenCalled();
  });

  it('cart calls carry the shopper session and store the one Odoo opens', async () => {
    mswServer.use(
      graphql.mutation('cartAddItem', ({ request, variables }) => {
        expect(request.headers.get('cookie')).toBe('frontend_lang=en_US');
        expect(variables).toEqual({ productId: 101, quantity: 1 });
        return HttpResponse.json(
          { data: { cartAddItem: { order: order() } } },
          { headers: { 'Set-Cookie': 'session_id=abc123; Max-Age=600; HttpOnly; Path=/' } },
        );
      }),
      graphql.query('cartLoad', ({ request }) => {
        expect(request.headers.get('cookie')).toBe('frontend_lang=en_US; session_id=abc123');
        return HttpResponse.json({ data: cartAnswer() });
      }),
    );
    await cartAddItem(101);
    expect(cookieJar.stored('session_id')?.options).toMatchObject({ httpOnly: true, maxAge: 600 });
    // Another host, so msw's own cookie store (which replays Set-Cookie) stays out of the check.
    process.env.ODOO_URL = nextTestOdooUrl();
    await expect(cartLoad()).resolves.toMatchObject({ lineCount: 1 });
  });
});
