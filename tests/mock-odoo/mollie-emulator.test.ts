import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ODOO_ERRORS } from '@/mock-odoo/src/errors';
import { DEFAULT_MOLLIE_API_KEY } from '@/mock-odoo/src/payment/mollie-emulator';
import type { RunningMockOdoo } from '@/mock-odoo/src/start';
import { odooClient, type GraphqlResponse, type OdooTestClient } from '@/tests/support/odoo-client';
import { startTestOdoo } from './harness';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';

// mock-odoo plays Mollie as well as Odoo: the v2 payments API the storefront's @mollie/api-client
// talks to, Mollie's hosted checkout page with its webhook, and on the Odoo side updatePayment
// binding a Mollie payment to a transaction and following its status.

let running: RunningMockOdoo;
let receiver: WebhookReceiver;
let variantId: number;
let mollieAcquirerId: number;

beforeAll(async () => {
  running = await startTestOdoo();
  receiver = await startWebhookReceiver();
  const variant = await running.db.query<{ id: number }>(
    'SELECT id FROM product_product WHERE active ORDER BY id LIMIT 1',
  );
  variantId = variant.rows[0]?.id ?? 0;
  const acquirer = await running.db.query<{ id: number }>(
    "SELECT id FROM payment_acquirer WHERE provider = 'mollie'",
  );
  mollieAcquirerId = acquirer.rows[0]?.id ?? 0;
}, 120_000);

afterAll(async () => {
  await receiver?.stop();
  await running?.stop();
});

// --- Helpers -------------------------------------------------------------------------------------

interface MollieResource {
  resource: string;
  id: string;
  mode: string;
  status: string;
  amount: { value: string; currency: string };
  description: string;
  redirectUrl: string;
  webhookUrl?: string;
  metadata: Record<string, unknown> | null;
  createdAt: string;
  paidAt?: string;
  canceledAt?: string;
  _links: Record<string, { href: string } | undefined>;
}

interface MollieErrorBody {
  status: number;
  title: string;
  detail: string;
  field?: string;
  _links: { documentation: { href: string } };
}

async function mollieApi<T = MollieResource>(
  path: string,
  init: { method?: string; body?: unknown; key?: string | null; idempotencyKey?: string } = {},
): Promise<{ status: number; body: T }> {
  const key = init.key === undefined ? DEFAULT_MOLLIE_API_KEY : init.key;
  const response = await fetch(`${running.url}/v2/${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      'content-type': 'application/json',
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...(init.idempotencyKey ? { 'idempotency-key': init.idempotencyKey } : {}),
    },
    body:
      init.body === undefined
        ? undefined
        : typeof init.body === 'string'
          ? init.body
          : JSON.stringify(init.body),
  });
  expect(response.headers.get('content-type')).toBe('application/hal+json');
  return { status: response.status, body: (await response.json()) as T };
}

function paymentBody(overrides: Record<string, unknown> = {}) {
  return {
    amount: { currency: 'EUR', value: '12.34' },
    description: 'Order S00001',
    redirectUrl: 'http://localhost:3000/checkout/payment?reference=S00001-1',
    ...overrides,
  };
}

async function createPayment(overrides: Record<string, unknown> = {}): Promise<MollieResource> {
  const { status, body } = await mollieApi('payments', { body: paymentBody(overrides) });
  expect(status).toBe(201);
  return body;
}

function ok<T>(response: GraphqlResponse<T>): T {
  expect(response.errors).toBeUndefined();
  if (!response.data) throw new Error('no data');
  return response.data;
}

const errorOf = (response: GraphqlResponse<unknown>) => response.errors?.[0]?.message;

/** Loads the checkout page and reads the anti-forgery token of its form. */
async function openCheckout(url: string): Promise<{ html: string; token: string }> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  const html = await response.text();
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error(`no form token on ${url}`);
  return { html, token };
}

function post(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
}

/** Chooses an outcome on the checkout page like the shopper does. */
async function choose(payment: MollieResource, status: string): Promise<Response> {
  const checkout = payment._links.checkout?.href ?? '';
  const page = await openCheckout(checkout);
  return post(checkout, { token: page.token, status });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

// --- The API -------------------------------------------------------------------------------------

describe('Mollie API emulator', () => {
  it('refuses requests without the API key, in Mollie error shape', async () => {
    for (const key of [null, 'test_wrongwrongwrongwrongwrongwrong']) {
      const create = await mollieApi<MollieErrorBody>('payments', { body: paymentBody(), key });
      expect(create.status).toBe(401);
      expect(create.body).toMatchObject({ status: 401, title: 'Unauthorized Request' });
      expect(create.body.detail).toBeTruthy();
      expect(create.body._links.documentation.href).toMatch(/^https:\/\/docs\.mollie\.com\//);
    }
    const payment = await createPayment();
    const read = await mollieApi<MollieErrorBody>(`payments/${payment.id}`, { key: null });
    expect(read.status).toBe(401);
  });

  it('creates an open payment with a checkout link and reads it back', async () => {
    const payment = await createPayment({
      webhookUrl: 'http://localhost:3000/api/payment/mollie/webhook?reference=S1-1&token=x',
      metadata: { reference: 'S00001-1', transactionId: 7 },
      locale: 'nl_NL',
    });
    expect(payment).toMatchObject({
      resource: 'payment',
      mode: 'test',
      status: 'open',
      amount: { currency: 'EUR', value: '12.34' },
      description: 'Order S00001',
      redirectUrl: 'http://localhost:3000/checkout/payment?reference=S00001-1',
      webhookUrl: 'http://localhost:3000/api/payment/mollie/webhook?reference=S1-1&token=x',
      metadata: { reference: 'S00001-1', transactionId: 7 },
    });
    expect(payment.id).toMatch(/^tr_[a-z0-9]{10}$/);
    expect(Number.isNaN(Date.parse(payment.createdAt))).toBe(false);
    expect(payment._links.checkout?.href).toBe(
      `${running.url}/payment/mollie/checkout?id=${payment.id}`,
    );
    expect(payment._links.self?.href).toBe(`${running.url}/v2/payments/${payment.id}`);

    const read = await mollieApi(`payments/${payment.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(payment);
  });

  it('answers 404 in Mollie error shape for an unknown payment', async () => {
    const read = await mollieApi<MollieErrorBody>('payments/tr_doesnotexist');
    expect(read.status).toBe(404);
    expect(read.body).toMatchObject({ status: 404, title: 'Not Found' });
  });

  it.each([
    ['JPY', '1234'],
    ['EUR', '12.34'],
    ['USD', '0.01'],
    ['BHD', '12.345'],
    ['KWD', '12.345'],
  ])('takes %s %s (exactly the currency decimals)', async (currency, value) => {
    const payment = await createPayment({ amount: { currency, value } });
    expect(payment.amount).toEqual({ currency, value });
  });

  it.each([
    [{ amount: { currency: 'JPY', value: '1234.00' } }, 'amount.value'],
    [{ amount: { currency: 'EUR', value: '12.3' } }, 'amount.value'],
    [{ amount: { currency: 'EUR', value: '12.345' } }, 'amount.value'],
    [{ amount: { currency: 'EUR', value: '1,234.00' } }, 'amount.value'],
    [{ amount: { currency: 'EUR', value: 12.34 } }, 'amount.value'],
    [{ amount: { currency: 'BHD', value: '12.34' } }, 'amount.value'],
    [{ amount: { currency: 'EUR', value: '0.00' } }, 'amount.value'],
    [{ amount: { currency: 'EUR', value: '-1.00' } }, 'amount.value'],
    [{ amount: { currency: 'XXX', value: '1.00' } }, 'amount.currency'],
    [{ amount: undefined }, 'amount'],
    [{ description: '' }, 'description'],
    [{ description: undefined }, 'description'],
    [{ redirectUrl: undefined }, 'redirectUrl'],
    [{ redirectUrl: '/checkout' }, 'redirectUrl'],
    [{ redirectUrl: 'javascript:alert(1)' }, 'redirectUrl'],
    [{ webhookUrl: 'ftp://example.com/hook' }, 'webhookUrl'],
    [{ locale: 'ru_RU' }, 'locale'],
  ])('refuses %j with 422 on %s', async (overrides, field) => {
    const { status, body } = await mollieApi<MollieErrorBody>('payments', {
      body: paymentBody(overrides),
    });
    expect(status).toBe(422);
    expect(body).toMatchObject({ status: 422, title: 'Unprocessable Entity', field });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const { status, body } = await mollieApi<MollieErrorBody>('payments', { body: '{nope' });
    expect(status).toBe(400);
    expect(body.status).toBe(400);
  });

  it('gives the same payment back for the same Idempotency-Key', async () => {
    const idempotencyKey = `key-${Date.now()}`;
    const first = await mollieApi('payments', { body: paymentBody(), idempotencyKey });
    const again = await mollieApi('payments', { body: paymentBody(), idempotencyKey });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    const other = await createPayment();
    expect(other.id).not.toBe(first.body.id);
    // The same key for another amount is a mistake, not a retry.
    const changed = await mollieApi<MollieErrorBody>('payments', {
      body: paymentBody({ amount: { currency: 'EUR', value: '99.99' } }),
      idempotencyKey,
    });
    expect(changed.status).toBe(422);
  });
});

// --- The hosted checkout -------------------------------------------------------------------------

describe('Mollie hosted checkout (emulated)', () => {
  it('shows description and amount with the outcomes, escaped', async () => {
    const payment = await createPayment({ description: 'Order <b>S1</b> & "more"' });
    const { html } = await openCheckout(payment._links.checkout?.href ?? '');
    expect(html).toContain('Order &lt;b&gt;S1&lt;/b&gt; &amp; &quot;more&quot;');
    expect(html).not.toContain('<b>S1</b>');
    expect(html).toContain('12,34');
    for (const [value, label] of [
      ['paid', 'Paid'],
      ['failed', 'Failed'],
      ['canceled', 'Cancelled'],
      ['expired', 'Expired'],
    ]) {
      expect(html).toMatch(new RegExp(`<button[^>]*value="${value}"[^>]*>${label}</button>`));
    }
    expect(html).toMatch(/value="open"/);
  });

  it('paid: sets the status once, calls the webhook with the id, back to redirectUrl', async () => {
    const webhookUrl = `${receiver.url}/hook?reference=S1-1&token=abc`;
    const before = receiver.received.length;
    const payment = await createPayment({
      webhookUrl,
      redirectUrl: 'http://localhost:3000/checkout/payment?reference=S1-1',
    });
    const response = await choose(payment, 'paid');
    expect(response.status).toBe(303);
    // Mollie sends the shopper back to the redirectUrl as given: nothing in it tells the outcome.
    expect(response.headers.get('location')).toBe(
      'http://localhost:3000/checkout/payment?reference=S1-1',
    );

    const [webhook] = (await receiver.waitFor(before + 1)).slice(before);
    expect(webhook).toEqual({
      path: '/hook?reference=S1-1&token=abc',
      contentType: 'application/x-www-form-urlencoded',
      body: `id=${payment.id}`,
    });
    const read = (await mollieApi(`payments/${payment.id}`)).body;
    expect(read.status).toBe('paid');
    expect(read.paidAt).toBeTruthy();
    expect(read._links.checkout).toBeUndefined();

    // The page offers no outcome any more; a replayed post (valid token) changes nothing and
    // sends nothing.
    const checkout = `${running.url}/payment/mollie/checkout?id=${payment.id}`;
    const page = await (await fetch(checkout)).text();
    expect(page).toContain('Payment already processed');
    expect(page).not.toContain('name="token"');
    const replay = await post(checkout, { token: await formTokenFor(payment), status: 'failed' });
    expect(replay.status).toBe(303);
    await settle();
    expect(receiver.received.length).toBe(before + 1);
    expect((await mollieApi(`payments/${payment.id}`)).body.status).toBe('paid');
  });

  it.each(['failed', 'canceled', 'expired'])('%s: final, with a webhook', async (status) => {
    const before = receiver.received.length;
    const payment = await createPayment({ webhookUrl: `${receiver.url}/hook` });
    expect((await choose(payment, status)).status).toBe(303);
    await receiver.waitFor(before + 1);
    expect((await mollieApi(`payments/${payment.id}`)).body.status).toBe(status);
  });

  it('open: the shopper leaves; nothing changes and nothing is sent', async () => {
    const before = receiver.received.length;
    const payment = await createPayment({ webhookUrl: `${receiver.url}/hook` });
    const response = await choose(payment, 'open');
    expect(response.status).toBe(303);
    await settle();
    expect(receiver.received.length).toBe(before);
    expect((await mollieApi(`payments/${payment.id}`)).body.status).toBe('open');
  });

  it('without a webhook URL only redirects', async () => {
    const payment = await createPayment();
    expect((await choose(payment, 'paid')).status).toBe(303);
    expect((await mollieApi(`payments/${payment.id}`)).body.status).toBe('paid');
  });

  it('ignores a posted outcome without the page token, and unknown payments', async () => {
    const payment = await createPayment();
    const forged = await post(payment._links.checkout?.href ?? '', {
      token: 'forged',
      status: 'paid',
    });
    expect(forged.status).toBe(403);
    expect((await mollieApi(`payments/${payment.id}`)).body.status).toBe('open');
    const unknown = await fetch(`${running.url}/payment/mollie/checkout?id=tr_unknown0000`);
    expect(unknown.status).toBe(404);
  });

  it('survives an unreachable webhook URL', async () => {
    const payment = await createPayment({ webhookUrl: 'http://127.0.0.1:9/unreachable' });
    expect((await choose(payment, 'paid')).status).toBe(303);
    await settle();
    expect((await mollieApi(`payments/${payment.id}`)).body.status).toBe('paid');
  });
});

/** The form token of a payment's page, as signed while it was open (for replay tests). */
async function formTokenFor(payment: MollieResource): Promise<string> {
  const { sign, databaseSecret } = await import('@/mock-odoo/src/payment/transactions');
  return sign(await databaseSecret(running.db), 'payment-page', 'mollie', payment.id);
}

// --- Odoo: updatePayment with a Mollie payment ---------------------------------------------------

interface Tx {
  id: number;
  reference: string;
  state: string;
  stateMessage: string | null;
  amount: number;
  acquirerReference: string | null;
  currency: { name: string };
}

const TX_FIELDS = 'id reference state stateMessage amount acquirerReference currency { name }';

async function shopperWithMollieTransaction(): Promise<{
  client: OdooTestClient;
  orderId: number;
  tx: Tx;
}> {
  const client = odooClient(running.url);
  const cart = ok(
    await client.request<{ cartAddItem: { order: { id: number } } }>(
      'mutation Add($id: Int!) { cartAddItem(productId: $id, quantity: 3) { order { id } } }',
      { id: variantId },
    ),
  );
  const tx = ok(
    await client.request<{ makePayment: Tx }>(
      `mutation Pay($id: Int!) { makePayment(acquirerId: $id) { ${TX_FIELDS} } }`,
      { id: mollieAcquirerId },
    ),
  ).makePayment;
  return { client, orderId: cart.cartAddItem.order.id, tx };
}

function updatePayment(client: OdooTestClient, transactionId: number, extra: unknown = {}) {
  return client.request<{ updatePayment: Tx }>(
    `mutation Update($id: Int!, $extra: UpdatePaymentExtraInput) {
       updatePayment(transactionId: $id, extra: $extra) { ${TX_FIELDS} }
     }`,
    { id: transactionId, extra },
  );
}

/** What the storefront sends Mollie for a transaction (amount exactly as Odoo has it). */
function paymentFor(tx: Tx, overrides: Record<string, unknown> = {}) {
  return createPayment({
    amount: { currency: tx.currency.name, value: tx.amount.toFixed(2) },
    metadata: { reference: tx.reference, transactionId: tx.id },
    ...overrides,
  });
}

async function orderState(orderId: number): Promise<string | undefined> {
  const result = await running.db.query<{ state: string }>(
    'SELECT state FROM sale_order WHERE id = $1',
    [orderId],
  );
  return result.rows[0]?.state;
}

describe('updatePayment with a Mollie payment', () => {
  it('binds the payment (pending), then follows it to paid and confirms the order', async () => {
    const { client, orderId, tx } = await shopperWithMollieTransaction();
    expect(tx.state).toBe('Draft');
    const payment = await paymentFor(tx);

    const bound = ok(await updatePayment(client, tx.id, { providerReference: payment.id }));
    expect(bound.updatePayment).toMatchObject({ state: 'Pending', acquirerReference: payment.id });

    await choose(payment, 'paid');
    const paid = ok(await updatePayment(client, tx.id, { providerReference: payment.id }));
    expect(paid.updatePayment.state).toBe('Confirmed');
    expect(await orderState(orderId)).toBe('sale');
    // Without extra the bound payment is refreshed too; nothing changes any more.
    expect(ok(await updatePayment(client, tx.id)).updatePayment.state).toBe('Confirmed');
  });

  it.each([
    ['canceled', 'Canceled', 'The customer cancelled the payment.'],
    ['expired', 'Canceled', 'The payment expired.'],
    ['failed', 'Error', 'The payment failed.'],
  ])('%s -> %s; the order stays a quotation', async (status, state, message) => {
    const { client, orderId, tx } = await shopperWithMollieTransaction();
    const payment = await paymentFor(tx);
    ok(await updatePayment(client, tx.id, { providerReference: payment.id }));
    await choose(payment, status);
    const updated = ok(await updatePayment(client, tx.id, { providerReference: payment.id }));
    expect(updated.updatePayment).toMatchObject({ state, stateMessage: message });
    expect(await orderState(orderId)).toBe('draft');
  });

  it('never changes a final transaction again, however often it is refreshed', async () => {
    const { client, orderId, tx } = await shopperWithMollieTransaction();
    const payment = await paymentFor(tx);
    ok(await updatePayment(client, tx.id, { providerReference: payment.id }));
    await choose(payment, 'paid');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const again = ok(await updatePayment(client, tx.id, { providerReference: payment.id }));
      expect(again.updatePayment.state).toBe('Confirmed');
    }
    // Even if Mollie later said otherwise (a chargeback is not a new payment outcome here).
    await running.db.query("UPDATE mollie_payment SET status = 'failed' WHERE id = $1", [
      payment.id,
    ]);
    expect(ok(await updatePayment(client, tx.id)).updatePayment.state).toBe('Confirmed');
    expect(await orderState(orderId)).toBe('sale');
  });

  it('refuses a payment for another reference, amount or currency and changes nothing', async () => {
    const { client, tx } = await shopperWithMollieTransaction();
    const cheaper = (tx.amount - 1).toFixed(2);
    const foreign = [
      await paymentFor(tx, { metadata: { reference: 'S99999-1', transactionId: tx.id } }),
      await paymentFor(tx, { metadata: null }),
      await paymentFor(tx, { amount: { currency: 'EUR', value: cheaper } }),
      // Same number, another (cheaper) currency.
      await paymentFor(tx, { amount: { currency: 'USD', value: tx.amount.toFixed(2) } }),
    ];
    for (const payment of foreign) {
      const response = await updatePayment(client, tx.id, { providerReference: payment.id });
      expect(errorOf(response)).toBe('Mollie: payment does not match the transaction.');
    }
    for (const providerReference of ['tr_unknown0000', 'not-a-mollie-id']) {
      const response = await updatePayment(client, tx.id, { providerReference });
      expect(errorOf(response)).toBe('Mollie: payment does not match the transaction.');
    }
    const unchanged = ok(await updatePayment(client, tx.id)).updatePayment;
    expect(unchanged).toMatchObject({ state: 'Draft', acquirerReference: null });
  });

  it('refuses to rebind a transaction to another payment', async () => {
    const { client, tx } = await shopperWithMollieTransaction();
    const first = await paymentFor(tx);
    const second = await paymentFor(tx);
    ok(await updatePayment(client, tx.id, { providerReference: first.id }));
    const rebind = await updatePayment(client, tx.id, { providerReference: second.id });
    expect(errorOf(rebind)).toBe('Mollie: the transaction is bound to another payment.');
    const current = ok(await updatePayment(client, tx.id)).updatePayment;
    expect(current.acquirerReference).toBe(first.id);
  });

  it('without the session nobody binds a transaction, even with the right payment', async () => {
    const { tx } = await shopperWithMollieTransaction();
    const payment = await paymentFor(tx);
    const stranger = odooClient(running.url);
    const early = await updatePayment(stranger, tx.id, { providerReference: payment.id });
    expect(errorOf(early)).toBe(ODOO_ERRORS.transactionDoesNotExist);
    expect(errorOf(await updatePayment(stranger, tx.id))).toBe(ODOO_ERRORS.transactionDoesNotExist);
  });

  it('the shop refreshes a bound transaction without the session (its webhook)', async () => {
    const { client, orderId, tx } = await shopperWithMollieTransaction();
    const payment = await paymentFor(tx);
    ok(await updatePayment(client, tx.id, { providerReference: payment.id }));
    await choose(payment, 'paid');

    const shop = odooClient(running.url);
    const other = await paymentFor(tx);
    for (const extra of [{}, { providerReference: other.id }, { providerReference: 'tr_x' }]) {
      expect(errorOf(await updatePayment(shop, tx.id, extra))).toBe(
        ODOO_ERRORS.transactionDoesNotExist,
      );
    }
    expect(await orderState(orderId)).toBe('draft');

    const refreshed = ok(await updatePayment(shop, tx.id, { providerReference: payment.id }));
    expect(refreshed.updatePayment.state).toBe('Confirmed');
    expect(await orderState(orderId)).toBe('sale');
  });
});
