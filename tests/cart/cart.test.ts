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
import { cookieJar } from '@/tests/support/fake-next-headers';
import { mswServer, nextTestOdooUrl } from '@/tests/support/msw-odoo';
import { setupOdooTest } from '@/tests/support/odoo-test-setup';
import { order, orderLine, variantProduct } from '@/tests/support/order-fixtures';

setupOdooTest();

const cartAnswer = (value = order()): CartLoadResult => ({ cart: { order: value } });

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
