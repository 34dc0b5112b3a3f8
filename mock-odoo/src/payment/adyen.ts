import { randomInt } from 'node:crypto';
import type { Context } from '../context';
import { minorUnits } from '../currency-decimals';
import { OdooError, ODOO_ERRORS } from '../errors';
import { ADYEN_METHODS, ADYEN_PAYMENT_METHODS_RESPONSE } from './providers';
import {
  ACTIVE_STATES,
  asRecord,
  asString,
  canAccess,
  checkMethod,
  completeTransaction,
  processingValues,
  createTransaction,
  currencyName,
  databaseSecret,
  forgetTransaction,
  loadAcquirer,
  MESSAGES,
  requireCartWithLines,
  resolveReturnUrl,
  safeEqual,
  sign,
  transactionByReference,
  updateTransaction,
  websiteReturnUrl,
  type AcquirerRow,
  type Json,
  type Starter,
  type TransactionRow,
} from './transactions';

// Odoo's payment_adyen: the Drop-in (advanced flow, acquirer `adyen`) with its 3-D Secure and
// redirect (bank) steps, and the hosted payment page (acquirer `adyen_og`). The pages the shopper
// meets at Adyen are emulated by payment-routes.ts; the helpers they share with this file are here.

const ADYEN_CLIENT_KEY = 'test_MOCKODOOCLIENTKEY';

async function requireAdyenAcquirer(context: Context, id: number): Promise<AcquirerRow> {
  const acquirer = await loadAcquirer(context, id);
  if (!acquirer || !ACTIVE_STATES.includes(acquirer.state) || acquirer.provider !== 'adyen') {
    throw new OdooError(ODOO_ERRORS.adyenAcquirerDoesNotExist);
  }
  return acquirer;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

function randomCode(length: number, alphabet = ALPHANUMERIC): string {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** Adyen's pspReference: 16 characters. */
export const newPspReference = () => randomCode(16);

// --- Hosted payment page (adyen_og) ----------------------------------------------------------

/** Adyen hosted payment page: the shopper is POSTed there by `redirectForm`. */
export const startHostedPage: Starter = async (context, _acquirer, tx, extra) => {
  checkMethod(ADYEN_METHODS, extra);
  const query = new URLSearchParams({ merchantReference: tx.reference });
  await updateTransaction(context, tx, {
    state: 'pending',
    checkout_url: `${context.baseUrl}/payment/adyen/hpp?${query}`,
    return_url: await resolveReturnUrl(context, extra.returnUrl),
  });
};

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Odoo's redirect_form_html for the Adyen hosted payment page: a form the page submits. */
export async function redirectForm(tx: TransactionRow, context: Context): Promise<string | null> {
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

// --- Adyen Drop-in (advanced flow) -------------------------------------------------------------

/** adyenAcquirerInfo: what the Drop-in needs to start (client key and environment). */
export async function adyenAcquirerInfo(
  _root: unknown,
  args: { acquirerId: number },
  context: Context,
) {
  const acquirer = await requireAdyenAcquirer(context, args.acquirerId);
  const environment = acquirer.state === 'enabled' ? 'live' : 'test';
  return {
    adyenAcquirerInfo: { client_key: ADYEN_CLIENT_KEY, state: acquirer.state, environment },
  };
}

export async function adyenPaymentMethods(
  _root: unknown,
  args: { acquirerId: number },
  context: Context,
) {
  await requireAdyenAcquirer(context, args.acquirerId);
  return { adyenPaymentMethods: ADYEN_PAYMENT_METHODS_RESPONSE };
}

export async function adyenTransaction(
  _root: unknown,
  args: { acquirerId: number },
  context: Context,
) {
  const acquirer = await requireAdyenAcquirer(context, args.acquirerId);
  const orderId = await requireCartWithLines(context);
  const tx = await createTransaction(context, acquirer, orderId);
  const currency = await currencyName(context, tx.currency_id);
  // Odoo's processing values (payment.transaction._get_processing_values() plus payment_adyen's
  // specific ones): `amount` in major units, `converted_amount` in Adyen's minor units.
  return {
    transaction: {
      ...processingValues(acquirer, tx),
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

export async function adyenPayments(_root: unknown, args: AdyenPaymentsArgs, context: Context) {
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
function startChallenge(context: Context, tx: TransactionRow) {
  return sendShopperAway(context, tx, ADYEN_PAGES.challenge, MESSAGES.waiting3ds, 'scheme');
}

/**
 * A redirect method (iDEAL): the shopper approves or cancels at their bank (the emulator page),
 * then comes back to the shop with a `redirectResult` for /payments/details.
 */
function startRedirect(context: Context, tx: TransactionRow, paymentMethodType: string) {
  return sendShopperAway(
    context,
    tx,
    ADYEN_PAGES.redirect,
    MESSAGES.waitingRedirect,
    paymentMethodType,
  );
}

/** Leaves the transaction pending and answers Adyen's redirect action to one emulator page. */
async function sendShopperAway(
  context: Context,
  tx: TransactionRow,
  page: string,
  stateMessage: string,
  paymentMethodType: string,
) {
  const url = `${context.baseUrl}${page}?${new URLSearchParams({ reference: tx.reference })}`;
  await updateTransaction(context, tx, {
    state: 'pending',
    state_message: stateMessage,
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

export async function adyenPaymentDetails(
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
