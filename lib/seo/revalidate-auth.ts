import 'server-only';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

// Authentication and input rules of POST/GET /api/revalidate, apart from the route so they are
// tested without Next. The secret is only ever compared, never logged or echoed.

export const SIGNATURE_HEADER = 'x-odoo-signature';
const SIGNATURE_PREFIX = 'sha256=';

/** Odoo sends at most a few hundred tags at once; anything larger is not a cache webhook. */
export const MAX_BODY_BYTES = 64 * 1024;
const MAX_TAGS = 1000;

export const revalidateBodySchema = z.strictObject({
  tags: z.array(z.string().trim().min(1).max(64)).min(1).max(MAX_TAGS),
});

export const revalidateQuerySchema = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(64)).min(1).max(MAX_TAGS));

/** The configured secret, or null when revalidation is switched off. */
export function revalidateSecret(): string | null {
  return process.env.REVALIDATE_SECRET?.trim() || null;
}

/** `sha256=<hex HMAC-SHA256 of the raw body>`, compared in constant time. */
export function isValidSignature(rawBody: string, header: string | null, secret: string): boolean {
  if (!header) return false;
  const value = header.trim();
  if (!value.toLowerCase().startsWith(SIGNATURE_PREFIX)) return false;
  const provided = value.slice(SIGNATURE_PREFIX.length).toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(provided)) return false;
  const expected = createHmac('sha256', secret).update(rawBody, 'utf8').digest();
  return timingSafeEqual(expected, Buffer.from(provided, 'hex'));
}

/**
 * Odoo's GET form (`?key=<secret>`). Both sides are hashed first so timingSafeEqual gets equal
 * lengths and the comparison does not reveal the secret's length either.
 */
export function isValidKey(key: string | null, secret: string): boolean {
  if (!key) return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(key), digest(secret));
}

/** The signature Odoo (or a test, or an operator with curl) sends for a body. */
export function signBody(rawBody: string, secret: string): string {
  return `${SIGNATURE_PREFIX}${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;
}
