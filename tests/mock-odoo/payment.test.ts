// mock-odoo's Adyen emulator (the hosted payment page, the Drop-in's card and 3-D Secure rules,
// the iDEAL bank page) and an acquirer disabled in its database. What Odoo itself does with
// payments through the API is the contract suite's (tests/contract/payment.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ODOO_ERRORS } from '@/mock-odoo/src/errors';
import type { RunningMockOdoo } from '@/mock-odoo/src/start';
import { odooClient, type GraphqlResponse, type OdooTestClient } from '@/tests/support/odoo-client';
import { startTestOdoo } from './harness';

const SHOP_RETURN = 'http://localhost:3000/checkout/payment-return';

let running: RunningMockOdoo;
let variantId: number;
const acquirers = new Map<string, number>();

beforeAll(async () => {
  running = await startTestOdoo();
  const variant = await running.db.query<{ id: number }>(
    'SELECT id FROM product_product WHERE active ORDER BY id LIMIT 1',
  );
  variantId = variant.rows[0]?.id ?? 0;
  const rows = await running.db.query<{ id: number; name: string }>(
    'SELECT id, name FROM payment_acquirer',
  );
  for (const row of rows.rows) acquirers.set(row.name, row.id);
  // The website's return page after an external payment (Odoo: vsf_payment_success_return_url).
  await running.db.query(
    `INSERT INTO ir_config_parameter (key, value) VALUES ('vsf_payment_success_return_url', $1)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
    [SHOP_RETURN],
  );
}, 120_000);

afterAll(async () => {
  await running?.stop();
});

// --- Helpers -------------------------------------------------------------------------------------

function acquirer(name: string): number {
  const id = acquirers.get(name);
  if (id === undefined) throw new Error(`acquirer ${name} not seeded`);
  return id;
}

function ok<T>(response: GraphqlResponse<T>): T {
  expect(response.errors).toBeUndefined();
  if (!response.data) throw new Error('no data');
  return response.data;
}

function errorOf(response: GraphqlResponse<unknown>): string | undefined {
  return response.errors?.[0]?.message;
}

/** A new browser session with one product in its cart; returns the cart's order id. */
async function shopperWithCart(
  client: OdooTestClient = odooClient(running.url),
): Promise<{ client: OdooTestClient; orderId: number }> {
  const data = ok(
    await client.request<{ cartAddItem: { order: { id: number } } }>(
      'mutation Add($id: Int!) { cartAddItem(productId: $id, quantity: 2) { order { id } } }',
      { id: variantId },
    ),
  );
  return { client, orderId: data.cartAddItem.order.id };
}

interface Tx {
  id: number;
  reference: string;
  state: string;
  stateMessage: string | null;
  amount: number;
  acquirer: string;
  checkoutUrl: string | null;
  returnUrl: string | null;
  redirectForm: string | null;
  currency: { name: string };
  customer: { id: number } | null;
  company: { id: number } | null;
  payment: { name: string; amount: number; paymentReference: string } | null;
}

const TX_FIELDS = `id reference state stateMessage amount acquirer checkoutUrl returnUrl redirectForm
  currency { name } customer { id } company { id } payment { name amount paymentReference }`;

function makePayment(
  client: OdooTestClient,
  acquirerId: number,
  extra: Record<string, string> = {},
) {
  return client.request<{ makePayment: Tx }>(
    `mutation Pay($id: Int!, $extra: MakePaymentExtraInput) {
       makePayment(acquirerId: $id, extra: $extra) { ${TX_FIELDS} }
     }`,
    { id: acquirerId, extra },
  );
}

function updatePayment(client: OdooTestClient, transactionId: number) {
  return client.request<{ updatePayment: Tx }>(
    `mutation Update($id: Int!) { updatePayment(transactionId: $id, extra: {}) { ${TX_FIELDS} } }`,
    { id: transactionId },
  );
}

interface OrderSummary {
  id: number;
  name: string;
  stage: string;
  invoiceStatus: string;
  amountTotal: number;
  lastTransaction: { id: number; state: string } | null;
  transactions: { id: number }[];
}

const ORDER_FIELDS =
  'id name stage invoiceStatus amountTotal lastTransaction { id state } transactions { id }';

async function confirmation(client: OdooTestClient) {
  return client.request<{ paymentConfirmation: { order: OrderSummary } }>(
    `{ paymentConfirmation { order { ${ORDER_FIELDS} } } }`,
  );
}

async function orderState(orderId: number) {
  const result = await running.db.query<{ state: string; invoice_status: string }>(
    'SELECT state, invoice_status FROM sale_order WHERE id = $1',
    [orderId],
  );
  return result.rows[0];
}

/** Loads an emulator page and reads the anti-forgery token of its form. */
async function openPage(url: string, init?: RequestInit): Promise<{ html: string; token: string }> {
  const response = await fetch(url, init);
  expect(response.status, `${url} (is handlePaymentRoute hooked into server.ts?)`).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/html');
  const html = await response.text();
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error(`no form token on ${url}`);
  return { html, token };
}

/** Posts a form like the browser does and returns the redirect target (303). */
async function submit(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
}

// --- Acquirers -----------------------------------------------------------------------------------

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
        {
          id: acquirer('ARIBA_NETWORK'),
        },
      );
      expect(errorOf(disabled)).toBe(ODOO_ERRORS.acquirerDoesNotExist);
    } finally {
      await running.db.query("UPDATE payment_acquirer SET state = 'test' WHERE id = $1", [
        acquirer('ARIBA_NETWORK'),
      ]);
    }
  });
});

// --- Adyen hosted payment page -------------------------------------------------------------------

describe('Adyen hosted payment page (ADYEN_OG, emulated)', () => {
  it('returns a form to the hosted page that comes back to the return URL', async () => {
    const { client, orderId } = await shopperWithCart();
    const returnUrl = 'http://127.0.0.1:3000/checkout/adyen-return';
    const { cart } = ok(
      await client.request<{ cart: { order: { amountTotal: number } } }>(
        '{ cart { order { amountTotal } } }',
      ),
    );
    const tx = ok(await makePayment(client, acquirer('ADYEN_OG'), { returnUrl })).makePayment;
    // What the hosted page charges is Odoo's own total.
    expect(tx.amount).toBe(cart.order.amountTotal);

    const form = tx.redirectForm ?? '';
    expect(form).toContain(`action="${running.url}/payment/adyen/hpp"`);
    expect(form).toContain(`name="merchantReference" value="${tx.reference}"`);
    expect(form).toContain(`name="resURL" value="${returnUrl}"`);

    const fields = Object.fromEntries(
      [...form.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((match) => [match[1], match[2]]),
    );
    const page = await openPage(`${running.url}/payment/adyen/hpp`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
    expect(page.html).toContain(tx.reference);

    const response = await submit(`${running.url}/payment/adyen/hpp`, {
      merchantReference: tx.reference,
      token: page.token,
      decision: 'authorised',
      // Ignored: the shopper goes back to the URL stored with the transaction.
      resURL: 'https://evil.example/',
    });
    expect(response.status).toBe(303);
    const back = new URL(response.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(returnUrl);
    expect(back.searchParams.get('authResult')).toBe('AUTHORISED');
    expect(back.searchParams.get('merchantReference')).toBe(tx.reference);
    expect(back.searchParams.get('pspReference')).toMatch(/^[A-Z0-9]{16}$/);

    expect(ok(await updatePayment(client, tx.id)).updatePayment.state).toBe('Confirmed');
    expect((await orderState(orderId))?.state).toBe('sale');

    // A replayed post reports what was recorded, not what it asks for.
    const replay = await submit(`${running.url}/payment/adyen/hpp`, {
      merchantReference: tx.reference,
      token: page.token,
      decision: 'refused',
    });
    const again = new URL(replay.headers.get('location') ?? '');
    expect(again.searchParams.get('authResult')).toBe('AUTHORISED');
    expect(ok(await updatePayment(client, tx.id)).updatePayment.state).toBe('Confirmed');
  });
});

// --- Adyen drop-in -------------------------------------------------------------------------------

describe('Adyen drop-in (advanced flow, emulated)', () => {
  interface OpenedTx {
    reference: string;
    access_token: string;
    amount: number;
    converted_amount: number;
    currency_id: number;
    acquirer_id: number;
    provider: string;
  }

  async function openTransaction(client: OdooTestClient): Promise<OpenedTx> {
    const data = ok(
      await client.request<{ adyenTransaction: { transaction: OpenedTx } }>(
        'mutation Open($id: Int!) { adyenTransaction(acquirerId: $id) { transaction } }',
        { id: acquirer('ADYEN') },
      ),
    );
    return data.adyenTransaction.transaction;
  }

  function pay(client: OdooTestClient, tx: OpenedTx, cardNumber: string, token = tx.access_token) {
    return client.request<{ adyenPayments: { adyenPayments: Record<string, unknown> } }>(
      `mutation Pay($id: Int!, $reference: String!, $token: String!, $method: GenericScalar!,
                    $browser: GenericScalar!) {
         adyenPayments(acquirerId: $id, transactionReference: $reference, accessToken: $token,
                       paymentMethod: $method, browserInfo: $browser) { adyenPayments }
       }`,
      {
        id: acquirer('ADYEN'),
        reference: tx.reference,
        token,
        method: { type: 'scheme', encryptedCardNumber: `test_${cardNumber}` },
        browser: { userAgent: 'vitest', acceptHeader: '*/*' },
      },
    );
  }

  function details(client: OdooTestClient, reference: string, paymentDetails: unknown) {
    return client.request<{
      adyenPaymentDetails: { adyenPaymentDetails: Record<string, unknown> };
    }>(
      `mutation Details($id: Int!, $reference: String!, $details: GenericScalar!) {
         adyenPaymentDetails(acquirerId: $id, transactionReference: $reference,
                             paymentDetails: $details) { adyenPaymentDetails }
       }`,
      { id: acquirer('ADYEN'), reference, details: paymentDetails },
    );
  }

  it('gives the client key and the payment methods', async () => {
    const client = odooClient(running.url);
    const data = ok(
      await client.request<{
        adyenAcquirerInfo: { adyenAcquirerInfo: Record<string, unknown> };
        adyenPaymentMethods: { adyenPaymentMethods: { paymentMethods: { type: string }[] } };
      }>(
        `mutation Setup($id: Int!) {
           adyenAcquirerInfo(acquirerId: $id) { adyenAcquirerInfo }
           adyenPaymentMethods(acquirerId: $id) { adyenPaymentMethods }
         }`,
        { id: acquirer('ADYEN') },
      ),
    );
    expect(data.adyenAcquirerInfo.adyenAcquirerInfo).toEqual({
      client_key: 'test_MOCKODOOCLIENTKEY',
      state: 'test',
      environment: 'test',
    });
    const methods = data.adyenPaymentMethods.adyenPaymentMethods.paymentMethods;
    expect(methods.map((method) => method.type)).toEqual(['scheme', 'ideal']);

    const notAdyen = await client.request(
      'mutation Info($id: Int!) { adyenAcquirerInfo(acquirerId: $id) { adyenAcquirerInfo } }',
      { id: acquirer('MOLLIE') },
    );
    expect(errorOf(notAdyen)).toBe(ODOO_ERRORS.adyenAcquirerDoesNotExist);
  });

  it('authorises a card and confirms the order', async () => {
    const { client, orderId } = await shopperWithCart();
    const tx = await openTransaction(client);
    const result = ok(await pay(client, tx, '4111111111111111')).adyenPayments.adyenPayments;
    expect(result.resultCode).toBe('Authorised');
    expect(result.pspReference).toMatch(/^[A-Z0-9]{16}$/);
    expect(result.merchantReference).toBe(tx.reference);
    const order = ok(await confirmation(client)).paymentConfirmation.order;
    expect(order).toMatchObject({ id: orderId, stage: 'SalesOrder' });
    expect(order.lastTransaction?.state).toBe('Confirmed');
  });

  it('refuses a card ending in 0002', async () => {
    const { client, orderId } = await shopperWithCart();
    const tx = await openTransaction(client);
    const result = ok(await pay(client, tx, '4111111111110002')).adyenPayments.adyenPayments;
    expect(result).toMatchObject({ resultCode: 'Refused', refusalReason: 'Refused' });
    const order = ok(await confirmation(client)).paymentConfirmation.order;
    expect(order).toMatchObject({ id: orderId, stage: 'Quotation' });
    expect(order.lastTransaction?.state).toBe('Error');
  });

  it('runs 3-D Secure for a card ending in 0001, then paymentDetails authorises', async () => {
    const { client, orderId } = await shopperWithCart();
    const tx = await openTransaction(client);
    const result = ok(await pay(client, tx, '4917610000000001')).adyenPayments.adyenPayments;
    expect(result.resultCode).toBe('RedirectShopper');
    const action = result.action as { type: string; url: string; method: string };
    expect(action).toMatchObject({ type: 'redirect', method: 'GET' });
    expect(action.url).toBe(
      `${running.url}/payment/adyen/3ds?reference=${encodeURIComponent(tx.reference)}`,
    );
    expect(ok(await confirmation(client)).paymentConfirmation.order.lastTransaction?.state).toBe(
      'Pending',
    );

    const page = await openPage(action.url);
    const response = await submit(action.url, { token: page.token, decision: 'authenticated' });
    expect(response.status).toBe(303);
    const back = new URL(response.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(SHOP_RETURN);
    const redirectResult = back.searchParams.get('redirectResult') ?? '';
    expect(redirectResult).not.toBe('');

    const forged = await details(client, tx.reference, { details: { redirectResult: 'x' } });
    expect(errorOf(forged)).toBe('Adyen: Invalid payment details.');

    const done = ok(await details(client, tx.reference, { details: { redirectResult } }));
    expect(done.adyenPaymentDetails.adyenPaymentDetails.resultCode).toBe('Authorised');
    const order = ok(await confirmation(client)).paymentConfirmation.order;
    expect(order).toMatchObject({ id: orderId, stage: 'SalesOrder' });
    expect(order.lastTransaction?.state).toBe('Confirmed');

    // A replayed redirectResult answers the same and changes nothing.
    const replay = ok(await details(client, tx.reference, { details: { redirectResult } }));
    expect(replay.adyenPaymentDetails.adyenPaymentDetails.resultCode).toBe('Authorised');
  });

  it('refuses when the 3-D Secure authentication fails', async () => {
    const { client, orderId } = await shopperWithCart();
    const tx = await openTransaction(client);
    const result = ok(await pay(client, tx, '5454545454540001')).adyenPayments.adyenPayments;
    const url = (result.action as { url: string }).url;
    const page = await openPage(url);
    const response = await submit(url, { token: page.token, decision: 'failed' });
    const redirectResult =
      new URL(response.headers.get('location') ?? '').searchParams.get('redirectResult') ?? '';

    const done = ok(await details(client, tx.reference, { details: { redirectResult } }));
    expect(done.adyenPaymentDetails.adyenPaymentDetails).toMatchObject({
      resultCode: 'Refused',
      refusalReason: '3D Not Authenticated',
    });
    expect((await orderState(orderId))?.state).toBe('draft');
  });

  function payWith(client: OdooTestClient, tx: OpenedTx, method: Record<string, unknown>) {
    return client.request<{ adyenPayments: { adyenPayments: Record<string, unknown> } }>(
      `mutation Pay($id: Int!, $reference: String!, $token: String!, $method: GenericScalar!,
                    $browser: GenericScalar!) {
         adyenPayments(acquirerId: $id, transactionReference: $reference, accessToken: $token,
                       paymentMethod: $method, browserInfo: $browser) { adyenPayments }
       }`,
      {
        id: acquirer('ADYEN'),
        reference: tx.reference,
        token: tx.access_token,
        method,
        browser: {},
      },
    );
  }

  /** Pays with iDEAL, chooses `decision` at the emulated bank and returns the redirectResult. */
  async function idealAtBank(client: OdooTestClient, tx: OpenedTx, decision: string) {
    const result = ok(await payWith(client, tx, { type: 'ideal', checkoutAttemptId: 'a1' }))
      .adyenPayments.adyenPayments;
    expect(result).toMatchObject({
      resultCode: 'RedirectShopper',
      merchantReference: tx.reference,
    });
    const action = result.action as Record<string, string>;
    const url = `${running.url}/payment/adyen/redirect?reference=${encodeURIComponent(tx.reference)}`;
    expect(action).toEqual({ type: 'redirect', method: 'GET', url, paymentMethodType: 'ideal' });
    const page = await openPage(url);
    expect(page.html).toContain('Authorised');
    expect(page.html).toContain('Cancelled');
    const response = await submit(url, { token: page.token, decision });
    expect(response.status).toBe(303);
    const back = new URL(response.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(SHOP_RETURN);
    return back.searchParams.get('redirectResult') ?? '';
  }

  it('pays by iDEAL: bank page, Authorised, paymentDetails confirms once', async () => {
    const { client, orderId } = await shopperWithCart();
    const tx = await openTransaction(client);
    const redirectResult = await idealAtBank(client, tx, 'authorised');
    // The bank page decides nothing: only /payments/details does.
    expect(ok(await confirmation(client)).paymentConfirmation.order.lastTransaction?.state).toBe(
      'Pending',
    );
    const done = ok(await details(client, tx.reference, { details: { redirectResult } }));
    expect(done.adyenPaymentDetails.adyenPaymentDetails).toMatchObject({
      resultCode: 'Authorised',
      merchantReference: tx.reference,
    });
    const order = ok(await confirmation(client)).paymentConfirmation.order;
    expect(order).toMatchObject({ id: orderId, stage: 'SalesOrder' });
    expect(order.transactions).toHaveLength(1);

    const replay = ok(await details(client, tx.reference, { details: { redirectResult } }));
    expect(replay.adyenPaymentDetails.adyenPaymentDetails.resultCode).toBe('Authorised');
    const after = ok(await confirmation(client)).paymentConfirmation.order;
    expect(after).toEqual(order);
  });

  it.each([
    ['refused', 'Refused', 'Error'],
    ['cancelled', 'Cancelled', 'Canceled'],
  ])('leaves the cart open to retry when the bank says %s', async (decision, code, state) => {
    const { client, orderId } = await shopperWithCart();
    const tx = await openTransaction(client);
    const redirectResult = await idealAtBank(client, tx, decision);
    const done = ok(await details(client, tx.reference, { details: { redirectResult } }));
    expect(done.adyenPaymentDetails.adyenPaymentDetails.resultCode).toBe(code);
    const order = ok(await confirmation(client)).paymentConfirmation.order;
    expect(order).toMatchObject({ id: orderId, stage: 'Quotation' });
    expect(order.lastTransaction?.state).toBe(state);
    const replay = ok(await details(client, tx.reference, { details: { redirectResult } }));
    expect(replay.adyenPaymentDetails.adyenPaymentDetails.resultCode).toBe(code);

    // The same cart pays with a new transaction.
    const retry = await openTransaction(client);
    expect(retry.reference).not.toBe(tx.reference);
    const paid = ok(await pay(client, retry, '4111111111111111')).adyenPayments.adyenPayments;
    expect(paid.resultCode).toBe('Authorised');
    expect((await orderState(orderId))?.state).toBe('sale');
  });

  it('keeps the bank page to its own transactions and forms', async () => {
    const { client } = await shopperWithCart();
    const tx = await openTransaction(client);
    const bank = `${running.url}/payment/adyen/redirect?reference=${encodeURIComponent(tx.reference)}`;
    // Not sent to the bank (yet): no page.
    expect((await fetch(bank)).status).toBe(404);
    const card = ok(await pay(client, tx, '4917610000000001')).adyenPayments.adyenPayments;
    expect((card.action as { url: string }).url).toContain('/payment/adyen/3ds');
    // A card's 3-D Secure is not the bank's to decide.
    expect((await fetch(bank)).status).toBe(404);

    const { client: other } = await shopperWithCart();
    const ideal = await openTransaction(other);
    await payWith(other, ideal, { type: 'ideal' });
    const url = `${running.url}/payment/adyen/redirect?reference=${encodeURIComponent(ideal.reference)}`;
    const forged = await submit(url, { token: 'forged', decision: 'authorised' });
    expect(forged.status).toBe(403);
    // A result signed for another transaction does not pass.
    const page = await openPage(url);
    const response = await submit(url, { token: page.token, decision: 'authorised' });
    const redirectResult =
      new URL(response.headers.get('location') ?? '').searchParams.get('redirectResult') ?? '';
    const wrongTx = await details(client, tx.reference, { details: { redirectResult } });
    expect(errorOf(wrongTx)).toBe('Adyen: Invalid payment details.');
  });

  it('refuses a method the acquirer does not offer', async () => {
    const { client } = await shopperWithCart();
    const tx = await openTransaction(client);
    const response = await payWith(client, tx, { type: 'paypal' });
    expect(errorOf(response)).toBe('Payment method not available.');
  });
});
