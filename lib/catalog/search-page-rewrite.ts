import type { NextRequest, NextResponse } from 'next/server';
import { rewriteTarget, withRewrite } from './filtered-listing-rewrite';
import { canonicalListingQuery, listingQuerySegment } from './listing-query-segment';

// Search results depend on the query alone, so each query is a static page of its own:
// `/search?<query>` renders from `/search/<canonical query in base64url>` (the search page's
// route, lib/catalog/listing-query-segment.ts), which the page cache keeps once rendered. The shopper's URL does not change; asked
// for directly, those paths answer 404 (lib/catalog/filtered-listing-rewrite.ts).

/** The search page, as the locale middleware hands it on. */
const SEARCH_PATH = /^\/([a-z]{2})\/search$/;
/** The same, as the shopper asked for it (with or without a locale prefix). */
const REQUESTED_SEARCH_PATH = /^(?:\/[a-z]{2})?\/search$/;

/**
 * Points a search with a query at its canonical query's page: every spelling of a query (order,
 * repeats, unknown keys) shares one page. Works on the locale middleware's answer, like
 * rewriteFilteredListing; the bare `/search` (the prompt) stays as it is, prerendered.
 */
export function rewriteSearch(request: NextRequest, response: NextResponse): NextResponse {
  // Every page request passes here: no URL is built for one that is not a search.
  if (!REQUESTED_SEARCH_PATH.test(request.nextUrl.pathname)) return response;
  if (response.headers.has('location')) return response;
  const target = rewriteTarget(request, response);
  const search = SEARCH_PATH.exec(target.pathname);
  if (!search) return response;
  const query = canonicalListingQuery(request.nextUrl.searchParams);
  if (!query) return response;
  target.pathname = `/${search[1]}/search/${listingQuerySegment(query)}`;
  // The page reads its query from the path alone.
  target.search = '';
  return withRewrite(response, target);
}
