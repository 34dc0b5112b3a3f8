import type { NextRequest, NextResponse } from 'next/server';
import { rewriteTarget, withRewrite } from '@/lib/i18n/filtered-listing-rewrite';
import { parseListingQuery, serializeListingQuery } from './listing-query';

// Search results depend on the query alone, so each query is a static page of its own:
// `/search?<query>` renders from `/search/<canonical query in base64url>` (the search page's
// route), which the page cache keeps once rendered. The shopper's URL does not change; asked
// for directly, those paths answer 404 (lib/i18n/filtered-listing-rewrite.ts).

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
  const query = canonicalQuery(request.nextUrl.searchParams);
  if (!query) return response;
  target.pathname = `/${search[1]}/search/${searchQuerySegment(query)}`;
  // The page reads its query from the path alone.
  target.search = '';
  return withRewrite(response, target);
}

/**
 * The query a search page's path segments name (none: the bare search), if they name one in its
 * canonical spelling: other spellings (order, repeats, unknown keys) never become pages of their
 * own. Null for anything else.
 */
export function searchQueryOfPath(segments: readonly string[] = []): URLSearchParams | null {
  if (segments.length === 0) return new URLSearchParams();
  const spelt = segments.length === 1 ? searchQueryOfSegment(segments[0]!) : null;
  if (spelt === null) return null;
  const query = new URLSearchParams(spelt);
  return canonicalQuery(query) === spelt ? query : null;
}

function canonicalQuery(query: URLSearchParams): string {
  return serializeListingQuery(parseListingQuery(query));
}

/**
 * A canonical search query as one path segment, in base64url: no character that Next would
 * decode, or not, on its way to the page's params.
 */
export function searchQuerySegment(query: string): string {
  return Buffer.from(query, 'utf8').toString('base64url');
}

/** The query a search page's segment names; null for one no rewrite could have written. */
export function searchQueryOfSegment(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) return null;
  const query = Buffer.from(segment, 'base64url').toString('utf8');
  return searchQuerySegment(query) === segment ? query : null;
}
