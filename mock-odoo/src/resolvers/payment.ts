import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { memo, type Context } from '../context';
import { minorUnits, sameDecimalAmount } from '../currency-decimals';
import { many, one, type Db } from '../db';
import { OdooError, ODOO_ERRORS } from '../errors';
import { molliePaymentById, type MollieStatus } from '../mollie-api';
import { findSessionCart, forgetOrder, orderAmounts } from '../model/order';
import { PUNCHOUT_ERRORS } from '../model/punchout-errors';
import { ref, type IdRef } from '../model/refs';
import { translated } from '../translate';
import type { Resolvers } from './types';

// --- Rows --------------------------------------------------------------------------------------

export interface AcquirerRow {
  id: number;
  name: string;
  provider: string;
  state: string;
  display_as: string | null;
  pending_msg: string | null;
  sequence: number;
}

export interface TransactionRow {
  id: number;
  reference: string;
  acquirer_id: number;
  order_id: number | null;
  partner_id: number | null;
  amount: number;
  currency_id: number;
  state: string;
  acquirer_reference: string | null;
  state_message: string | null;
  return_url: string | null;
  checkout_url: string | null;
  access_token: string;
  create_date: Date;
}

interface CurrencyRow {
  id: number;
  name: string;
  symbol: string;
}

const ACTIVE_STATES = ['enabled', 'test'];

/** Odoo transaction states -> PaymentTransactionState wire names. */
const TRANSACTION_STATES: Record<string, string> = {
  draft: 'Draft',
  pending: 'Pending',
  authorized: 'Authorized',
  done: 'Confirmed',
  cancel: 'Canceled',
  error: 'Error',
};

export const MESSAGES = {
  useDropIn: 'Use the Adyen drop-in for this acquirer.',
  invalidReturnUrl: 'Invalid return URL.',
  methodNotAvailable: 'Payment method not available.',
  // Odoo's payment_adyen wording for a reference/token pair that does not match.
  tampered: 'Adyen: Received tampered payment request data.',
  invalidDetails: 'Adyen: Invalid payment details.',
  waiting3ds: 'Waiting for 3-D Secure authentication.',
  waitingRedirect: 'Waiting for the shopper to return from their bank.',
  refused: 'Refused',
  notAuthenticated: '3D Not Authenticated',
  failed: 'The payment failed.',
  cancelled: 'The customer cancelled the payment.',
  expired: 'The payment expired.',
  // payment_mollie's wording style: the provider first.
  mollieMismatch: 'Mollie: payment does not match the transaction.',
  mollieOtherPayment: 'Mollie: the transaction is bound to another payment.',
} as const;

// --- Static provider data ----------------------------------------------------------------------

interface PaymentIcon {
  id: number;
  name: string;
  image: string;
}

const icon = (id: number, name: string): PaymentIcon => ({
  id,
  name,
  image: `/web/image/payment.icon/${id}/image`,
});

const ICONS = {
  visa: icon(1, 'VISA'),
  mastercard: icon(2, 'MasterCard'),
  amex: icon(3, 'American Express'),
  ideal: icon(4, 'iDEAL'),
  bancontact: icon(5, 'Bancontact'),
};

/** Odoo links payment.icon records to acquirers; the stand-in keeps a fixed list per provider. */
const PROVIDER_ICONS: Record<string, PaymentIcon[]> = {
  adyen: [ICONS.visa, ICONS.mastercard, ICONS.amex, ICONS.ideal, ICONS.bancontact],
  adyen_og: [ICONS.visa, ICONS.mastercard, ICONS.amex, ICONS.ideal, ICONS.bancontact],
  mollie: [ICONS.ideal, ICONS.visa, ICONS.mastercard, ICONS.bancontact],
};

interface Issuer {
  name: string;
  code: string;
}

interface PaymentMethod {
  name: string;
  code: string;
  issuers: Issuer[];
}

// Dutch iDEAL banks with their BICs; Mollie names issuers `ideal_<BIC>`, Adyen by a number.
const IDEAL_BANKS: { name: string; bic: string; adyenId: string }[] = [
  { name: 'ABN AMRO', bic: 'ABNANL2A', adyenId: '0031' },
  { name: 'ASN Bank', bic: 'ASNBNL21', adyenId: '0761' },
  { name: 'bunq', bic: 'BUNQNL2A', adyenId: '0802' },
  { name: 'ING', bic: 'INGBNL2A', adyenId: '0721' },
  { name: 'Knab', bic: 'KNABNL2H', adyenId: '0801' },
  { name: 'Rabobank', bic: 'RABONL2U', adyenId: '0021' },
  { name: 'RegioBank', bic: 'RBRBNL21', adyenId: '0771' },
  { name: 'SNS', bic: 'SNSBNL2A', adyenId: '0751' },
  { name: 'Triodos Bank', bic: 'TRIONL2U', adyenId: '0511' },
  { name: 'Van Lanschot', bic: 'FVLBNL22', adyenId: '0161' },
];

const MOLLIE_METHODS: PaymentMethod[] = [
  {
    name: 'iDEAL',
    code: 'ideal',
    issuers: IDEAL_BANKS.map((bank) => ({ name: bank.name, code: `ideal_${bank.bic}` })),
  },
  { name: 'Credit card', code: 'creditcard', issuers: [] },
  { name: 'Bancontact', code: 'bancontact', issuers: [] },
  { name: 'Bank transfer', code: 'banktransfer', issuers: [] },
];

const ADYEN_METHODS: PaymentMethod[] = [
  { name: 'Cards', code: 'scheme', issuers: [] },
  {
    name: 'iDEAL',
    code: 'ideal',
    issuers: IDEAL_BANKS.map((bank) => ({ name: bank.name, code: bank.adyenId })),
  },
  { name: 'Bancontact card', code: 'bancontactcard', issuers: [] },
];

const PROVIDER_METHODS: Record<string, PaymentMethod[]> = {
  mollie: MOLLIE_METHODS,
  adyen: ADYEN_METHODS,
  adyen_og: ADYEN_METHODS,
};

/** What Adyen's /paymentMethods answers for a Dutch shopper (canned: no PSP offline). */
const ADYEN_PAYMENT_METHODS_RESPONSE = {
  paymentMethods: [
    { type: 'scheme', name: 'Cards', brands: ['visa', 'mc', 'amex'] },
    {
      type: 'ideal',
      name: 'iDEAL',
      issuers: IDEAL_BANKS.map((bank) => ({ id: bank.adyenId, name: bank.name })),
    },
  ],
};

const ADYEN_CLIENT_KEY = 'test_MOCKODOOCLIENTKEY';

type Json = Record<string, unknown>;

const asRecord = (value: unknown): Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};

const asString = (value: unknown): string | null => (typeof value === 'string' ? value : null);

// --- Loading -----------------------------------------------------------------------------------

function loadAcquirer(context: Context, id: number): Promise<AcquirerRow | null> {
  return memo(context, `acquirer:${id}`, () =>
    one<AcquirerRow>(
      context.db,
      // "Displayed as" and the pending message are translatable fields in Odoo.
      `SELECT a.id, a.name, a.provider, a.state, a.sequence,
              ${translated('payment.acquirer,display_as', 'a')} AS display_as,
              ${translated('payment.acquirer,pending_msg', 'a')} AS pending_msg
         FROM payment_acquirer a WHERE a.id = $1`,
      [id],
    ),
  );
}

async function requireAcquirer(context: Context, id: number | null | undefined) {
  const acquirer = typeof id === 'number' ? await loadAcquirer(context, id) : null;
  if (!acquirer || !ACTIVE_STATES.includes(acquirer.state)) {
    throw new OdooError(ODOO_ERRORS.acquirerDoesNotExist);
  }
  return acquirer;
}

async function requireAdyenAcquirer(context: Context, id: number): Promise<AcquirerRow> {
  const acquirer = await loadAcquirer(context, id);
  if (!acquirer || !ACTIVE_STATES.includes(acquirer.state) || acquirer.provider !== 'adyen') {
    throw new OdooError(ODOO_ERRORS.adyenAcquirerDoesNotExist);
  }
  return acquirer;
}

const txKey = (id: number) => `tx:${id}`;

function loadTransaction(context: Context, id: number): Promise<TransactionRow | null> {
  return memo(context, txKey(id), () => transactionById(context.db, id));
}

export function transactionById(db: Db, id: number): Promise<TransactionRow | null> {
  return one<TransactionRow>(db, 'SELECT * FROM payment_transaction WHERE id = $1', [id]);
}

export function transactionByReference(db: Db, reference: string): Promise<TransactionRow | null> {
  return one<TransactionRow>(db, 'SELECT * FROM payment_transaction WHERE reference = $1', [
    reference,
  ]);
}

function loadCurrency(context: Context, id: number): Promise<CurrencyRow | null> {
  return memo(context, `currency:${id}`, () =>
    one<CurrencyRow>(context.db, 'SELECT id, name, symbol FROM res_currency WHERE id = $1', [id]),
  );
}

/** Who may see a transaction: the session that started it, or the customer of its order. */
async function canAccess(context: Context, tx: TransactionRow): Promise<boolean> {
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

async function findOwnTransaction(
  context: Context,
  id: number | null | undefined,
  reference: string | null | undefined,
): Promise<TransactionRow> {
  const tx =
    typeof id === 'number'
      ? await transactionById(context.db, id)
      : reference
        ? await transactionByReference(context.db, reference)
        : null;
  if (!tx || !(await canAccess(context, tx))) {
    throw new OdooError(ODOO_ERRORS.transactionDoesNotExist);
  }
  return tx;
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
export async function completeTransaction(db: Db, tx: TransactionRow): Promise<void> {
  await setTransactionState(db, tx.id, 'done', null);
  if (tx.order_id !== null) await confirmOrder(db, tx.order_id);
}

/** Drops what this request memoized, so fields resolved after a write see the new state. */
function forgetTransaction(context: Context, tx: TransactionRow): void {
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

async function resolveReturnUrl(context: Context, given: string | null | undefined) {
  return given ? checkReturnUrl(given) : websiteReturnUrl(context);
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

function randomCode(length: number, alphabet = ALPHANUMERIC): string {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** Adyen's pspReference: 16 characters. */
export const newPspReference = () => randomCode(16);

/** Odoo names a transaction after its order: `S00012-1`, `S00012-2`, ... */
async function nextReference(db: Db, orderName: string, orderId: number): Promise<string> {
  const count = await one<{ n: number }>(
    db,
    'SELECT count(*)::int AS n FROM payment_transaction WHERE order_id = $1',
    [orderId],
  );
  for (let n = (count?.n ?? 0) + 1; ; n += 1) {
    const reference = `${orderName}-${n}`;
    if (!(await transactionByReference(db, reference))) return reference;
  }
}

/** The session cart with at least one product line, else Odoo's "Shopping cart not found." */
async function requireCartWithLines(context: Context): Promise<number> {
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

async function createTransaction(
  context: Context,
  acquirer: AcquirerRow,
  orderId: number,
): Promise<TransactionRow> {
  const order = await one<{ name: string; partner_id: number; currency_id: number }>(
    context.db,
    `SELECT o.name, o.partner_id, pl.currency_id
       FROM sale_order o JOIN product_pricelist pl ON pl.id = o.pricelist_id
      WHERE o.id = $1`,
    [orderId],
  );
  if (!order) throw new OdooError(ODOO_ERRORS.cartNotFound);
  const { total } = await orderAmounts(context, orderId);
  const tx = await one<TransactionRow>(
    context.db,
    `INSERT INTO payment_transaction
       (reference, acquirer_id, order_id, partner_id, amount, currency_id, state, access_token)
     VALUES ($1, $2, $3, $4, $5, $6, 'draft', $7) RETURNING *`,
    [
      await nextReference(context.db, order.name, orderId),
      acquirer.id,
      orderId,
      order.partner_id,
      total,
      order.currency_id,
      randomBytes(24).toString('hex'),
    ],
  );
  if (!tx) throw new Error('Could not create a payment transaction');
  await monitorTransaction(context, tx.id);
  return tx;
}

/** Odoo's `__payment_monitored_tx_ids__`: what paymentConfirmation looks at. */
async function monitorTransaction(context: Context, txId: number): Promise<void> {
  await context.db.query(
    'UPDATE http_session SET monitored_tx_ids = array_append(monitored_tx_ids, $1) WHERE id = $2',
    [txId, context.session.id],
  );
  context.session = {
    ...context.session,
    monitored_tx_ids: [...context.session.monitored_tx_ids, txId],
  };
}

async function updateTransaction(
  context: Context,
  tx: TransactionRow,
  values: Partial<
    Pick<
      TransactionRow,
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

// --- makePayment per provider --------------------------------------------------------------

interface MakePaymentExtra {
  returnUrl?: string | null;
  methodCode?: string | null;
  issuerCode?: string | null;
}

type Starter = (
  context: Context,
  acquirer: AcquirerRow,
  tx: TransactionRow,
  extra: MakePaymentExtra,
) => Promise<void>;

/** Wire transfer: the quotation is marked sent and waits for the money; the cart starts over. */
const startTransfer: Starter = async (context, acquirer, tx) => {
  await updateTransaction(context, tx, { state: 'pending', state_message: acquirer.pending_msg });
  if (tx.order_id === null) return;
  await context.db.query("UPDATE sale_order SET state = 'sent' WHERE id = $1 AND state = 'draft'", [
    tx.order_id,
  ]);
  await context.db.query('UPDATE http_session SET sale_order_id = NULL WHERE sale_order_id = $1', [
    tx.order_id,
  ]);
  if (context.session.sale_order_id === tx.order_id) {
    context.session = { ...context.session, sale_order_id: null };
  }
  forgetOrder(context, tx.order_id);
};

/** Mollie rejects a method or issuer it does not offer; so does the stand-in. */
function checkMethod(methods: PaymentMethod[], extra: MakePaymentExtra): void {
  if (!extra.methodCode) return;
  const method = methods.find((candidate) => candidate.code === extra.methodCode);
  if (!method) throw new OdooError(MESSAGES.methodNotAvailable);
  if (extra.issuerCode && !method.issuers.some((issuer) => issuer.code === extra.issuerCode)) {
    throw new OdooError(MESSAGES.methodNotAvailable);
  }
}

/**
 * Mollie: the storefront owns the PSP. Odoo only opens the transaction (draft, no checkout URL);
 * the shop creates the Mollie payment for the transaction's amount and binds it with
 * updatePayment, after which Odoo follows the payment's status (refreshFromMollie).
 */
const startMollie: Starter = async (context, _acquirer, tx, extra) => {
  checkMethod(MOLLIE_METHODS, extra);
  await updateTransaction(context, tx, {
    return_url: await resolveReturnUrl(context, extra.returnUrl),
  });
};

/** Adyen hosted payment page: the shopper is POSTed there by `redirectForm`. */
const startHostedPage: Starter = async (context, _acquirer, tx, extra) => {
  checkMethod(ADYEN_METHODS, extra);
  const query = new URLSearchParams({ merchantReference: tx.reference });
  await updateTransaction(context, tx, {
    state: 'pending',
    checkout_url: `${context.baseUrl}/payment/adyen/hpp?${query}`,
    return_url: await resolveReturnUrl(context, extra.returnUrl),
  });
};

/**
 * The punch-out acquirers stand for a cart transfer (vsf_punchout's punchoutTransfer), which makes
 * no order, transaction or invoice; they are listed so checkout can offer the transfer.
 */
const PUNCHOUT_PROVIDERS = ['sap_oci', 'ariba'];

const STARTERS: Record<string, Starter> = {
  transfer: startTransfer,
  mollie: startMollie,
  adyen_og: startHostedPage,
};

async function makePayment(
  _root: unknown,
  args: { acquirerId: number; extra?: MakePaymentExtra | null },
  context: Context,
): Promise<IdRef> {
  const acquirer = await requireAcquirer(context, args.acquirerId);
  if (acquirer.provider === 'adyen') throw new OdooError(MESSAGES.useDropIn);
  if (PUNCHOUT_PROVIDERS.includes(acquirer.provider)) throw new OdooError(PUNCHOUT_ERRORS.notPaid);
  const start = STARTERS[acquirer.provider];
  if (!start) throw new OdooError(ODOO_ERRORS.acquirerDoesNotExist);
  const orderId = await requireCartWithLines(context);
  const tx = await createTransaction(context, acquirer, orderId);
  await start(context, acquirer, tx, args.extra ?? {});
  return ref(tx.id);
}

// --- updatePayment -----------------------------------------------------------------------------

const MOLLIE_PAYMENT_ID = /^tr_[A-Za-z0-9]+$/;
const FINAL_STATES = ['done', 'cancel', 'error'];

/** Odoo's transaction state (and message) for a Mollie payment status. */
const MOLLIE_STATES: Record<MollieStatus, { state: string; message: string | null }> = {
  open: { state: 'pending', message: null },
  pending: { state: 'pending', message: null },
  authorized: { state: 'done', message: null },
  paid: { state: 'done', message: null },
  canceled: { state: 'cancel', message: MESSAGES.cancelled },
  expired: { state: 'cancel', message: MESSAGES.expired },
  failed: { state: 'error', message: MESSAGES.failed },
};

async function isMollie(context: Context, tx: TransactionRow): Promise<boolean> {
  return (await loadAcquirer(context, tx.acquirer_id))?.provider === 'mollie';
}

/**
 * The transaction updatePayment may refresh: one the caller may see (canAccess), or, without the
 * shopper's session, a Mollie transaction named together with the payment it is bound to. That
 * is how the shop's webhook handler refreshes it; the caller decides nothing, since Odoo then asks
 * Mollie itself.
 */
async function findRefreshableTransaction(
  context: Context,
  id: number,
  providerReference: string | null,
): Promise<TransactionRow> {
  const tx = await transactionById(context.db, id);
  if (tx && (await canAccess(context, tx))) return tx;
  const bound = tx?.acquirer_reference;
  if (
    tx &&
    bound &&
    providerReference &&
    safeEqual(bound, providerReference) &&
    (await isMollie(context, tx))
  ) {
    return tx;
  }
  throw new OdooError(ODOO_ERRORS.transactionDoesNotExist);
}

/**
 * Binds a Mollie payment to the transaction (first time) and takes over its status. Real Odoo
 * fetches the payment with its own API key (`GET /v2/payments/{id}`); the stand-in plays Mollie
 * too and reads mollie_payment directly. A payment for another reference or amount is refused
 * and changes nothing; a final transaction never changes again, so replays are harmless.
 */
async function refreshFromMollie(
  context: Context,
  tx: TransactionRow,
  providerReference: string | null,
): Promise<void> {
  const paymentId = providerReference ?? tx.acquirer_reference;
  // Nothing bound yet and nothing to bind: Odoo has nothing to ask Mollie.
  if (!paymentId) return;
  if (!MOLLIE_PAYMENT_ID.test(paymentId)) throw new OdooError(MESSAGES.mollieMismatch);
  if (tx.acquirer_reference && tx.acquirer_reference !== paymentId) {
    throw new OdooError(MESSAGES.mollieOtherPayment);
  }
  const payment = await molliePaymentById(context.db, paymentId);
  const currency = await currencyName(context, tx.currency_id);
  const matches =
    payment !== null &&
    asRecord(payment.metadata).reference === tx.reference &&
    payment.amount_currency === currency &&
    sameDecimalAmount(payment.amount_value, tx.amount, currency);
  if (!payment || !matches) throw new OdooError(MESSAGES.mollieMismatch);
  if (FINAL_STATES.includes(tx.state)) return;

  const next = MOLLIE_STATES[payment.status];
  const binding = tx.acquirer_reference ? {} : { acquirer_reference: paymentId };
  if (next.state === 'done') {
    await completeTransaction(context.db, tx);
    await updateTransaction(context, tx, binding);
    forgetTransaction(context, tx);
    return;
  }
  if (next.state === tx.state) {
    await updateTransaction(context, tx, binding);
    return;
  }
  await updateTransaction(context, tx, {
    ...binding,
    state: next.state,
    state_message: next.message,
  });
}

/**
 * Refreshes a transaction from its provider. Mollie: `extra.providerReference` binds and
 * re-fetches the payment (refreshFromMollie). Others: the PSP (an emulator page) already set the
 * state, and a paid order must be confirmed.
 */
async function updatePayment(
  _root: unknown,
  args: { transactionId: number; extra?: unknown },
  context: Context,
): Promise<IdRef> {
  const providerReference = asString(asRecord(args.extra).providerReference);
  const tx = await findRefreshableTransaction(context, args.transactionId, providerReference);
  if (await isMollie(context, tx)) {
    await refreshFromMollie(context, tx, providerReference);
    return ref(tx.id);
  }
  if (tx.state === 'done' && tx.order_id !== null) {
    await confirmOrder(context.db, tx.order_id);
    forgetTransaction(context, tx);
  }
  return ref(tx.id);
}

// --- Adyen Drop-in (advanced flow) -------------------------------------------------------------

async function currencyName(context: Context, currencyId: number): Promise<string> {
  return (await loadCurrency(context, currencyId))?.name ?? 'EUR';
}

async function adyenTransaction(_root: unknown, args: { acquirerId: number }, context: Context) {
  const acquirer = await requireAdyenAcquirer(context, args.acquirerId);
  const orderId = await requireCartWithLines(context);
  const tx = await createTransaction(context, acquirer, orderId);
  const currency = await currencyName(context, tx.currency_id);
  // Odoo's processing values (payment.transaction._get_processing_values() plus payment_adyen's
  // specific ones): `amount` in major units, `converted_amount` in Adyen's minor units.
  return {
    transaction: {
      acquirer_id: acquirer.id,
      provider: acquirer.provider,
      reference: tx.reference,
      amount: tx.amount,
      currency_id: tx.currency_id,
      partner_id: tx.partner_id,
      converted_amount: minorUnits(tx.amount, currency),
      access_token: tx.access_token,
    },
  };
}

async function adyenResultAmount(context: Context, tx: TransactionRow) {
  const currency = await currencyName(context, tx.currency_id);
  return { currency, value: minorUnits(tx.amount, currency) };
}

async function authorised(context: Context, tx: TransactionRow, pspReference: string | null) {
  return {
    resultCode: 'Authorised',
    pspReference,
    merchantReference: tx.reference,
    amount: await adyenResultAmount(context, tx),
  };
}

function refused(tx: TransactionRow, pspReference: string | null, reason: string) {
  return {
    resultCode: 'Refused',
    refusalReason: reason,
    pspReference,
    merchantReference: tx.reference,
  };
}

function cancelled(tx: TransactionRow) {
  return {
    resultCode: 'Cancelled',
    pspReference: tx.acquirer_reference,
    merchantReference: tx.reference,
  };
}

/** The outcome an Adyen test card stands for, by its last four digits (emulation). */
function cardOutcome(paymentMethod: Json): 'challenge' | 'refuse' | 'authorise' {
  const number = (
    asString(paymentMethod.encryptedCardNumber) ??
    asString(paymentMethod.number) ??
    ''
  ).replace(/\s/g, '');
  if (number.endsWith('0001')) return 'challenge';
  if (number.endsWith('0002')) return 'refuse';
  return 'authorise';
}

/** Methods that send the shopper to their bank (emulated by the redirect page). */
const REDIRECT_METHODS = new Set(
  ADYEN_PAYMENT_METHODS_RESPONSE.paymentMethods
    .map((method) => method.type)
    .filter((type) => type !== 'scheme'),
);

/** The transaction an Adyen call names, checked against the acquirer it claims. */
async function adyenTx(context: Context, acquirer: AcquirerRow, reference: string) {
  const tx = await transactionByReference(context.db, reference);
  if (!tx || tx.acquirer_id !== acquirer.id) {
    throw new OdooError(ODOO_ERRORS.transactionDoesNotExist);
  }
  return tx;
}

interface AdyenPaymentsArgs {
  acquirerId: number;
  transactionReference: string;
  accessToken: string;
  paymentMethod: unknown;
  browserInfo: unknown;
}

async function adyenPayments(_root: unknown, args: AdyenPaymentsArgs, context: Context) {
  const acquirer = await requireAdyenAcquirer(context, args.acquirerId);
  const tx = await adyenTx(context, acquirer, args.transactionReference);
  if (!safeEqual(tx.access_token, args.accessToken)) throw new OdooError(MESSAGES.tampered);
  // A paid transaction stays paid: a replayed submit changes nothing.
  if (tx.state === 'done') {
    return { adyenPayments: await authorised(context, tx, tx.acquirer_reference) };
  }
  const paymentMethod = asRecord(args.paymentMethod);
  // Adyen's Drop-in always names the method; older callers sent bare card fields.
  const type = asString(paymentMethod.type) ?? 'scheme';
  if (REDIRECT_METHODS.has(type)) {
    return { adyenPayments: await startRedirect(context, tx, type) };
  }
  if (type !== 'scheme') throw new OdooError(MESSAGES.methodNotAvailable);
  const pspReference = newPspReference();
  const outcome = cardOutcome(paymentMethod);
  if (outcome === 'refuse') {
    await updateTransaction(context, tx, {
      state: 'error',
      state_message: MESSAGES.refused,
      acquirer_reference: pspReference,
    });
    return { adyenPayments: refused(tx, pspReference, MESSAGES.refused) };
  }
  if (outcome === 'challenge') return { adyenPayments: await startChallenge(context, tx) };
  await completeTransaction(context.db, tx);
  await updateTransaction(context, tx, { acquirer_reference: pspReference });
  return { adyenPayments: await authorised(context, tx, pspReference) };
}

/** Where an emulator page sends the shopper back to: the transaction's, else the website's. */
async function shopReturnUrl(context: Context, tx: TransactionRow): Promise<string | null> {
  return tx.return_url ?? (await websiteReturnUrl(context));
}

/** 3-D Secure: the shopper authenticates on the emulator page, then comes back to the shop. */
async function startChallenge(context: Context, tx: TransactionRow) {
  const url = `${context.baseUrl}${ADYEN_PAGES.challenge}?${new URLSearchParams({ reference: tx.reference })}`;
  await updateTransaction(context, tx, {
    state: 'pending',
    state_message: MESSAGES.waiting3ds,
    checkout_url: url,
    acquirer_reference: newPspReference(),
    return_url: await shopReturnUrl(context, tx),
  });
  return {
    resultCode: 'RedirectShopper',
    merchantReference: tx.reference,
    action: { paymentMethodType: 'scheme', type: 'redirect', url, method: 'GET' },
  };
}

/**
 * A redirect method (iDEAL): the shopper approves or cancels at their bank (the emulator page),
 * then comes back to the shop with a `redirectResult` for /payments/details.
 */
async function startRedirect(context: Context, tx: TransactionRow, paymentMethodType: string) {
  const url = `${context.baseUrl}${ADYEN_PAGES.redirect}?${new URLSearchParams({ reference: tx.reference })}`;
  await updateTransaction(context, tx, {
    state: 'pending',
    state_message: MESSAGES.waitingRedirect,
    checkout_url: url,
    acquirer_reference: newPspReference(),
    return_url: await shopReturnUrl(context, tx),
  });
  return {
    resultCode: 'RedirectShopper',
    merchantReference: tx.reference,
    action: { paymentMethodType, type: 'redirect', url, method: 'GET' },
  };
}

/** The emulator pages of the Adyen Drop-in flow (payment-routes.ts serves them). */
export const ADYEN_PAGES = {
  challenge: '/payment/adyen/3ds',
  redirect: '/payment/adyen/redirect',
} as const;

export type ChallengeOutcome = 'authenticated' | 'failed';
export type RedirectOutcome = 'authorised' | 'refused' | 'cancelled';

/** The opaque `redirectResult` the 3-D Secure page hands back: outcome plus its signature. */
export function redirectResult(secret: string, reference: string, outcome: ChallengeOutcome) {
  return `${outcome}.${sign(secret, 'adyen-3ds', reference, outcome)}`;
}

/** The same for the redirect (bank) page, signed apart from the 3-D Secure results. */
export function paymentRedirectResult(secret: string, reference: string, outcome: RedirectOutcome) {
  return `${outcome}.${sign(secret, 'adyen-redirect', reference, outcome)}`;
}

type Verdict =
  { outcome: 'authorised' } | { outcome: 'refused'; reason: string } | { outcome: 'cancelled' };

/** What a `redirectResult` says for this transaction, or null when it is not one we signed. */
function readRedirectResult(
  secret: string,
  reference: string,
  value: string | null,
): Verdict | null {
  if (!value) return null;
  const is = (expected: string) => safeEqual(value, expected);
  if (is(redirectResult(secret, reference, 'authenticated'))) return { outcome: 'authorised' };
  if (is(redirectResult(secret, reference, 'failed'))) {
    return { outcome: 'refused', reason: MESSAGES.notAuthenticated };
  }
  if (is(paymentRedirectResult(secret, reference, 'authorised'))) return { outcome: 'authorised' };
  if (is(paymentRedirectResult(secret, reference, 'refused'))) {
    return { outcome: 'refused', reason: MESSAGES.refused };
  }
  if (is(paymentRedirectResult(secret, reference, 'cancelled'))) return { outcome: 'cancelled' };
  return null;
}

interface AdyenPaymentDetailsArgs {
  acquirerId: number;
  transactionReference: string;
  paymentDetails: unknown;
}

async function adyenPaymentDetails(
  _root: unknown,
  args: AdyenPaymentDetailsArgs,
  context: Context,
) {
  const acquirer = await requireAdyenAcquirer(context, args.acquirerId);
  const tx = await adyenTx(context, acquirer, args.transactionReference);
  if (!(await canAccess(context, tx))) throw new OdooError(ODOO_ERRORS.transactionDoesNotExist);
  const details = await paymentDetailsResult(context, tx, asRecord(args.paymentDetails));
  return { adyenPaymentDetails: details };
}

async function paymentDetailsResult(context: Context, tx: TransactionRow, paymentDetails: Json) {
  // Replays after the outcome is known answer the same and change nothing.
  if (tx.state === 'done') return authorised(context, tx, tx.acquirer_reference);
  if (tx.state === 'error') {
    return refused(tx, tx.acquirer_reference, tx.state_message ?? MESSAGES.refused);
  }
  if (tx.state === 'cancel') return cancelled(tx);
  const value =
    asString(asRecord(paymentDetails.details).redirectResult) ??
    asString(paymentDetails.redirectResult);
  const secret = await databaseSecret(context.db);
  const verdict = tx.state === 'pending' ? readRedirectResult(secret, tx.reference, value) : null;
  if (verdict === null) throw new OdooError(MESSAGES.invalidDetails);
  if (verdict.outcome === 'refused') {
    await updateTransaction(context, tx, { state: 'error', state_message: verdict.reason });
    return refused(tx, tx.acquirer_reference, verdict.reason);
  }
  // Refused and cancelled leave the order a draft: the session keeps it as its cart to retry.
  if (verdict.outcome === 'cancelled') {
    await updateTransaction(context, tx, { state: 'cancel', state_message: MESSAGES.cancelled });
    return cancelled(tx);
  }
  await completeTransaction(context.db, tx);
  forgetTransaction(context, tx);
  return authorised(context, tx, tx.acquirer_reference);
}

// --- Queries -----------------------------------------------------------------------------------

/** The session's order whatever its state (it may have just been confirmed), else its cart. */
async function sessionOrderId(context: Context): Promise<number | null> {
  const id = context.session.sale_order_id;
  const row =
    id === null
      ? null
      : await one<{ id: number }>(context.db, 'SELECT id FROM sale_order WHERE id = $1', [id]);
  return row?.id ?? (await findSessionCart(context));
}

async function paymentConfirmation(_root: unknown, _args: unknown, context: Context) {
  const monitored = context.session.monitored_tx_ids;
  if (monitored.length > 0) {
    const row = await one<{ order_id: number }>(
      context.db,
      `SELECT order_id FROM payment_transaction
        WHERE id = ANY($1::int[]) AND order_id IS NOT NULL ORDER BY id DESC LIMIT 1`,
      [monitored],
    );
    if (row) return { order: ref(row.order_id) };
  }
  const orderId = await sessionOrderId(context);
  if (orderId === null) throw new OdooError(ODOO_ERRORS.cartDoesNotExist);
  return { order: ref(orderId) };
}

async function paymentTransactionRequest(
  _root: unknown,
  args: { transactionId?: number | null; reference?: string | null },
  context: Context,
) {
  const tx = await findOwnTransaction(context, args.transactionId, args.reference);
  const acquirer = await loadAcquirer(context, tx.acquirer_id);
  const customer =
    tx.partner_id === null
      ? null
      : await one<{ name: string; email: string | null }>(
          context.db,
          'SELECT name, email FROM res_partner WHERE id = $1',
          [tx.partner_id],
        );
  return {
    id: tx.id,
    reference: tx.reference,
    amount: tx.amount,
    currency: await currencyName(context, tx.currency_id),
    customer: { name: customer?.name ?? null, email: customer?.email ?? null },
    return_url: tx.return_url,
    acquirer: acquirer?.name ?? null,
    provider: acquirer?.provider ?? null,
  };
}

// --- Field resolvers ---------------------------------------------------------------------------

const acquirerField =
  <T>(read: (acquirer: AcquirerRow) => T) =>
  async (parent: IdRef, _args: unknown, context: Context): Promise<T | null> => {
    const acquirer = await loadAcquirer(context, parent.id);
    return acquirer ? read(acquirer) : null;
  };

const txField =
  <T>(read: (tx: TransactionRow, context: Context) => T | Promise<T>) =>
  async (parent: IdRef, _args: unknown, context: Context): Promise<T | null> => {
    const tx = await loadTransaction(context, parent.id);
    return tx ? read(tx, context) : null;
  };

/** Odoo posts an account.payment once the transaction is done; the stand-in derives one. */
function paymentOf(tx: TransactionRow) {
  if (tx.state !== 'done') return null;
  const year = new Date(tx.create_date).getFullYear();
  return {
    id: tx.id,
    name: `BNK1/${year}/${String(tx.id).padStart(5, '0')}`,
    amount: tx.amount,
    paymentReference: tx.reference,
  };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Odoo's redirect_form_html for the Adyen hosted payment page: a form the page submits. */
async function redirectForm(tx: TransactionRow, context: Context): Promise<string | null> {
  const acquirer = await loadAcquirer(context, tx.acquirer_id);
  if (acquirer?.provider !== 'adyen_og') return null;
  const currency = await currencyName(context, tx.currency_id);
  const fields: [string, string][] = [
    ['merchantReference', tx.reference],
    ['paymentAmount', String(minorUnits(tx.amount, currency))],
    ['currencyCode', currency],
    ['resURL', tx.return_url ?? ''],
  ];
  const inputs = fields
    .map(
      ([name, value]) => `<input type="hidden" name="${name}" value="${escapeAttribute(value)}"/>`,
    )
    .join('');
  const action = escapeAttribute(`${context.baseUrl}/payment/adyen/hpp`);
  return (
    `<form method="post" action="${action}" id="adyen-hpp-form">${inputs}` +
    '<noscript><button type="submit">Continue to payment</button></noscript></form>' +
    '<script>document.getElementById("adyen-hpp-form").submit();</script>'
  );
}

async function orderTransactionIds(context: Context, orderId: number): Promise<IdRef[]> {
  const rows = await many<{ id: number }>(
    context.db,
    'SELECT id FROM payment_transaction WHERE order_id = $1 ORDER BY id DESC',
    [orderId],
  );
  return rows.map((row) => ref(row.id));
}

export const paymentResolvers: Resolvers = {
  Query: {
    paymentAcquirers: async (_root: unknown, _args: unknown, context: Context) => {
      const rows = await many<{ id: number }>(
        context.db,
        'SELECT id FROM payment_acquirer WHERE state = ANY($1::text[]) ORDER BY sequence, id',
        [ACTIVE_STATES],
      );
      return rows.map((row) => ref(row.id));
    },
    paymentAcquirer: async (_root: unknown, args: { id?: number | null }, context: Context) =>
      ref((await requireAcquirer(context, args.id)).id),
    paymentTransaction: async (
      _root: unknown,
      args: { id?: number | null; reference?: string | null },
      context: Context,
    ) => ref((await findOwnTransaction(context, args.id, args.reference)).id),
    paymentConfirmation,
    paymentTransactionRequest,
  },
  Mutation: {
    makePayment,
    updatePayment,
    adyenAcquirerInfo: async (_root: unknown, args: { acquirerId: number }, context: Context) => {
      const acquirer = await requireAdyenAcquirer(context, args.acquirerId);
      const environment = acquirer.state === 'enabled' ? 'live' : 'test';
      return {
        adyenAcquirerInfo: { client_key: ADYEN_CLIENT_KEY, state: acquirer.state, environment },
      };
    },
    adyenPaymentMethods: async (_root: unknown, args: { acquirerId: number }, context: Context) => {
      await requireAdyenAcquirer(context, args.acquirerId);
      return { adyenPaymentMethods: ADYEN_PAYMENT_METHODS_RESPONSE };
    },
    adyenTransaction,
    adyenPayments,
    adyenPaymentDetails,
  },
  PaymentAcquirer: {
    id: (parent: IdRef) => parent.id,
    name: acquirerField((acquirer) => acquirer.name),
    displayAs: acquirerField((acquirer) => acquirer.display_as ?? acquirer.name),
    provider: acquirerField((acquirer) => acquirer.provider),
    paymentIcons: acquirerField((acquirer) => PROVIDER_ICONS[acquirer.provider] ?? []),
    paymentMethods: acquirerField((acquirer) => PROVIDER_METHODS[acquirer.provider] ?? []),
    pendingMessage: acquirerField((acquirer) => acquirer.pending_msg),
  },
  PaymentTransaction: {
    id: (parent: IdRef) => parent.id,
    reference: txField((tx) => tx.reference),
    payment: txField(paymentOf),
    amount: txField((tx) => tx.amount),
    currency: txField((tx, context) => loadCurrency(context, tx.currency_id)),
    acquirer: txField(async (tx, context) => (await loadAcquirer(context, tx.acquirer_id))?.name),
    acquirerReference: txField((tx) => tx.acquirer_reference),
    company: txField((_tx, context) => ref(context.website.company_partner_id)),
    customer: txField((tx) => (tx.partner_id === null ? null : ref(tx.partner_id))),
    state: txField((tx) => TRANSACTION_STATES[tx.state] ?? null),
    stateMessage: txField((tx) => tx.state_message),
    returnUrl: txField((tx) => tx.return_url),
    checkoutUrl: txField((tx) => tx.checkout_url),
    redirectForm: txField(redirectForm),
  },
  Order: {
    transactions: (parent: IdRef, _args: unknown, context: Context) =>
      orderTransactionIds(context, parent.id),
    lastTransaction: async (parent: IdRef, _args: unknown, context: Context) =>
      (await orderTransactionIds(context, parent.id))[0] ?? null,
  },
};
