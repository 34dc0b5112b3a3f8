import { createHmac, randomBytes, randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../request-body';
import { sendJson } from '../send-json';
import { ADYEN_PAYMENT_METHODS_RESPONSE } from './providers';

// A stand-in for Adyen: the part of its Checkout API that Odoo's payment_adyen and
// vsf_payment_transaction's payment links call, the pages a shopper meets at Adyen
// (adyen-emulator-pages.ts: 3-D Secure, the bank of a redirect method, a payment link's hosted
// page) and Adyen's webhook for the payments of a link. Odoo builds its API URLs from the acquirer's "Checkout API URL" as
// `<url>/V<version>/<endpoint>`, so an acquirer whose URL is `<this server>/adyen/checkout` talks
// to this emulator: mock-odoo's own Adyen acquirers do, and a live Odoo configured with
// `scripts/live-odoo-adyen.ts` does (tests/contract/README.md). The payments are Adyen's, kept in
// memory: mock-odoo's Odoo side calls this API over HTTP while it holds its own database
// transaction, as a real Odoo does.

/** Where Odoo's "Checkout API URL" points for this emulator (relative to the server). */
export const ADYEN_CHECKOUT_PATH = '/adyen/checkout';
/** The pages the shopper meets at Adyen. */
export const ADYEN_PAGE_PATHS = {
  challenge: '/adyen/challenge',
  bank: '/adyen/bank',
  /** Followed by the link's id. */
  link: '/adyen/link/',
} as const;

/** The merchant's credentials, as the Adyen acquirer must hold them to talk to this emulator. */
export interface AdyenEmulatorConfig {
  apiKey: string;
  merchantAccount: string;
  clientKey: string;
  /** The webhook's HMAC key in hex (Odoo's acquirer field "HMAC Key"). */
  hmacKey: string;
  /** Where the webhook goes; unset: `/payment/adyen/notification` of the host that called. */
  webhookUrl: string | null;
}

/** Test credentials, never a real merchant's; `MOCK_ADYEN_*` variables replace them. */
export const ADYEN_EMULATOR_DEFAULTS = {
  apiKey: 'mock-odoo-adyen-api-key',
  merchantAccount: 'MockOdooShopECOM',
  clientKey: 'test_MOCKODOOCLIENTKEY',
  hmacKey: 'A1B2C3D4E5F60718293A4B5C6D7E8F90112233445566778899AABBCCDDEEFF00',
} as const;

export function adyenEmulatorConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
): AdyenEmulatorConfig {
  return {
    apiKey: env.MOCK_ADYEN_API_KEY || ADYEN_EMULATOR_DEFAULTS.apiKey,
    merchantAccount: env.MOCK_ADYEN_MERCHANT_ACCOUNT || ADYEN_EMULATOR_DEFAULTS.merchantAccount,
    clientKey: env.MOCK_ADYEN_CLIENT_KEY || ADYEN_EMULATOR_DEFAULTS.clientKey,
    hmacKey: env.MOCK_ADYEN_HMAC_KEY || ADYEN_EMULATOR_DEFAULTS.hmacKey,
    webhookUrl: env.MOCK_ADYEN_WEBHOOK_URL?.trim() || null,
  };
}

// --- Adyen's records ---------------------------------------------------------------------------

export interface AdyenAmount {
  value: number;
  currency: string;
}

/** What the shopper chose on a page; /payments/details turns it into the result. */
export type PageVerdict = 'authenticated' | 'failed' | 'authorised' | 'refused' | 'cancelled';

export interface EmulatedPayment {
  pspReference: string;
  merchantReference: string;
  amount: AdyenAmount;
  paymentMethodType: string;
  returnUrl: string | null;
  /** The page a redirect action sends the shopper to, while the payment waits for them. */
  page: 'challenge' | 'bank' | null;
  /** RedirectShopper while it waits; Authorised, Refused or Cancelled once decided, for good. */
  resultCode: string;
  refusalReason: string | null;
  notifyUrl: string;
}

export interface EmulatedLink {
  id: string;
  url: string;
  reference: string;
  amount: AdyenAmount;
  merchantAccount: string;
  returnUrl: string | null;
  shopperLocale: string | null;
  countryCode: string | null;
  description: string | null;
  /** active until paid (completed) or past expiresAt (expired). */
  status: 'active' | 'completed' | 'expired';
  expiresAt: Date;
  notifyUrl: string;
}

const LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
const WEBHOOK_TIMEOUT_MS = 10_000;
const MAX_BODY = 64 * 1024;
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const HEX = '0123456789ABCDEF';

const randomCode = (length: number, alphabet = ALPHANUMERIC) =>
  Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

/** Adyen's pspReference: 16 characters. */
export const newPspReference = () => randomCode(16);

/** The payment methods that send the shopper to their bank (the bank page). */
const REDIRECT_METHODS = new Set(
  ADYEN_PAYMENT_METHODS_RESPONSE.paymentMethods
    .map((method) => method.type)
    .filter((type) => type !== 'scheme'),
);

/** What an Adyen test card stands for in this emulator, by its number. */
function cardOutcome(paymentMethod: Record<string, unknown>): 'challenge' | 'refuse' | 'authorise' {
  const raw = paymentMethod.encryptedCardNumber ?? paymentMethod.number;
  const number = (typeof raw === 'string' ? raw : '').replace(/^test_/, '').replace(/\s/g, '');
  // Adyen's 3-D Secure 2 test card, and any number ending in 0001; 0002 is refused.
  if (number === '4917610000000000' || number.endsWith('0001')) return 'challenge';
  if (number.endsWith('0002')) return 'refuse';
  return 'authorise';
}

/**
 * Adyen's HMAC signature of a notification item: the item's fields joined by `:` (a `\` or `:`
 * inside a value escaped with `\`), HMAC-SHA256 with the binary key, in Base64.
 */
export function notificationSignature(hmacKey: string, item: NotificationItem): string {
  const escape = (value: string | number | undefined) =>
    value === undefined ? '' : String(value).replace(/\\/g, '\\\\').replace(/:/g, '\\:');
  const signed = [
    item.pspReference,
    item.originalReference,
    item.merchantAccountCode,
    item.merchantReference,
    item.amount.value,
    item.amount.currency,
    item.eventCode,
    item.success,
  ]
    .map(escape)
    .join(':');
  return createHmac('sha256', Buffer.from(hmacKey, 'hex')).update(signed, 'utf8').digest('base64');
}

export interface NotificationItem {
  pspReference: string;
  originalReference?: string;
  merchantAccountCode: string;
  merchantReference: string;
  amount: AdyenAmount;
  eventCode: string;
  eventDate: string;
  success: 'true' | 'false';
  paymentMethod: string;
  reason?: string;
  additionalData: { hmacSignature: string };
}

// --- The emulator ------------------------------------------------------------------------------

export class AdyenEmulator {
  readonly payments = new Map<string, EmulatedPayment>();
  readonly links = new Map<string, EmulatedLink>();
  /** Signs the pages' forms and the redirect results: nobody else can make one. */
  private readonly secret = randomBytes(32);

  constructor(readonly config: AdyenEmulatorConfig = adyenEmulatorConfig()) {}

  sign(...parts: string[]): string {
    return createHmac('sha256', this.secret).update(parts.join('\u0000')).digest('base64url');
  }

  /** The opaque `redirectResult` a page hands back: the payment, the verdict, a signature. */
  redirectResult(payment: EmulatedPayment, verdict: PageVerdict): string {
    const body = Buffer.from(`${payment.pspReference}:${verdict}`).toString('base64url');
    return `${body}.${this.sign('redirect-result', payment.pspReference, verdict)}`;
  }

  readRedirectResult(value: unknown): { payment: EmulatedPayment; verdict: PageVerdict } | null {
    if (typeof value !== 'string') return null;
    const [body, signature] = value.split('.');
    if (!body || !signature) return null;
    const [psp, verdict] = Buffer.from(body, 'base64url').toString().split(':');
    const payment = psp ? this.payments.get(psp) : undefined;
    if (!payment || !verdict) return null;
    if (signature !== this.sign('redirect-result', payment.pspReference, verdict)) return null;
    return { payment, verdict: verdict as PageVerdict };
  }

  link(id: string): EmulatedLink | null {
    const link = this.links.get(id) ?? null;
    if (link?.status === 'active' && link.expiresAt.getTime() < Date.now()) {
      link.status = 'expired';
    }
    return link;
  }

  /** An Adyen AUTHORISATION notification of a payment, signed with the merchant's HMAC key. */
  notification(payment: EmulatedPayment, success: boolean): NotificationItem {
    const item: Omit<NotificationItem, 'additionalData'> = {
      pspReference: payment.pspReference,
      merchantAccountCode: this.config.merchantAccount,
      merchantReference: payment.merchantReference,
      amount: payment.amount,
      eventCode: 'AUTHORISATION',
      eventDate: new Date().toISOString(),
      success: success ? 'true' : 'false',
      paymentMethod: payment.paymentMethodType,
      ...(payment.refusalReason ? { reason: payment.refusalReason } : {}),
    };
    const signature = notificationSignature(this.config.hmacKey, {
      ...item,
      additionalData: { hmacSignature: '' },
    });
    return { ...item, additionalData: { hmacSignature: signature } };
  }

  /**
   * Sends a payment's AUTHORISATION to the merchant's webhook. Adyen does so for every decided
   * payment, a few seconds later; the emulator only for those its API did not answer (a payment
   * link's, taken on its page), where the webhook is all the merchant learns. Odoo already knows
   * the others from the answer, and a late notification arriving amid the next requests would
   * make a run's outcome depend on timing (Odoo posting two payments for one product at once
   * fails on the stock reservation, and rolls back). Failures are logged, never thrown (Adyen
   * would retry later; the emulator does not).
   */
  async notify(payment: EmulatedPayment): Promise<void> {
    const success = payment.resultCode === 'Authorised';
    const body = {
      live: 'false',
      notificationItems: [{ NotificationRequestItem: this.notification(payment, success) }],
    };
    try {
      const response = await fetch(payment.notifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        redirect: 'manual',
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      });
      const text = await response.text().catch(() => '');
      if (!response.ok || !text.includes('[accepted]')) {
        console.warn(
          `[mock-odoo] Adyen webhook ${payment.notifyUrl} for ${payment.merchantReference}: HTTP ${response.status} ${text.slice(0, 200)}`,
        );
      }
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(`[mock-odoo] Adyen webhook ${payment.notifyUrl} failed: ${reason}`);
    }
  }

  /** Where the webhook goes for a request of this host: the configured URL, else that host's. */
  notifyUrlFor(req: IncomingMessage): string {
    return (
      this.config.webhookUrl ??
      `http://${req.headers.host ?? '127.0.0.1:8069'}/payment/adyen/notification`
    );
  }

  /** A payment decided on a page or by a card (not by the API's /payments/details). */
  decide(payment: EmulatedPayment, resultCode: string, refusalReason: string | null = null) {
    payment.resultCode = resultCode;
    payment.refusalReason = refusalReason;
    payment.page = null;
  }
}

// --- The Checkout API --------------------------------------------------------------------------

interface ApiReply {
  status: number;
  body: unknown;
}

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Adyen's error body. */
function adyenError(status: number, errorCode: string, message: string, errorType = 'validation') {
  return { status, body: { status, errorCode, message, errorType } };
}

const required = (field: string) =>
  adyenError(422, '100', `Required field '${field}' is not provided.`);

function readAmount(value: unknown): AdyenAmount | ApiReply {
  if (!isRecord(value)) return required('amount');
  const { value: minor, currency } = value;
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) {
    return adyenError(422, '138', 'Invalid currency specified');
  }
  if (typeof minor !== 'number' || !Number.isInteger(minor) || minor < 0) {
    return adyenError(422, '137', 'Invalid amount specified');
  }
  return { value: minor, currency };
}

function readReturnUrl(value: unknown): string | null | ApiReply {
  if (value === undefined || value === null || value === '') return null;
  try {
    const url = new URL(String(value));
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.toString();
  } catch {
    // Falls through to the error below.
  }
  return adyenError(422, '14_031', 'Invalid return URL.');
}

const isReply = (value: unknown): value is ApiReply =>
  isRecord(value) && typeof value.status === 'number' && 'body' in value;

function origin(req: IncomingMessage): string {
  return `http://${req.headers.host ?? '127.0.0.1:8069'}`;
}

function paymentResult(payment: EmulatedPayment) {
  return {
    pspReference: payment.pspReference,
    resultCode: payment.resultCode,
    ...(payment.refusalReason ? { refusalReason: payment.refusalReason } : {}),
    merchantReference: payment.merchantReference,
    ...(payment.resultCode === 'Authorised' ? { amount: payment.amount } : {}),
  };
}

function paymentMethods(): ApiReply {
  return { status: 200, body: ADYEN_PAYMENT_METHODS_RESPONSE };
}

function payments(emulator: AdyenEmulator, req: IncomingMessage, body: Json): ApiReply {
  const amount = readAmount(body.amount);
  if (isReply(amount)) return amount;
  if (typeof body.reference !== 'string' || body.reference === '') return required('reference');
  if (!isRecord(body.paymentMethod)) return required('paymentMethod');
  const returnUrl = readReturnUrl(body.returnUrl);
  if (isReply(returnUrl)) return returnUrl;
  if (returnUrl === null) return adyenError(422, '14_030', 'Return URL is missing.');
  const type = typeof body.paymentMethod.type === 'string' ? body.paymentMethod.type : 'scheme';
  if (type !== 'scheme' && !REDIRECT_METHODS.has(type)) {
    return adyenError(
      422,
      '905_1',
      'Could not find an acquirer account for the provided txvariant',
    );
  }
  const payment: EmulatedPayment = {
    pspReference: newPspReference(),
    merchantReference: body.reference,
    amount,
    paymentMethodType: type,
    returnUrl,
    page: null,
    resultCode: 'Received',
    refusalReason: null,
    notifyUrl: emulator.notifyUrlFor(req),
  };
  emulator.payments.set(payment.pspReference, payment);
  const outcome = type === 'scheme' ? cardOutcome(body.paymentMethod) : 'redirect';
  if (outcome === 'challenge' || outcome === 'redirect') {
    payment.page = outcome === 'challenge' ? 'challenge' : 'bank';
    payment.resultCode = 'RedirectShopper';
    const path = outcome === 'challenge' ? ADYEN_PAGE_PATHS.challenge : ADYEN_PAGE_PATHS.bank;
    const url = `${origin(req)}${path}?${new URLSearchParams({ psp: payment.pspReference })}`;
    return {
      status: 200,
      body: {
        resultCode: 'RedirectShopper',
        action: { paymentMethodType: type, url, method: 'GET', type: 'redirect' },
      },
    };
  }
  if (outcome === 'refuse') emulator.decide(payment, 'Refused', 'Refused');
  else emulator.decide(payment, 'Authorised');
  return { status: 200, body: paymentResult(payment) };
}

/** The verdict of a page as the result it stands for, once: later calls answer the same. */
function paymentsDetails(emulator: AdyenEmulator, body: Json): ApiReply {
  const details = isRecord(body.details) ? body.details : null;
  if (!details) return required('details');
  const read = emulator.readRedirectResult(details.redirectResult);
  if (!read) return adyenError(422, '101', 'Invalid payload provided');
  const { payment, verdict } = read;
  if (payment.resultCode !== 'RedirectShopper') {
    return { status: 200, body: paymentResult(payment) };
  }
  if (verdict === 'authenticated' || verdict === 'authorised') {
    emulator.decide(payment, 'Authorised');
  } else if (verdict === 'failed') {
    emulator.decide(payment, 'Refused', '3D Not Authenticated');
  } else if (verdict === 'refused') {
    emulator.decide(payment, 'Refused', 'Refused');
  } else {
    emulator.decide(payment, 'Cancelled');
  }
  return { status: 200, body: paymentResult(payment) };
}

function linkResource(link: EmulatedLink) {
  return {
    amount: link.amount,
    expiresAt: link.expiresAt.toISOString(),
    id: link.id,
    merchantAccount: link.merchantAccount,
    reference: link.reference,
    reusable: false,
    ...(link.returnUrl ? { returnUrl: link.returnUrl } : {}),
    ...(link.shopperLocale ? { shopperLocale: link.shopperLocale } : {}),
    ...(link.countryCode ? { countryCode: link.countryCode } : {}),
    ...(link.description ? { description: link.description } : {}),
    status: link.status,
    url: link.url,
  };
}

function createLink(emulator: AdyenEmulator, req: IncomingMessage, body: Json): ApiReply {
  const amount = readAmount(body.amount);
  if (isReply(amount)) return amount;
  if (typeof body.reference !== 'string' || body.reference === '') return required('reference');
  const returnUrl = readReturnUrl(body.returnUrl);
  if (isReply(returnUrl)) return returnUrl;
  const id = `PL${randomCode(16, HEX)}`;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const link: EmulatedLink = {
    id,
    url: `${origin(req)}${ADYEN_PAGE_PATHS.link}${id}`,
    reference: body.reference,
    amount,
    merchantAccount: emulator.config.merchantAccount,
    returnUrl,
    shopperLocale: text(body.shopperLocale),
    countryCode: text(body.countryCode),
    description: text(body.description),
    status: 'active',
    expiresAt: new Date(Date.now() + LINK_LIFETIME_MS),
    notifyUrl: emulator.notifyUrlFor(req),
  };
  emulator.links.set(id, link);
  return { status: 201, body: linkResource(link) };
}

function getLink(emulator: AdyenEmulator, id: string): ApiReply {
  const link = emulator.link(id);
  if (!link) return adyenError(404, '000', 'Payment link not found');
  return { status: 200, body: linkResource(link) };
}

const ENDPOINT = /^\/adyen\/checkout\/[vV](\d+)\/(.+)$/;

async function route(emulator: AdyenEmulator, req: IncomingMessage, url: URL): Promise<ApiReply> {
  if (req.headers['x-api-key'] !== emulator.config.apiKey) {
    return adyenError(401, '000', 'HTTP Status Response - Unauthorized', 'security');
  }
  const endpoint = ENDPOINT.exec(url.pathname)?.[2] ?? '';
  const method = req.method ?? 'GET';
  const link = /^paymentLinks\/([A-Za-z0-9]+)$/.exec(endpoint);
  if (link?.[1] && method === 'GET') return getLink(emulator, link[1]);
  const post: Record<string, (body: Json) => ApiReply> = {
    paymentMethods: () => paymentMethods(),
    payments: (body) => payments(emulator, req, body),
    'payments/details': (body) => paymentsDetails(emulator, body),
    paymentLinks: (body) => createLink(emulator, req, body),
  };
  const handler = post[endpoint];
  if (!handler) return adyenError(404, '000', 'Not Found');
  if (method !== 'POST') return adyenError(405, '000', 'Method Not Allowed');
  let body: unknown;
  try {
    body = JSON.parse((await readBody(req, MAX_BODY)) || 'null');
  } catch {
    return adyenError(400, '702', 'Structure of the request is invalid', 'validation');
  }
  if (!isRecord(body)) return adyenError(400, '702', 'Structure of the request is invalid');
  if (endpoint !== 'payments/details' && body.merchantAccount !== emulator.config.merchantAccount) {
    return adyenError(403, '901', 'Invalid Merchant Account', 'security');
  }
  return handler(body);
}

/** Answers `/adyen/checkout/V<n>/...` like Adyen's Checkout API; false for any other path. */
export async function handleAdyenApi(
  emulator: AdyenEmulator,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<boolean> {
  if (!ENDPOINT.test(url.pathname)) return false;
  const reply = await route(emulator, req, url);
  sendJson(res, reply.status, reply.body, { 'cache-control': 'no-store' });
  return true;
}
