import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { addRequestHook } from './request-hooks.server';

// TRACE (and TRACK) reach `next start` like any request, but Next builds a WHATWG Request for the
// proxy and for route handlers, and the Fetch standard forbids these methods: the constructor
// throws and the shopper's server answers 500 before any code of ours runs. The Node server is
// the only place that sees them first, so it answers 405 there (a request hook,
// request-hooks.server.ts); a reverse proxy in front may refuse them earlier, which is better still.

const FORBIDDEN_METHODS = new Set(['TRACE', 'TRACK']);
const ALLOWED = 'GET, HEAD, POST, PUT, DELETE, OPTIONS';

export function refuseForbiddenMethods(): void {
  addRequestHook(refuseForbiddenMethod);
}

function refuseForbiddenMethod(request: IncomingMessage, response: ServerResponse): boolean {
  if (!FORBIDDEN_METHODS.has(request.method ?? '')) return false;
  response.writeHead(405, {
    allow: ALLOWED,
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end('Method Not Allowed');
  return true;
}
