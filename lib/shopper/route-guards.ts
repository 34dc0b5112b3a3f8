import { stripLocale } from '@/lib/i18n/locales';

// The spec's route guards as pure rules on a locale-less path, shared by proxy.ts (comfort: the
// redirect happens before any rendering) and server code (the guard that counts).

/** is-authenticated: the account area needs a signed-in shopper. */
export function needsSignedInShopper(path: string): boolean {
  const bare = stripLocale(path);
  return bare === '/my' || bare.startsWith('/my/');
}

/**
 * limited-user: a catalog-only customer sees their catalog (with its product pages, which the
 * catalog's tiles link to), their account and the pages around buying (cart, checkout, content,
 * password reset, an invitation); every other browse route sends them to /catalog. What they can
 * buy is Odoo's decision: it refuses products outside their catalog.
 */
export function limitedUserMayOpen(path: string): boolean {
  const bare = stripLocale(path);
  return ALLOWED_TO_LIMITED_USERS.some(
    (prefix) => bare === prefix || bare.startsWith(`${prefix}/`),
  );
}

const ALLOWED_TO_LIMITED_USERS = [
  '/catalog',
  '/product',
  '/my',
  '/cart',
  '/checkout',
  '/payment-details',
  '/PaymentDetails',
  '/page',
  '/forgot-password',
  '/invitation',
  '/payment',
];

/** auth: the checkout is for signed-in shoppers and punch-out buyers. */
export function needsAuthGuard(path: string): boolean {
  const bare = stripLocale(path);
  return bare === '/checkout' || bare.startsWith('/checkout/');
}

/** Query parameters with which a procurement system opens the shop (spec, auth guard). */
const PUNCH_OUT_PARAMETERS = ['buyer_cookie', 'BuyerCookie', 'USERNAME', 'PASSWORD', 'HOOK_URL'];

/**
 * auth: admitted with a signed-in shopper, or when the URL carries a punch-out buyer cookie or the
 * OCI username, password or hook URL (the punch-out sign-in happens on that request).
 */
export function authGuardAdmits(searchParams: URLSearchParams, signedIn: boolean): boolean {
  return signedIn || PUNCH_OUT_PARAMETERS.some((name) => searchParams.has(name));
}
