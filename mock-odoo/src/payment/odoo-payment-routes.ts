import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from '../context';
import { many, one } from '../db';
import { missingRecordMessage } from '../errors';
import { orderAmounts } from '../model/order';
import { escapeHtml } from '../payment-routes';
import { readBody } from '../request-body';
import { sendJson } from '../send-json';
import {
  monitorTransaction,
  newAccessToken,
  nextReference,
  processingValues,
  safeEqual,
  transactionByReference,
  type TransactionRow,
} from './transactions';

// Odoo 15's own payment routes, which a stock Odoo offers without any module of ours (both
// profiles have them): website_sale's `/shop/payment/transaction/<order_id>` (JSON-RPC; creates
// the transaction of a website order), payment_transfer's `/payment/transfer/feedback` (the wire
// transfer's redirect form posts there; leaves the transaction pending and sends the quotation)
// and payment's `/payment/status/poll` (JSON-RPC; the session's transactions with the message
// the acquirer shows for their state). Texts, checks and answers as in Odoo 15.0's
// website_sale/controllers/main.py, payment/controllers/{portal,post_processing}.py and
// payment_transfer.

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
  if (req.method !== 'POST') return false;
  const transaction = TRANSACTION_ROUTE.exec(url.pathname);
  if (transaction) {
    await answerJsonRpc(req, res, run, (context, params) =>
      shopPaymentTransaction(context, Number(transaction[1]), params),
    );
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

interface SaleOrderRow {
  id: number;
  name: string;
  state: string;
  partner_id: number;
  partner_invoice_id: number;
  access_token: string;
}

/** website_sale's PaymentPortal.shop_payment_transaction: a draft transaction for the order. */
async function shopPaymentTransaction(context: Context, orderId: number, params: Params) {
  const order = await one<SaleOrderRow>(
    context.db,
    'SELECT id, name, state, partner_id, partner_invoice_id, access_token FROM sale_order WHERE id = $1',
    [orderId],
  );
  if (!order) {
    throw new OdooException(
      'odoo.exceptions.MissingError',
      missingRecordMessage('sale.order', [orderId], context.user?.id ?? null),
    );
  }
  if (!mayAccess(order, params.access_token)) {
    throw validationError('The access token is invalid.');
  }
  if (order.state === 'cancel') throw validationError('The order has been canceled.');
  if (!('amount' in params)) throw new OdooException('builtins.KeyError', "'amount'");
  const { total } = await orderAmounts(context, orderId);
  if (Math.round(Number(params.amount) * 100) !== Math.round(total * 100)) {
    throw validationError('The cart has been updated. Please refresh the page.');
  }
  return createTransaction(context, order, params);
}

/**
 * portal's _document_check_access: the order's access token (website_sale's page sends it). A
 * customer without it passes only as a follower of the order, which a website cart's customer
 * is not before the order is confirmed.
 */
function mayAccess(order: SaleOrderRow, token: unknown): boolean {
  return typeof token === 'string' && token !== '' && safeEqual(token, order.access_token);
}

const REQUIRED = [
  'payment_option_id',
  'amount',
  'currency_id',
  'partner_id',
  'flow',
  'tokenization_requested',
  'landing_route',
] as const;

/** payment's PaymentPortal._create_transaction for the redirect and direct flows. */
async function createTransaction(context: Context, order: SaleOrderRow, params: Params) {
  const missing = REQUIRED.filter((name) => !(name in params));
  if (missing.length > 0) {
    throw new OdooException(
      'builtins.TypeError',
      `_create_transaction() missing ${missing.length} required positional argument${missing.length > 1 ? 's' : ''}: ${missing.map((name) => `'${name}'`).join(' and ')}`,
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
  const tx = await one<TransactionRow>(
    context.db,
    `INSERT INTO payment_transaction
       (reference, acquirer_id, order_id, partner_id, amount, currency_id, state, access_token)
     VALUES ($1, $2, $3, $4, $5, $6, 'draft', $7) RETURNING *`,
    [
      await nextReference(context.db, order.name),
      acquirer.id,
      order.id,
      order.partner_invoice_id,
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

/** payment_transfer's redirect_form template, as QWeb renders it. */
function transferRedirectForm(reference: string): string {
  return `<form action="${TRANSFER_FEEDBACK_PATH}" method="post">\n            <input type="hidden" name="reference" value="${escapeHtml(reference)}"/>\n        </form>`;
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
    TransactionRow & { provider: string; pending_msg: string | null; currency_code: string }
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
      is_post_processed: false,
    })),
  };
}
