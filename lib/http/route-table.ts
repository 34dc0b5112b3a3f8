import { stripLocale } from '@/lib/i18n/locales';
import { isInternalListingPath } from '@/lib/catalog/filtered-listing-rewrite';

// The first path segment of every page route under app/[locale] (route groups flattened), so the
// proxy knows before rendering which requests the 404 page answers: that page renders per request
// and needs the request's nonce (lib/security/page-policy.ts). tests/http/route-table.test.ts
// keeps this list equal to the app folder.
export const PAGE_ROUTE_SEGMENTS: ReadonlySet<string> = new Set([
  'Category',
  'Home',
  'PaymentDetails',
  'brand',
  'brand-filtered',
  'brands',
  'cart',
  'catalog',
  'catalog-filtered',
  'catalog-personal',
  'categories',
  'category',
  'category-filtered',
  'checkout',
  'compare',
  'forgot-password',
  'invitation',
  'my',
  'page',
  'payment',
  'payment-details',
  'product',
  'punchout',
  'search',
]);

/**
 * Whether the shop's 404 page answers this path whatever the backend says: no route has its first
 * segment, or it names an internal route, which only the proxy's own rewrites may reach.
 */
export function opensNoRoute(pathname: string): boolean {
  if (isInternalListingPath(pathname)) return true;
  const [, first = ''] = stripLocale(pathname).split('/');
  return first !== '' && !PAGE_ROUTE_SEGMENTS.has(first);
}
