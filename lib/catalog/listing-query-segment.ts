import { parseListingQuery, serializeListingQuery } from './listing-query';

// A listing whose results depend on its query alone (search results, a category's filter set) is
// a static page per query: proxy.ts rewrites `<listing>?<query>` to a route whose last path
// segment is the canonical query in base64url, and the page cache keeps each once rendered.
// Every spelling of a query (order, repeats, unknown keys) shares one page.

/** The canonical spelling of a listing query ('' when it asks for nothing but the default). */
export function canonicalListingQuery(query: URLSearchParams): string {
  return serializeListingQuery(parseListingQuery(query));
}

/**
 * A canonical query as one path segment, in base64url: no character that Next would decode, or
 * not, on its way to the page's params.
 */
export function listingQuerySegment(query: string): string {
  return Buffer.from(query, 'utf8').toString('base64url');
}

/** The query a segment names; null for one no rewrite could have written. */
export function listingQueryOfSegment(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) return null;
  const query = Buffer.from(segment, 'base64url').toString('utf8');
  return listingQuerySegment(query) === segment ? query : null;
}

/**
 * The query a page's path segments name (none: the listing's default), if they name one in its
 * canonical spelling: other spellings never become pages of their own. Null for anything else.
 */
export function listingQueryOfPath(segments: readonly string[] = []): URLSearchParams | null {
  if (segments.length === 0) return new URLSearchParams();
  const spelt = segments.length === 1 ? listingQueryOfSegment(segments[0]!) : null;
  if (spelt === null) return null;
  const query = new URLSearchParams(spelt);
  return canonicalListingQuery(query) === spelt ? query : null;
}
