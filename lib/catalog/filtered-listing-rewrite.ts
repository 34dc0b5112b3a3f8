import type { NextRequest, NextResponse } from 'next/server';
import { canonicalListingQuery, listingQuerySegment } from './listing-query-segment';

/**
 * Listings whose bare URL is prerendered whole and whose query (filters, sort, page) renders on an
 * internal twin route `<listing>-filtered`; see the category and brand pages. A category's query
 * names a filter set, a static page of its own like a search (`category-filtered/<slug>/<canonical
 * query>`, lib/catalog/listing-query-segment.ts); brand and catalog pages render per request.
 */
const PER_REQUEST_LISTING_PATH = /^\/([a-z]{2})\/(brand|catalog)(?=\/)/;
const CATEGORY_PATH = /^\/([a-z]{2})\/category\/([^/]+)$/;
/** A category address with the optional name segment(s) after its slug. */
const CATEGORY_NAME_PATH = /^(\/[a-z]{2}\/category\/[^/]+)\/.+$/;
/** The listings rendered per request, with or without a locale prefix (as the shopper typed them). */
const BARE_PER_REQUEST_LISTING_PATH = /^(?:\/[a-z]{2})?\/(?:brand|catalog)(?=\/)/;
const BARE_CATALOG_PATH = /^(?:\/[a-z]{2})?\/catalog(?=\/|$)/;
/** An internal twin route in an address, with or without a locale prefix. */
const FILTERED_LISTING_PATH =
  /^(\/[a-z]{2})?\/(category|brand|catalog)-(?:filtered|personal)(?=\/|$)/;
/** A category's filter set: its slug, then its query. */
const FILTER_SET_PATH = /^(\/[a-z]{2})?\/category-filtered\/([^/]+)\/[^/]+$/;
/** A search query's page (lib/catalog/search-page-rewrite.ts), with or without a locale prefix. */
const SEARCH_QUERY_PATH = /^(\/[a-z]{2})?\/search\/.*$/;
/** The catalog pages, which a catalog-only customer sees with their own session. */
const CATALOG_PATH = /^\/([a-z]{2})\/catalog(?=\/|$)/;
/**
 * Where a request for the internal route goes instead: a private folder name (`_`), which Next
 * never routes, so the shop's 404 page answers.
 */
export const UNROUTABLE_SEGMENT = '_internal';

/** Whether a path names an internal route, which only the proxy's rewrites may reach. */
export function isInternalListingPath(pathname: string): boolean {
  return FILTERED_LISTING_PATH.test(pathname) || SEARCH_QUERY_PATH.test(pathname);
}

/** The address a shopper sees for a path of an internal route: `/en/category/x`, `/en/search`. */
export function publicListingPath(pathname: string): string {
  return pathname
    .replace(FILTER_SET_PATH, '$1/category/$2')
    .replace(FILTERED_LISTING_PATH, '$1/$2')
    .replace(SEARCH_QUERY_PATH, '$1/search');
}

/**
 * Points a listing URL (category, brand, catalog) that carries a query (filters, sort, page) at
 * its per-request twin, so the bare route never reads searchParams and stays fully static. Works on the locale
 * middleware's answer: its rewrite (`/category/x` → `/nl/category/x`) or its pass-through
 * (`/en/category/x`); redirects are left alone. The shopper's URL does not change.
 */
export function rewriteFilteredListing(
  request: NextRequest,
  response: NextResponse,
  options: { catalogOnlyCustomer?: boolean } = {},
): NextResponse {
  if (response.headers.has('location')) return response;
  const target = rewriteTarget(request, response);
  if (isInternalListingPath(request.nextUrl.pathname)) {
    // Asked for from outside: answer 404 instead of a second copy of every listing.
    target.pathname = target.pathname
      .replace(FILTERED_LISTING_PATH, `$1/${UNROUTABLE_SEGMENT}`)
      .replace(SEARCH_QUERY_PATH, `$1/${UNROUTABLE_SEGMENT}`);
    return withRewrite(response, target);
  }
  if (options.catalogOnlyCustomer && CATALOG_PATH.test(target.pathname)) {
    // Their personal catalog, per request (the static /catalog lists the public ones).
    target.pathname = target.pathname.replace(CATALOG_PATH, '/$1/catalog-personal');
    return withRewrite(response, target);
  }
  // The name segment after a category's slug is for readers only: every name renders the
  // category's one page (and one cache entry, so invented names cannot fill the cache).
  const named = CATEGORY_NAME_PATH.exec(target.pathname);
  if (named) target.pathname = named[1]!;
  const category = CATEGORY_PATH.exec(target.pathname);
  const query = category ? canonicalListingQuery(request.nextUrl.searchParams) : '';
  if (category && query) {
    target.pathname = `/${category[1]}/category-filtered/${category[2]}/${listingQuerySegment(query)}`;
    // The page reads its query from the path alone.
    target.search = '';
  } else if (
    request.nextUrl.searchParams.size > 0 &&
    PER_REQUEST_LISTING_PATH.test(target.pathname)
  ) {
    target.pathname = target.pathname.replace(PER_REQUEST_LISTING_PATH, '/$1/$2-filtered');
  } else if (!named) {
    return response;
  }
  return withRewrite(response, target);
}

/**
 * Whether rewriteFilteredListing will send this request to a per-request twin (decided before the
 * locale middleware runs, from the same rules).
 */
export function goesToPerRequestListing(
  request: NextRequest,
  options: { catalogOnlyCustomer?: boolean } = {},
): boolean {
  const path = request.nextUrl.pathname;
  if (isInternalListingPath(path)) return false;
  if (options.catalogOnlyCustomer && BARE_CATALOG_PATH.test(path)) return true;
  return request.nextUrl.searchParams.size > 0 && BARE_PER_REQUEST_LISTING_PATH.test(path);
}

/** Where the locale middleware's answer (a rewrite or a pass-through) sends the request. */
export function rewriteTarget(request: NextRequest, response: NextResponse): URL {
  const rewrite = response.headers.get('x-middleware-rewrite');
  return rewrite ? new URL(rewrite) : request.nextUrl.clone();
}

export function withRewrite(response: NextResponse, target: URL): NextResponse {
  response.headers.set('x-middleware-rewrite', target.toString());
  response.headers.delete('x-middleware-next');
  return response;
}
