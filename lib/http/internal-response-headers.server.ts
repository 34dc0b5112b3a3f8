import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { addRequestHook } from './request-hooks.server';

// `next start` copies the proxy's rewrite target onto every answer as `x-middleware-rewrite`
// (next/dist/server/lib/router-utils/resolve-routes.js): the internal path a request was served
// from (`/nl/cart`, the unroutable 404 segment, a filtered listing's per-request route). The App
// Router's browser code never reads it, so it is taken off before the headers go out. A request
// hook (request-hooks.server.ts).

const INTERNAL_HEADERS = ['x-middleware-rewrite'];

export function stripInternalResponseHeaders(): void {
  addRequestHook(stripFromAnswer);
}

function stripFromAnswer(_request: IncomingMessage, response: ServerResponse): boolean {
  withoutInternalHeaders(response);
  return false;
}

/** Every way Node sends headers goes through writeHead (implicitly on the first write, too). */
export function withoutInternalHeaders(response: ServerResponse<IncomingMessage>): void {
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadWithoutInternalHeaders(
    this: ServerResponse<IncomingMessage>,
    ...args: Parameters<typeof writeHead>
  ) {
    for (const name of INTERNAL_HEADERS) this.removeHeader(name);
    return writeHead.apply(this, args);
  } as typeof writeHead;
}
