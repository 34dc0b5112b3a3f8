import { isPostalAddress } from '@/lib/addresses/postal-address';
import { needsQuotation } from '@/lib/order/line-kind';
import type { SaleOrder } from '@/lib/order/types';

// The checkout's steps and the spec's checkout guard as pure rules on the cart Odoo returned.
// Every step page applies them on the server (proxy.ts only checks that someone is signed in).

/** In the order a shopper walks them; each is a URL under /checkout. */
export const CHECKOUT_STEPS = ['shipping', 'billing', 'review', 'payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export function checkoutStepPath(step: CheckoutStep): string {
  return `/checkout/${step}`;
}

type GuardedCart = Pick<SaleOrder, 'lineCount' | 'lines' | 'shippingAddress' | 'billingAddress'>;

/** Why the guard sent the shopper back to the cart; the cart page says so. */
export const CHECKOUT_HOLDS = [
  'empty',
  'quotation',
  'shipping-address',
  'billing-address',
] as const;
export type CheckoutHold = (typeof CHECKOUT_HOLDS)[number];

/** The query parameter that carries the hold to `/cart`. */
export const CHECKOUT_HOLD_PARAMETER = 'checkout-hold';

/**
 * The spec's guard: shipping needs order lines; billing also a shipping partner with an id and
 * a street; payment (and the review before it) also an invoice partner with both. What is missing
 * is the reason the shopper is sent to the cart. A product offered on request (no price) is never
 * checked out, at € 0 or otherwise: the cart asks for a quotation instead. A cart Odoo did not
 * return (null) holds nothing: the step says the cart cannot be loaded instead.
 */
export function checkoutHold(step: CheckoutStep, cart: GuardedCart | null): CheckoutHold | null {
  if (cart === null) return null;
  if (cart.lineCount === 0) return 'empty';
  if (cart.lines.some(needsQuotation)) return 'quotation';
  if (step === 'shipping') return null;
  if (!isPostalAddress(cart.shippingAddress)) return 'shipping-address';
  if (step === 'billing') return null;
  return isPostalAddress(cart.billingAddress) ? null : 'billing-address';
}

/** The guard's redirect: the cart, or nowhere. */
export function checkoutGuard(step: CheckoutStep, cart: GuardedCart | null): '/cart' | null {
  return checkoutHold(step, cart) === null ? null : '/cart';
}

/**
 * `/cart` with the reason the guard sent the shopper there (an empty cart, and one with a product
 * on request, speak for themselves).
 */
export function checkoutHoldPath(hold: CheckoutHold): string {
  return hold === 'empty' || hold === 'quotation'
    ? '/cart'
    : `/cart?${CHECKOUT_HOLD_PARAMETER}=${hold}`;
}

/**
 * Where `/checkout` sends the shopper: the first step that still needs something. A delivery
 * method is chosen on the shipping step, so an order without one starts there.
 */
export function firstOpenStep(
  cart: GuardedCart & Pick<SaleOrder, 'shippingMethod'>,
): CheckoutStep | '/cart' {
  if (cart.lineCount === 0 || cart.lines.some(needsQuotation)) return '/cart';
  if (!isPostalAddress(cart.shippingAddress) || cart.shippingMethod === null) return 'shipping';
  if (!isPostalAddress(cart.billingAddress)) return 'billing';
  return 'review';
}

/** Steps before `step`: the ones the step navigation links back to. */
export function stepsBefore(step: CheckoutStep): CheckoutStep[] {
  return CHECKOUT_STEPS.slice(0, CHECKOUT_STEPS.indexOf(step));
}
