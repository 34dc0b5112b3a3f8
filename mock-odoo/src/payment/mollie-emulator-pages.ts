import type { PGlite } from '@electric-sql/pglite';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../db';
import {
  deliverMollieWebhook,
  molliePaymentById,
  setMollieStatus,
  type MolliePaymentRow,
  type MollieStatus,
} from './mollie-emulator';
import {
  choiceForm,
  forbidden,
  formatAmount,
  html,
  message,
  notFound,
  readPageRequest,
  sendPage,
  summary,
  type Reply,
} from './pages';
import { databaseSecret, MESSAGES, safeEqual, sign } from './transactions';

// Mollie's hosted checkout, in test mode: the page the storefront sends the shopper to after it
// created the payment at the Mollie API emulator (mollie-emulator.ts). Like Mollie it changes
// only the emulator's payment (never Odoo's transaction), calls the payment's webhook and sends
// the shopper to its redirectUrl unchanged; the shop learns the outcome by fetching the payment.
// Its form carries a token signed with the database secret, so another site cannot make the
// shopper's browser post an outcome. (Adyen's pages are the Adyen emulator's: adyen-emulator*.ts.)

const CHECKOUT_PATH = '/payment/mollie/checkout';

const MOLLIE_OUTCOMES: Record<string, Exclude<MollieStatus, 'open'> | 'leave'> = {
  paid: 'paid',
  failed: 'failed',
  canceled: 'canceled',
  expired: 'expired',
  // The shopper closes the page without paying: the payment stays open, nothing is sent.
  open: 'leave',
};

const STATUS_TEXTS: Record<string, string> = {
  paid: 'The payment is complete.',
  failed: MESSAGES.failed,
  canceled: MESSAGES.cancelled,
  expired: 'The payment has expired.',
};

async function formToken(db: Db, id: string): Promise<string> {
  return sign(await databaseSecret(db), 'payment-page', 'mollie', id);
}

function mollieSummary(payment: MolliePaymentRow): string {
  const amount = formatAmount(Number(payment.amount_value), payment.amount_currency);
  return summary([
    ['Description', payment.description],
    ['Amount', amount],
  ]);
}

type CheckoutReply = Reply & {
  /** A Mollie webhook to call once the change is committed. */
  webhook?: { url: string; paymentId: string };
};

async function mollieCheckout(
  db: Db,
  url: URL,
  form: URLSearchParams,
  method: string,
): Promise<CheckoutReply> {
  const id = url.searchParams.get('id');
  const payment = id ? await molliePaymentById(db, id) : null;
  if (!payment) return notFound();
  if (method === 'GET') return molliePage(db, payment);
  if (!safeEqual(form.get('token') ?? '', await formToken(db, payment.id))) return forbidden();
  const outcome = MOLLIE_OUTCOMES[form.get('status') ?? ''];
  if (!outcome) {
    return message(400, 'Unknown status', 'Choose paid, failed, cancelled, expired or open.');
  }
  const back: Reply = { kind: 'redirect', location: payment.redirect_url };
  if (outcome === 'leave') return back;
  // Only an open payment changes; a second post (back button, replay) sends nothing either.
  const changed = await setMollieStatus(db, payment.id, outcome);
  return changed?.webhook_url
    ? { ...back, webhook: { url: changed.webhook_url, paymentId: changed.id } }
    : back;
}

async function molliePage(db: Db, payment: MolliePaymentRow): Promise<Reply> {
  if (payment.status !== 'open') {
    return message(
      200,
      'Payment already processed',
      STATUS_TEXTS[payment.status] ?? 'This payment has already been completed.',
    );
  }
  const action = `${CHECKOUT_PATH}?${new URLSearchParams({ id: payment.id })}`;
  const form = choiceForm(
    action,
    { token: await formToken(db, payment.id) },
    'Choose the payment status',
    [
      { name: 'status', value: 'paid', label: 'Paid' },
      { name: 'status', value: 'failed', label: 'Failed' },
      { name: 'status', value: 'canceled', label: 'Cancelled' },
      { name: 'status', value: 'expired', label: 'Expired' },
      { name: 'status', value: 'open', label: 'Open (leave without paying)' },
    ],
  );
  return html(200, 'Mollie test checkout', mollieSummary(payment) + form);
}

/**
 * Mollie's checkout page. Returns true when the request was for it (and has been answered).
 * Each request runs in one transaction, so a failure leaves the payment as it was.
 */
export async function handlePaymentRoute(
  req: IncomingMessage,
  res: ServerResponse,
  db: PGlite,
  url: URL,
): Promise<boolean> {
  if (url.pathname !== CHECKOUT_PATH) return false;
  const request = await readPageRequest(req, res);
  if (!request) return true;
  const { method, form } = request;
  const reply = await db.transaction((tx) => mollieCheckout(tx, url, form, method));
  // After the commit, or the shop's refresh would wait for this very transaction. Not awaited: the
  // shopper's redirect does not wait for the shop's webhook, as at Mollie.
  if (reply.kind === 'redirect' && reply.webhook) {
    void deliverMollieWebhook(reply.webhook.url, reply.webhook.paymentId);
  }
  sendPage(res, reply);
  return true;
}
