import 'server-only';
import { Server, type IncomingMessage, type ServerResponse } from 'node:http';

// TRACE (and TRACK) reach `next start` like any request, but Next builds a WHATWG Request for the
// proxy and for route handlers, and the Fetch standard forbids these methods: the constructor
// throws and the shopper's server answers 500 before any code of ours runs. The Node server is
// the only place that sees them first, so it answers 405 there. Installed once at start-up from
// instrumentation.ts; a reverse proxy in front may refuse them earlier, which is better still.

const FORBIDDEN_METHODS = new Set(['TRACE', 'TRACK']);
const ALLOWED = 'GET, HEAD, POST, PUT, DELETE, OPTIONS';

let installed = false;

export function refuseForbiddenMethods(): void {
  if (installed) return;
  installed = true;
  const emit = Server.prototype.emit;
  Server.prototype.emit = function emitUnlessForbidden(
    this: Server,
    event: string | symbol,
    ...args: unknown[]
  ): boolean {
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      if (FORBIDDEN_METHODS.has(request.method ?? '')) {
        response.writeHead(405, {
          allow: ALLOWED,
          'content-type': 'text/plain; charset=utf-8',
          'cache-control': 'no-store',
        });
        response.end('Method Not Allowed');
        return true;
      }
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  };
}
