import type { NextRequest, NextResponse } from 'next/server';

/** Internal route that renders a category with its query; see the category page. */
const FILTERED_CATEGORY_SEGMENT = 'category-filtered';
const INTERNAL_CATEGORY_PATH = /^\/([a-z]{2})\/category(?=\/)/;

/**
 * Points a category URL that carries a query (filters, sort, page) at the per-request route, so
 * the bare category route never reads searchParams and stays fully static. Works on the locale
 * middleware's answer: its rewrite (`/category/x` → `/nl/category/x`) or its pass-through
 * (`/en/category/x`); redirects are left alone. The shopper's URL does not change.
 */
export function rewriteFilteredListing(request: NextRequest, response: NextResponse): NextResponse {
  if (request.nextUrl.searchParams.size === 0) return response;
  if (response.headers.has('location')) return response;
  const rewrite = response.headers.get('x-middleware-rewrite');
  const target = rewrite ? new URL(rewrite) : request.nextUrl.clone();
  if (!INTERNAL_CATEGORY_PATH.test(target.pathname)) return response;
  target.pathname = target.pathname.replace(
    INTERNAL_CATEGORY_PATH,
    `/$1/${FILTERED_CATEGORY_SEGMENT}`,
  );
  response.headers.set('x-middleware-rewrite', target.toString());
  response.headers.delete('x-middleware-next');
  return response;
}
