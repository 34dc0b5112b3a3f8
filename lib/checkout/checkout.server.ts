import 'server-only';
import { redirect } from 'next/navigation';
import { cartLoad } from '@/lib/cart/cart.server';
import type { Cart } from '@/lib/cart/types';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { logFailure } from '@/lib/shopper/shopper-action.server';
import type { UserCookie } from '@/lib/shopper/user-cookie';
import { signedInShopper } from '@/lib/shopper/user-session.server';
import { checkoutHold, checkoutHoldPath, type CheckoutStep } from './checkout-steps';
import { LOGIN_REQUEST_PARAMETER } from '@/lib/shopper/login-request';

// The guard that counts for every checkout page: proxy.ts redirects earlier for comfort, but a
// prefetch, an RSC request or a request that skipped it must meet the same rules here.

/** The session cart, or null when Odoo did not answer (the page says so; nothing redirects). */
export async function checkoutCart(): Promise<Cart | null> {
  try {
    return await cartLoad();
  } catch (error) {
    logFailure('checkoutCart', error);
    return null;
  }
}

/**
 * A verified signed-in shopper, or off to the home page with the login modal open and the
 * checkout as where it leads (spec: guests sign in before checkout). A punch-out buyer transfers
 * the cart instead and is sent back to it.
 */
export async function requireCheckoutShopper(locale: Locale): Promise<UserCookie> {
  const shopper = await signedInShopper();
  if (!shopper) redirect(checkoutLoginPath(locale));
  if (shopper.punchout) redirect(localizedPath(locale, '/cart'));
  return shopper;
}

function checkoutLoginPath(locale: Locale): string {
  return `${localizedPath(locale, '/')}?${LOGIN_REQUEST_PARAMETER}=checkout`;
}

export interface GuardedStep {
  shopper: UserCookie;
  /** Null: Odoo did not return the cart. */
  cart: Cart | null;
}

/** Signed in, and the cart meets the step's guard; otherwise the redirect the spec names. */
export async function guardCheckoutStep(locale: Locale, step: CheckoutStep): Promise<GuardedStep> {
  const shopper = await requireCheckoutShopper(locale);
  const cart = await checkoutCart();
  const hold = checkoutHold(step, cart);
  if (hold) redirect(localizedPath(locale, checkoutHoldPath(hold)));
  return { shopper, cart };
}
