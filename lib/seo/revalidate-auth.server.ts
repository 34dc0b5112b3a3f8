import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import '@/lib/validation/zod-config';
import { z } from 'zod';
import { takeAttempt } from '@/lib/shopper/rate-limit.server';

// Authentication and input rules of POST /api/revalidate, apart from the route so they are tested
// without Next. Odoo signs the time it sends together with the body, so a captured request stops
// working after five minutes, and one that is replayed inside those minutes is refused because
// its signature was seen. The secret is only ever compared, never logged or echoed.

export const SIGNATURE_HEADER = 'x-odoo-signature';
/** Unix time in seconds when Odoo sent the request; part of what is signed. */
export const TIMESTAMP_HEADER = 'x-odoo-timestamp';
const SIGNATURE_PREFIX = 'sha256=';

/** How far the signed time may be from this server's clock, either way. */
export const MAX_CLOCK_SKEW_SECONDS = 5 * 60;

/** Odoo sends at most a few hundred tags at once; anything larger is not a cache webhook. */
export const MAX_BODY_BYTES = 64 * 1024;
const MAX_TAGS = 1000;

export const revalidateBodySchema = z.strictObject({
  tags: z.array(z.string().trim().min(1).max(64)).min(1).max(MAX_TAGS),
});

/** The configured secret, or null when revalidation is switched off. */
export function revalidateSecret(): string | null {
  return process.env.REVALIDATE_SECRET?.trim() || null;
}

/** What is signed: the timestamp, a dot, the raw body (as Stripe and GitHub-style webhooks do). */
function signedContent(timestamp: string, rawBody: string): string {
  return `${timestamp}.${rawBody}`;
}

/** `sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>">`, compared in constant time. */
export function isValidSignature(
  rawBody: string,
  timestamp: string,
  header: string | null,
  secret: string,
): boolean {
  const provided = signatureHex(header);
  if (!provided) return false;
  const expected = createHmac('sha256', secret)
    .update(signedContent(timestamp, rawBody), 'utf8')
    .digest();
  return timingSafeEqual(expected, Buffer.from(provided, 'hex'));
}

function signatureHex(header: string | null): string | null {
  const value = header?.trim() ?? '';
  if (!value.toLowerCase().startsWith(SIGNATURE_PREFIX)) return null;
  const hex = value.slice(SIGNATURE_PREFIX.length).toLowerCase();
  return /^[0-9a-f]{64}$/.test(hex) ? hex : null;
}

/** Whole seconds, within the allowed skew of `now`. */
export function isFreshTimestamp(timestamp: string | null, now = Date.now()): boolean {
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) return false;
  return Math.abs(now / 1000 - Number(timestamp)) <= MAX_CLOCK_SKEW_SECONDS;
}

/**
 * A valid, fresh, not yet seen webhook call. Seen signatures are remembered through the rate-limit
 * store (one use per signature for the whole freshness window), so with a shared store a replay
 * to another instance is refused too.
 */
export async function isAuthenticWebhook(
  rawBody: string,
  headers: Headers,
  secret: string,
  now = Date.now(),
): Promise<boolean> {
  const timestamp = headers.get(TIMESTAMP_HEADER)?.trim() ?? null;
  if (!isFreshTimestamp(timestamp, now) || timestamp === null) return false;
  const signature = headers.get(SIGNATURE_HEADER);
  if (!isValidSignature(rawBody, timestamp, signature, secret)) return false;
  const firstUse = await takeAttempt(
    `revalidate:signature:${signatureHex(signature)}`,
    { limit: 1, windowMs: 2 * MAX_CLOCK_SKEW_SECONDS * 1000 },
    now,
  );
  return firstUse.allowed;
}

/** The headers Odoo (or a test, or an operator with curl) sends for a body. */
export function signRequest(
  rawBody: string,
  secret: string,
  now = Date.now(),
): Record<string, string> {
  const timestamp = String(Math.floor(now / 1000));
  const hex = createHmac('sha256', secret)
    .update(signedContent(timestamp, rawBody), 'utf8')
    .digest('hex');
  return { [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: `${SIGNATURE_PREFIX}${hex}` };
}
