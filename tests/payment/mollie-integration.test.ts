import { bypass, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as mollieWebhook } from '@/app/api/payment/mollie/webhook/route';
import { cartAddItem } from '@/lib/cart/cart.server';
import { clearOdooCapabilities } from '@/lib/odoo/capabilities.server';
import { mollieApi } from '@/lib/payment/mollie-api.server';
import { forgetProcessedMolliePayments, startMolliePayment } from '@/lib/payment/mollie.server';
import { paymentMakeExternal, updatePayment } from '@/lib/payment/payment.server';
import type { ExternalPayment } from '@/lib/order/payment-types';
import { DEFAULT_MOLLIE_API_KEY } from '@/mock-odoo/src/payment/mollie-emulator';
import { databaseSecret, sign } from '@/mock-odoo/src/payment/transactions';
import type { RunningMockOdoo } from '@/mock-odoo/src/start';
import { startTestOdoo } from '@/tests/mock-odoo/harness';
import { startWebhookReceiver, type WebhookReceiver } from '@/tests/mock-odoo/webhook-receiver';
import { cookieJar, requestHeaders } from '@/tests/support/fake-next-headers';
import { submitEmulatorPage } from '@/tests/support/emulator-page';

// The whole Mollie flow without msw: the shop's data layer and webhook route against a real
// mock-odoo that plays Odoo and Mollie. Odoo opens the transaction, the shop creates the Mollie
// payment (on the emulator's API) and binds it, the shopper picks an outcome on the emulator's
// checkout page, the emulator calls the shop's webhook (a local server passing it to the route
// handler), and the shop has Odoo take over the status.

let odoo: RunningMockOdoo;
let shop: WebhookReceiver;
/** Whether the local "shop" passes webhooks on to the route handler (else it only records). */
let forwardWebhooks = true;
let mollieAcquirerId: number;
let variantId: number;

beforeAll(async () => {
  odoo = await startTestOdoo({ websiteLang: 'en_US' });
  process.env.ODOO_URL = odoo.url;
  clearOdooCapabilities();
  shop = await startWebhookReceiver((request, body, response) => {
    if (!forwardWebhooks) {
      response.writeHead(200).end();
      return;
    }
    void mollieWebhook(
      new Request(`${shop.url}${request.url ?? '/'}`, {
        method: request.method,
        headers: { 'content-type': request.headers['content-type'] ?? '' },
        body,
      }),
    ).then(async (answer) => {
      response.writeHead(answer.status).end(await answer.text());
    });
  });
  process.env.SHOP_URL = shop.url;
  process.env.SHOP_SECRET = 'integration-secret-integration-secret-42';
  process.env.MOLLIE_API_URL = `${odoo.url}/v2/`;
  process.env.MOLLIE_API_KEY = DEFAULT_MOLLIE_API_KEY;
  const acquirer = await odoo.db.query<{ id: number }>(
    "SELECT id FROM payment_acquirer WHERE provider = 'mollie'",
  );
  mollieAcquirerId = acquirer.rows[0]?.id ?? 0;
  const variant = await odoo.db.query<{ id: number }>(
    'SELECT id FROM product_product WHERE active ORDER BY id LIMIT 1',
  );
  variantId = variant.rows[0]?.id ?? 0;
}, 120_000);

afterAll(async () => {
  await shop?.stop();
  await odoo?.stop();
  for (const name of ['SHOP_URL', 'SHOP_SECRET', 'MOLLIE_API_URL', 'MOLLIE_API_KEY']) {
    delete process.env[name];
  }
});

beforeEach(() => {
  // Every test is a new browser.
  cookieJar.clear();
  requestHeaders.set('host', 'localhost:3000');
  forwardWebhooks = true;
  forgetProcessedMolliePayments();
});

async function openMollieTransaction(): Promise<{ tx: ExternalPayment; orderId: number }> {
  const cart = await cartAddItem(variantId, 2);
  const made = await paymentMakeExternal(mollieAcquirerId);
  if (!made.available || made.data.id === null) throw new Error('makePayment is not available');
  return { tx: made.data, orderId: cart.id ?? 0 };
}

async function transactionRow(id: number) {
  const result = await odoo.db.query<{ state: string; acquirer_reference: string | null }>(
    'SELECT state, acquirer_reference FROM payment_transaction WHERE id = $1',
    [id],
  );
  return result.rows[0];
}

async function orderState(id: number) {
  const result = await odoo.db.query<{ state: string }>(
    'SELECT state FROM sale_order WHERE id = $1',
    [id],
  );
  return result.rows[0]?.state;
}

async function mollieRow(id: string) {
  const result = await odoo.db.query<{ amount_value: string; amount_currency: string }>(
    'SELECT amount_value, amount_currency FROM mollie_payment WHERE id = $1',
    [id],
  );
  return result.rows[0];
}

/** The shopper on the emulator's checkout page chooses an outcome. */
function choose(checkoutUrl: string, status: string): Promise<Response> {
  return submitEmulatorPage(checkoutUrl, { status });
}

/** The page's form token as it was signed while the payment was open (for replays). */
async function pageToken(paymentId: string): Promise<string> {
  return sign(await databaseSecret(odoo.db), 'payment-page', 'mollie', paymentId);
}

const returnUrl = (reference: string) =>
  `${shop.url}/checkout/payment?${new URLSearchParams({ reference })}`;

describe('Mollie end to end against mock-odoo', () => {
  it('paid: the webhook confirms the order; return and replays change nothing', async () => {
    const { tx, orderId } = await openMollieTransaction();
    expect(tx.state).toBe('Draft');
    const reference = tx.reference ?? '';
    const started = await startMolliePayment({
      transactionId: tx.id ?? 0,
      locale: 'en',
      returnUrl: returnUrl(reference),
    });
    expect(started.checkoutUrl).toBe(`${odoo.url}/payment/mollie/checkout?id=${started.paymentId}`);
    // Exactly Odoo's amount went to Mollie, and the payment is bound (pending) in Odoo.
    expect(await mollieRow(started.paymentId)).toEqual({
      amount_value: tx.amount.toFixed(2),
      amount_currency: 'EUR',
    });
    expect(await transactionRow(tx.id ?? 0)).toEqual({
      state: 'pending',
      acquirer_reference: started.paymentId,
    });

    const before = shop.received.length;
    const back = await choose(started.checkoutUrl, 'paid');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(returnUrl(reference));
    const [webhook] = (await shop.waitFor(before + 1)).slice(before);
    expect(webhook?.body).toBe(`id=${started.paymentId}`);

    // The webhook alone marked it paid, before the shopper's return was even looked at.
    expect((await transactionRow(tx.id ?? 0))?.state).toBe('done');
    expect(await orderState(orderId)).toBe('sale');

    // The return page refreshes in the session: still the same, however often.
    for (let visit = 0; visit < 2; visit += 1) {
      const refreshed = await updatePayment(tx.id ?? 0, { providerReference: started.paymentId });
      expect(refreshed.available && refreshed.data.state).toBe('Confirmed');
    }
    // A replayed checkout post sends nothing and changes nothing.
    const replay = await fetch(started.checkoutUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: await pageToken(started.paymentId), status: 'failed' }),
    });
    expect(replay.status).toBe(303);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(shop.received.length).toBe(before + 1);
    expect((await transactionRow(tx.id ?? 0))?.state).toBe('done');
    // A retried start finds the same payment, now closed.
    await expect(
      startMolliePayment({
        transactionId: tx.id ?? 0,
        locale: 'en',
        returnUrl: returnUrl(reference),
      }),
    ).rejects.toMatchObject({ reason: 'payment-closed' });
  });

  it('without a webhook the return page settles it, from Mollie, not from the URL', async () => {
    forwardWebhooks = false;
    const { tx, orderId } = await openMollieTransaction();
    const started = await startMolliePayment({
      transactionId: tx.id ?? 0,
      locale: 'nl',
      returnUrl: returnUrl(tx.reference ?? ''),
    });
    const before = shop.received.length;
    await choose(started.checkoutUrl, 'paid');
    await shop.waitFor(before + 1);
    expect((await transactionRow(tx.id ?? 0))?.state).toBe('pending');

    const refreshed = await updatePayment(tx.id ?? 0, { providerReference: started.paymentId });
    expect(refreshed.available && refreshed.data.state).toBe('Confirmed');
    expect(await orderState(orderId)).toBe('sale');
  });

  it('a shopper who returns without paying leaves the order open', async () => {
    const { tx, orderId } = await openMollieTransaction();
    const started = await startMolliePayment({
      transactionId: tx.id ?? 0,
      locale: 'de',
      returnUrl: returnUrl(tx.reference ?? ''),
    });
    const before = shop.received.length;
    expect((await choose(started.checkoutUrl, 'open')).status).toBe(303);
    const refreshed = await updatePayment(tx.id ?? 0, { providerReference: started.paymentId });
    expect(refreshed.available && refreshed.data.state).toBe('Pending');
    expect(await orderState(orderId)).toBe('draft');
    expect(shop.received.length).toBe(before);
  });

  it('canceled: the webhook cancels the transaction; the order stays a quotation', async () => {
    const { tx, orderId } = await openMollieTransaction();
    const started = await startMolliePayment({
      transactionId: tx.id ?? 0,
      locale: 'ru',
      returnUrl: returnUrl(tx.reference ?? ''),
    });
    const before = shop.received.length;
    await choose(started.checkoutUrl, 'canceled');
    await shop.waitFor(before + 1);
    expect((await transactionRow(tx.id ?? 0))?.state).toBe('cancel');
    expect(await orderState(orderId)).toBe('draft');
    const refreshed = await updatePayment(tx.id ?? 0, { providerReference: started.paymentId });
    expect(refreshed.available && refreshed.data.state).toBe('Canceled');
  });
});

describe('@mollie/api-client against the emulator', () => {
  // The client only speaks HTTPS with its own CA bundle, so it cannot reach the emulator
  // directly; msw carries its requests over, unchanged, to check the emulator's answers parse.
  const BRIDGE = 'https://mollie.bridge/v2/';
  const bridge = setupServer(
    http.all(`${BRIDGE}*`, async ({ request }) => {
      const target = request.url.replace(BRIDGE, `${odoo.url}/v2/`);
      const body = request.method === 'GET' ? undefined : await request.text();
      return fetch(
        bypass(new Request(target, { method: request.method, headers: request.headers, body })),
      );
    }),
  );

  beforeAll(() => bridge.listen({ onUnhandledRequest: 'bypass' }));
  afterAll(() => {
    bridge.close();
    process.env.MOLLIE_API_URL = `${odoo.url}/v2/`;
  });

  it('creates, reads and follows a payment; an unknown one is null', async () => {
    process.env.MOLLIE_API_URL = BRIDGE;
    const api = mollieApi();
    const created = await api.createPayment(
      {
        amount: { currency: 'BHD', value: '12.345' },
        description: 'Order S00077',
        redirectUrl: `${shop.url}/checkout/payment`,
        locale: 'nl_NL' as Parameters<typeof api.createPayment>[0]['locale'],
        metadata: { reference: 'S00077-1', transactionId: 77 },
      },
      'bridge-key-1',
    );
    expect(created).toMatchObject({
      status: 'open',
      metadata: { reference: 'S00077-1', transactionId: 77 },
      checkoutUrl: `${odoo.url}/payment/mollie/checkout?id=${created.id}`,
    });
    await choose(created.checkoutUrl ?? '', 'paid');
    expect(await api.getPayment(created.id)).toMatchObject({
      id: created.id,
      status: 'paid',
      checkoutUrl: null,
    });
    expect(await api.getPayment('tr_unknown0000')).toBeNull();
  });
});
