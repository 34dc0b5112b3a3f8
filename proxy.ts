import createMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { NextResponse } from 'next/server';
import {
  CART_SIZE_COOKIE,
  WISHLIST_SIZE_COOKIE,
  ODOO_SESSION_COOKIE,
  SIGNED_IN_SESSION_COOKIE,
  USER_COOKIE,
} from '@/lib/shop/cookie-names';
import { refuseMalformedActionBody } from '@/lib/http/action-body';
import { canonicalPath } from '@/lib/http/canonical-path';
import { guardRequest } from '@/lib/http/request-guard';
import { opensNoRoute } from '@/lib/http/route-table';
import {
  goesToPerRequestListing,
  rewriteFilteredListing,
  UNROUTABLE_SEGMENT,
} from '@/lib/catalog/filtered-listing-rewrite';
import { isSupportedLocale, localizedPath, stripLocale, type Locale } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';
import { paymentPageOrigins } from '@/lib/payment/payment-hosts.server';
import { NO_REFERRER } from '@/lib/security/fixed-headers';
import { prepareNonce, withPageHeaders } from '@/lib/security/page-headers';
import {
  authGuardAdmits,
  limitedUserMayOpen,
  needsAuthGuard,
  needsSignedInShopper,
} from '@/lib/shopper/route-guards';
import { isOciLoginQuery } from '@/lib/punchout/oci-parameters';
import { OCI_ENTRY_PATH } from '@/lib/punchout/punchout-paths';
import { LOGIN_REQUEST_PARAMETER } from '@/lib/shopper/login-request';
import { opensProductOutsideCatalog } from '@/lib/catalog/catalog-only-gate.server';
import { rewriteSearch } from '@/lib/catalog/search-page-rewrite';
import { opensUnknownDocument } from '@/lib/account/document-gate.server';
import { odooOutageAnswer } from '@/lib/shopper/odoo-outage-gate.server';
import { shopSecret } from '@/lib/shopper/shop-secret';
import { isSignedInSession } from '@/lib/shopper/signed-in-session';
import { verifyUserCookie } from '@/lib/shopper/signed-user-cookie';
import { type UserCookie } from '@/lib/shopper/user-cookie';

const localeMiddleware = createMiddleware(routing);

export default async function proxy(request: NextRequest) {
  const refused = guardRequest(request) ?? (await refuseMalformedActionBody(request));
  if (refused) return refused;
  const { pathname } = request.nextUrl;
  if (!decodablePath(pathname)) return notFound(request);
  // Guards, nonce and outage answer match paths as spelt: only the canonical spelling is served.
  const canonical = canonicalPath(pathname);
  if (canonical === null) return notFound(request);
  if (canonical !== pathname) return canonicalRedirect(request, canonical);
  const moved = movedAddress(request);
  if (moved) return moved;
  const oci = ociLogin(request);
  if (oci) return oci;
  const shopper = verifiedShopper(request);
  // A session a customer signed in to, without their user cookie (closed browser, expired or
  // deleted cookie): signed out, for this request and in the browser (signed-in-session.ts).
  const orphaned = !shopper && orphanedSignedInSession(request);
  // Counts of a session the browser no longer has (its cookie expired or was deleted): the cart
  // and the wishlist they counted went with it, and the header must not show them.
  const stale = orphaned ? ORPHANED_SESSION_COOKIES : staleCounters(request);
  for (const name of stale) request.cookies.delete(name);
  const response = await answer(request, shopper);
  for (const name of stale) response.cookies.delete({ name, path: '/' });
  return response;
}

async function answer(request: NextRequest, shopper: UserCookie | null): Promise<NextResponse> {
  const guarded = routeGuard(request, shopper);
  if (guarded) return guarded;
  if (await opensProductOutsideCatalog(request, shopper)) return redirectTo(request, '/catalog');
  if (await opensUnknownDocument(request)) return notFound(request);
  const listing = { catalogOnlyCustomer: Boolean(shopper?.websiteCatalogProducts) };
  const perRequestListing = goesToPerRequestListing(request, listing);
  const nonce = prepareNonce(request, {
    // The 404 page of an unknown route renders per request, like a filtered listing.
    perRequest: perRequestListing || opensNoRoute(request.nextUrl.pathname),
  });
  const response =
    (await odooOutageAnswer(request, { perRequest: perRequestListing })) ??
    rewriteSearch(request, rewriteFilteredListing(request, localeMiddleware(request), listing));
  return withPageHeaders(request, response, nonce, {
    punchout: Boolean(shopper?.punchout),
    paymentPageOrigins: paymentPageOrigins(),
  });
}

/**
 * The spec's is-authenticated, auth and limited-user guards, for comfort: a redirect before anything
 * renders. The pages, actions and route handlers check again (lib/shopper/guards.server.ts).
 */
function routeGuard(request: NextRequest, shopper: UserCookie | null): NextResponse | null {
  const { pathname } = request.nextUrl;
  if (needsSignedInShopper(pathname) && !shopper) return redirectTo(request, '/');
  // A punch-out buyer transfers the cart instead of checking out and has no account pages.
  if (shopper?.punchout && (needsSignedInShopper(pathname) || needsAuthGuard(pathname))) {
    return redirectTo(request, '/cart');
  }
  if (
    needsAuthGuard(pathname) &&
    !authGuardAdmits(request.nextUrl.searchParams, Boolean(shopper))
  ) {
    // Home, with the login modal open and leading back to the checkout.
    return redirectTo(request, '/', { [LOGIN_REQUEST_PARAMETER]: 'checkout' });
  }
  if (shopper?.websiteCatalogProducts && !limitedUserMayOpen(pathname)) {
    return redirectTo(request, '/catalog');
  }
  return null;
}

/**
 * An SAP system opens a catalogue page with USERNAME and PASSWORD (and HOOK_URL): the OCI entry
 * signs the buyer in on this very request and then sends them to the page without those
 * parameters (a rewrite, so the credentials go into no second address; the entry reads the page
 * from the request's address, which a rewrite keeps).
 */
function ociLogin(request: NextRequest): NextResponse | null {
  const { pathname, search, searchParams } = request.nextUrl;
  if (!isOciLoginQuery(searchParams) || stripLocale(pathname) === OCI_ENTRY_PATH) return null;
  const entry = new URL(`/${pathLocale(request)}${OCI_ENTRY_PATH}${search}`, request.url);
  // The credentials are in the address, in whatever case SAP spells their names.
  const response = NextResponse.rewrite(entry);
  response.headers.set(NO_REFERRER.key, NO_REFERRER.value);
  return response;
}

/** The spec's redirect-category: `/Category` (any locale) to its localized /category/computers, in one hop. */
function movedAddress(request: NextRequest): NextResponse | null {
  if (stripLocale(request.nextUrl.pathname) !== '/Category') return null;
  const url = new URL(localizedPath(pathLocale(request), '/category/computers'), request.url);
  url.search = request.nextUrl.search;
  return NextResponse.redirect(url, 308);
}

function verifiedShopper(request: NextRequest): UserCookie | null {
  const cookie = request.cookies.get(USER_COOKIE)?.value;
  if (!cookie) return null;
  try {
    return verifyUserCookie(cookie, request.cookies.get(ODOO_SESSION_COOKIE)?.value, shopSecret());
  } catch {
    // No secret configured: nobody counts as signed in (the server refuses to sign, too).
    return null;
  }
}

/** What goes with an orphaned signed-in session: it, its mark and the old customer's counters. */
const ORPHANED_SESSION_COOKIES = [
  ODOO_SESSION_COOKIE,
  SIGNED_IN_SESSION_COOKIE,
  USER_COOKIE,
  CART_SIZE_COOKIE,
  WISHLIST_SIZE_COOKIE,
];

function staleCounters(request: NextRequest): string[] {
  if (request.cookies.get(ODOO_SESSION_COOKIE)?.value) return [];
  return [CART_SIZE_COOKIE, WISHLIST_SIZE_COOKIE].filter((name) => request.cookies.has(name));
}

function orphanedSignedInSession(request: NextRequest): boolean {
  try {
    return isSignedInSession(
      request.cookies.get(SIGNED_IN_SESSION_COOKIE)?.value,
      request.cookies.get(ODOO_SESSION_COOKIE)?.value,
      shopSecret(),
    );
  } catch {
    // No secret configured: no session was ever marked.
    return false;
  }
}

function redirectTo(
  request: NextRequest,
  path: string,
  query: Record<string, string> = {},
): NextResponse {
  const url = new URL(localizedPath(pathLocale(request), path), request.url);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return NextResponse.redirect(url);
}

function pathLocale(request: NextRequest): Locale {
  const [, first] = request.nextUrl.pathname.split('/');
  return isSupportedLocale(first) ? first : routing.defaultLocale;
}

/** `/%ff` is no address of this shop; decoding it further down would be a 500. */
function decodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** The same address in its canonical spelling (308: a form post stays a post). */
function canonicalRedirect(request: NextRequest, pathname: string): NextResponse {
  const url = request.nextUrl.clone();
  url.pathname = pathname;
  return NextResponse.redirect(url, 308);
}

/**
 * The shop's 404 page, in the locale the path starts with (Dutch without a prefix), rendered per
 * request with its own nonce and the page headers.
 */
function notFound(request: NextRequest): NextResponse {
  const locale = pathLocale(request);
  const nonce = prepareNonce(request, { perRequest: true });
  // The header next-intl's middleware would have set: the 404 page reads its locale from it.
  const headers = new Headers(request.headers);
  headers.set('x-next-intl-locale', locale);
  const response = NextResponse.rewrite(new URL(`/${locale}/${UNROUTABLE_SEGMENT}`, request.url), {
    request: { headers },
  });
  return withPageHeaders(request, response, nonce, { punchout: false, paymentPageOrigins: [] });
}

// Every path but the API, Next's own and the few files the app serves at the root: a path with a
// dot in it is an address like any other (the guards, the page headers and the 404 apply to it).
export const config = {
  matcher: [
    '/((?!api|_next|_vercel|favicon\\.ico|icon\\.svg|robots\\.txt|sitemap\\.xml|sitemaps/).*)',
    '/web/image/:path*',
  ],
};
