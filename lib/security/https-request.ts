/**
 * Whether the shopper reached the shop over https. Next's server sets x-forwarded-proto for the
 * connection it accepted and keeps the value a TLS-terminating proxy sent. One rule for every
 * Secure flag (Odoo's session cookie, the shop's cookies) and for upgrade-insecure-requests; a
 * forged value only changes the flags of the forger's own cookies.
 */
export function isHttpsRequest(headers: Headers): boolean {
  return headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}
