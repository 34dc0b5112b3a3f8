import type { Address } from '@/lib/addresses/types';
import type { SaleOrder } from '@/lib/order/types';

// The checkout's steps and the spec's checkout guard as pure rules on the cart Odoo returned.
// Every step page applies them on the server (proxy.ts only checks that someone is signed in).

/** In the order a shopper walks them; each is a URL under /checkout. */
export const CHECKOUT_STEPS = ['shipping', 'billing', 'review', 'payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export function checkoutStepPath(step: CheckoutStep): string {
  return `/checkout/${step}`;
}

type GuardedCart = Pick<SaleOrder, 'lineCount' | 'shippingAddress' | 'billingAddress'>;

/** Odoo's partner with an id and a street: what the spec's guard calls an address. */
function isAddress(address: Address | null): boolean {
  return address !== null && address.id > 0 && address.street.trim() !== '';
}

/**
 * The spec's guard: shipping needs order lines; billing also a shipping partner with an id and
 * a street; payment (and the review before it) also an invoice partner with both. Anything missing
 * sends the shopper to the cart. A cart Odoo did not return (null) redirects nowhere: the step
 * says the cart cannot be loaded instead.
 */
export function checkoutGuard(step: CheckoutStep, cart: GuardedCart | null): '/cart' | null {
  if (cart === null) return null;
  if (cart.lineCount === 0) return '/cart';
  if (step === 'shipping') return null;
  if (!isAddress(cart.shippingAddress)) return '/cart';
  if (step === 'billing') return null;
  return isAddress(cart.billingAddress) ? null : '/cart';
}

/**
 * Where `/checkout` sends the shopper: the first step that still needs something. A delivery
 * method is chosen on the shipping step, so an order without one starts there.
 */
export function firstOpenStep(
  cart: GuardedCart & Pick<SaleOrder, 'shippingMethod'>,
): CheckoutStep | '/cart' {
  if (cart.lineCount === 0) return '/cart';
  if (!isAddress(cart.shippingAddress) || cart.shippingMethod === null) return 'shipping';
  if (!isAddress(cart.billingAddress)) return 'billing';
  return 'review';
}

/** Steps before `step`: the ones the step navigation links back to. */
export function stepsBefore(step: CheckoutStep): CheckoutStep[] {
  return CHECKOUT_STEPS.slice(0, CHECKOUT_STEPS.indexOf(step));
}
