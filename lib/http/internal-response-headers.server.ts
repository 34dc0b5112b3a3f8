import 'server-only';
import { Server, type IncomingMessage, type ServerResponse } from 'node:http';

// `next start` copies the proxy's rewrite target onto every answer as `x-middleware-rewrite`
// (next/dist/server/lib/router-utils/resolve-routes.js): the internal path a request was served
// from (`/nl/cart`, the unroutable 404 segment, a filtered listing's per-request route). The App
// Router's browser code never reads it, so it is taken off before the headers go out. Installed
// once at start-up from instrumentation.ts, like unsupported-methods.server.ts.

const INTERNAL_HEADERS = ['x-middleware-rewrite'];

let installed = false;

export function stripInternalResponseHeaders(): void {
  if (installed) return;
  installed = true;
  const emit = Server.prototype.emit;
  Server.prototype.emit = function emitWithoutInternalHeaders(
    this: Server,
    event: string | symbol,
    ...args: unknown[]
  ): boolean {
    if (event === 'request') withoutInternalHeaders(args[1] as ServerResponse<IncomingMessage>);
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  };
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
