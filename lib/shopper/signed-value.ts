import { createHmac, timingSafeEqual } from 'node:crypto';

// `<payload>.<HMAC-SHA256 of the payload>`, both base64url. Pure functions of the secret, so the
// proxy and server code verify the same way.

export function signValue(payload: string, secret: string): string {
  return `${payload}.${mac(payload, secret)}`;
}

/** The payload when the signature is the shop's, else null. */
export function verifySignedValue(value: string, secret: string): string | null {
  const separator = value.lastIndexOf('.');
  if (separator <= 0) return null;
  const payload = value.slice(0, separator);
  const given = Buffer.from(value.slice(separator + 1), 'base64url');
  const expected = Buffer.from(mac(payload, secret), 'base64url');
  // Constant time, so the signature cannot be guessed byte by byte.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return payload;
}

function mac(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}
