import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST } from '@/app/api/payment/mollie/webhook/route';
import { forgetProcessedMolliePayments, mollieWebhookUrl } from '@/lib/payment/mollie.server';
import { cookieJar } from '@/tests/support/fake-next-headers';
import { mswServer } from '@/tests/support/msw-odoo';
import { setupOdooTest } from '@/tests/support/odoo-test-setup';
import {
  fakeMollie,
  fakeOdooPayments,
  MOLLIE_TEST_ENDPOINT,
  MOLLIE_TEST_KEY,
} from './support/mollie-msw';

// The webhook route: Mollie POSTs `id=tr_...` to the signed URL the shop gave it. Only a valid
// URL token leads to a Mollie fetch, and only a final status of the reference's own payment leads
// to one Odoo call (without the shopper's session), however often it is delivered.

setupOdooTest();

const TRANSACTION = { id: 41, reference: 'S00041-1', amount: 12.34, currency: 'EUR' };
const METADATA = { reference: TRANSACTION.reference, transactionId: TRANSACTION.id };

let mollie: ReturnType<typeof fakeMollie>;
let odoo: ReturnType<typeof fakeOdooPayments>;

beforeEach(() => {
  process.env.MOLLIE_API_KEY = MOLLIE_TEST_KEY;
  process.env.MOLLIE_API_URL = MOLLIE_TEST_ENDPOINT;
  process.env.SHOP_URL = 'https://shop.example';
  process.env.SHOP_SECRET = 'unit-test-secret-unit-test-secret-0123';
  forgetProcessedMolliePayments();
  // Whatever cookies a request might carry, the webhook never acts in a shopper's session.
  cookieJar.seed('session_id', 'someone-else');
  mollie = fakeMollie();
  odoo = fakeOdooPayments(TRANSACTION);
  mswServer.use(...mollie.handlers, ...odoo.handlers);
});

afterEach(() => {
  for (const name of ['MOLLIE_API_KEY', 'MOLLIE_API_URL', 'SHOP_URL', 'SHOP_SECRET']) {
    delete process.env[name];
  }
});

/** Mollie's delivery: a form POST of the payment id to the URL, as given or altered. */
function deliver(body: string, url = mollieWebhookUrl(TRANSACTION.reference)): Promise<Response> {
  return POST(
    new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    }),
  );
}

async function expectEmpty(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(await response.text()).toBe('');
  expect(response.headers.get('cache-control')).toBe('no-store');
}

function withToken(token: string | null, reference = TRANSACTION.reference): string {
  const url = new URL(mollieWebhookUrl(TRANSACTION.reference));
  url.searchParams.set('reference', reference);
  if (token === null) url.searchParams.delete('token');
  else url.searchParams.set('token', token);
  return url.toString();
}

describe('Mollie webhook', () => {
  beforeEach(() => {
    mollie.put({ id: 'tr_paid000001', status: 'paid', metadata: METADATA });
  });

  it('without a token: 200, and neither Mollie nor Odoo is asked', async () => {
    await expectEmpty(await deliver('id=tr_paid000001', withToken(null)), 200);
    const bare = new URL(mollieWebhookUrl(TRANSACTION.reference));
    bare.search = '';
    await expectEmpty(await deliver('id=tr_paid000001', bare.toString()), 200);
    expect(mollie.gets).toEqual([]);
    expect(odoo.updates).toEqual([]);
  });

  it('with a wrong token: 200, and neither Mollie nor Odoo is asked', async () => {
    const good = new URL(mollieWebhookUrl(TRANSACTION.reference)).searchParams.get('token') ?? '';
    const otherReference = new URL(mollieWebhookUrl('S00099-1')).searchParams.get('token') ?? '';
    for (const url of [
      withToken('forged'),
      withToken(`${good.slice(0, -1)}${good.endsWith('A') ? 'B' : 'A'}`),
      withToken(otherReference),
      // A valid token for one reference does not open another.
      withToken(good, 'S00099-1'),
    ]) {
      await expectEmpty(await deliver('id=tr_paid000001', url), 200);
    }
    expect(mollie.gets).toEqual([]);
    expect(odoo.updates).toEqual([]);
  });

  it('with the token and a paid payment: one Odoo refresh, without a session', async () => {
    await expectEmpty(await deliver('id=tr_paid000001'), 200);
    expect(mollie.gets).toEqual(['tr_paid000001']);
    expect(odoo.updates).toHaveLength(1);
    expect(odoo.updates[0]?.variables).toEqual({
      transactionId: TRANSACTION.id,
      extra: { providerReference: 'tr_paid000001' },
    });
    expect(odoo.updates[0]?.cookie).not.toContain('session_id');
  });

  it('the same webhook delivered three times reaches Odoo once', async () => {
    for (let delivery = 0; delivery < 3; delivery += 1) {
      await expectEmpty(await deliver('id=tr_paid000001'), 200);
    }
    expect(mollie.gets).toHaveLength(3);
    expect(odoo.updates).toHaveLength(1);
  });

  it('three deliveries at once reach Odoo once', async () => {
    const responses = await Promise.all([1, 2, 3].map(() => deliver('id=tr_paid000001')));
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(odoo.updates).toHaveLength(1);
  });

  it('a payment of another reference, or without our metadata, changes nothing', async () => {
    mollie.put({
      id: 'tr_foreign0001',
      status: 'paid',
      metadata: { reference: 'S00099-1', transactionId: TRANSACTION.id },
    });
    mollie.put({ id: 'tr_foreign0002', status: 'paid', metadata: null });
    mollie.put({
      id: 'tr_foreign0003',
      status: 'paid',
      metadata: { reference: TRANSACTION.reference },
    });
    for (const id of ['tr_foreign0001', 'tr_foreign0002', 'tr_foreign0003']) {
      await expectEmpty(await deliver(`id=${id}`), 200);
    }
    expect(mollie.gets).toHaveLength(3);
    expect(odoo.updates).toEqual([]);
  });

  it('an unknown payment id: 200 and nothing else', async () => {
    await expectEmpty(await deliver('id=tr_unknown0001'), 200);
    expect(mollie.gets).toEqual(['tr_unknown0001']);
    expect(odoo.updates).toEqual([]);
  });

  it('an open or pending payment changes nothing; its later final status does', async () => {
    mollie.put({ id: 'tr_later000001', status: 'open', metadata: METADATA });
    await expectEmpty(await deliver('id=tr_later000001'), 200);
    mollie.setStatus('tr_later000001', 'pending');
    await expectEmpty(await deliver('id=tr_later000001'), 200);
    expect(odoo.updates).toEqual([]);
    mollie.setStatus('tr_later000001', 'canceled');
    await expectEmpty(await deliver('id=tr_later000001'), 200);
    expect(odoo.updates).toHaveLength(1);
  });

  it.each(['authorized', 'failed', 'expired'])('passes a %s payment on to Odoo', async (status) => {
    mollie.put({ id: 'tr_final000001', status, metadata: METADATA });
    await expectEmpty(await deliver('id=tr_final000001'), 200);
    expect(odoo.updates).toHaveLength(1);
  });

  it.each([
    ['no id', 'status=paid'],
    ['an empty body', ''],
    ['an id that is no payment', 'id=ord_1234'],
    ['markup', 'id=tr_<script>'],
    ['JSON', JSON.stringify({ id: 'tr_paid000001' })],
  ])('answers 400 to %s, without asking Mollie', async (_case, body) => {
    await expectEmpty(await deliver(body), 400);
    expect(mollie.gets).toEqual([]);
  });

  it('answers 413 to a large body', async () => {
    await expectEmpty(await deliver(`id=tr_paid000001&padding=${'x'.repeat(5_000)}`), 413);
    expect(mollie.gets).toEqual([]);
  });

  it('an Odoo refusal is final (200); Odoo or Mollie down asks Mollie to retry (503)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mswServer.use(
      graphql.mutation('updatePayment', () =>
        HttpResponse.json({
          data: { updatePayment: null },
          errors: [{ message: 'Mollie: payment does not match the transaction.' }],
        }),
      ),
    );
    await expectEmpty(await deliver('id=tr_paid000001'), 200);

    mswServer.use(graphql.mutation('updatePayment', () => HttpResponse.error()));
    await expectEmpty(await deliver('id=tr_paid000001'), 503);
    mswServer.resetHandlers();
    mswServer.use(...mollie.handlers, ...odoo.handlers);
    // Not remembered as done: the retry reaches Odoo.
    await expectEmpty(await deliver('id=tr_paid000001'), 200);
    expect(odoo.updates).toHaveLength(1);

    delete process.env.MOLLIE_API_KEY;
    await expectEmpty(await deliver('id=tr_paid000001'), 503);
    // Logged without the request URL (its token) or the key.
    const output = JSON.stringify(logged.mock.calls);
    expect(output).not.toContain(MOLLIE_TEST_KEY);
    expect(output).not.toContain('token=');
  });
});
