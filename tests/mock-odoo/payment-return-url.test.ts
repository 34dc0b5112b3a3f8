import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningMockOdoo } from '@/mock-odoo/src/start';
import { odooClient, type OdooTestClient } from '@/tests/support/odoo-client';
import { startTestOdoo } from './harness';

// After a redirect (a bank, 3-D Secure) Adyen sends the shopper to Odoo's /payment/adyen/return,
// and Odoo (payment_adyen_vsf) on to the website setting `vsf_payment_success_return_url` (or its
// error page). The stand-in has no setting by default (one mock-odoo serves several shops on
// different ports), so it derives the calling shop's /payment-details page from the
// `resquest-host` header and the language the storefront sends; without either, Odoo's default
// value.

let running: RunningMockOdoo;
let variantId: number;
let adyenId: number;

beforeAll(async () => {
  running = await startTestOdoo();
  const variant = await running.db.query<{ id: number }>(
    'SELECT id FROM product_product WHERE active ORDER BY id LIMIT 1',
  );
  variantId = variant.rows[0]?.id ?? 0;
  const adyen = await running.db.query<{ id: number }>(
    "SELECT id FROM payment_acquirer WHERE name = 'ADYEN'",
  );
  adyenId = adyen.rows[0]?.id ?? 0;
}, 120_000);

afterAll(async () => {
  await running?.stop();
});

async function setReturnSetting(value: string | null) {
  await running.db.query(
    "DELETE FROM ir_config_parameter WHERE key = 'vsf_payment_success_return_url'",
  );
  if (value !== null) {
    await running.db.query(
      "INSERT INTO ir_config_parameter (key, value) VALUES ('vsf_payment_success_return_url', $1)",
      [value],
    );
  }
}

/** A shopper with one product who pays with `method`; returns the emulator page of the action. */
async function startPayment(
  client: OdooTestClient,
  method: Record<string, unknown> = { type: 'ideal' },
): Promise<string> {
  const added = await client.request(
    'mutation Add($id: Int!) { cartAddItem(productId: $id, quantity: 1) { order { id } } }',
    { id: variantId },
  );
  expect(added.errors).toBeUndefined();
  const opened = await client.request<{
    adyenTransaction: { transaction: { reference: string; access_token: string } };
  }>('mutation Open($id: Int!) { adyenTransaction(acquirerId: $id) { transaction } }', {
    id: adyenId,
  });
  const tx = opened.data?.adyenTransaction.transaction;
  if (!tx) throw new Error(JSON.stringify(opened.errors));
  const paid = await client.request<{
    adyenPayments: { adyenPayments: { action: { url: string } } };
  }>(
    `mutation Pay($id: Int!, $reference: String!, $token: String!, $method: GenericScalar!) {
       adyenPayments(acquirerId: $id, transactionReference: $reference, accessToken: $token,
                     paymentMethod: $method, browserInfo: {}) { adyenPayments }
     }`,
    { id: adyenId, reference: tx.reference, token: tx.access_token, method },
  );
  const url = paid.data?.adyenPayments.adyenPayments.action.url;
  if (!url) throw new Error(JSON.stringify(paid.errors));
  return url;
}

/**
 * Chooses `decision` on the emulator page, then follows Adyen's redirect to Odoo's return route;
 * returns where Odoo sends the browser on.
 */
async function leavePage(pageUrl: string, decision = 'authorised'): Promise<string | null> {
  const page = await (await fetch(pageUrl)).text();
  const token = /name="token" value="([^"]+)"/.exec(page)?.[1] ?? '';
  const response = await fetch(pageUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, decision }),
  });
  expect(response.status).toBe(303);
  const odooReturn = new URL(response.headers.get('location') ?? '');
  expect(odooReturn.pathname).toBe('/payment/adyen/return');
  expect(odooReturn.searchParams.get('redirectResult')).toEqual(expect.any(String));
  const onward = await fetch(odooReturn, { redirect: 'manual' });
  expect(onward.status).toBe(302);
  return onward.headers.get('location');
}

describe('payment return URL', () => {
  it.each([
    ['nl_NL', 'http://localhost:3202/payment-details'],
    ['en_US', 'http://localhost:3202/en/payment-details'],
    ['de_DE', 'http://localhost:3202/de/payment-details'],
    ['ru_RU', 'http://localhost:3202/ru/payment-details'],
  ])('without the website setting is the calling shop in %s', async (lang, expected) => {
    await setReturnSetting(null);
    const client = odooClient(running.url, { host: 'localhost:3202', lang });
    expect(await leavePage(await startPayment(client))).toBe(expected);
  });

  it('follows the shop that asked: two shops on one mock-odoo', async () => {
    await setReturnSetting(null);
    const first = odooClient(running.url, { host: '127.0.0.1:3100', lang: 'nl_NL' });
    const second = odooClient(running.url, { host: 'localhost:3000', lang: 'en_US' });
    const [a, b] = await Promise.all([startPayment(first), startPayment(second)]);
    expect(await leavePage(a)).toBe('http://127.0.0.1:3100/payment-details');
    expect(await leavePage(b)).toBe('http://localhost:3000/en/payment-details');
  });

  it('is the website setting when there is one', async () => {
    await setReturnSetting('https://shop.example.com/payment-details');
    const client = odooClient(running.url, { host: 'localhost:3202', lang: 'de_DE' });
    expect(await leavePage(await startPayment(client))).toBe(
      'https://shop.example.com/payment-details',
    );
  });

  it.each([
    ['no host header', undefined],
    ['a host with a path', 'evil.example/phish?'],
    ['a host with user info', 'localhost@evil.example'],
  ])('is none for %s: Odoo’s default value', async (_case, host) => {
    await setReturnSetting(null);
    const client = odooClient(running.url, { host, lang: 'en_US' });
    expect(await leavePage(await startPayment(client))).toBe('Dummy');
  });

  it('is the same for the 3-D Secure challenge', async () => {
    await setReturnSetting(null);
    const client = odooClient(running.url, { host: 'localhost:3202', lang: 'en_US' });
    const challenge = await startPayment(client, {
      type: 'scheme',
      encryptedCardNumber: 'test_4917610000000001',
    });
    expect(await leavePage(challenge, 'authenticated')).toBe(
      'http://localhost:3202/en/payment-details',
    );
  });
});
