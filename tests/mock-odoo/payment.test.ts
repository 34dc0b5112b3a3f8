// mock-odoo's Adyen emulator (Adyen's Checkout API, its 3-D Secure, bank and payment link pages,
// its webhook) and mock-odoo's own webhook route, plus an acquirer disabled in its database. What
// Odoo itself does with payments through the API is the contract suite's
// (tests/contract/payment.test.ts), which runs on this emulator against mock-odoo and a live Odoo.
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ODOO_ERRORS } from '@/mock-odoo/src/errors';
import {
  ADYEN_EMULATOR_DEFAULTS,
  AdyenEmulator,
  adyenEmulatorConfig,
  handleAdyenApi,
  notificationSignature,
  type NotificationItem,
} from '@/mock-odoo/src/payment/adyen-emulator';
import { handleAdyenPage } from '@/mock-odoo/src/payment/adyen-emulator-pages';
import type { RunningMockOdoo } from '@/mock-odoo/src/start';
import { odooClient, type GraphqlResponse } from '@/tests/support/odoo-client';
import { startTestOdoo } from './harness';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';

let running: RunningMockOdoo;
const acquirers = new Map<string, number>();

beforeAll(async () => {
  running = await startTestOdoo();
  const rows = await running.db.query<{ id: number; name: string }>(
    'SELECT id, name FROM payment_acquirer',
  );
  for (const row of rows.rows) acquirers.set(row.name, row.id);
}, 120_000);

afterAll(async () => {
  await running?.stop();
});

function acquirer(name: string): number {
  const id = acquirers.get(name);
  if (id === undefined) throw new Error(`acquirer ${name} not seeded`);
  return id;
}

function errorOf(response: GraphqlResponse<unknown>): string | undefined {
  return response.errors?.[0]?.message;
}

describe('payment acquirers', () => {
  it('refuses an unknown or disabled acquirer', async () => {
    const client = odooClient(running.url);
    const unknown = await client.request('{ paymentAcquirer(id: 99999) { id } }');
    expect(errorOf(unknown)).toBe(ODOO_ERRORS.acquirerDoesNotExist);

    await running.db.query("UPDATE payment_acquirer SET state = 'disabled' WHERE id = $1", [
      acquirer('ARIBA_NETWORK'),
    ]);
    try {
      const disabled = await client.request(
        'query A($id: Int) { paymentAcquirer(id: $id) { id } }',
        { id: acquirer('ARIBA_NETWORK') },
      );
      expect(errorOf(disabled)).toBe(ODOO_ERRORS.acquirerDoesNotExist);
    } finally {
      await running.db.query("UPDATE payment_acquirer SET state = 'test' WHERE id = $1", [
        acquirer('ARIBA_NETWORK'),
      ]);
    }
  });
});

// --- The emulator on its own, its webhook going to a receiver of the test's ---------------------

describe('Adyen emulator', () => {
  let server: Server;
  let base: string;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    // Answers as Odoo's webhook route does.
    receiver = await startWebhookReceiver((_request, _body, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ jsonrpc: '2.0', id: null, result: '[accepted]' }));
    });
    const emulator = new AdyenEmulator({
      ...adyenEmulatorConfig({}),
      webhookUrl: `${receiver.url}/payment/adyen/notification`,
    });
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      void (async () => {
        if (!(await handleAdyenApi(emulator, req, res, url))) {
          if (!(await handleAdyenPage(emulator, req, res, url))) res.writeHead(404).end();
        }
      })();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await receiver.stop();
  });

  const MERCHANT = ADYEN_EMULATOR_DEFAULTS.merchantAccount;
  const AMOUNT = { value: 114944, currency: 'EUR' };
  const RETURN = 'http://odoo.test/payment/adyen/return?merchantReference=S00042';

  async function api(
    endpoint: string,
    body: unknown,
    key: string = ADYEN_EMULATOR_DEFAULTS.apiKey,
  ) {
    const response = await fetch(`${base}/adyen/checkout/V67/${endpoint}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  const card = (number: string) => ({
    type: 'scheme',
    encryptedCardNumber: `test_${number}`,
    encryptedSecurityCode: 'test_737',
  });

  function payment(paymentMethod: object, extra: object = {}) {
    return api('payments', {
      merchantAccount: MERCHANT,
      amount: AMOUNT,
      reference: 'S00042',
      paymentMethod,
      returnUrl: RETURN,
      ...extra,
    });
  }

  /** Loads a page, posts `decision` with its form token; the answer (redirects not followed). */
  async function decide(url: string, decision: string, token?: string): Promise<Response> {
    const html = await (await fetch(url)).text();
    return fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        token: token ?? /name="token" value="([^"]+)"/.exec(html)?.[1] ?? '',
        decision,
      }),
    });
  }

  it('answers only the merchant’s API key and account, in Adyen’s error shape', async () => {
    expect(await api('paymentMethods', { merchantAccount: MERCHANT }, 'wrong')).toEqual({
      status: 401,
      body: {
        status: 401,
        errorCode: '000',
        message: 'HTTP Status Response - Unauthorized',
        errorType: 'security',
      },
    });
    expect(await api('paymentMethods', { merchantAccount: 'Other' })).toEqual({
      status: 403,
      body: {
        status: 403,
        errorCode: '901',
        message: 'Invalid Merchant Account',
        errorType: 'security',
      },
    });
    const methods = await api('paymentMethods', { merchantAccount: MERCHANT, channel: 'Web' });
    expect(methods.status).toBe(200);
    expect(methods.body.paymentMethods).toEqual([
      expect.objectContaining({ type: 'scheme' }),
      expect.objectContaining({ type: 'ideal' }),
    ]);
  });

  it('authorises a card, refuses one ending in 0002, wants a return URL', async () => {
    const authorised = await payment(card('4111111111111111'));
    expect(authorised).toEqual({
      status: 200,
      body: {
        pspReference: expect.stringMatching(/^[A-Z0-9]{16}$/),
        resultCode: 'Authorised',
        merchantReference: 'S00042',
        amount: AMOUNT,
      },
    });
    expect((await payment(card('4111111111110002'))).body).toMatchObject({
      resultCode: 'Refused',
      refusalReason: 'Refused',
    });
    expect(await payment(card('4111111111111111'), { returnUrl: undefined })).toEqual({
      status: 422,
      body: {
        status: 422,
        errorCode: '14_030',
        message: 'Return URL is missing.',
        errorType: 'validation',
      },
    });
    expect((await payment({ type: 'paypal' })).status).toBe(422);
    expect((await payment(card('4111111111111111'), { amount: { value: 1.5 } })).status).toBe(422);
  });

  it('sends a 3-D Secure card to its page, and back to the return URL with a result', async () => {
    const answer = await payment(card('4917610000000000'));
    expect(answer.body).toEqual({
      resultCode: 'RedirectShopper',
      action: {
        paymentMethodType: 'scheme',
        url: expect.stringContaining(`${base}/adyen/challenge?psp=`),
        method: 'GET',
        type: 'redirect',
      },
    });
    const page = String((answer.body.action as { url: string }).url);
    expect((await decide(page, 'authenticated', 'forged')).status).toBe(403);
    const back = await decide(page, 'authenticated');
    expect(back.status).toBe(303);
    const location = new URL(back.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe('http://odoo.test/payment/adyen/return');
    expect(location.searchParams.get('merchantReference')).toBe('S00042');
    const redirectResult = location.searchParams.get('redirectResult');

    // Nothing is decided until the merchant asks, once; a replay answers the same.
    const details = await api('payments/details', { details: { redirectResult } });
    expect(details.body).toMatchObject({ resultCode: 'Authorised', merchantReference: 'S00042' });
    expect(await api('payments/details', { details: { redirectResult } })).toEqual(details);
    expect((await fetch(page)).status).toBe(200);
    expect(await (await fetch(page)).text()).toContain('Payment already processed');
    expect(await api('payments/details', { details: { redirectResult: 'x.forged' } })).toEqual({
      status: 422,
      body: {
        status: 422,
        errorCode: '101',
        message: 'Invalid payload provided',
        errorType: 'validation',
      },
    });
  });

  it.each([
    ['authorised', 'Authorised', undefined],
    ['refused', 'Refused', 'Refused'],
    ['cancelled', 'Cancelled', undefined],
  ])('turns the bank’s %s into %s', async (decision, resultCode, refusalReason) => {
    const answer = await payment({ type: 'ideal', issuer: '0721' });
    const page = String((answer.body.action as { url: string }).url);
    expect(new URL(page).pathname).toBe('/adyen/bank');
    expect(await (await fetch(page)).text()).toContain('Adyen test bank (redirect)');
    const location = new URL((await decide(page, decision)).headers.get('location') ?? '');
    const redirectResult = location.searchParams.get('redirectResult');
    const details = await api('payments/details', { details: { redirectResult } });
    expect(details.body.resultCode).toBe(resultCode);
    expect(details.body.refusalReason).toBe(refusalReason);
  });

  it('takes a payment link’s payment on its page and tells the merchant first', async () => {
    const created = await api('paymentLinks', {
      merchantAccount: MERCHANT,
      amount: AMOUNT,
      reference: 'S00043',
      returnUrl: 'http://shop.test/payment-details',
      shopperLocale: 'nl-NL',
    });
    expect(created).toEqual({
      status: 201,
      body: {
        amount: AMOUNT,
        expiresAt: expect.any(String),
        id: expect.stringMatching(/^PL[0-9A-F]{16}$/),
        merchantAccount: MERCHANT,
        reference: 'S00043',
        reusable: false,
        returnUrl: 'http://shop.test/payment-details',
        shopperLocale: 'nl-NL',
        status: 'active',
        url: expect.stringMatching(new RegExp(`^${base}/adyen/link/PL`)),
      },
    });
    const id = String(created.body.id);
    const url = String(created.body.url);
    expect(await (await fetch(url)).text()).toContain('Adyen test payment page');

    // Refused: Adyen says so (success false) and keeps the shopper on the page.
    const refused = await decide(url, 'refused');
    expect(refused.status).toBe(200);
    expect(await refused.text()).toContain('The payment was refused.');
    const back = await decide(url, 'authorised');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('http://shop.test/payment-details');
    const [first, second] = (await receiver.waitFor(2)).map(
      (delivery) =>
        (JSON.parse(delivery.body) as { notificationItems: { NotificationRequestItem: Item }[] })
          .notificationItems[0]!.NotificationRequestItem,
    );
    expect(first).toMatchObject({ eventCode: 'AUTHORISATION', success: 'false' });
    expect(second).toMatchObject({
      eventCode: 'AUTHORISATION',
      success: 'true',
      merchantReference: 'S00043',
      merchantAccountCode: MERCHANT,
      amount: AMOUNT,
    });
    // Adyen's HMAC: the item's fields joined by ':' (escaped), keyed with the binary key.
    const signed = [
      second!.pspReference,
      '',
      MERCHANT,
      'S00043',
      AMOUNT.value,
      'EUR',
      'AUTHORISATION',
      'true',
    ].join(':');
    const expected = createHmac('sha256', Buffer.from(ADYEN_EMULATOR_DEFAULTS.hmacKey, 'hex'))
      .update(signed)
      .digest('base64');
    expect(second!.additionalData.hmacSignature).toBe(expected);
    expect(receiver.received[1]?.path).toBe('/payment/adyen/notification');

    expect((await api(`paymentLinks/${id}`, undefined)).body.status).toBe('completed');
    expect(await (await fetch(url)).text()).toContain('Payment already processed');
    expect((await api('paymentLinks/PLNOTHING', undefined)).status).toBe(404);
  });
});

type Item = NotificationItem;

// --- Odoo's webhook route in mock-odoo ------------------------------------------------------------

describe('Adyen’s webhook at Odoo (payment_adyen_vsf)', () => {
  async function notify(item: Item) {
    const response = await fetch(`${running.url}/payment/adyen/notification`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        live: 'false',
        notificationItems: [{ NotificationRequestItem: item }],
      }),
    });
    return { status: response.status, text: await response.text() };
  }

  async function pendingLinkTransaction(): Promise<{ reference: string; amount: number }> {
    const client = odooClient(running.url);
    const variant = await running.db.query<{ id: number }>(
      'SELECT id FROM product_product WHERE active ORDER BY id LIMIT 1',
    );
    await client.request(
      'mutation Add($id: Int!) { cartAddItem(productId: $id, quantity: 1) { order { id } } }',
      { id: variant.rows[0]!.id },
    );
    const paid = await client.request<{ makePayment: { reference: string; amount: number } }>(
      'mutation Pay($id: Int!) { makePayment(acquirerId: $id) { reference amount } }',
      { id: acquirer('ADYEN_OG') },
    );
    if (!paid.data) throw new Error(JSON.stringify(paid.errors));
    return paid.data.makePayment;
  }

  const item = (reference: string, amount: number, signature?: string): Item => {
    const unsigned: Item = {
      pspReference: 'PSPWEBHOOK000001',
      merchantAccountCode: ADYEN_EMULATOR_DEFAULTS.merchantAccount,
      merchantReference: reference,
      amount: { value: Math.round(amount * 100), currency: 'EUR' },
      eventCode: 'AUTHORISATION',
      eventDate: new Date().toISOString(),
      success: 'true',
      paymentMethod: 'scheme',
      additionalData: { hmacSignature: '' },
    };
    const hmacSignature =
      signature ?? notificationSignature(ADYEN_EMULATOR_DEFAULTS.hmacKey, unsigned);
    return { ...unsigned, additionalData: { hmacSignature } };
  };

  async function stateOf(reference: string) {
    const { rows } = await running.db.query<{ state: string; order_state: string }>(
      `SELECT t.state, o.state AS order_state FROM payment_transaction t
         JOIN sale_order o ON o.id = t.order_id WHERE t.reference = $1`,
      [reference],
    );
    return rows[0];
  }

  it('ignores a forged signature, acknowledging it', async () => {
    const tx = await pendingLinkTransaction();
    expect(await notify(item(tx.reference, tx.amount, 'forged'))).toEqual({
      status: 200,
      text: JSON.stringify({ jsonrpc: '2.0', id: null, result: '[accepted]' }),
    });
    expect(await stateOf(tx.reference)).toEqual({ state: 'pending', order_state: 'draft' });
  });

  it('settles a payment link’s transaction and confirms its order', async () => {
    const tx = await pendingLinkTransaction();
    expect((await notify(item(tx.reference, tx.amount))).status).toBe(200);
    expect(await stateOf(tx.reference)).toEqual({ state: 'done', order_state: 'sale' });
  });

  it('answers 400 for a transaction it does not know (Adyen sends it again)', async () => {
    expect(await notify(item('S99999', 1))).toEqual({ status: 400, text: 'Server Error' });
  });
});
