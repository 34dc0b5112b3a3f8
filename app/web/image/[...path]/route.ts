import type { NextRequest } from 'next/server';
import { odooBaseUrl, odooTimeoutMs } from '@/lib/odoo/config';

// Odoo's product images, passed through from Odoo (which resizes them) when browsers do not
// fetch them from Odoo directly (ODOO_PUBLIC_URL). A handler rather than a rewrite: the answer
// carries the shop's security headers (next.config.ts) and not the address of the Odoo behind.

/** What a browser needs of Odoo's answer; everything else (cookies, server names) stays behind. */
const PASSED_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified'];

export async function GET(request: NextRequest): Promise<Response> {
  const { pathname, search } = request.nextUrl;
  let upstream: Response;
  try {
    upstream = await fetch(new URL(`${pathname}${search}`, odooBaseUrl()), {
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
