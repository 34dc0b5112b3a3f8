import type { Context } from '../context';
import { minorUnits } from '../currency-decimals';
import { one, type Db } from '../db';
import { OdooError, ODOO_ERRORS } from '../errors';
import { orderAmounts } from '../model/order';
import { findSessionCart } from '../model/session-cart';
import { ADYEN_CHECKOUT_PATH, adyenEmulatorConfig } from './adyen-emulator';
import { ADYEN_METHODS } from './providers';
import {
  ACTIVE_STATES,
  asRecord,
  asString,
  checkMethod,
  createTransaction,
  currencyName,
  finalizePostProcessing,
  forgetTransaction,
  loadAcquirer,
  MESSAGES,
  processingValues,
  resolveReturnUrl,
  transactionByReference,
  updateTransaction,
  type Json,
  type Starter,
} from './transactions';
import type { PaymentAcquirer, PaymentTransaction } from '../tables';

// Odoo's payment_adyen as graphql_vuestorefront's adyen* mutations and odoogap's
// payment_adyen_vsf drive it, and vsf_payment_transaction's Adyen payment links (the hosted page,
// acquirer ADYEN_OG). Like Odoo it talks to Adyen's Checkout API over HTTP: to the Adyen emulator
// on this very server (adyen-emulator.ts), with the emulator's credentials as the acquirer's. The
// answers are Adyen's; what Odoo makes of them is payment_adyen's _process_feedback_data.

/** payment_adyen's API_ENDPOINT_VERSIONS: every endpoint used here is at version 67. */
const API_VERSION = 67;

async function requireAdyenAcquirer(context: Context, id: number): Promise<PaymentAcquirer> {
  const acquirer = await loadAcquirer(context, id);
  if (!acquirer || !ACTIVE_STATES.includes(acquirer.state)) {
    throw new OdooError(ODOO_ERRORS.acquirerDoesNotExist);
  }
  if (acquirer.provider !== 'adyen') throw new OdooError(ODOO_ERRORS.adyenAcquirerDoesNotExist);
  return acquirer;
}

/** payment_adyen's _adyen_make_request: `<Checkout API URL>/V67/<endpoint>` with the API key. */
export async function adyenRequest(
  context: Pick<Context, 'baseUrl'>,
  endpoint: string,
  payload: unknown,
): Promise<Json> {
  const url = `${context.baseUrl}${ADYEN_CHECKOUT_PATH}/V${API_VERSION}/${endpoint}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': adyenEmulatorConfig().apiKey },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(60_000),
    });
  } catch {
    throw new OdooError(MESSAGES.adyenUnreachable);
  }
  if (!response.ok) throw new OdooError(MESSAGES.adyenFailed);
  return asRecord(await response.json());
}

/** payment_adyen's RESULT_CODES_MAPPING. */
const PENDING_CODES = [
  'ChallengeShopper',
  'IdentifyShopper',
  'Pending',
  'PresentToShopper',
  'Received',
  'RedirectShopper',
];

/** payment's _update_state: only from the allowed states; the message replaces the old one. */
async function updateState(
  context: Context,
  tx: PaymentTransaction,
  allowed: string[],
  state: string,
  message: string | null,
): Promise<boolean> {
  if (!allowed.includes(tx.state)) return false;
  await updateTransaction(context, tx, { state, state_message: message });
  return true;
}

/**
 * payment_adyen's _process_feedback_data (payment_adyen_vsf and graphql_vuestorefront: a
 * transaction the storefront opened turns pending without sending the quotation).
 */
export async function processAdyenFeedback(
  context: Context,
  tx: PaymentTransaction,
  data: Json,
): Promise<void> {
  const pspReference = asString(data.pspReference);
  if (pspReference) await updateTransaction(context, tx, { acquirer_reference: pspReference });
  const resultCode = asString(data.resultCode);
  if (!resultCode) throw new OdooError(MESSAGES.adyenNoState);
  if (PENDING_CODES.includes(resultCode)) {
    if ((await updateState(context, tx, ['draft'], 'pending', null)) && !tx.created_on_vsf) {
      await sendQuotation(context.db, tx);
    }
  } else if (resultCode === 'Authorised') {
    await updateState(context, tx, ['draft', 'pending', 'authorized', 'error'], 'done', null);
  } else if (resultCode === 'Cancelled') {
    await updateState(context, tx, ['draft', 'pending', 'authorized'], 'cancel', null);
  } else if (resultCode === 'Error') {
    await updateState(
      context,
      tx,
      ['draft', 'pending', 'authorized'],
      'error',
      MESSAGES.adyenError,
    );
  } else if (resultCode === 'Refused') {
    await updateState(
      context,
      tx,
      ['draft', 'pending', 'authorized'],
      'error',
      MESSAGES.adyenRefused,
    );
  } else {
    const message = `Adyen: Received data with invalid payment state: ${resultCode}`;
    await updateState(context, tx, ['draft', 'pending', 'authorized'], 'error', message);
  }
}

/** sale's _set_pending: the draft order becomes a sent quotation. */
async function sendQuotation(db: Db, tx: PaymentTransaction): Promise<void> {
  if (tx.order_id === null) return;
  await db.query("UPDATE sale_order SET state = 'sent' WHERE id = $1 AND state = 'draft'", [
    tx.order_id,
  ]);
}

// --- graphql_vuestorefront's adyen* mutations ----------------------------------------------------

/** payment_adyen's /payment/adyen/acquirer_info: the acquirer's state and client key. */
export async function adyenAcquirerInfo(
  _root: unknown,
  args: { acquirerId: number },
  context: Context,
) {
  const acquirer = await requireAdyenAcquirer(context, args.acquirerId);
  return {
    adyenAcquirerInfo: { state: acquirer.state, client_key: adyenEmulatorConfig().clientKey },
  };
}

/** The shopper's language as an IETF tag (payment_adyen: the request's lang, `_` to `-`). */
const shopperLocale = (lang: string) => lang.replace('_', '-');

export async function adyenPaymentMethods(
  _root: unknown,
  args: { acquirerId: number },
  context: Context,
) {
  await requireAdyenAcquirer(context, args.acquirerId);
  const order = await cartForAdyen(context);
  // As payment_adyen 15.0 sends it: the amount as a bare number in minor units.
  const payload = {
    merchantAccount: adyenEmulatorConfig().merchantAccount,
    amount: order ? minorUnits(order.amount_total, order.currency) : false,
    countryCode: order?.country_code ?? null,
    shopperLocale: shopperLocale(context.lang),
    shopperReference: order ? `ODOO_PARTNER_${order.partner_id}` : false,
    channel: 'Web',
  };
  return { adyenPaymentMethods: await adyenRequest(context, 'paymentMethods', payload) };
}

interface CartForAdyen {
  partner_id: number;
  amount_total: number;
  currency: string;
  country_code: string | null;
}

async function cartForAdyen(context: Context): Promise<CartForAdyen | null> {
  const orderId = await findSessionCart(context);
  if (orderId === null) return null;
  const row = await one<{ partner_id: number; currency: string; country_code: string | null }>(
    context.db,
    `SELECT o.partner_id, c.name AS currency, country.code AS country_code
       FROM sale_order o
       JOIN product_pricelist pl ON pl.id = o.pricelist_id
       JOIN res_currency c ON c.id = pl.currency_id
       JOIN res_partner p ON p.id = o.partner_id
       LEFT JOIN res_country country ON country.id = p.country_id
      WHERE o.id = $1`,
    [orderId],
  );
  if (!row) return null;
  return { ...row, amount_total: (await orderAmounts(context, orderId)).total };
}

/**
 * adyenTransaction: website_sale's route for the session cart with the direct flow, whatever the
 * cart holds (an empty one gets a transaction of 0). vsf_payment_transaction answers a session
 * without a cart, where graphql_vuestorefront crashes.
 */
export async function adyenTransaction(
  _root: unknown,
  args: { acquirerId: number },
  context: Context,
) {
  const acquirer = await requireAdyenAcquirer(context, args.acquirerId);
  const orderId = await findSessionCart(context);
  if (orderId === null) throw new OdooError(ODOO_ERRORS.cartNotFound);
  const tx = await createTransaction(context, acquirer, orderId, { createdOnVsf: true });
  const currency = await currencyName(context, tx.currency_id);
  // payment's _get_processing_values() with payment_adyen's: `amount` in major units,
  // `converted_amount` in Adyen's minor units and the access token of both.
  return {
    transaction: {
      ...processingValues(acquirer, tx),
      converted_amount: minorUnits(tx.amount, currency),
      access_token: tx.access_token,
    },
  };
}

interface AdyenPaymentsArgs {
  acquirerId: number;
  transactionReference: string;
  accessToken: string;
  paymentMethod: unknown;
  browserInfo: unknown;
}

async function transactionNamed(context: Context, reference: string): Promise<PaymentTransaction> {
  const tx = await transactionByReference(context.db, reference);
  if (!tx) throw new OdooError(ODOO_ERRORS.transactionDoesNotExist);
  return tx;
}

/** Odoo's own route Adyen sends the shopper back to after a redirect (payment_adyen_vsf). */
export function adyenReturnUrl(baseUrl: string, reference: string): string {
  return `${baseUrl}/payment/adyen/return?${new URLSearchParams({ merchantReference: reference })}`;
}

/** payment_adyen_vsf's /payment/adyen/payments: Adyen's /payments for the transaction. */
export async function adyenPayments(_root: unknown, args: AdyenPaymentsArgs, context: Context) {
  await requireAdyenAcquirer(context, args.acquirerId);
  const tx = await transactionNamed(context, args.transactionReference);
  if (tx.access_token !== args.accessToken) throw new OdooError(MESSAGES.tampered);
  const currency = await currencyName(context, tx.currency_id);
  const payload = {
    merchantAccount: adyenEmulatorConfig().merchantAccount,
    amount: { value: minorUnits(tx.amount, currency), currency },
    reference: tx.reference,
    paymentMethod: args.paymentMethod,
    shopperReference: `ODOO_PARTNER_${tx.partner_id}`,
    recurringProcessingModel: 'CardOnFile',
    shopperIP: '127.0.0.1',
    shopperInteraction: 'Ecommerce',
    storePaymentMethod: false,
    channel: 'web',
    origin: context.baseUrl,
    browserInfo: args.browserInfo,
    returnUrl: adyenReturnUrl(context.baseUrl, tx.reference),
  };
  const answer = await adyenRequest(context, 'payments', payload);
  // The shop's return page after a redirect: mock-odoo's stand-in for the website's setting.
  if (!tx.return_url) {
    await updateTransaction(context, tx, { return_url: await resolveReturnUrl(context, null) });
  }
  await processAdyenFeedback(context, tx, { ...answer, merchantReference: tx.reference });
  return { adyenPayments: answer };
}

interface AdyenPaymentDetailsArgs {
  acquirerId: number;
  transactionReference: string;
  paymentDetails: unknown;
}

/** payment_adyen's /payment/adyen/payment_details: Adyen's /payments/details as given. */
export async function adyenPaymentDetails(
  _root: unknown,
  args: AdyenPaymentDetailsArgs,
  context: Context,
) {
  await requireAdyenAcquirer(context, args.acquirerId);
  const tx = await transactionNamed(context, args.transactionReference);
  return { adyenPaymentDetails: await submitDetails(context, tx, args.paymentDetails) };
}

/** Adyen's /payments/details with the details as given, and what Odoo makes of the answer. */
export async function submitDetails(
  context: Context,
  tx: PaymentTransaction,
  paymentDetails: unknown,
): Promise<Json> {
  const answer = await adyenRequest(context, 'payments/details', paymentDetails);
  await processAdyenFeedback(context, tx, { ...answer, merchantReference: tx.reference });
  return answer;
}

// --- vsf_payment_transaction: Adyen's hosted page through a payment link --------------------------

/**
 * makePayment with the Adyen acquirer of the hosted page: a payment link (Adyen's /paymentLinks)
 * for the transaction, whose page the shopper is sent to (checkoutUrl); the outcome comes back
 * through Adyen's webhook.
 */
export const startPaymentLink: Starter = async (context, _acquirer, tx, extra) => {
  checkMethod(ADYEN_METHODS, extra);
  const returnUrl = await resolveReturnUrl(context, extra.returnUrl);
  const currency = await currencyName(context, tx.currency_id);
  const partner = await one<{ email: string | null; country_code: string | null }>(
    context.db,
    `SELECT p.email, c.code AS country_code
       FROM res_partner p LEFT JOIN res_country c ON c.id = p.country_id WHERE p.id = $1`,
    [tx.partner_id],
  );
  const link = await adyenRequest(context, 'paymentLinks', {
    merchantAccount: adyenEmulatorConfig().merchantAccount,
    amount: { value: minorUnits(tx.amount, currency), currency },
    reference: tx.reference,
    ...(returnUrl ? { returnUrl } : {}),
    shopperLocale: shopperLocale(context.lang),
    ...(partner?.country_code ? { countryCode: partner.country_code } : {}),
    ...(partner?.email ? { shopperEmail: partner.email } : {}),
    shopperReference: `ODOO_PARTNER_${tx.partner_id}`,
  });
  const url = asString(link.url);
  if (!url) throw new OdooError(MESSAGES.adyenFailed);
  await updateTransaction(context, tx, {
    state: 'pending',
    checkout_url: url,
    return_url: returnUrl,
  });
};

/** What updatePayment does for an Adyen transaction: confirm the order once it is paid. */
export async function refreshAdyen(context: Context, tx: PaymentTransaction): Promise<void> {
  await finalizePostProcessing(context.db, tx.id);
  forgetTransaction(context, tx);
}
