import 'server-only';
import type { IncomingMessage } from 'node:http';
import { addRequestHook } from './request-hooks.server';
import { PEER_ADDRESS_HEADER } from '@/lib/shopper/peer-address-header';

// Next 16 tells route handlers, server actions and proxy.ts nothing about the connection: it only
// sets `x-forwarded-for` to the socket's address when a request has none, and keeps whatever a
// client sent. Rate limits need an address the client cannot choose, so the Node server writes
// the socket's address into a header of the shop's own on every request, over anything a client
// sent in it (lib/shopper/client-address.server.ts decides which address counts). A request hook
// (request-hooks.server.ts).

export function recordPeerAddresses(): void {
  addRequestHook(recordPeerAddress);
}

function recordPeerAddress(request: IncomingMessage): boolean {
  const address = request.socket?.remoteAddress;
  if (address) request.headers[PEER_ADDRESS_HEADER] = address;
  else delete request.headers[PEER_ADDRESS_HEADER];
  return false;
}
