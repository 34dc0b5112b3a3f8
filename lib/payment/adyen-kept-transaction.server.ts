import 'server-only';
import { createHash } from 'node:crypto';
import { cookies } from 'next/headers';
import { isSupportedLocale, type Locale } from '@/lib/i18n/locales';
import { ODOO_SESSION_COOKIE, ADYEN_TX_COOKIE } from '@/lib/shop/cookie-names';
import { requestIsHttps } from '@/lib/shopper/cookie-security.server';
import { shopSecret } from '@/lib/shopper/shop-secret';
import { signValue, verifySignedValue } from '@/lib/shopper/signed-value';

// The Odoo transaction a cart is being paid with. Odoo opens a new transaction on every
// adyenTransaction call, and paying needs the access token it answered with, so the shop keeps
// reference and token itself: in a signed HttpOnly cookie (page scripts never see the token, and
// any instance behind the load balancer can read it), plus a short per-process memory for two
// requests that arrive together and therefore both lack the cookie (two tabs, a retried request).
// Signing stops a shopper from pointing the shop at another transaction; Odoo checks the token
// against the reference anyway.

/** Long enough for a trip to the bank and back (3-D Secure, iDEAL), short for a stale tab. */
const LIFETIME_SECONDS = 2 * 60 * 60;

export interface KeptTransaction {
  acquirerId: number;
  reference: string;
  accessToken: string;
  /** Odoo's `converted_amount`: what Adyen is asked for, in the currency's minor units. */
  amountMinor: number;
  /** The order's currency (Odoo opens the transaction in it). */
  currency: string;
  /** The cart state the transaction was opened for: order and total as Odoo computed them. */
  orderId: number;
  cartTotal: number;
  /** The signed-in customer (the `user` cookie's id) it belongs to. */
  customerId: number;
  /**
   * The language the shopper pays in. Odoo sends them back to one return URL of its website,
   * which has no language of its own on a stock Odoo: the return page continues in this one.
   */
  locale: Locale;
}

interface CookiePayload extends KeptTransaction {
  /** A hash of the Odoo session it was opened in: the cookie is worthless beside another one. */
  sid: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

interface Remembered {
  transaction: KeptTransaction;
  expires: number;
}

/** Per process, by session hash; bounded so idle sessions cannot grow it without limit. */
const recent = new Map<string, Remembered>();
const RECENT_LIMIT = 10_000;
const RECENT_SECONDS = 10 * 60;

function sessionHash(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('base64url').slice(0, 22);
}

async function currentSessionHash(): Promise<string | null> {
  const session = (await cookies()).get(ODOO_SESSION_COOKIE)?.value;
  return session ? sessionHash(session) : null;
}

function isKept(value: unknown): value is CookiePayload {
  if (value === null || typeof value !== 'object') return false;
  const payload = value as Record<string, unknown>;
  const integers = ['acquirerId', 'amountMinor', 'orderId', 'customerId', 'exp'];
  const strings = ['reference', 'accessToken', 'currency', 'sid'];
  return (
    integers.every((key) => Number.isSafeInteger(payload[key])) &&
    strings.every((key) => typeof payload[key] === 'string' && payload[key] !== '') &&
    typeof payload.cartTotal === 'number' &&
    Number.isFinite(payload.cartTotal) &&
    isSupportedLocale(payload.locale)
  );
}

function fromCookie(value: string | undefined, sid: string, now: number): KeptTransaction | null {
  if (!value) return null;
  const payload = verifySignedValue(value, shopSecret());
  if (payload === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!isKept(parsed) || parsed.sid !== sid || parsed.exp * 1000 <= now) return null;
  return {
    acquirerId: parsed.acquirerId,
    reference: parsed.reference,
    accessToken: parsed.accessToken,
    amountMinor: parsed.amountMinor,
    currency: parsed.currency,
    orderId: parsed.orderId,
    cartTotal: parsed.cartTotal,
    customerId: parsed.customerId,
    locale: parsed.locale,
  };
}

function fromMemory(sid: string, now: number): KeptTransaction | null {
  const remembered = recent.get(sid);
  if (!remembered) return null;
  if (remembered.expires > now) return remembered.transaction;
  recent.delete(sid);
  return null;
}

/**
 * The transactions kept for the signed-in customer in this browser's Odoo session: the cookie's
 * first, then the one this process opened last if it differs (a request sent before that answer
 * arrived carries an older cookie or none). Whether one still fits the cart is the caller's
 * question.
 */
export async function keptTransactions(customerId: number): Promise<KeptTransaction[]> {
  const sid = await currentSessionHash();
  if (!sid) return [];
  const now = Date.now();
  const stored = fromCookie((await cookies()).get(ADYEN_TX_COOKIE)?.value, sid, now);
  const remembered = fromMemory(sid, now);
  const found = [stored, remembered?.reference === stored?.reference ? null : remembered];
  return found.filter(
    (transaction): transaction is KeptTransaction =>
      transaction !== null && transaction.customerId === customerId,
  );
}

function remember(sid: string, transaction: KeptTransaction, now: number): void {
  recent.delete(sid);
  if (recent.size >= RECENT_LIMIT) {
    // Maps iterate in insertion order: the first entry is the oldest.
    const oldest = recent.keys().next().value;
    if (oldest !== undefined) recent.delete(oldest);
  }
  recent.set(sid, { transaction, expires: now + RECENT_SECONDS * 1000 });
}

/** Keeps a newly opened transaction (server actions only: they may set cookies). */
export async function keepTransaction(transaction: KeptTransaction): Promise<void> {
  const sid = await currentSessionHash();
  if (!sid) return;
  const now = Date.now();
  remember(sid, transaction, now);
  const payload: CookiePayload = {
    ...transaction,
    sid,
    exp: Math.floor(now / 1000) + LIFETIME_SECONDS,
  };
  const value = signValue(Buffer.from(JSON.stringify(payload)).toString('base64url'), shopSecret());
  (await cookies()).set(ADYEN_TX_COOKIE, value, {
    httpOnly: true,
    // Lax: the browser still sends it when the bank or 3-D Secure page sends the shopper back.
    sameSite: 'lax',
    secure: await requestIsHttps(),
    path: '/',
    maxAge: LIFETIME_SECONDS,
  });
}

/** After a final answer the transaction is spent: the next payment opens a new one (actions only). */
export async function forgetKeptTransaction(): Promise<void> {
  const sid = await currentSessionHash();
  if (sid) recent.delete(sid);
  const jar = await cookies();
  if (jar.get(ADYEN_TX_COOKIE)) jar.delete(ADYEN_TX_COOKIE);
}
