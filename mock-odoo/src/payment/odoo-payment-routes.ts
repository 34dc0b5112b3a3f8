import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from '../context';
import { many, one } from '../db';
import { readBody } from '../request-body';
import { sendJson } from '../send-json';
import { processAdyenFeedback, submitDetails } from './adyen';
import {
  adyenEmulatorConfig,
  notificationSignature,
  type NotificationItem,
} from './adyen-emulator';
import { escapeHtml } from './pages';
import {
  finalizePostProcessing,
  monitorTransaction,
  newAccessToken,
  processingValues,
  safeEqual,
  transactionByReference,
} from './transactions';
import type { PaymentTransaction, SaleOrder } from '../tables';
import { refusedPlacement } from '../vsf/b2b-company';
import { approvalRefusal } from '../vsf/sale-approval';
import { nextReference } from './references';

// Odoo 15's own payment routes, which a stock Odoo offers without any module of ours (both
// profiles have them): website_sale's `/shop/payment/transaction/<order_id>` (JSON-RPC; creates
// the transaction of a website order), payment_transfer's `/payment/transfer/feedback` (the wire
// transfer's redirect form posts there; leaves the transaction pending and sends the quotation),
// payment's `/payment/status/poll` (JSON-RPC; the session's transactions with the message the
// acquirer shows for their state), and payment_adyen's (as odoogap's payment_adyen_vsf overrides
// them) `/payment/adyen/return`, where Adyen sends the shopper back after a redirect, and
// `/payment/adyen/notification`, Adyen's webhook. Texts, checks and answers as in Odoo 15.0's
// website_sale/controllers/main.py, payment/controllers/{portal,post_processing}.py,
// payment_transfer and payment_adyen(_vsf)/controllers/main.py.

/** An exception of Odoo's, as its JSON-RPC error envelope names it. */
class OdooException extends Error {
  constructor(
    readonly exceptionName: string,
    message: string,
  ) {
    super(message);
  }
}

const validationError = (message: string) =>
  new OdooException('odoo.exceptions.ValidationError', message);

/** payment_transfer's redirect form action (TransferController._accept_url). */
export const TRANSFER_FEEDBACK_PATH = '/payment/transfer/feedback';

/** The request's Odoo context: the session, user and website of the shopper's cookie. */
export type RunInOdooRequest = <T>(
  req: IncomingMessage,
  work: (context: Context) => Promise<{ value: T; failed: boolean }>,
) => Promise<{ value: T; sessionCookie: string }>;

const TRANSACTION_ROUTE = /^\/shop\/payment\/transaction\/(\d+)$/;
const MAX_BODY = 64 * 1024;

/** Answers Odoo's payment routes; false for any other path. */
export async function handleOdooPaymentRoute(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  run: RunInOdooRequest,
): Promise<boolean> {
  if (url.pathname === ADYEN_RETURN_PATH && (req.method === 'GET' || req.method === 'POST')) {
    await adyenReturn(req, res, url, run);
    return true;
  }
  if (req.method !== 'POST') return false;
  const transaction = TRANSACTION_ROUTE.exec(url.pathname);
  if (transaction) {
    await answerJsonRpc(req, res, run, (context, params) =>
      shopPaymentTransaction(context, Number(transaction[1]), params),
    );
    return true;
  }
  if (url.pathname === ADYEN_NOTIFICATION_PATH) {
    await adyenNotification(req, res, run);
    return true;
  }
  if (url.pathname === '/payment/status/poll') {
    await answerJsonRpc(req, res, run, (context) => pollStatus(context));
    return true;
  }
  if (url.pathname === TRANSFER_FEEDBACK_PATH) {
    const form = new URLSearchParams(await readBody(req, MAX_BODY));
    const { value } = await run(req, async (context) => {
      try {
        await transferFeedback(context, form.get('reference'));
        return { value: true, failed: false };
      } catch (error) {
        if (!(error instanceof OdooException)) throw error;
        return { value: false, failed: true };
      }
    });
    // An http route: Odoo's exception becomes werkzeug's error page.
    if (!value) {
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal Server Error');
      return true;
    }
    res.writeHead(303, { location: '/payment/status' });
    res.end();
    return true;
  }
  return false;
}

type Params = Record<string, unknown>;

/**
 * A `type='json'` route: the JSON-RPC 2.0 call `{"params": {...}}` in, `{"result": ...}` or
 * Odoo's error envelope out (HTTP 200 either way), in one request with the session's context.
 */
async function answerJsonRpc(
  req: IncomingMessage,
  res: ServerResponse,
  run: RunInOdooRequest,
  call: (context: Context, params: Params) => Promise<unknown>,
): Promise<void> {
  let body: { id?: unknown; params?: unknown };
  try {
    body = JSON.parse(await readBody(req, MAX_BODY)) as typeof body;
  } catch {
    sendJson(res, 400, { error: 'Invalid JSON data' });
    return;
  }
  const params = body.params && typeof body.params === 'object' ? (body.params as Params) : {};
  const id = body.id ?? null;
  const { value, sessionCookie } = await run<Record<string, unknown>>(req, async (context) => {
    try {
      return { value: { jsonrpc: '2.0', id, result: await call(context, params) }, failed: false };
    } catch (error) {
      if (!(error instanceof OdooException)) throw error;
      return { value: { jsonrpc: '2.0', id, error: errorEnvelope(error) }, failed: true };
    }
  });
  sendJson(res, 200, value, { 'set-cookie': sessionCookie });
}

function errorEnvelope(error: OdooException) {
  return {
    code: 200,
    message: 'Odoo Server Error',
    data: {
      name: error.exceptionName,
      debug: `Traceback (most recent call last):\n${error.exceptionName}: ${error.message}`,
      message: error.message,
      arguments: [error.message],
      context: {},
    },
  };
}

type SaleOrderRow = Pick<
  SaleOrder,
  'id' | 'name' | 'state' | 'partner_id' | 'partner_invoice_id' | 'access_token'
>;

/**
 * website_sale's PaymentPortal.shop_payment_transaction (Odoo 15.0 of June 2022): a draft
 * transaction for the order, with the amount, currency and partner the caller names (Odoo's own
 * payment form sends the order's total and its customer; later 15.0 releases also refuse another
 * amount and a cancelled order, this one does neither).
 */
async function shopPaymentTransaction(context: Context, orderId: number, params: Params) {
  const order = await one<SaleOrderRow>(
    context.db,
    'SELECT id, name, state, partner_id, partner_invoice_id, access_token FROM sale_order WHERE id = $1',
    [orderId],
  );
  // portal's _document_check_access
  if (!order)
    throw new OdooException('odoo.exceptions.MissingError', 'This document does not exist.');
  if (!(await mayAccess(context, order, params.access_token))) {
    throw validationError('The access token is invalid.');
  }
  return createTransaction(context, order, params);
}

/**
 * portal's _document_check_access: the order's access token (website_sale's page sends it), or
 * read access under sale's portal rule, which lets a customer read the orders they follow (a
 * website cart's customer follows it once the quotation is sent, not before).
 */
async function mayAccess(context: Context, order: SaleOrderRow, token: unknown): Promise<boolean> {
  if (typeof token === 'string' && token !== '' && safeEqual(token, order.access_token)) {
    return true;
  }
  if (!context.user || order.state === 'draft') return false;
  return order.partner_id === context.partnerId;
}

const REQUIRED = [
  'payment_option_id',
  'reference_prefix',
  'amount',
  'currency_id',
  'partner_id',
  'flow',
  'tokenization_requested',
  'landing_route',
] as const;

/** payment's PaymentPortal._create_transaction for the redirect and direct flows. */
async function createTransaction(context: Context, order: SaleOrderRow, params: Params) {
  // website_sale sets reference_prefix itself; Python names the missing positional arguments.
  const missing = REQUIRED.filter((name) => name !== 'reference_prefix' && !(name in params));
  if (missing.length > 0) {
    const names = missing.map((name) => `'${name}'`);
    const listed =
      names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
    throw new OdooException(
      'builtins.TypeError',
      `PaymentPortal._create_transaction() missing ${missing.length} required positional argument${missing.length > 1 ? 's' : ''}: ${listed}`,
    );
  }
  if (params.flow !== 'redirect' && params.flow !== 'direct') {
    throw new OdooException(
      'odoo.exceptions.UserError',
      'The payment should either be direct, with redirection, or made by a token.',
    );
  }
  const acquirer = await one<{ id: number; provider: string }>(
    context.db,
    'SELECT id, provider FROM payment_acquirer WHERE id = $1',
    [Number(params.payment_option_id)],
  );
  if (!acquirer) {
    throw new OdooException(
      'odoo.exceptions.MissingError',
      'Record does not exist or has been deleted.',
    );
  }
  const partnerId = params.partner_id;
  if (typeof partnerId !== 'number' || partnerId === 0) {
    throw validationError(
      mandatoryFieldMissing('Payment Transaction (payment.transaction)', 'Customer (partner_id)'),
    );
  }
  const refused =
    (await refusedPlacement(context, order.id)) ?? (await approvalRefusal(context, order.id));
  if (refused) throw validationError(refused);
  const tx = await one<PaymentTransaction>(
    context.db,
    `INSERT INTO payment_transaction
       (reference, acquirer_id, order_id, partner_id, amount, currency_id, state, access_token)
     VALUES ($1, $2, $3, $4, $5, $6, 'draft', $7) RETURNING *`,
    [
      await nextReference(context.db, order.name),
      acquirer.id,
      order.id,
      partnerId,
      Number(params.amount),
      Number(params.currency_id),
      newAccessToken(),
    ],
  );
  if (!tx) throw new Error('Could not create a payment transaction');
  await monitorTransaction(context, tx.id);
  await replaceLastTransaction(context, tx.id);
  return {
    ...processingValues(acquirer, tx),
    ...(params.flow === 'redirect' && acquirer.provider === 'transfer'
      ? { redirect_form_html: transferRedirectForm(tx.reference) }
      : {}),
  };
}

/** Odoo's text for a NOT NULL column left empty (odoo.sql_db's IntegrityError, as a ValidationError). */
function mandatoryFieldMissing(model: string, field: string): string {
  return (
    'The operation cannot be completed:\n- Create/update: a mandatory field is not set.\n' +
    '- Delete: another model requires the record being deleted. If possible, archive it instead.' +
    `\n\nModel: ${model}, Field: ${field}`
  );
}

/** payment_transfer's redirect_form template, as QWeb renders it. */
function transferRedirectForm(reference: string): string {
  return `<form method="post" action="${TRANSFER_FEEDBACK_PATH}">\n            <input type="hidden" name="reference" value="${escapeHtml(reference)}"/>\n        </form>`;
}

/**
 * website_sale keeps one transaction per session (`__website_sale_last_tx_id`): the previous one
 * is no longer monitored.
 */
async function replaceLastTransaction(context: Context, txId: number): Promise<void> {
  const previous = context.session.website_sale_last_tx_id;
  const monitored = context.session.monitored_tx_ids.filter((id) => id !== previous);
  await context.db.query(
    'UPDATE http_session SET monitored_tx_ids = $1, website_sale_last_tx_id = $2 WHERE id = $3',
    [monitored, txId, context.session.id],
  );
  context.session = {
    ...context.session,
    monitored_tx_ids: monitored,
    website_sale_last_tx_id: txId,
  };
}

/**
 * payment_transfer's feedback: the transaction waits for the money (pending, from draft only),
 * and sale sends its quotation (a draft order becomes `sent`). Posting it again changes nothing.
 */
async function transferFeedback(context: Context, reference: string | null): Promise<void> {
  const tx = reference ? await transactionByReference(context.db, reference) : null;
  const provider = tx
    ? await one<{ provider: string }>(
        context.db,
        'SELECT provider FROM payment_acquirer WHERE id = $1',
        [tx.acquirer_id],
      )
    : null;
  if (!tx || provider?.provider !== 'transfer') {
    throw validationError(`Wire Transfer: No transaction found matching reference ${reference}.`);
  }
  await context.db.query(
    "UPDATE payment_transaction SET state = 'pending', state_message = NULL WHERE id = $1 AND state = 'draft'",
    [tx.id],
  );
  if (tx.order_id !== null) {
    await context.db.query(
      "UPDATE sale_order SET state = 'sent' WHERE id = $1 AND state = 'draft'",
      [tx.order_id],
    );
  }
}

/** payment's PaymentPostProcessing.poll_status: the session's transactions of the last day. */
async function pollStatus(context: Context) {
  const transactions = await many<
    PaymentTransaction & { provider: string; pending_msg: string | null; currency_code: string }
  >(
    context.db,
    `SELECT t.*, a.provider, a.pending_msg, c.name AS currency_code
       FROM payment_transaction t
       JOIN payment_acquirer a ON a.id = t.acquirer_id
       JOIN res_currency c ON c.id = t.currency_id
      WHERE t.id = ANY($1) AND t.create_date >= now() - interval '1 day'
      ORDER BY t.id`,
    [context.session.monitored_tx_ids],
  );
  if (transactions.length === 0) return { success: false, error: 'no_tx_found' };
  return {
    success: true,
    error: null,
    display_values_list: transactions.map((tx) => ({
      // Only the wire transfer has messages in this database (no done or cancel messages).
      display_message: tx.state === 'pending' ? tx.pending_msg : null,
      provider: tx.provider,
      reference: tx.reference,
      amount: tx.amount,
      currency_code: tx.currency_code,
      state: tx.state,
      state_message: tx.state_message,
      is_post_processed: tx.is_post_processed,
    })),
  };
}

// --- payment_adyen(_vsf): Adyen's return and webhook -------------------------------------------

const ADYEN_RETURN_PATH = '/payment/adyen/return';
const ADYEN_NOTIFICATION_PATH = '/payment/adyen/notification';

interface AdyenTx extends PaymentTransaction {
  provider: string;
  vsf_adyen_hosted_page: boolean;
}

function adyenTransaction(context: Context, reference: string | null): Promise<AdyenTx | null> {
  if (!reference) return Promise.resolve(null);
  return one<AdyenTx>(
    context.db,
    `SELECT t.*, a.provider, a.vsf_adyen_hosted_page FROM payment_transaction t
       JOIN payment_acquirer a ON a.id = t.acquirer_id
      WHERE t.reference = $1 AND a.provider = 'adyen'`,
    [reference],
  );
}

type ReturnOutcome = { location: string; status: 302 | 303 } | { status: 204 | 500 };

/** graphql_vuestorefront's default for the website's payment return pages (a required field). */
const UNSET_RETURN_PAGE = 'Dummy';

/**
 * payment_adyen_vsf's return from a redirect (a bank, 3-D Secure): the session now monitors the
 * transaction, Adyen's /payments/details decides it; a transaction the storefront opened then
 * goes to the website's success page when authorised (its order confirmed) and to its error page
 * when refused or cancelled (nowhere otherwise: an empty answer), any other to /payment/status.
 * The website's pages are `vsf_payment_success_return_url` and `vsf_payment_error_return_url`:
 * mock-odoo stands in for both with the shop's return page the payment recorded (see
 * websiteReturnUrl), else graphql_vuestorefront's default value.
 */
async function adyenReturn(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  run: RunInOdooRequest,
): Promise<void> {
  const form =
    req.method === 'POST' ? new URLSearchParams(await readBody(req, MAX_BODY)) : url.searchParams;
  const reference = form.get('merchantReference') ?? url.searchParams.get('merchantReference');
  const { value } = await run<ReturnOutcome>(req, async (context) => {
    const tx = await adyenTransaction(context, reference);
    const redirectResult = form.get('redirectResult');
    if (!tx || !redirectResult) return { value: { status: 500 }, failed: true };
    await context.db.query('UPDATE http_session SET monitored_tx_ids = $1 WHERE id = $2', [
      [tx.id],
      context.session.id,
    ]);
    let answer: Record<string, unknown>;
    try {
      answer = await submitDetails(context, tx, { details: { redirectResult } });
    } catch {
      return { value: { status: 500 }, failed: true };
    }
    if (!tx.created_on_vsf) {
      return { value: { location: '/payment/status', status: 303 }, failed: false };
    }
    // werkzeug.utils.redirect: 302.
    const websitePage = { location: tx.return_url ?? UNSET_RETURN_PAGE, status: 302 } as const;
    if (answer.resultCode === 'Authorised') {
      await finalizePostProcessing(context.db, tx.id);
      return { value: websitePage, failed: false };
    }
    if (answer.resultCode === 'Refused' || answer.resultCode === 'Cancelled') {
      return { value: websitePage, failed: false };
    }
    return { value: { status: 204 }, failed: false };
  });
  if ('location' in value) {
    res.writeHead(value.status, { location: value.location });
    res.end();
    return;
  }
  // An http route: Odoo's exception becomes werkzeug's error page; no answer is 204.
  res.writeHead(value.status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(value.status === 500 ? 'Internal Server Error' : '');
}

/**
 * payment_adyen_vsf's webhook: each item checked with the HMAC key of its transaction's acquirer
 * (mock-odoo's Adyen acquirers hold the emulator's), then AUTHORISATION (success) and
 * CANCELLATION handled as feedback; a paid transaction of the Drop-in (payment_adyen_vsf) or of a
 * payment link (vsf_payment_transaction) is post-processed at once (its order confirmed). A failure answers 400 and changes nothing, so
 * Adyen sends it again; otherwise `[accepted]`, in a JSON-RPC answer (a `type='json'` route).
 */
async function adyenNotification(
  req: IncomingMessage,
  res: ServerResponse,
  run: RunInOdooRequest,
): Promise<void> {
  let items: NotificationItem[];
  try {
    const body = JSON.parse(await readBody(req, MAX_BODY)) as {
      notificationItems?: { NotificationRequestItem: NotificationItem }[];
    };
    items = (body.notificationItems ?? []).map((entry) => entry.NotificationRequestItem);
  } catch {
    sendJson(res, 400, { error: 'Invalid JSON data' });
    return;
  }
  const { value } = await run<boolean>(req, async (context) => {
    try {
      for (const item of items) {
        // payment_adyen's _get_tx_from_feedback_data raises for an unknown reference.
        const tx = await adyenTransaction(context, item.merchantReference);
        if (!tx) return { value: false, failed: true };
        const expected = notificationSignature(adyenEmulatorConfig().hmacKey, item);
        if (item.additionalData?.hmacSignature !== expected) continue;
        const success = item.success === 'true';
        const resultCode =
          item.eventCode === 'AUTHORISATION' && success
            ? 'Authorised'
            : item.eventCode === 'CANCELLATION' && success
              ? 'Cancelled'
              : null;
        if (!resultCode) continue;
        await processAdyenFeedback(context, tx, { ...item, resultCode });
        // payment_adyen_vsf post-processes a Drop-in's transaction, vsf_payment_transaction a
        // payment link's (its only news of the payment).
        if (tx.created_on_vsf || tx.vsf_adyen_hosted_page)
          await finalizePostProcessing(context.db, tx.id);
      }
      return { value: true, failed: false };
    } catch {
      return { value: false, failed: true };
    }
  });
  if (!value) {
    res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
    res.end('Server Error');
    return;
  }
  sendJson(res, 200, { jsonrpc: '2.0', id: null, result: '[accepted]' });
}
