import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { addRequestHook } from './request-hooks.server';

// Next 16 gives every 'use cache' function a server reference id like a server action's, and its
// action handler runs whatever id the manifest holds: a POST with `Next-Action: <id>` called the
// shop's cached catalogue reads with arguments of the caller's choosing (any page size, any ids,
// cache entries without end). They are reads for pages, not actions: the Node server refuses
// such a call before Next sees it, with the 404 Next gives an unknown action. The id's first byte
// says what it is (next/dist/shared/lib/server-reference-info.js: the high bit marks 'use cache').
// A request hook (request-hooks.server.ts).

const ACTION_HEADER = 'next-action';
const ID_LENGTH = 42;

/** Whether a `Next-Action` value is the id of a 'use cache' function. */
export function isCacheFunctionId(id: string): boolean {
  if (id.length !== ID_LENGTH) return false;
  const info = parseInt(id.slice(0, 2), 16);
  return Number.isInteger(info) && (info & 0x80) !== 0;
}

export function refuseCacheFunctionCalls(): void {
  addRequestHook(refuseCacheFunctionCall);
}

function refuseCacheFunctionCall(request: IncomingMessage, response: ServerResponse): boolean {
  const id = request.headers[ACTION_HEADER];
  if (typeof id !== 'string' || !isCacheFunctionId(id.trim())) return false;
  response.writeHead(404, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end('Server action not found.');
  return true;
}
