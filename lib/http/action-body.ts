import type { NextRequest } from 'next/server';
import { NextResponse } from 'next/server';

// A server action posted by fetch carries React's encoded arguments, which are JSON (`"$NaN"`
// stands for NaN, and the actions' zod schemas refuse it). A body that is not JSON at all (a bare
// `NaN`, a cut-off object) made React's decoder throw inside Next, which answered 500 before any
// schema ran. The proxy answers such a body 400 instead. Multipart bodies (FormData) are React's
// own to check. Next buffers the body for the proxy, so reading a clone leaves it to the action.

/** 400 for a fetch action whose body is not JSON, else null. */
export async function refuseMalformedActionBody(
  request: NextRequest,
): Promise<NextResponse | null> {
  if (request.method !== 'POST' || !request.headers.has('next-action')) return null;
  if (request.headers.get('content-type')?.startsWith('multipart/form-data')) return null;
  try {
    JSON.parse(await request.clone().text());
    return null;
  } catch {
    return new NextResponse('Bad Request', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
}
