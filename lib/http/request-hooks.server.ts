import 'server-only';
import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import { Server as TlsServer } from 'node:https';

// A few things must happen before Next sees a request at all (a method its Fetch layer cannot
// build, an address the client cannot forge, a header it must not send back, an action id it
// must not run). `next start` offers no hook there, so the Node server's 'request' event is
// wrapped once, and every hook sees each request in the order it was added. A hook that answers
// the request itself returns true: Next never sees it. Added at start-up from instrumentation.ts.

export type RequestHook = (request: IncomingMessage, response: ServerResponse) => boolean;

const hooks = new Set<RequestHook>();
let wrapped = false;

export function addRequestHook(hook: RequestHook): void {
  hooks.add(hook);
  if (wrapped) return;
  wrapped = true;
  for (const prototype of [Server.prototype, TlsServer.prototype]) {
    const emit = prototype.emit;
    prototype.emit = function emitThroughHooks(
      this: Server,
      event: string | symbol,
      ...args: unknown[]
    ): boolean {
      if (event === 'request') {
        const [request, response] = args as [IncomingMessage, ServerResponse];
        for (const hook of hooks) if (hook(request, response)) return true;
      }
      return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
    };
  }
}
