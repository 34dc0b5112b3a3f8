import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
// Next's own check, internal to Next: tests/http/router-state.test.ts fails if it moves.
import { parseAndValidateFlightRouterState } from 'next/dist/server/app-render/parse-and-validate-flight-router-state';
import { addRequestHook } from './request-hooks.server';

// A client navigation sends the router's state in `next-router-state-tree`. Next answers one it
// cannot read with a 500, and it hides the header from proxy.ts, so the Node server checks it
// first with Next's own parser and answers 400 (a request hook, request-hooks.server.ts).

const ROUTER_STATE_HEADER = 'next-router-state-tree';

export function refuseUnreadableRouterState(): void {
  addRequestHook(refuseUnreadable);
}

function refuseUnreadable(request: IncomingMessage, response: ServerResponse): boolean {
  const state = request.headers[ROUTER_STATE_HEADER];
  if (state === undefined || readable(state)) return false;
  response.writeHead(400, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end('Bad Request');
  return true;
}

function readable(state: string | string[]): boolean {
  try {
    parseAndValidateFlightRouterState(state);
    return true;
  } catch {
    return false;
  }
}
