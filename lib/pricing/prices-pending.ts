import { CURRENCY_COOKIE, USER_COOKIE } from '@/lib/shop/cookie-names';
import { VARIANT_PARAM } from '@/lib/catalog/variant-param';
import { DEFAULT_CURRENCY } from '@/lib/shop/settings';

// Static pages carry the public (EUR) prices of the default variant. Shown to a signed-in
// customer, a shopper in another currency or someone who opened `?variant=`, they are wrong
// until the browser has the right ones, which is after hydration. So a script at the top of the
// page's body, before anything is painted, marks the document; globals.css then keeps those
// prices' places (visibility: hidden, no layout shift) until they are swapped:
// - `data-prices-pending`: PersonalPrices (components/pricing) will swap every price element;
//   one shows once it carries the shopper's own price (`data-price-personal`). The island takes
//   the mark away when the shopper turns out to need none (an unsigned cookie, a shop with one
//   currency).
// - `data-variant-pending`: the product page's chosen variant comes from the URL; the variant's
//   price (`data-variant-price`) shows once VariantProvider has applied it.

export const PRICES_PENDING_ATTRIBUTE = 'data-prices-pending';
export const VARIANT_PENDING_ATTRIBUTE = 'data-variant-pending';

const cookieSet = (name: string) => `(?:^|;\\s*)${name}=`;

/**
 * Fixed text, so pages rendered per request allow it by its hash (lib/security/shell-scripts.ts)
 * and static pages by theirs. ES5: it runs before any bundle.
 */
export const PRICES_PENDING_SCRIPT = `(function(){try{var d=document.documentElement,c=document.cookie;if(/${cookieSet(
  USER_COOKIE,
)}[^;]/.test(c)||/${cookieSet(CURRENCY_COOKIE)}(?!${DEFAULT_CURRENCY}(?:;|$))[^;]/i.test(c))d.setAttribute(${JSON.stringify(
  PRICES_PENDING_ATTRIBUTE,
)},'');if(/[?&]${VARIANT_PARAM}=[1-9]/.test(location.search)&&/\\/product\\//.test(location.pathname))d.setAttribute(${JSON.stringify(
  VARIANT_PENDING_ATTRIBUTE,
)},'')}catch(e){}})();`;

/** Puts a mark on (a shopper who signs in on this page: its prices are not theirs). */
export function markPending(attribute: string): void {
  document.documentElement.setAttribute(attribute, '');
}

/** Takes a mark away (the shopper needs no swap, the URL's variant is applied). */
export function clearPending(attribute: string): void {
  document.documentElement.removeAttribute(attribute);
}
