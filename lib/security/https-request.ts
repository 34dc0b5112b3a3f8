/**
 * Whether the shopper reached the shop over https: the connection's own protocol, or what a
 * TLS-terminating proxy the operator trusts (TRUSTED_PROXIES) sent; anyone else's x-forwarded-proto
 * is replaced before Next sees the request (lib/http/peer-address.server.ts). One rule for every
 * Secure flag (Odoo's session cookie, the shop's cookies) and for upgrade-insecure-requests.
 */
export function isHttpsRequest(headers: Headers): boolean {
  return headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}
