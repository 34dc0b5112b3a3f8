import { stripLocale } from '@/lib/i18n/locales';
import { SHELL_SCRIPT_HASHES } from './shell-scripts';

// The Content-Security-Policy of every page, decided in proxy.ts per request.
//
// Two kinds of page, two ways to trust their inline scripts:
// - Pages rendered per request (cart, checkout, account, paged brand and catalog listings) get a fresh
//   nonce: proxy.ts hands it to Next in the request's policy header, and Next puts it on every
//   script it writes.
// - Static pages (home, categories, products, brands, catalogs, content; search results and a
//   category's filter sets: a page per query) are rendered once for everyone and cannot carry a nonce. The cache stores each
//   with a second policy listing the hashes of exactly its inline scripts
//   (lib/cache/page-script-policy.mjs); browsers enforce both policies, so this one allows
//   inline scripts and the stored one narrows them down.
// - The shell of a per-request page is prerendered too: its two fixed scripts go by hash
//   (shell-scripts.ts).
//
// Adyen's hosts appear only on the payment step (its API and images); its card fields and 3-D
// Secure challenges come in frames, the latter from any bank, so that step allows https frames.
// A page's policy is the one of the document the browser loaded: the way into the payment step
// is a full page load (components/checkout/step-link.tsx), not a client-side navigation.

/** Locale-less paths rendered per request; everything else is served from the page cache. */
const PER_REQUEST_PATHS = [
  '/cart',
  '/checkout',
  '/my',
  '/forgot-password',
  '/invitation',
  '/payment-details',
  '/PaymentDetails',
  '/punchout',
  '/brand-filtered',
  '/catalog-filtered',
  '/catalog-personal',
];
const PAYMENT_STEP = '/checkout/payment';

const ADYEN_REGIONS = ['test', 'live', 'live-us', 'live-au', 'live-apse', 'live-in', 'live-nea'];
const ADYEN_API = ADYEN_REGIONS.map((region) => `https://checkoutshopper-${region}.adyen.com`);
const ADYEN_CDN = ADYEN_REGIONS.map((region) => `https://checkoutshopper-${region}.cdn.adyen.com`);
// Drop-in 6 reports its start to Adyen's analytics even with analytics switched off.
const ADYEN_ANALYTICS = ADYEN_REGIONS.map(
  (region) => `https://checkoutanalytics-${region}.adyen.com`,
);

export function isPerRequestPage(pathname: string): boolean {
  const bare = stripLocale(pathname);
  return PER_REQUEST_PATHS.some((prefix) => bare === prefix || bare.startsWith(`${prefix}/`));
}

export function isPaymentStep(pathname: string): boolean {
  return stripLocale(pathname) === PAYMENT_STEP;
}

export interface PagePolicyInput {
  /** The page's nonce when it is rendered per request; null for a static page. */
  nonce: string | null;
  paymentStep: boolean;
  /** Origins that may frame the page (punch-out portals); none means 'none'. */
  frameAncestors: readonly string[];
  /** Where images come from besides the shop (Odoo's public URL, when browsers fetch it there). */
  imageOrigins: readonly string[];
  /** Where forms on the payment step may post (hosted payment pages). */
  paymentPageOrigins: readonly string[];
  https: boolean;
}

export function pagePolicy(input: PagePolicyInput): string {
  const payment = input.paymentStep;
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      ...(input.nonce ? [`'nonce-${input.nonce}'`, ...SHELL_SCRIPT_HASHES] : ["'unsafe-inline'"]),
    ],
    // React writes style attributes; styles cannot run code.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...input.imageOrigins, ...(payment ? ADYEN_CDN : [])],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...(payment ? [...ADYEN_API, ...ADYEN_CDN, ...ADYEN_ANALYTICS] : [])],
    ['frame-src', ...(payment ? ['https:'] : ["'none'"])],
    ['form-action', "'self'", ...(payment ? input.paymentPageOrigins : [])],
    ['frame-ancestors', ...(input.frameAncestors.length ? input.frameAncestors : ["'none'"])],
    ['base-uri', "'none'"],
    ['object-src', "'none'"],
  ];
  if (input.https) directives.push(['upgrade-insecure-requests']);
  return directives.map((directive) => directive.join(' ')).join('; ');
}
