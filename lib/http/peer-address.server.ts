import 'server-only';
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { isTrustedPeer } from '@/lib/shopper/client-address.server';
import { addRequestHook } from './request-hooks.server';
import { PEER_ADDRESS_HEADER } from '@/lib/shopper/peer-address-header';

// Next 16 tells route handlers, server actions and proxy.ts nothing about the connection: it only
// sets `x-forwarded-for` to the socket's address when a request has none, and keeps whatever a
// client sent. Rate limits need an address the client cannot choose, so the Node server writes
// the socket's address into a header of the shop's own on every request, over anything a client
// sent in it (lib/shopper/client-address.server.ts decides which address counts). A request hook
// (request-hooks.server.ts).
//
// The same for the protocol: `x-forwarded-proto` decides the Secure flag of every cookie and
// SameSite=None of the user cookie (lib/security/https-request.ts), so it counts only from a proxy
// the operator trusts (TRUSTED_PROXIES); from anyone else it is the connection's own protocol.

export function recordPeerAddresses(): void {
  addRequestHook(recordPeerAddress);
}

function recordPeerAddress(request: IncomingMessage): boolean {
  const address = request.socket?.remoteAddress;
  if (address) request.headers[PEER_ADDRESS_HEADER] = address;
  else delete request.headers[PEER_ADDRESS_HEADER];
  if (!isTrustedPeer(address)) {
    request.headers['x-forwarded-proto'] = (request.socket as TLSSocket | undefined)?.encrypted
      ? 'https'
      : 'http';
  }
  return false;
}
