import type { PGlite } from '@electric-sql/pglite';
import { randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { currencyDecimals } from '../currency-decimals';
import { one, type Db } from '../db';
import { readBody } from '../request-body';
import type { MolliePayment } from '../tables';

// A stand-in for the part of Mollie's REST API the storefront uses (v2 payments: create and get),
// so the whole Mollie flow runs offline: the storefront's @mollie/api-client points its
// `apiEndpoint` at `<mock-odoo>/v2/`. Mollie's shapes are kept where a client could notice:
// HAL JSON, Bearer API key, error bodies `{status, title, detail, field?, _links}`, 201 on create,
// the Idempotency-Key header, the checkout link only while the payment is open. The hosted
// checkout page itself lives with the other emulator pages (mollie-emulator-pages.ts).

export const DEFAULT_MOLLIE_API_KEY = 'test_mockodoo00000000000000000000';

export type MollieStatus =
  'open' | 'pending' | 'authorized' | 'paid' | 'canceled' | 'expired' | 'failed';

export type MolliePaymentRow = Omit<MolliePayment, 'status'> & { status: MollieStatus };

const MAX_BODY = 64 * 1024;
const WEBHOOK_TIMEOUT_MS = 5_000;
const HAL_JSON = 'application/hal+json';
const PAYMENT_ID = /^tr_[A-Za-z0-9]+$/;

// Mollie's own currencies, plus KRW, BHD and KWD (which Mollie does not take) so that 0- and
// 3-decimal amounts can be exercised against the same validation.
const CURRENCIES = new Set(
  (
    'AED AUD BGN BHD BRL CAD CHF CZK DKK EUR GBP HKD HUF ILS ISK JPY KRW KWD MXN MYR NOK NZD ' +
    'PHP PLN RON RUB SEK SGD THB TWD USD ZAR'
  ).split(' '),
);

const LOCALES = new Set(
  (
    'en_US en_GB nl_NL nl_BE fr_FR fr_BE fr_LU de_DE de_AT de_CH de_LU es_ES ca_ES pt_PT it_IT ' +
    'nb_NO sv_SE fi_FI da_DK is_IS hu_HU pl_PL lv_LV lt_LT'
  ).split(' '),
);

/** Mollie's timestamp field for each final status. */
const STATUS_TIMESTAMPS: Partial<Record<MollieStatus, string>> = {
  authorized: 'authorizedAt',
  paid: 'paidAt',
  canceled: 'canceledAt',
  expired: 'expiredAt',
  failed: 'failedAt',
};

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

const newPaymentId = () =>
  `tr_${Array.from({ length: 10 }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join('')}`;

export function molliePaymentById(db: Db, id: string): Promise<MolliePaymentRow | null> {
  return one<MolliePaymentRow>(db, 'SELECT * FROM mollie_payment WHERE id = $1', [id]);
}

/**
 * Sets the outcome the shopper chose, once: only an open payment changes, as at Mollie, where a
 * final status is final. Returns the changed payment, or null when nothing changed.
 */
export function setMollieStatus(
  db: Db,
  id: string,
  status: Exclude<MollieStatus, 'open'>,
): Promise<MolliePaymentRow | null> {
  return one<MolliePaymentRow>(
    db,
    `UPDATE mollie_payment
        SET status = $2, status_changed_at = now(),
            method = COALESCE(method, CASE WHEN $2 = 'paid' THEN 'ideal' END)
      WHERE id = $1 AND status = 'open' RETURNING *`,
    [id, status],
  );
}

/**
 * Mollie's classic webhook: a server-side POST of `id=tr_...`, unsigned, after a status change.
 * Fire and forget with a short timeout; a failure is logged, never thrown (Mollie would retry
 * later, the emulator does not). The promise settles when the attempt is over, for tests.
 */
export async function deliverMollieWebhook(webhookUrl: string, paymentId: string): Promise<void> {
  // The URL may carry the shop's own token: log only where it went.
  let target = webhookUrl;
  try {
    const parsed = new URL(webhookUrl);
    target = `${parsed.origin}${parsed.pathname}`;
  } catch {
    // Validated on create; keep the raw value for the log if it somehow is not a URL.
  }
  try {
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id: paymentId }).toString(),
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) {
      console.warn(
        `[mock-odoo] Mollie webhook ${target} for ${paymentId}: HTTP ${response.status}`,
      );
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`[mock-odoo] Mollie webhook ${target} for ${paymentId} failed: ${reason}`);
  }
}

// --- The payment resource ----------------------------------------------------------------------

export function mollieCheckoutUrl(baseUrl: string, id: string): string {
  return `${baseUrl}/payment/mollie/checkout?${new URLSearchParams({ id })}`;
}

const zeroAmount = (currency: string) => {
  const decimals = currencyDecimals(currency);
  return { value: decimals === 0 ? '0' : `0.${'0'.repeat(decimals)}`, currency };
};

export function paymentResource(row: MolliePaymentRow, baseUrl: string) {
  const amount = { value: row.amount_value, currency: row.amount_currency };
  const timestampField = STATUS_TIMESTAMPS[row.status];
  const paid = row.status === 'paid';
  return {
    resource: 'payment',
    id: row.id,
    mode: 'test',
    createdAt: new Date(row.created_at).toISOString(),
    amount,
    description: row.description,
    method: row.method,
    metadata: row.metadata ?? null,
    status: row.status,
    isCancelable: false,
    profileId: 'pfl_mockodoo00',
    sequenceType: 'oneoff',
    redirectUrl: row.redirect_url,
    ...(row.webhook_url ? { webhookUrl: row.webhook_url } : {}),
    ...(row.locale ? { locale: row.locale } : {}),
    ...(timestampField && row.status_changed_at
      ? { [timestampField]: new Date(row.status_changed_at).toISOString() }
      : {}),
    ...(paid
      ? {
          amountRefunded: zeroAmount(row.amount_currency),
          amountRemaining: amount,
          settlementAmount: amount,
        }
      : {}),
    _links: {
      self: { href: `${baseUrl}/v2/payments/${row.id}`, type: HAL_JSON },
      // Mollie offers the checkout only while the shopper can still pay.
      ...(row.status === 'open'
        ? { checkout: { href: mollieCheckoutUrl(baseUrl, row.id), type: 'text/html' } }
        : {}),
      documentation: {
        href: 'https://docs.mollie.com/reference/get-payment',
        type: 'text/html',
      },
    },
  };
}

// --- Errors ------------------------------------------------------------------------------------

interface ApiReply {
  status: number;
  body: unknown;
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  422: 'Unprocessable Entity',
};

function mollieError(status: number, detail: string, field?: string): ApiReply {
  return {
    status,
    body: {
      status,
      title: TITLES[status] ?? 'Error',
      detail,
      ...(field ? { field } : {}),
      _links: {
        documentation: {
          href: 'https://docs.mollie.com/overview/handling-errors',
          type: 'text/html',
        },
      },
    },
  };
}

class InvalidField extends Error {
  constructor(
    readonly field: string,
    detail: string,
  ) {
    super(detail);
  }
}

// --- Validation --------------------------------------------------------------------------------

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function httpUrl(value: unknown, field: string, label: string): string {
  if (typeof value !== 'string') throw new InvalidField(field, `The ${label} is invalid`);
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.toString();
  } catch {
    // Falls through to the error below.
  }
  throw new InvalidField(field, `The ${label} is invalid`);
}

interface PaymentInput {
  amountValue: string;
  currency: string;
  description: string;
  redirectUrl: string;
  webhookUrl: string | null;
  metadata: unknown;
  locale: string | null;
  method: string | null;
}

/** Checks a create body the way Mollie does: the first problem answers 422 with its field. */
function readPaymentInput(body: Json): PaymentInput {
  const amount = body.amount;
  if (!isRecord(amount)) throw new InvalidField('amount', 'The amount is required for payments');
  const currency = amount.currency;
  if (typeof currency !== 'string' || !CURRENCIES.has(currency)) {
    throw new InvalidField('amount.currency', 'The currency is not supported');
  }
  const decimals = currencyDecimals(currency);
  const pattern = decimals === 0 ? /^\d+$/ : new RegExp(`^\\d+\\.\\d{${decimals}}$`);
  const value = amount.value;
  if (typeof value !== 'string' || !pattern.test(value)) {
    throw new InvalidField(
      'amount.value',
      `The amount contains an invalid value: ${currency} takes ${decimals} decimals`,
    );
  }
  if (Number(value) <= 0) {
    throw new InvalidField('amount.value', 'The amount is lower than the minimum');
  }
  if (typeof body.description !== 'string' || body.description.trim() === '') {
    throw new InvalidField('description', 'The description is required');
  }
  if (body.description.length > 255) {
    throw new InvalidField('description', 'The description is too long');
  }
  const redirectUrl = httpUrl(body.redirectUrl, 'redirectUrl', 'redirect URL');
  const webhookUrl =
    body.webhookUrl === undefined || body.webhookUrl === null
      ? null
      : httpUrl(body.webhookUrl, 'webhookUrl', 'webhook URL');
  const locale = body.locale ?? null;
  if (locale !== null && (typeof locale !== 'string' || !LOCALES.has(locale))) {
    throw new InvalidField('locale', 'The locale is invalid');
  }
  const method = body.method ?? null;
  if (method !== null && typeof method !== 'string') {
    throw new InvalidField('method', 'The payment method is invalid');
  }
  return {
    amountValue: value,
    currency,
    description: body.description,
    redirectUrl,
    webhookUrl,
    metadata: body.metadata ?? null,
    locale,
    method,
  };
}

// --- Endpoints ---------------------------------------------------------------------------------

async function createPayment(
  db: Db,
  body: unknown,
  idempotencyKey: string | null,
  baseUrl: string,
): Promise<ApiReply> {
  if (!isRecord(body)) return mollieError(400, 'The request body is not a JSON object');
  let input: PaymentInput;
  try {
    input = readPaymentInput(body);
  } catch (error) {
    if (error instanceof InvalidField) return mollieError(422, error.message, error.field);
    throw error;
  }
  const metadata = input.metadata === null ? null : JSON.stringify(input.metadata);
  if (idempotencyKey) {
    const earlier = await one<MolliePaymentRow & { same: boolean }>(
      db,
      `SELECT *, (amount_value = $2 AND amount_currency = $3
                  AND metadata IS NOT DISTINCT FROM $4::jsonb) AS same
         FROM mollie_payment WHERE idempotency_key = $1`,
      [idempotencyKey, input.amountValue, input.currency, metadata],
    );
    // A retry gets the payment it created; the same key for another payment is a mistake.
    if (earlier?.same) return { status: 201, body: paymentResource(earlier, baseUrl) };
    if (earlier) {
      return mollieError(422, 'The Idempotency-Key was already used for another request');
    }
  }
  const row = await one<MolliePaymentRow>(
    db,
    `INSERT INTO mollie_payment
       (id, amount_value, amount_currency, description, redirect_url, webhook_url, metadata,
        locale, method, idempotency_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10) RETURNING *`,
    [
      newPaymentId(),
      input.amountValue,
      input.currency,
      input.description,
      input.redirectUrl,
      input.webhookUrl,
      metadata,
      input.locale,
      input.method,
      idempotencyKey,
    ],
  );
  if (!row) throw new Error('Could not create a Mollie payment');
  return { status: 201, body: paymentResource(row, baseUrl) };
}

async function getPayment(db: Db, id: string, baseUrl: string): Promise<ApiReply> {
  const row = PAYMENT_ID.test(id) ? await molliePaymentById(db, id) : null;
  if (!row) return mollieError(404, `No payment exists with token ${id}.`);
  return { status: 200, body: paymentResource(row, baseUrl) };
}

function apiKey(): string {
  return process.env.MOCK_MOLLIE_API_KEY || DEFAULT_MOLLIE_API_KEY;
}

function authorized(req: IncomingMessage): boolean {
  const header = req.headers.authorization ?? '';
  return header === `Bearer ${apiKey()}`;
}

function header(req: IncomingMessage, name: string): string | null {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value) || null;
}

async function route(req: IncomingMessage, db: PGlite, url: URL): Promise<ApiReply> {
  if (!authorized(req)) {
    return mollieError(401, 'Missing authentication, or failed to authenticate');
  }
  const baseUrl = `http://${req.headers.host ?? '127.0.0.1:8069'}`;
  const method = req.method ?? 'GET';
  if (url.pathname === '/v2/payments') {
    if (method !== 'POST') return mollieError(405, `The method ${method} is not allowed here`);
    const body = parseJson(await readBody(req, MAX_BODY));
    const key = header(req, 'idempotency-key');
    return db.transaction((tx) => createPayment(tx, body, key, baseUrl));
  }
  const match = /^\/v2\/payments\/([^/]+)$/.exec(url.pathname);
  if (match?.[1]) {
    if (method !== 'GET') return mollieError(405, `The method ${method} is not allowed here`);
    return getPayment(db, decodeURIComponent(match[1]), baseUrl);
  }
  return mollieError(404, 'The resource does not exist');
}

/** Answers `/v2/...` like Mollie's API. Returns true when the request was one (and answered). */
export async function handleMollieApi(
  req: IncomingMessage,
  res: ServerResponse,
  db: PGlite,
  url: URL,
): Promise<boolean> {
  if (!url.pathname.startsWith('/v2/')) return false;
  const reply = await route(req, db, url);
  res.writeHead(reply.status, { 'content-type': HAL_JSON, 'cache-control': 'no-store' });
  res.end(JSON.stringify(reply.body));
  return true;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
