/**
 * The header in which the shop's server records the socket's address of each request
 * (lib/http/peer-address.server.ts); a client's own value in it is overwritten.
 */
export const PEER_ADDRESS_HEADER = 'x-shop-peer-address';
