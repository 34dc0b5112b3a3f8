// Odoo's payment cron (`payment: post-process transactions`, every 10 minutes): a payment the
// shopper's browser never came back for (a closed tab after the card was authorised) is still
// post-processed, and its order confirmed, ten minutes after it was decided. A live Odoo runs its
// own cron; mock-odoo runs the same rule every minute and on POST /__mock/cron.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adyenMakeDirectPaymentDocument,
  adyenOpenTransactionDocument,
  cartAddItemDocument,
  cartLoadDocument,
  paymentLoadProvidersDocument,
} from '@/graphql/generated/operations';
import type { RunningMockOdoo } from '@/mock-odoo/src/start';
import { odooClient } from '@/tests/support/odoo-client';
import { ok, present } from '@/tests/support/odoo-operations';
import { ACQUIRERS } from '@/tests/contract/demo-data';
import { startTestOdoo } from './harness';

let running: RunningMockOdoo;

beforeAll(async () => {
  running = await startTestOdoo();
}, 120_000);

afterAll(async () => {
  await running?.stop();
});

async function orderState(id: number): Promise<string> {
  const { rows } = await running.db.query<{ state: string }>(
    'SELECT state FROM sale_order WHERE id = $1',
    [id],
  );
  return present(rows[0], 'order').state;
}

const runCron = async () =>
  expect((await fetch(`${running.url}/__mock/cron`, { method: 'POST' })).status).toBe(200);

describe("Odoo's payment cron", () => {
  it('confirms an authorised order whose shopper never came back, ten minutes later', async () => {
    const client = odooClient(running.url);
    const { rows } = await running.db.query<{ id: number }>(
      `SELECT p.id FROM product_product p JOIN product_template t ON t.id = p.template_id
        WHERE p.active AND t.is_published AND t.sale_ok AND p.qty_available >= 10 LIMIT 1`,
    );
    const { cartAddItem } = await ok(client, cartAddItemDocument, {
      productId: present(rows[0], 'a variant in stock').id,
      quantity: 1,
    });
    const order = present(cartAddItem?.order, 'cart');
    const { paymentAcquirers } = await ok(client, paymentLoadProvidersDocument, {});
    const acquirerId = present(
      paymentAcquirers?.find((acquirer) => acquirer.name === ACQUIRERS.adyen)?.id,
      'Adyen',
    );
    const { adyenTransaction } = await ok(client, adyenOpenTransactionDocument, { acquirerId });
    const opened = adyenTransaction?.transaction as { reference: string; access_token: string };
    const { adyenPayments } = await ok(client, adyenMakeDirectPaymentDocument, {
      acquirerId,
      transactionReference: opened.reference,
      accessToken: opened.access_token,
      paymentMethod: {
        type: 'scheme',
        encryptedCardNumber: 'test_4111111111111111',
        encryptedExpiryMonth: 'test_03',
        encryptedExpiryYear: 'test_2030',
        encryptedSecurityCode: 'test_737',
      },
      browserInfo: { userAgent: 'vitest', acceptHeader: '*/*', language: 'nl-NL' },
    });
    expect(adyenPayments?.adyenPayments).toMatchObject({ resultCode: 'Authorised' });

    // The shopper closes the tab. Within ten minutes the cron leaves it to their browser.
    await runCron();
    expect(await orderState(order.id)).toBe('draft');

    // Ten minutes on (the decision's time moved back, as the clock would move on).
    await running.db.query(
      `UPDATE payment_transaction SET last_state_change = last_state_change - interval '11 minutes'
        WHERE reference = $1`,
      [opened.reference],
    );
    await runCron();
    expect(await orderState(order.id)).toBe('sale');
    const { rows: tx } = await running.db.query<{ is_post_processed: boolean }>(
      'SELECT is_post_processed FROM payment_transaction WHERE reference = $1',
      [opened.reference],
    );
    expect(tx[0]?.is_post_processed).toBe(true);
    // The session lets go of the confirmed order: its next cart is a new one.
    const { cart } = await ok(client, cartLoadDocument, {});
    expect(cart?.order?.id).not.toBe(order.id);
  });
});
