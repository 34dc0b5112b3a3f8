import type { PGlite } from '@electric-sql/pglite';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { one, type Db } from './db';
import {
  deliverMollieWebhook,
  molliePaymentById,
  setMollieStatus,
  type MolliePaymentRow,
  type MollieStatus,
} from './mollie-api';
import {
  ADYEN_PAGES,
  newPspReference,
  paymentRedirectResult,
  redirectResult,
  type ChallengeOutcome,
  type RedirectOutcome,
} from './payment/adyen';
import {
  completeTransaction,
  databaseSecret,
  MESSAGES,
  safeEqual,
  setTransactionState,
  sign,
  type TransactionRow,
} from './payment/transactions';
import { readBody } from './request-body';

// Test-mode stand-ins for the pages a shopper sees at the payment providers: Mollie's hosted
// checkout, Adyen's hosted payment page, Adyen's 3-D Secure challenge and the bank a redirect
// method (iDEAL) sends the shopper to. Each shows the amount and lets the tester choose the outcome.
// For Adyen the state lives in payment_transaction, as if the provider had told Odoo; Mollie's lives
// in the Mollie API emulator's mollie_payment (the storefront owns Mollie). Every form carries a
// token signed with the database secret, so another
// site cannot make the shopper's browser post an outcome.

const MAX_FORM = 16 * 1024;
const OPEN_STATES = ['draft', 'pending'];

interface PaymentTx extends TransactionRow {
  provider: string;
  currency: string;
}

type Reply =
  | { kind: 'html'; status: number; html: string }
  | {
      kind: 'redirect';
      location: string;
      /** A Mollie webhook to call once the change is committed. */
      webhook?: { url: string; paymentId: string };
    };

interface RouteRequest {
  db: Db;
  url: URL;
  form: URLSearchParams;
  method: string;
}

type RouteHandler = (request: RouteRequest) => Promise<Reply>;

// --- Rendering ---------------------------------------------------------------------------------

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#111}
main{max-width:28rem;margin:3rem auto;background:#fff;padding:2rem;border-radius:8px}
.test{background:#fff3cd;padding:.5rem 1rem;border-radius:4px}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dd{margin:0;font-weight:600}
fieldset{border:0;padding:0;display:flex;gap:.75rem;flex-wrap:wrap}
button{font:inherit;padding:.6rem 1.2rem;border-radius:4px;border:2px solid #1a1a1a;background:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>
<p class="test" role="note">Test mode: no real payment takes place.</p>
${body}</main></body></html>`;
}

function formatAmount(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('nl-NL', { style: 'currency', currency }).format(amount);
  } catch {
    return `${currency} ${amount.toFixed(2)}`;
  }
}

function summary(tx: PaymentTx): string {
  return `<dl><dt>Reference</dt><dd>${escapeHtml(tx.reference)}</dd>
<dt>Amount</dt><dd>${escapeHtml(formatAmount(tx.amount, tx.currency))}</dd></dl>`;
}

interface Choice {
  name: string;
  value: string;
  label: string;
}

function choiceForm(
  action: string,
  hidden: Record<string, string>,
  legend: string,
  choices: Choice[],
) {
  const inputs = Object.entries(hidden)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
  const buttons = choices
    .map(
      (choice) =>
        `<button type="submit" name="${escapeHtml(choice.name)}" value="${escapeHtml(choice.value)}">${escapeHtml(choice.label)}</button>`,
    )
    .join('');
  return `<form method="post" action="${escapeHtml(action)}">${inputs}
<fieldset><legend>${escapeHtml(legend)}</legend>${buttons}</fieldset></form>`;
}

const html = (status: number, title: string, body: string): Reply => ({
  kind: 'html',
  status,
  html: layout(title, body),
});

const message = (status: number, title: string, text: string) =>
  html(status, title, `<p>${escapeHtml(text)}</p>`);

const notFound = () => message(404, 'Payment not found', 'This payment does not exist.');
const forbidden = () => message(403, 'Payment not allowed', 'This form has expired; start again.');

/** The shop's return page, or (without one) a page saying where things stand. */
function backToShop(tx: PaymentTx, params: Record<string, string>, outcome: string): Reply {
  if (!tx.return_url) return message(200, 'Payment processed', outcome);
  const url = new URL(tx.return_url);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return { kind: 'redirect', location: url.toString() };
}

// --- Data --------------------------------------------------------------------------------------

function paymentTx(db: Db, reference: string | null, provider: string): Promise<PaymentTx | null> {
  if (!reference) return Promise.resolve(null);
  return one<PaymentTx>(
    db,
    `SELECT t.*, a.provider, c.name AS currency
       FROM payment_transaction t
       JOIN payment_acquirer a ON a.id = t.acquirer_id
       JOIN res_currency c ON c.id = t.currency_id
      WHERE t.reference = $1 AND a.provider = $2`,
    [reference, provider],
  );
}

async function formToken(db: Db, page: string, reference: string): Promise<string> {
  return sign(await databaseSecret(db), 'payment-page', page, reference);
}

async function tokenValid(db: Db, page: string, reference: string, form: URLSearchParams) {
  return safeEqual(form.get('token') ?? '', await formToken(db, page, reference));
}

/** A provider's verdict and the state message Odoo records with it. */
interface Verdict {
  state: 'done' | 'error' | 'cancel';
  text: string | null;
}

const isOpen = (tx: PaymentTx) => OPEN_STATES.includes(tx.state);

/** What the shopper is told when the shop gave no return URL, by the recorded state. */
const STATE_TEXTS: Record<string, string> = {
  done: 'The payment is complete.',
  error: MESSAGES.failed,
  cancel: MESSAGES.cancelled,
};

/**
 * Applies a provider's verdict (done confirms the order) unless one was recorded already: a
 * second post (back button, replay) changes nothing. Returns the transaction as it now stands.
 */
async function settleOnce(db: Db, tx: PaymentTx, verdict: Verdict): Promise<PaymentTx> {
  if (!isOpen(tx)) return tx;
  if (verdict.state === 'done') await completeTransaction(db, tx);
  else await setTransactionState(db, tx.id, verdict.state, verdict.text);
  return (await paymentTx(db, tx.reference, tx.provider)) ?? tx;
}

// --- Mollie hosted checkout --------------------------------------------------------------------

// Mollie's page, not Odoo's: it works on the Mollie API emulator's payments (mollie-api.ts) and
// never touches Odoo's transactions. Like Mollie it then calls the payment's webhook and sends the
// shopper to its redirectUrl unchanged; the shop learns the outcome by fetching the payment.

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

function mollieSummary(payment: MolliePaymentRow): string {
  const amount = formatAmount(Number(payment.amount_value), payment.amount_currency);
  return `<dl><dt>Description</dt><dd>${escapeHtml(payment.description)}</dd>
<dt>Amount</dt><dd>${escapeHtml(amount)}</dd></dl>`;
}

async function mollieCheckout({ db, url, form, method }: RouteRequest): Promise<Reply> {
  const id = url.searchParams.get('id');
  const payment = id ? await molliePaymentById(db, id) : null;
  if (!payment) return notFound();
  if (method === 'GET') return molliePage(db, payment);
  if (!(await tokenValid(db, 'mollie', payment.id, form))) return forbidden();
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
  const action = `/payment/mollie/checkout?${new URLSearchParams({ id: payment.id })}`;
  const form = choiceForm(
    action,
    { token: await formToken(db, 'mollie', payment.id) },
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

// --- Adyen hosted payment page (ADYEN_OG) ------------------------------------------------------

const HPP_OUTCOMES: Record<string, Verdict> = {
  authorised: { state: 'done', text: null },
  refused: { state: 'error', text: MESSAGES.refused },
  cancelled: { state: 'cancel', text: MESSAGES.cancelled },
};

/** Adyen's `authResult` on the return URL, by the recorded transaction state. */
const AUTH_RESULTS: Record<string, string> = {
  done: 'AUTHORISED',
  error: 'REFUSED',
  cancel: 'CANCELLED',
};

async function adyenHostedPage({ db, url, form }: RouteRequest): Promise<Reply> {
  const reference = form.get('merchantReference') ?? url.searchParams.get('merchantReference');
  const tx = await paymentTx(db, reference, 'adyen_og');
  if (!tx) return notFound();
  const decision = form.get('decision');
  if (decision === null) return hostedPage(db, tx);
  if (!(await tokenValid(db, 'adyen-hpp', tx.reference, form))) return forbidden();
  const outcome = HPP_OUTCOMES[decision];
  if (!outcome) return message(400, 'Unknown result', 'Choose authorised, refused or cancelled.');
  if (isOpen(tx) && outcome.state === 'done') {
    await db.query('UPDATE payment_transaction SET acquirer_reference = $1 WHERE id = $2', [
      newPspReference(),
      tx.id,
    ]);
  }
  const settled = await settleOnce(db, tx, outcome);
  // The shopper goes back to the URL Odoo stored, never to one posted by the browser.
  return backToShop(
    settled,
    {
      authResult: AUTH_RESULTS[settled.state] ?? 'PENDING',
      merchantReference: settled.reference,
      ...(settled.acquirer_reference ? { pspReference: settled.acquirer_reference } : {}),
    },
    STATE_TEXTS[settled.state] ?? 'The payment is pending.',
  );
}

async function hostedPage(db: Db, tx: PaymentTx): Promise<Reply> {
  if (!isOpen(tx)) {
    return message(200, 'Payment already processed', 'This payment has already been completed.');
  }
  const form = choiceForm(
    '/payment/adyen/hpp',
    { merchantReference: tx.reference, token: await formToken(db, 'adyen-hpp', tx.reference) },
    'Choose the payment result',
    [
      { name: 'decision', value: 'authorised', label: 'Authorised' },
      { name: 'decision', value: 'refused', label: 'Refused' },
      { name: 'decision', value: 'cancelled', label: 'Cancelled' },
    ],
  );
  return html(200, 'Adyen test payment page', summary(tx) + form);
}

// --- Adyen 3-D Secure challenge ----------------------------------------------------------------

const CHALLENGE_OUTCOMES: Record<string, ChallengeOutcome> = {
  authenticated: 'authenticated',
  failed: 'failed',
};

async function adyenChallenge({ db, url, form, method }: RouteRequest): Promise<Reply> {
  const reference = url.searchParams.get('reference') ?? form.get('reference');
  const tx = await paymentTx(db, reference, 'adyen');
  if (!tx) return notFound();
  if (tx.state !== 'pending') {
    return message(200, 'Authentication finished', 'This payment needs no authentication.');
  }
  if (method === 'GET') return challengePage(db, tx);
  if (!(await tokenValid(db, 'adyen-3ds', tx.reference, form))) return forbidden();
  const outcome = CHALLENGE_OUTCOMES[form.get('decision') ?? ''];
  if (!outcome) return message(400, 'Unknown result', 'Choose to authenticate or to fail.');
  // Nothing changes here: like Adyen, the shop learns the outcome via /payments/details.
  const result = redirectResult(await databaseSecret(db), tx.reference, outcome);
  return backToShop(tx, { redirectResult: result }, `Authentication result: ${result}`);
}

async function challengePage(db: Db, tx: PaymentTx): Promise<Reply> {
  const action = `${ADYEN_PAGES.challenge}?${new URLSearchParams({ reference: tx.reference })}`;
  const form = choiceForm(
    action,
    { token: await formToken(db, 'adyen-3ds', tx.reference) },
    'Confirm the payment with your bank',
    [
      { name: 'decision', value: 'authenticated', label: 'Authenticate' },
      { name: 'decision', value: 'failed', label: 'Fail authentication' },
    ],
  );
  return html(200, '3-D Secure test challenge', summary(tx) + form);
}

// --- Adyen redirect method (iDEAL): the shopper's bank --------------------------------------------

const REDIRECT_OUTCOMES: Record<string, RedirectOutcome> = {
  authorised: 'authorised',
  refused: 'refused',
  cancelled: 'cancelled',
};

/** Only transactions adyenPayments sent here (not a card's 3-D Secure, not another provider's). */
function sentToRedirectPage(tx: PaymentTx): boolean {
  if (!tx.checkout_url) return false;
  try {
    return new URL(tx.checkout_url).pathname === ADYEN_PAGES.redirect;
  } catch {
    return false;
  }
}

async function adyenRedirect({ db, url, form, method }: RouteRequest): Promise<Reply> {
  const reference = url.searchParams.get('reference') ?? form.get('reference');
  const tx = await paymentTx(db, reference, 'adyen');
  if (!tx || !sentToRedirectPage(tx)) return notFound();
  if (tx.state !== 'pending') {
    return message(200, 'Payment already processed', 'This payment needs no further action.');
  }
  if (method === 'GET') return redirectPage(db, tx);
  if (!(await tokenValid(db, 'adyen-redirect', tx.reference, form))) return forbidden();
  const outcome = REDIRECT_OUTCOMES[form.get('decision') ?? ''];
  if (!outcome) return message(400, 'Unknown result', 'Choose authorised, refused or cancelled.');
  // As at Adyen, nothing is decided here: the shop learns the outcome via /payments/details.
  const result = paymentRedirectResult(await databaseSecret(db), tx.reference, outcome);
  return backToShop(tx, { redirectResult: result }, `Payment result: ${outcome}`);
}

async function redirectPage(db: Db, tx: PaymentTx): Promise<Reply> {
  const action = `${ADYEN_PAGES.redirect}?${new URLSearchParams({ reference: tx.reference })}`;
  const form = choiceForm(
    action,
    { token: await formToken(db, 'adyen-redirect', tx.reference) },
    'Choose the payment result',
    [
      { name: 'decision', value: 'authorised', label: 'Authorised' },
      { name: 'decision', value: 'refused', label: 'Refused' },
      { name: 'decision', value: 'cancelled', label: 'Cancelled' },
    ],
  );
  return html(200, 'Adyen test bank (redirect)', summary(tx) + form);
}

// --- Routing -----------------------------------------------------------------------------------

const ROUTES: Record<string, { methods: string[]; handle: RouteHandler }> = {
  '/payment/mollie/checkout': { methods: ['GET', 'POST'], handle: mollieCheckout },
  '/payment/adyen/hpp': { methods: ['GET', 'POST'], handle: adyenHostedPage },
  [ADYEN_PAGES.challenge]: { methods: ['GET', 'POST'], handle: adyenChallenge },
  [ADYEN_PAGES.redirect]: { methods: ['GET', 'POST'], handle: adyenRedirect },
};

const SECURITY_HEADERS = {
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  // No form-action: the outcome forms redirect to the shop's own origin.
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
};

function send(res: ServerResponse, reply: Reply): void {
  if (reply.kind === 'redirect') {
    res.writeHead(303, { ...SECURITY_HEADERS, location: reply.location });
    res.end();
    return;
  }
  res.writeHead(reply.status, { ...SECURITY_HEADERS, 'content-type': 'text/html; charset=utf-8' });
  res.end(reply.html);
}

/**
 * The emulator pages. Returns true when the request was one of them (and has been answered).
 * Each request runs in one transaction, so a failure leaves the payment as it was.
 */
export async function handlePaymentRoute(
  req: IncomingMessage,
  res: ServerResponse,
  db: PGlite,
  url: URL,
): Promise<boolean> {
  const route = ROUTES[url.pathname];
  if (!route) return false;
  const method = req.method ?? 'GET';
  if (!route.methods.includes(method)) {
    res.writeHead(405, { allow: route.methods.join(', ') });
    res.end();
    return true;
  }
  const form =
    method === 'POST' ? new URLSearchParams(await readBody(req, MAX_FORM)) : new URLSearchParams();
  const reply = await db.transaction((tx) => route.handle({ db: tx, url, form, method }));
  // After the commit, or the shop's refresh would wait for this very transaction. Not awaited: the
  // shopper's redirect does not wait for the shop's webhook, as at Mollie.
  if (reply.kind === 'redirect' && reply.webhook) {
    void deliverMollieWebhook(reply.webhook.url, reply.webhook.paymentId);
  }
  send(res, reply);
  return true;
}
