import 'server-only';
import { Server, type IncomingMessage, type ServerResponse } from 'node:http';

// Next 16 gives every 'use cache' function a server reference id like a server action's, and its
// action handler runs whatever id the manifest holds: a POST with `Next-Action: <id>` called the
// shop's cached catalogue reads with arguments of the caller's choosing (any page size, any ids,
// cache entries without end). They are reads for pages, not actions: the Node server refuses
// such a call before Next sees it, with the 404 Next gives an unknown action. The id's first byte
// says what it is (next/dist/shared/lib/server-reference-info.js: the high bit marks 'use cache').
// Installed once at start-up from instrumentation.ts, like unsupported-methods.server.ts.

const ACTION_HEADER = 'next-action';
const ID_LENGTH = 42;

/** Whether a `Next-Action` value is the id of a 'use cache' function. */
export function isCacheFunctionId(id: string): boolean {
  if (id.length !== ID_LENGTH) return false;
  const info = parseInt(id.slice(0, 2), 16);
  return Number.isInteger(info) && (info & 0x80) !== 0;
}

let installed = false;

export function refuseCacheFunctionCalls(): void {
  if (installed) return;
  installed = true;
  const emit = Server.prototype.emit;
  Server.prototype.emit = function emitUnlessCacheFunctionCall(
    this: Server,
    event: string | symbol,
    ...args: unknown[]
  ): boolean {
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      const id = request.headers[ACTION_HEADER];
      if (typeof id === 'string' && isCacheFunctionId(id.trim())) {
        response.writeHead(404, {
          'content-type': 'text/plain; charset=utf-8',
          'cache-control': 'no-store',
        });
        response.end('Server action not found.');
        return true;
      }
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  };
}
