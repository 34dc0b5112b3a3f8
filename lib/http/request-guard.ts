import type { NextRequest } from 'next/server';
import { NextResponse } from 'next/server';
import { IMAGE_PATH_PREFIX, imageRequestVerdict } from './image-request';

// The proxy's first look at a request: what Next itself would refuse with a 500 (a server action
// from another site, a body over its 1 MB limit) and what must not reach the app at all (an
// oversized address, an image size the shop never asks for) is answered here with HTTP's own
// 4xx. Cheap checks on headers only; the body is never read. (TRACE never gets this far: Next
// cannot even build a request for it, see lib/http/unsupported-methods.server.ts.)

/** Next's own limit for a server action's body (serverActions.bodySizeLimit, 1 MB). */
export const MAX_ACTION_BODY_BYTES = 1024 * 1024;
/** Pages take no uploads: the largest form that posts to one (OCI punch-out) is a few KB. */
export const MAX_PAGE_BODY_BYTES = 1024 * 1024;
/** Filters, sort and paging fit easily; a longer query string is a probe, not a shopper. */
export const MAX_PAGE_QUERY_BYTES = 4096;

/**
 * A 4xx answer for a request the app must not see, the request passed on untouched for paths the
 * proxy has nothing else to do with (images), or null to carry on with locale and guards.
 */
export function guardRequest(request: NextRequest): NextResponse | null {
  const { pathname, search } = request.nextUrl;
  if (pathname.startsWith(IMAGE_PATH_PREFIX)) {
    if (imageRequestVerdict(pathname) === 'bad-size') return refusal(400, 'Bad Request');
    return NextResponse.next();
  }
  if (search.length > MAX_PAGE_QUERY_BYTES) return refusal(414, 'URI Too Long');
  const declaredLength = request.headers.get('content-length');
  const isAction = request.method === 'POST' && request.headers.has('next-action');
  if (isAction) {
    if (!sameHostOrigin(request)) return refusal(403, 'Forbidden');
    // Without a length Next would read on and fail with a 500 past its limit; browsers always
    // send one for an action's body.
    if (declaredLength === null) return refusal(411, 'Length Required');
    if (Number(declaredLength) > MAX_ACTION_BODY_BYTES) return refusal(413, 'Payload Too Large');
  }
  if (declaredLength !== null && Number(declaredLength) > MAX_PAGE_BODY_BYTES) {
    return refusal(413, 'Payload Too Large');
  }
  return null;
}

/**
 * Next's own check for server actions (the Origin's host against X-Forwarded-Host, else Host),
 * made here so a foreign page gets 403 instead of Next's 500. No Origin (not a browser) passes,
 * as Next lets it pass; the actions check who is calling themselves.
 */
function sameHostOrigin(request: NextRequest): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return true;
  const host =
    request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host');
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

function refusal(status: number, text: string): NextResponse {
  return new NextResponse(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}
