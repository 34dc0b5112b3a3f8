import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { memo, type Context } from '../context';
import { one, type Db } from '../db';
import { OdooError, ODOO_ERRORS } from '../errors';
import { forgetOrder, orderAmounts } from '../model/order';
import { findSessionCart } from '../model/session-cart';
import { translated } from '../translate';
import type { PaymentAcquirer, PaymentTransaction, ResCurrency } from '../tables';
import { refusedPlacement } from '../vsf/b2b-company';
import { approvalRefusal } from '../vsf/sale-approval';
import type { PaymentMethod } from './providers';
import { nextReference } from './references';

// Odoo's payment.transaction as every provider shares it: the rows, who may see them, how they are
// created and written, the database secret the emulators sign with and the return URL. The
// provider emulations (mollie.ts, adyen.ts) and the emulator pages (mollie-emulator-pages.ts) build on it.

// --- Rows --------------------------------------------------------------------------------------

export const ACTIVE_STATES = ['enabled', 'test'];

/** What Odoo's payment modules raise or store, shared by the emulations and their pages. */
export const MESSAGES = {
  useDropIn: 'Use the Adyen drop-in for this acquirer.',
  invalidReturnUrl: 'Invalid return URL.',
  methodNotAvailable: 'Payment method not available.',
  // payment_adyen's texts: a reference/token pair that does not match, Adyen out of reach or
  // answering an error status, an answer without a result, and the states it records.
  tampered: 'Adyen: Received tampered payment request data.',
  adyenUnreachable: 'Adyen: Could not establish the connection to the API.',
  adyenFailed: 'Adyen: The communication with the API failed.',
  adyenNoState: 'Adyen: Received data with missing payment state.',
  adyenError: 'An error occurred during the processing of your payment. Please try again.',
  adyenRefused: 'Your payment was refused. Please try again.',
  failed: 'The payment failed.',
  cancelled: 'The customer cancelled the payment.',
  expired: 'The payment expired.',
  // payment_mollie's wording style: the provider first.
  mollieMismatch: 'Mollie: payment does not match the transaction.',
  mollieOtherPayment: 'Mollie: the transaction is bound to another payment.',
} as const;

// --- Loose JSON (the `extra` and provider payloads the schema types as JSON) ----------------

export type Json = Record<string, unknown>;

export const asRecord = (value: unknown): Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};

export const asString = (value: unknown): string | null =>
  typeof value === 'string' ? value : null;

// --- Loading -----------------------------------------------------------------------------------

export function loadAcquirer(context: Context, id: number): Promise<PaymentAcquirer | null> {
  return memo(context, `acquirer:${id}`, () =>
    one<PaymentAcquirer>(
      context.db,
      // "Displayed as" and the pending message are translatable fields in Odoo.
      `SELECT a.id, a.name, a.provider, a.state, a.sequence, a.vsf_adyen_hosted_page,
              ${translated('payment.acquirer,display_as', 'a')} AS display_as,
              ${translated('payment.acquirer,pending_msg', 'a')} AS pending_msg
         FROM payment_acquirer a WHERE a.id = $1`,
      [id],
    ),
  );
}

export async function requireAcquirer(context: Context, id: number | null | undefined) {
  const acquirer = typeof id === 'number' ? await loadAcquirer(context, id) : null;
  if (!acquirer || !ACTIVE_STATES.includes(acquirer.state)) {
    throw new OdooError(ODOO_ERRORS.acquirerDoesNotExist);
  }
  return acquirer;
}

const txKey = (id: number) => `tx:${id}`;

export function loadTransaction(context: Context, id: number): Promise<PaymentTransaction | null> {
  return memo(context, txKey(id), () => transactionById(context.db, id));
}

export function transactionById(db: Db, id: number): Promise<PaymentTransaction | null> {
  return one<PaymentTransaction>(db, 'SELECT * FROM payment_transaction WHERE id = $1', [id]);
}

export function transactionByReference(
  db: Db,
  reference: string,
): Promise<PaymentTransaction | null> {
  return one<PaymentTransaction>(db, 'SELECT * FROM payment_transaction WHERE reference = $1', [
    reference,
  ]);
}

export function loadCurrency(context: Context, id: number): Promise<ResCurrency | null> {
  return memo(context, `currency:${id}`, () =>
    one<ResCurrency>(context.db, 'SELECT id, name, symbol FROM res_currency WHERE id = $1', [id]),
  );
}

/** Who may see a transaction: the session that started it, or the customer of its order. */
export async function canAccess(context: Context, tx: PaymentTransaction): Promise<boolean> {
  if (context.session.monitored_tx_ids.includes(tx.id)) return true;
  if (!context.user) return false;
  if (tx.partner_id === context.partnerId) return true;
  if (tx.order_id === null) return false;
  const order = await one<{ id: number }>(
    context.db,
    'SELECT id FROM sale_order WHERE id = $1 AND partner_id = $2',
    [tx.order_id, context.partnerId],
  );
  return order !== null;
}

export async function findOwnTransaction(
  context: Context,
  id: number | null | undefined,
  reference: string | null | undefined,
  notFound: string = ODOO_ERRORS.transactionDoesNotExist,
): Promise<PaymentTransaction> {
  const tx =
    typeof id === 'number'
      ? await transactionById(context.db, id)
      : reference
        ? await transactionByReference(context.db, reference)
        : null;
  if (!tx || !(await canAccess(context, tx))) throw new OdooError(notFound);
  return tx;
}

export async function currencyName(context: Context, currencyId: number): Promise<string> {
  return (await loadCurrency(context, currencyId))?.name ?? 'EUR';
}

// --- Writing (shared with the emulator pages, which run outside a GraphQL request) -------------

/** Confirms a paid order (Odoo: action_confirm) and lets go of every session holding it as cart. */
export async function confirmOrder(db: Db, orderId: number): Promise<void> {
  await db.query(
    `UPDATE sale_order SET state = 'sale', invoice_status = 'to invoice'
      WHERE id = $1 AND state IN ('draft', 'sent')`,
    [orderId],
  );
  await db.query('UPDATE http_session SET sale_order_id = NULL WHERE sale_order_id = $1', [
    orderId,
  ]);
}

export async function setTransactionState(
  db: Db,
  id: number,
  state: string,
  message: string | null,
): Promise<void> {
  await db.query('UPDATE payment_transaction SET state = $1, state_message = $2 WHERE id = $3', [
    state,
    message,
    id,
  ]);
}

/** Marks a transaction paid and confirms its order. */
export async function completeTransaction(db: Db, tx: PaymentTransaction): Promise<void> {
  await setTransactionState(db, tx.id, 'done', null);
  await finalizePostProcessing(db, tx.id);
}

/**
 * payment's _finalize_post_processing of a done transaction: sale's _reconcile_after_done
 * confirms the order. Odoo runs it from its status page, its payment cron, payment_adyen_vsf's
 * return and webhook routes and vsf_payment_transaction's updatePayment.
 */
export async function finalizePostProcessing(db: Db, id: number): Promise<void> {
  const tx = await transactionById(db, id);
  if (tx?.state !== 'done') return;
  if (tx.order_id !== null) await confirmOrder(db, tx.order_id);
  await db.query('UPDATE payment_transaction SET is_post_processed = true WHERE id = $1', [id]);
}

/**
 * payment's cron (`payment: post-process transactions`, every 10 minutes): done transactions the
 * shopper's browser did not post-process within 10 minutes (a closed tab), tried for two days. A
 * failure leaves the transaction for the next run.
 */
export async function cronFinalizePostProcessing(db: Db): Promise<void> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM payment_transaction
      WHERE state = 'done' AND NOT is_post_processed
        AND last_state_change <= now() - interval '10 minutes'
        AND last_state_change >= now() - interval '2 days'`,
  );
  for (const { id } of rows) {
    try {
      await finalizePostProcessing(db, id);
    } catch (error) {
      console.warn(`[mock-odoo] post-processing transaction ${id} failed:`, error);
    }
  }
}

/** Drops what this request memoized, so fields resolved after a write see the new state. */
export function forgetTransaction(context: Context, tx: PaymentTransaction): void {
  context.cache.delete(txKey(tx.id));
  if (tx.order_id !== null) forgetOrder(context, tx.order_id);
}

/** Odoo's `database.secret`: signs the emulators' form tokens and Adyen redirect results. */
export async function databaseSecret(db: Db): Promise<string> {
  await db.query(
    "INSERT INTO ir_config_parameter (key, value) VALUES ('database.secret', $1) ON CONFLICT DO NOTHING",
    [randomBytes(32).toString('hex')],
  );
  const row = await one<{ value: string }>(
    db,
    "SELECT value FROM ir_config_parameter WHERE key = 'database.secret'",
  );
  if (!row) throw new Error('database.secret missing');
  return row.value;
}

export function sign(secret: string, ...parts: string[]): string {
  return createHmac('sha256', secret).update(parts.join('\u0000')).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The shop's URL prefix per Odoo language: Dutch is the shop's default and has none. */
const SHOP_LOCALE_PREFIXES: Record<string, string> = {
  nl_NL: '',
  en_US: '/en',
  de_DE: '/de',
  ru_RU: '/ru',
};

/** A bare `host` or `host:port` (no scheme, path, user info or spaces). */
const PLAIN_HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Where the PSP sends the shopper back when the storefront gave no URL: Odoo's website setting
 * `vsf_payment_success_return_url`. The stand-in has none by default because one mock-odoo serves
 * several shops on different ports; then it is the calling shop's `/payment-details` page (origin
 * from the `resquest-host` header the storefront sends, locale prefix from the request's
 * language). A real Odoo must have the setting: it never trusts a request header for this.
 */
export async function websiteReturnUrl(
  context: Pick<Context, 'db' | 'requestHost' | 'lang'>,
): Promise<string | null> {
  const row = await one<{ value: string }>(
    context.db,
    "SELECT value FROM ir_config_parameter WHERE key = 'vsf_payment_success_return_url'",
  );
  if (row?.value) return row.value;
  const host = context.requestHost?.trim() ?? '';
  // Anything but a plain host could turn the URL into someone else's (`evil.test/`, `a@b`).
  if (!PLAIN_HOST.test(host)) return null;
  return `http://${host}${SHOP_LOCALE_PREFIXES[context.lang] ?? ''}/payment-details`;
}

/** Only absolute http(s) URLs: the emulators redirect there, so nothing like `javascript:`. */
function checkReturnUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new OdooError(MESSAGES.invalidReturnUrl);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OdooError(MESSAGES.invalidReturnUrl);
  }
  return url.toString();
}

export async function resolveReturnUrl(context: Context, given: string | null | undefined) {
  return given ? checkReturnUrl(given) : websiteReturnUrl(context);
}

/** Like Odoo 15's `payment_utils.generate_access_token` (an HMAC-SHA256 in hex): 64 hex digits. */
export const newAccessToken = () => randomBytes(32).toString('hex');

/** The session cart with at least one product line, else Odoo's "Shopping cart not found." */
export async function requireCartWithLines(context: Context): Promise<number> {
  const orderId = await findSessionCart(context);
  if (orderId === null) throw new OdooError(ODOO_ERRORS.cartNotFound);
  const line = await one<{ id: number }>(
    context.db,
    'SELECT id FROM sale_order_line WHERE order_id = $1 AND NOT is_delivery LIMIT 1',
    [orderId],
  );
  if (!line) throw new OdooError(ODOO_ERRORS.cartNotFound);
  return orderId;
}

export async function createTransaction(
  context: Context,
  acquirer: PaymentAcquirer,
  orderId: number,
  options: { createdOnVsf?: boolean } = {},
): Promise<PaymentTransaction> {
  const order = await one<{ name: string; partner_id: number; currency_id: number }>(
    context.db,
    `SELECT o.name, o.partner_id, pl.currency_id
       FROM sale_order o JOIN product_pricelist pl ON pl.id = o.pricelist_id
      WHERE o.id = $1`,
    [orderId],
  );
  if (!order) throw new OdooError(ODOO_ERRORS.cartNotFound);
  const refused =
    (await refusedPlacement(context, orderId)) ?? (await approvalRefusal(context, orderId));
  if (refused) throw new OdooError(refused);
  const { total } = await orderAmounts(context, orderId);
  const tx = await one<PaymentTransaction>(
    context.db,
    `INSERT INTO payment_transaction
       (reference, acquirer_id, order_id, partner_id, amount, currency_id, state, access_token,
        created_on_vsf)
     VALUES ($1, $2, $3, $4, $5, $6, 'draft', $7, $8) RETURNING *`,
    [
      await nextReference(context.db, order.name),
      acquirer.id,
      orderId,
      order.partner_id,
      total,
      order.currency_id,
      newAccessToken(),
      options.createdOnVsf ?? false,
    ],
  );
  if (!tx) throw new Error('Could not create a payment transaction');
  await monitorTransaction(context, tx.id);
  return tx;
}

/** Odoo's `__payment_monitored_tx_ids__`: what paymentConfirmation looks at. */
export async function monitorTransaction(context: Context, txId: number): Promise<void> {
  await context.db.query(
    'UPDATE http_session SET monitored_tx_ids = array_append(monitored_tx_ids, $1) WHERE id = $2',
    [txId, context.session.id],
  );
  context.session = {
    ...context.session,
    monitored_tx_ids: [...context.session.monitored_tx_ids, txId],
  };
}

/** payment's `_get_processing_values()` (Odoo 15), before the acquirer's own values. */
export function processingValues(
  acquirer: Pick<PaymentAcquirer, 'id' | 'provider'>,
  tx: PaymentTransaction,
) {
  return {
    acquirer_id: acquirer.id,
    provider: acquirer.provider,
    reference: tx.reference,
    amount: tx.amount,
    currency_id: tx.currency_id,
    partner_id: tx.partner_id,
  };
}

export async function updateTransaction(
  context: Context,
  tx: PaymentTransaction,
  values: Partial<
    Pick<
      PaymentTransaction,
      'state' | 'state_message' | 'return_url' | 'checkout_url' | 'acquirer_reference'
    >
  >,
): Promise<void> {
  const entries = Object.entries(values);
  if (entries.length === 0) return;
  // Column names come from the Pick above, never from the request.
  const assignments = entries.map(([column], index) => `${column} = $${index + 1}`).join(', ');
  await context.db.query(
    `UPDATE payment_transaction SET ${assignments} WHERE id = $${entries.length + 1}`,
    [...entries.map(([, value]) => value), tx.id],
  );
  forgetTransaction(context, tx);
}

// --- Starting a payment (makePayment) ---------------------------------------------------------

export interface MakePaymentExtra {
  returnUrl?: string | null;
  methodCode?: string | null;
  issuerCode?: string | null;
}

export type Starter = (
  context: Context,
  acquirer: PaymentAcquirer,
  tx: PaymentTransaction,
  extra: MakePaymentExtra,
) => Promise<void>;

/** Mollie rejects a method or issuer it does not offer; so does the stand-in. */
export function checkMethod(methods: PaymentMethod[], extra: MakePaymentExtra): void {
  if (!extra.methodCode) return;
  const method = methods.find((candidate) => candidate.code === extra.methodCode);
  if (!method) throw new OdooError(MESSAGES.methodNotAvailable);
  if (extra.issuerCode && !method.issuers.some((issuer) => issuer.code === extra.issuerCode)) {
    throw new OdooError(MESSAGES.methodNotAvailable);
  }
}
