import 'server-only';
import { Server, type IncomingMessage } from 'node:http';
import { Server as TlsServer } from 'node:https';
import { PEER_ADDRESS_HEADER } from '@/lib/shopper/peer-address-header';

// Next 16 tells route handlers, server actions and proxy.ts nothing about the connection: it only
// sets `x-forwarded-for` to the socket's address when a request has none, and keeps whatever a
// client sent. Rate limits need an address the client cannot choose, so the Node server writes
// the socket's address into a header of the shop's own on every request, over anything a client
// sent in it (lib/shopper/client-address.server.ts decides which address counts). Installed once
// at start-up from instrumentation.ts, like unsupported-methods.server.ts.

let installed = false;

export function recordPeerAddresses(): void {
  if (installed) return;
  installed = true;
  for (const prototype of [Server.prototype, TlsServer.prototype]) {
    const emit = prototype.emit;
    prototype.emit = function emitWithPeerAddress(
      this: Server,
      event: string | symbol,
      ...args: unknown[]
    ): boolean {
      if (event === 'request') {
        const [request] = args as [IncomingMessage];
        const address = request.socket?.remoteAddress;
        if (address) request.headers[PEER_ADDRESS_HEADER] = address;
        else delete request.headers[PEER_ADDRESS_HEADER];
      }
      return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
    };
  }
}
