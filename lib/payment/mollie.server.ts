import 'server-only';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { Locale as MollieLocale, PaymentMethod, PaymentStatus } from '@mollie/api-client';
import { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';
import { isOdooError } from '@/lib/odoo/odoo-error.server';
import { siteUrl } from '@/lib/seo/site-url';
import { shopSecret } from '@/lib/shopper/shop-secret';
import { mollieApi, mollieConfig, type MollieConfig } from './mollie-api.server';
import { MollieError } from './mollie-error';
import {
  getPaymentTransactionRequest,
  updatePayment,
  updatePaymentWithoutSession,
} from './payment.server';
import { mollieAmount } from './psp-amounts';

// The storefront owns Mollie (docs/odoo-extensions.md, Mollie): it creates the payment for exactly the amount of
// the transaction Odoo opened, sends the shopper to Mollie's checkout and binds the payment to the
// transaction in Odoo. Whether it was paid is never taken from the shopper's return: Mollie's
// webhook only names a payment, the shop fetches that payment with its key, and Odoo (updatePayment)
// fetches it once more before it changes the transaction. A return page does the same through
// updatePayment(transactionId, { providerReference }) in the shopper's session.

const WEBHOOK_PATH = '/api/payment/mollie/webhook';
const WEBHOOK_PURPOSE = 'mollie-webhook';
const IDEMPOTENCY_PURPOSE = 'mollie-payment';
/** Enough for a burst of deliveries; a forgotten key only costs one idempotent Odoo call. */
const PROCESSED_LIMIT = 1_000;

// --- Webhook URL -------------------------------------------------------------------------------

function hmac(...parts: string[]): string {
  return createHmac('sha256', shopSecret()).update(parts.join('\u0000')).digest('base64url');
}

/**
 * The webhook URL of one transaction. Mollie does not sign its classic webhook, so the shop signs
 * its own URL: only a URL the shop handed to Mollie carries a valid token for its reference.
 */
export function mollieWebhookUrl(reference: string): string {
  const url = new URL(WEBHOOK_PATH, `${siteUrl()}/`);
  url.searchParams.set('reference', reference);
  url.searchParams.set('token', hmac(WEBHOOK_PURPOSE, reference));
  return url.toString();
}

export function isValidMollieWebhookToken(reference: string, token: string): boolean {
  const given = Buffer.from(token);
  const expected = Buffer.from(hmac(WEBHOOK_PURPOSE, reference));
  // Constant time, so the token cannot be guessed byte by byte.
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Mollie refuses to create a payment whose webhook it cannot reach (HTTP 422). A shop on
 * localhost talking to the real Mollie therefore sends none and settles on the shopper's return;
 * the stand-in (MOLLIE_API_URL) does reach localhost.
 */
function webhookUrlFor(config: MollieConfig, reference: string): string | undefined {
  const url = mollieWebhookUrl(reference);
  return config.isMollie && LOCAL_HOSTS.has(new URL(url).hostname) ? undefined : url;
}

// --- Starting a payment ------------------------------------------------------------------------

const MOLLIE_LOCALES: Record<Locale, MollieLocale> = {
  nl: MollieLocale.nl_NL,
  en: MollieLocale.en_US,
  de: MollieLocale.de_DE,
  // Mollie has no Russian checkout.
  ru: MollieLocale.en_US,
};

/** What Odoo says about the transaction: the only source of the amount sent to Mollie. */
const odooTransaction = z.object({
  id: z.number().int().positive(),
  reference: z.string().min(1),
  amount: z.number().positive(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  provider: z.literal('mollie'),
});

export interface StartMolliePaymentInput {
  /** The transaction makePayment opened for the session cart; amount and currency come from it. */
  transactionId: number;
  /** Shown on Mollie's page and the shopper's bank statement; the reference when absent. */
  description?: string;
  /** The page's locale: Mollie's checkout language. */
  locale: Locale;
  /** Where Mollie sends the shopper back: an absolute URL on this shop. */
  returnUrl: string;
  /**
   * Skips Mollie's method selection: one of the acquirer's paymentMethods codes (`ideal`). A code
   * Mollie does not know is left out, and Mollie lets the shopper choose.
   */
  method?: string;
}

export interface StartedMolliePayment {
  checkoutUrl: string;
  paymentId: string;
}

const MOLLIE_METHODS = new Set<string>(Object.values(PaymentMethod));

function isMollieMethod(code: string | undefined): code is PaymentMethod {
  return code !== undefined && MOLLIE_METHODS.has(code);
}

function checkReturnUrl(returnUrl: string): string {
  const url = new URL(returnUrl);
  // Built on the server from configuration, never from the request: no open redirect via Mollie.
  if (url.origin !== new URL(siteUrl()).origin) {
    throw new RangeError('The Mollie return URL must be on this shop.');
  }
  return url.toString();
}

/**
 * Creates the Mollie payment for an Odoo transaction and binds it in Odoo, in the shopper's
 * session. Amount, currency and reference are read from Odoo here, so nothing a caller (or the
 * browser behind it) passes can change what Mollie charges. The idempotency key comes from the
 * reference: a retried start gets the same payment back instead of a second one.
 */
export async function startMolliePayment(
  input: StartMolliePaymentInput,
): Promise<StartedMolliePayment> {
  const config = mollieConfig();
  const returnUrl = checkReturnUrl(input.returnUrl);
  const request = await getPaymentTransactionRequest({ transactionId: input.transactionId });
  if (!request.available) throw new MollieError('odoo-unsupported');
  const parsed = odooTransaction.safeParse(request.data);
  if (!parsed.success || parsed.data.id !== input.transactionId) {
    throw new MollieError('not-mollie');
  }
  const transaction = parsed.data;

  const webhookUrl = webhookUrlFor(config, transaction.reference);
  const payment = await mollieApi(config).createPayment(
    {
      amount: {
        currency: transaction.currency,
        value: mollieAmount(transaction.amount, transaction.currency),
      },
      description: input.description?.trim() || transaction.reference,
      redirectUrl: returnUrl,
      ...(webhookUrl ? { webhookUrl } : {}),
      locale: MOLLIE_LOCALES[input.locale],
      metadata: { reference: transaction.reference, transactionId: transaction.id },
      ...(isMollieMethod(input.method) ? { method: input.method } : {}),
    },
    createHash('sha256')
      .update([IDEMPOTENCY_PURPOSE, siteUrl(), transaction.reference].join('\u0000'))
      .digest('base64url'),
  );

  const bound = await updatePayment(transaction.id, { providerReference: payment.id });
  if (!bound.available) throw new MollieError('odoo-unsupported');
  if (!payment.checkoutUrl) throw new MollieError('payment-closed');
  return { checkoutUrl: payment.checkoutUrl, paymentId: payment.id };
}

// --- Settling after a webhook ------------------------------------------------------------------

export type MollieSettlement =
  /** Odoo was asked to take over the payment's status. */
  | 'updated'
  /** This status of this payment was handled before (a repeated webhook). */
  | 'duplicate'
  /** Open or pending: nothing for Odoo to do yet. */
  | 'not-final'
  /** Unknown payment, or one that is not this reference's: nothing changes. */
  | 'ignored'
  /** Odoo refused (another payment bound, amount mismatch, no such transaction). */
  | 'refused';

/** The statuses after which Odoo's transaction changes. */
const SETTLING_STATUSES = new Set<string>([
  PaymentStatus.paid,
  PaymentStatus.authorized,
  PaymentStatus.canceled,
  PaymentStatus.expired,
  PaymentStatus.failed,
]);

const paymentMetadata = z.object({
  reference: z.string().min(1),
  transactionId: z.number().int().positive(),
});

/** `${paymentId}:${status}` keys handled by this instance, oldest first (a Map keeps order). */
const processed = new Map<string, true>();
const inFlight = new Map<string, Promise<void>>();

function remember(key: string): void {
  processed.set(key, true);
  if (processed.size > PROCESSED_LIMIT) {
    const oldest = processed.keys().next().value;
    if (oldest !== undefined) processed.delete(oldest);
  }
}

/** For tests: a fresh instance. */
export function forgetProcessedMolliePayments(): void {
  processed.clear();
  inFlight.clear();
}

/**
 * Acts on a webhook for the transaction `expectedReference` (from the signed webhook URL): fetches
 * the payment from Mollie, and when it belongs to that reference and its status is final, asks
 * Odoo without a session to refresh the transaction it is bound to (Odoo fetches it again and is
 * idempotent). Repeated deliveries of one status call Odoo once per instance. Throws when Mollie or
 * Odoo cannot be reached, so the webhook answers with an error and Mollie tries again later.
 */
export async function settleMolliePayment(
  paymentId: string,
  expectedReference: string,
): Promise<MollieSettlement> {
  const payment = await mollieApi().getPayment(paymentId);
  // Not ours (another account) or made up: nothing to do, and nothing to tell.
  if (!payment) return 'ignored';
  const metadata = paymentMetadata.safeParse(payment.metadata);
  if (!metadata.success || metadata.data.reference !== expectedReference) return 'ignored';
  if (!SETTLING_STATUSES.has(payment.status)) return 'not-final';

  const key = `${payment.id}:${payment.status}`;
  if (processed.has(key)) return 'duplicate';
  const running = inFlight.get(key);
  if (running) {
    // The first delivery answers for the outcome (and is retried by Mollie if it failed).
    await running.catch(() => undefined);
    return 'duplicate';
  }
  const work = refreshInOdoo(metadata.data.transactionId, payment.id);
  inFlight.set(key, work);
  try {
    await work;
    remember(key);
    return 'updated';
  } catch (error) {
    // Odoo's answer, not a failure to reach it: a retry would be refused the same way.
    if (isOdooError(error) && error.kind === 'graphql' && error.messages.length > 0) {
      return 'refused';
    }
    throw error;
  } finally {
    inFlight.delete(key);
  }
}

async function refreshInOdoo(transactionId: number, paymentId: string): Promise<void> {
  const result = await updatePaymentWithoutSession(transactionId, { providerReference: paymentId });
  if (!result.available) throw new MollieError('odoo-unsupported');
}
