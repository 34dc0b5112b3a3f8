import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mollieConfigured } from '@/lib/payment/mollie-api.server';
import { MollieError } from '@/lib/payment/mollie-error';
import {
  forgetProcessedMolliePayments,
  mollieWebhookUrl,
  settleMolliePayment,
  startMolliePayment,
  type StartMolliePaymentInput,
} from '@/lib/payment/mollie.server';
import { cookieJar } from '@/tests/support/fake-next-headers';
import { mswServer } from '@/tests/support/msw-odoo';
import { setupOdooTest } from '@/tests/support/odoo-test-setup';
import {
  fakeMollie,
  fakeOdooPayments,
  MOLLIE_TEST_ENDPOINT,
  MOLLIE_TEST_KEY,
  type OdooTransaction,
} from './support/mollie-msw';

// Starting and settling Mollie payments against msw stand-ins for Mollie (through the real
// @mollie/api-client) and Odoo: what is sent where, and what never is.

setupOdooTest();

const SHOP = 'https://shop.example';
const RETURN_URL = `${SHOP}/checkout/payment?step=return`;

const TRANSACTION: OdooTransaction = {
  id: 41,
  reference: 'S00041-1',
  amount: 12.34,
  currency: 'EUR',
};

beforeEach(() => {
  process.env.MOLLIE_API_KEY = MOLLIE_TEST_KEY;
  process.env.MOLLIE_API_URL = MOLLIE_TEST_ENDPOINT;
  process.env.SHOP_URL = SHOP;
  process.env.SHOP_SECRET = 'unit-test-secret-unit-test-secret-0123';
  forgetProcessedMolliePayments();
  cookieJar.seed('session_id', 'shopper-session');
});

afterEach(() => {
  for (const name of ['MOLLIE_API_KEY', 'MOLLIE_API_URL', 'SHOP_URL', 'SHOP_SECRET']) {
    delete process.env[name];
  }
});

function stage(transaction: OdooTransaction = TRANSACTION, endpoint?: string) {
  const mollie = fakeMollie(endpoint);
  const odoo = fakeOdooPayments(transaction);
  mswServer.use(...mollie.handlers, ...odoo.handlers);
  return { mollie, odoo };
}

function start(overrides: Partial<StartMolliePaymentInput> = {}) {
  return startMolliePayment({
    transactionId: TRANSACTION.id,
    locale: 'nl',
    returnUrl: RETURN_URL,
    ...overrides,
  });
}

describe('startMolliePayment', () => {
  it.each([
    ['JPY', 1234, '1234'],
    ['EUR', 12.34, '12.34'],
    ['BHD', 12.345, '12.345'],
    ['KWD', 12.345, '12.345'],
  ])(
    'asks Mollie for Odoo’s %s %s as "%s", whatever the caller sends',
    async (currency, amount, value) => {
      const transaction = { ...TRANSACTION, amount, currency };
      const { mollie, odoo } = stage(transaction);
      // What a tampered browser might smuggle along: the signature has no place for any of it.
      const fromTheBrowser = {
        transactionId: transaction.id,
        locale: 'nl' as const,
        returnUrl: RETURN_URL,
        amount: 0.01,
        total: 0.01,
        price: 0.01,
        currency: 'JPY',
        discount: 100,
      };
      const started = await startMolliePayment(fromTheBrowser);

      expect(mollie.creates).toHaveLength(1);
      const [create] = mollie.creates;
      expect(create?.authorization).toBe(`Bearer ${MOLLIE_TEST_KEY}`);
      expect(create?.body).toEqual({
        amount: { currency, value },
        description: transaction.reference,
        redirectUrl: RETURN_URL,
        webhookUrl: mollieWebhookUrl(transaction.reference),
        locale: 'nl_NL',
        metadata: { reference: transaction.reference, transactionId: transaction.id },
      });
      expect(started).toEqual({
        paymentId: 'tr_unit00001',
        checkoutUrl: 'https://mollie.test/checkout/tr_unit00001',
      });
      // Bound in the shopper's own Odoo session.
      expect(odoo.updates).toEqual([
        {
          variables: {
            transactionId: transaction.id,
            extra: { providerReference: 'tr_unit00001' },
          },
          cookie: expect.stringContaining('session_id=shopper-session'),
        },
      ]);
    },
  );

  it('sends a key derived from the reference, so a retried start gets the same payment', async () => {
    const { mollie } = stage();
    const first = await start();
    const again = await start({ description: 'Order S00041' });
    expect(again.paymentId).toBe(first.paymentId);
    const [one, two] = mollie.creates;
    expect(one?.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(two?.idempotencyKey).toBe(one?.idempotencyKey);
    expect(one?.idempotencyKey).not.toContain(TRANSACTION.reference);

    // Another transaction of the same order is another payment.
    mswServer.use(...fakeOdooPayments({ ...TRANSACTION, id: 42, reference: 'S00041-2' }).handlers);
    const next = await start({ transactionId: 42 });
    expect(next.paymentId).not.toBe(first.paymentId);
    expect(mollie.creates[2]?.idempotencyKey).not.toBe(one?.idempotencyKey);
  });

  it.each([
    ['en', 'en_US'],
    ['de', 'de_DE'],
    ['ru', 'en_US'],
  ] as const)(
    'shows Mollie’s checkout for %s in %s; passes a chosen method',
    async (locale, mollieLocale) => {
      const { mollie } = stage();
      await start({
        locale,
        method: 'ideal',
        description: ' Order S00041 ',
      });
      expect(mollie.creates[0]?.body).toMatchObject({
        locale: mollieLocale,
        method: 'ideal',
        description: 'Order S00041',
      });
    },
  );

  it('leaves out a method Mollie does not know', async () => {
    const { mollie } = stage();
    await start({ method: 'bitcoin' });
    expect(mollie.creates[0]?.body).not.toHaveProperty('method');
  });

  it('refuses a return URL off the shop before calling anyone', async () => {
    const { mollie, odoo } = stage();
    await expect(start({ returnUrl: 'https://evil.example/phish' })).rejects.toThrow(RangeError);
    expect(mollie.creates).toHaveLength(0);
    expect(odoo.updates).toHaveLength(0);
  });

  it('refuses a transaction that is not Mollie’s, or not the session’s', async () => {
    const { mollie } = stage({ ...TRANSACTION, provider: 'adyen' });
    await expect(start()).rejects.toMatchObject({ name: 'MollieError', reason: 'not-mollie' });
    expect(mollie.creates).toHaveLength(0);
    await expect(start({ transactionId: 999 })).rejects.toMatchObject({ kind: 'graphql' });
    expect(mollie.creates).toHaveLength(0);
  });

  it('is unavailable without an API key, or over plain HTTP to another machine', async () => {
    const { mollie, odoo } = stage();
    expect(mollieConfigured()).toBe(true);
    delete process.env.MOLLIE_API_KEY;
    expect(mollieConfigured()).toBe(false);
    await expect(start()).rejects.toEqual(new MollieError('not-configured'));
    process.env.MOLLIE_API_KEY = MOLLIE_TEST_KEY;
    process.env.MOLLIE_API_URL = 'http://mollie.example/v2/';
    expect(mollieConfigured()).toBe(false);
    await expect(start()).rejects.toEqual(new MollieError('not-configured'));
    // A stand-in on this machine may use plain HTTP.
    process.env.MOLLIE_API_URL = 'http://127.0.0.1:8069/v2';
    expect(mollieConfigured()).toBe(true);
    expect(mollie.creates).toHaveLength(0);
    expect(odoo.updates).toHaveLength(0);
  });

  it('sends no webhook Mollie could not reach from a shop on localhost', async () => {
    delete process.env.MOLLIE_API_URL;
    process.env.SHOP_URL = 'http://localhost:3000';
    const { mollie } = stage(TRANSACTION, 'https://api.mollie.com/v2/');
    await start({ returnUrl: 'http://localhost:3000/checkout/payment' });
    expect(mollie.creates[0]?.body).not.toHaveProperty('webhookUrl');
  });

  it('reports a payment that can no longer be paid', async () => {
    const { mollie } = stage();
    const first = await start();
    mollie.setStatus(first.paymentId, 'paid');
    await expect(start()).rejects.toMatchObject({ reason: 'payment-closed' });
  });
});

describe('settleMolliePayment', () => {
  it('tells Odoo without the session, naming the transaction from the payment’s metadata', async () => {
    const { mollie, odoo } = stage();
    mollie.put({
      id: 'tr_paid000001',
      status: 'paid',
      metadata: { reference: TRANSACTION.reference, transactionId: TRANSACTION.id },
    });
    await expect(settleMolliePayment('tr_paid000001', TRANSACTION.reference)).resolves.toBe(
      'updated',
    );
    expect(odoo.updates).toEqual([
      {
        variables: { transactionId: TRANSACTION.id, extra: { providerReference: 'tr_paid000001' } },
        cookie: expect.not.stringContaining('session_id'),
      },
    ]);
  });

  it('reports an Odoo refusal, and throws when Odoo cannot be reached', async () => {
    const { mollie } = stage();
    mollie.put({
      id: 'tr_paid000002',
      status: 'paid',
      metadata: { reference: TRANSACTION.reference, transactionId: TRANSACTION.id },
    });
    mswServer.use(
      graphql.mutation('updatePayment', () =>
        HttpResponse.json({
          data: { updatePayment: null },
          errors: [{ message: 'Mollie: payment does not match the transaction.' }],
        }),
      ),
    );
    await expect(settleMolliePayment('tr_paid000002', TRANSACTION.reference)).resolves.toBe(
      'refused',
    );
    mswServer.use(graphql.mutation('updatePayment', () => HttpResponse.error()));
    await expect(settleMolliePayment('tr_paid000002', TRANSACTION.reference)).rejects.toMatchObject(
      { kind: 'network' },
    );
  });
});
