import { describe, expect, it } from 'vitest';
import type { Address } from '@/lib/addresses/types';
import {
  checkoutGuard,
  checkoutHold,
  checkoutHoldPath,
  firstOpenStep,
  stepsBefore,
  type CheckoutStep,
} from '@/lib/checkout/checkout-steps';
import type { DeliveryMethod } from '@/lib/order/delivery-types';
import type { OrderLine } from '@/lib/order/types';
import { address } from './support/address';

const method: DeliveryMethod = { id: 1, name: 'Standard', price: 0, image: null, imageName: 'x' };

const line = (id: number, price: number): OrderLine => ({
  id,
  productId: id,
  templateId: id,
  name: `Product ${id}`,
  image: null,
  imageName: 'product',
  sku: `SKU-${id}`,
  slug: `product-${id}`,
  quantity: 1,
  price,
  listPrice: price,
  subtotal: price,
  total: price,
  attributes: [],
  isPositivePrice: price > 0,
  stock: null,
  stockWarning: null,
});

const cart = (
  lineCount: number,
  shippingAddress: Address | null,
  billingAddress: Address | null,
  shippingMethod: DeliveryMethod | null = method,
  lines = Array.from({ length: lineCount }, (_, index) => line(index + 1, 10)),
) => ({ lineCount, lines, shippingAddress, billingAddress, shippingMethod });

describe('checkoutGuard (spec: checkout guard on /checkout/{step})', () => {
  const complete = cart(2, address(7), address(8));

  it.each<CheckoutStep>(['shipping', 'billing', 'review', 'payment'])(
    'lets a complete cart into %s',
    (step) => expect(checkoutGuard(step, complete)).toBeNull(),
  );

  it.each<CheckoutStep>(['shipping', 'billing', 'review', 'payment'])(
    'sends an empty cart from %s to the cart',
    (step) => expect(checkoutGuard(step, cart(0, address(7), address(8)))).toBe('/cart'),
  );

  it('needs a shipping partner with an id and a street from billing on', () => {
    for (const shipping of [null, address(0), address(7, ''), address(7, '   ')]) {
      const guarded = cart(1, shipping, address(8));
      expect(checkoutGuard('shipping', guarded)).toBeNull();
      expect(checkoutGuard('billing', guarded)).toBe('/cart');
      expect(checkoutGuard('payment', guarded)).toBe('/cart');
    }
  });

  it('needs an invoice partner with an id and a street for the review and the payment', () => {
    for (const billing of [null, address(0), address(8, '')]) {
      const guarded = cart(1, address(7), billing);
      expect(checkoutGuard('billing', guarded)).toBeNull();
      expect(checkoutGuard('review', guarded)).toBe('/cart');
      expect(checkoutGuard('payment', guarded)).toBe('/cart');
    }
  });

  // A product offered on request has no price: it is never ordered at € 0, whichever step the
  // shopper opens or posts to; the cart asks for a quotation. A coupon's reward line (a negative
  // price) is no such product.
  it.each<CheckoutStep>(['shipping', 'billing', 'review', 'payment'])(
    'sends a cart with a product on request from %s to the cart',
    (step) => {
      const onRequest = cart(2, address(7), address(8), method, [line(1, 10), line(2, 0)]);
      expect(checkoutHold(step, onRequest)).toBe('quotation');
      expect(checkoutGuard(step, onRequest)).toBe('/cart');
      const discounted = cart(1, address(7), address(8), method, [line(1, 10), line(3, -1)]);
      expect(checkoutGuard(step, discounted)).toBeNull();
    },
  );

  it('redirects nowhere when Odoo returned no cart', () => {
    expect(checkoutGuard('payment', null)).toBeNull();
  });
});

describe('checkoutHold (why the guard sends the shopper back)', () => {
  it('names what is missing, and the cart page is told', () => {
    // A customer who registered today: the order ships and bills to the bare partner.
    const newCustomer = cart(1, address(7, ''), address(7, ''));
    expect(checkoutHold('billing', newCustomer)).toBe('shipping-address');
    expect(checkoutHoldPath('shipping-address')).toBe('/cart?checkout-hold=shipping-address');
    const billedToPartner = cart(1, address(9), address(7, ''));
    expect(checkoutHold('review', billedToPartner)).toBe('billing-address');
    expect(checkoutHoldPath('billing-address')).toBe('/cart?checkout-hold=billing-address');
    expect(checkoutHold('shipping', cart(0, null, null))).toBe('empty');
    expect(checkoutHoldPath('empty')).toBe('/cart');
    // The cart page's own note says a product on request needs a quotation.
    expect(checkoutHoldPath('quotation')).toBe('/cart');
    expect(checkoutHold('payment', cart(1, address(9), address(9)))).toBeNull();
  });
});

describe('firstOpenStep', () => {
  it('starts where the cart still needs something', () => {
    expect(firstOpenStep(cart(0, address(7), address(8)))).toBe('/cart');
    expect(firstOpenStep(cart(1, address(7), address(8), method, [line(1, 0)]))).toBe('/cart');
    expect(firstOpenStep(cart(1, null, address(8)))).toBe('shipping');
    expect(firstOpenStep(cart(1, address(7), address(8), null))).toBe('shipping');
    expect(firstOpenStep(cart(1, address(7), address(8, '')))).toBe('billing');
    expect(firstOpenStep(cart(1, address(7), address(8)))).toBe('review');
  });
});

describe('stepsBefore', () => {
  it('lists the steps already passed, in order', () => {
    expect(stepsBefore('shipping')).toEqual([]);
    expect(stepsBefore('payment')).toEqual(['shipping', 'billing', 'review']);
  });
});
