import type { IncomingMessage, ServerResponse } from 'node:http';
import { currencyDecimals } from '../currency-decimals';
import {
  ADYEN_PAGE_PATHS,
  newPspReference,
  type AdyenEmulator,
  type EmulatedLink,
  type EmulatedPayment,
  type PageVerdict,
} from './adyen-emulator';
import {
  choiceForm,
  escapeHtml,
  forbidden,
  formatAmount,
  html,
  message,
  notFound,
  readPageRequest,
  sendPage,
  summary,
  withQuery,
  type Choice,
  type Reply,
} from './pages';
import { safeEqual } from './transactions';

// The pages a shopper meets at Adyen, in test mode: the 3-D Secure challenge of a card, the bank
// of a redirect method (iDEAL) and a payment link's hosted page. Like Adyen, the first two decide
// nothing: they send the shopper to the payment's returnUrl (Odoo's /payment/adyen/return) with
// an opaque `redirectResult`, which the merchant turns into the outcome with /payments/details.
// A payment link's page takes the payment itself, tells the merchant through the webhook, then
// sends the shopper to the link's returnUrl (the shop).

const CHALLENGE_CHOICES: Choice[] = [
  { name: 'decision', value: 'authenticated', label: 'Authenticate' },
  { name: 'decision', value: 'failed', label: 'Fail authentication' },
];
const BANK_CHOICES: Choice[] = [
  { name: 'decision', value: 'authorised', label: 'Authorised' },
  { name: 'decision', value: 'refused', label: 'Refused' },
  { name: 'decision', value: 'cancelled', label: 'Cancelled' },
];

const amountOf = (amount: { value: number; currency: string }) =>
  formatAmount(amount.value / 10 ** currencyDecimals(amount.currency), amount.currency);

function paymentSummary(reference: string, amount: { value: number; currency: string }) {
  return summary([
    ['Reference', reference],
    ['Amount', amountOf(amount)],
  ]);
}

interface PageRequest {
  emulator: AdyenEmulator;
  url: URL;
  form: URLSearchParams;
  method: string;
}

// --- 3-D Secure and the bank: the shopper goes back with a redirectResult -----------------------

function waitingPayment(
  emulator: AdyenEmulator,
  url: URL,
  page: 'challenge' | 'bank',
): EmulatedPayment | null {
  const payment = emulator.payments.get(url.searchParams.get('psp') ?? '');
  return payment && (payment.page === page || payment.resultCode !== 'RedirectShopper')
    ? payment
    : null;
}

async function redirectPage(
  { emulator, url, form, method }: PageRequest,
  page: 'challenge' | 'bank',
): Promise<Reply> {
  const payment = waitingPayment(emulator, url, page);
  if (!payment) return notFound();
  if (payment.resultCode !== 'RedirectShopper') {
    return message(200, 'Payment already processed', 'This payment needs no further action.');
  }
  const choices = page === 'challenge' ? CHALLENGE_CHOICES : BANK_CHOICES;
  const action = `${url.pathname}?${new URLSearchParams({ psp: payment.pspReference })}`;
  if (method === 'GET') {
    const title = page === 'challenge' ? '3-D Secure test challenge' : 'Adyen test bank (redirect)';
    const legend =
      page === 'challenge' ? 'Confirm the payment with your bank' : 'Choose the payment result';
    const token = emulator.sign('page', page, payment.pspReference);
    const body = choiceForm(action, { token }, legend, choices);
    return html(200, title, paymentSummary(payment.merchantReference, payment.amount) + body);
  }
  if (!safeEqual(form.get('token') ?? '', emulator.sign('page', page, payment.pspReference))) {
    return forbidden();
  }
  const decision = form.get('decision') ?? '';
  if (!choices.some((choice) => choice.value === decision)) {
    return message(400, 'Unknown result', 'Choose one of the results offered.');
  }
  const redirectResult = emulator.redirectResult(payment, decision as PageVerdict);
  if (!payment.returnUrl) return message(200, 'Payment result', redirectResult);
  return { kind: 'redirect', location: withQuery(payment.returnUrl, { redirectResult }) };
}

// --- A payment link's hosted page ------------------------------------------------------------

const LINK_CHOICES: Choice[] = [
  { name: 'decision', value: 'authorised', label: 'Authorised' },
  { name: 'decision', value: 'refused', label: 'Refused' },
  { name: 'decision', value: 'cancelled', label: 'Cancelled' },
];

function linkPage(emulator: AdyenEmulator, link: EmulatedLink, alert = ''): Reply {
  const action = `${ADYEN_PAGE_PATHS.link}${link.id}`;
  const token = emulator.sign('page', 'link', link.id);
  const body =
    (alert ? `<p role="alert">${escapeHtml(alert)}</p>` : '') +
    paymentSummary(link.reference, link.amount) +
    choiceForm(action, { token }, 'Choose the payment result', LINK_CHOICES);
  return html(200, 'Adyen test payment page', body);
}

const backTo = (link: EmulatedLink, text: string): Reply =>
  link.returnUrl
    ? { kind: 'redirect', location: link.returnUrl }
    : message(200, 'Payment processed', text);

async function paymentLinkPage({ emulator, url, form, method }: PageRequest): Promise<Reply> {
  const link = emulator.link(url.pathname.slice(ADYEN_PAGE_PATHS.link.length));
  if (!link) return notFound();
  if (link.status === 'completed') {
    return message(200, 'Payment already processed', 'This payment link has been paid.');
  }
  if (link.status === 'expired') return message(200, 'Link expired', 'This payment link expired.');
  if (method === 'GET') return linkPage(emulator, link);
  if (!safeEqual(form.get('token') ?? '', emulator.sign('page', 'link', link.id)))
    return forbidden();
  const decision = form.get('decision');
  // The shopper leaves without paying: the link stays open, nothing is sent.
  if (decision === 'cancelled') return backTo(link, 'The payment was not made.');
  if (decision !== 'authorised' && decision !== 'refused') {
    return message(400, 'Unknown result', 'Choose one of the results offered.');
  }
  const payment: EmulatedPayment = {
    pspReference: newPspReference(),
    merchantReference: link.reference,
    amount: link.amount,
    paymentMethodType: 'scheme',
    returnUrl: link.returnUrl,
    page: null,
    resultCode: 'Received',
    refusalReason: null,
    notifyUrl: link.notifyUrl,
  };
  emulator.payments.set(payment.pspReference, payment);
  if (decision === 'refused') {
    emulator.decide(payment, 'Refused', 'Refused');
    await emulator.notify(payment);
    // Adyen keeps the shopper on the link to try again.
    return linkPage(emulator, link, 'The payment was refused. Try again or use another card.');
  }
  emulator.decide(payment, 'Authorised');
  link.status = 'completed';
  // Odoo knows before the shopper is back, so the shop's return page finds the payment made.
  await emulator.notify(payment);
  return backTo(link, 'The payment is complete.');
}

// --- Routing -------------------------------------------------------------------------------------

function pageHandler(path: string): ((request: PageRequest) => Promise<Reply>) | null {
  if (path === ADYEN_PAGE_PATHS.challenge) return (request) => redirectPage(request, 'challenge');
  if (path === ADYEN_PAGE_PATHS.bank) return (request) => redirectPage(request, 'bank');
  if (path.startsWith(ADYEN_PAGE_PATHS.link)) return paymentLinkPage;
  return null;
}

/** Adyen's shopper pages; false for any other path. */
export async function handleAdyenPage(
  emulator: AdyenEmulator,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<boolean> {
  const handle = pageHandler(url.pathname);
  if (!handle) return false;
  const request = await readPageRequest(req, res);
  if (!request) return true;
  const { method, form } = request;
  sendPage(res, await handle({ emulator, url, form, method }));
  return true;
}
