import type { NextRequest } from 'next/server';
import { readImageRequest } from '@/lib/http/image-request';
import { odooBaseUrl, odooTimeoutMs } from '@/lib/odoo/config.server';

// Odoo's product images, passed through from Odoo (which resizes them) when browsers do not
// fetch them from Odoo directly (ODOO_PUBLIC_URL). A handler rather than a rewrite: the answer
// carries the shop's security headers (next.config.ts) and not the address of the Odoo behind.
// Only the catalogue's pictures at the shop's sizes go through (lib/http/image-request.ts): Odoo
// itself would serve any model's picture (customers' avatars) at any size.

/** What a browser needs of Odoo's answer; everything else (cookies, server names) stays behind. */
const PASSED_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified'];

export async function GET(request: NextRequest): Promise<Response> {
  const { pathname, search } = request.nextUrl;
  const image = readImageRequest(pathname, search);
  if (image.verdict === 'not-served') return refusal(404, 'Not Found');
  if (image.verdict !== 'allowed') return refusal(400, 'Bad Request');
  let upstream: Response;
  try {
    upstream = await fetch(new URL(`${image.path}${image.search}`, odooBaseUrl()), {
      headers: conditionalHeaders(request.headers),
      signal: AbortSignal.timeout(odooTimeoutMs()),
      cache: 'no-store',
    });
  } catch {
    return new Response(null, { status: 503, headers: { 'retry-after': '30' } });
  }
  const headers = new Headers();
  for (const name of PASSED_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers });
}

function conditionalHeaders(incoming: Headers): Headers {
  const headers = new Headers();
  for (const name of ['if-none-match', 'if-modified-since', 'accept']) {
    const value = incoming.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}

function refusal(status: number, text: string): Response {
  return new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}
