import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartAddItem, cartLoad } from '@/lib/cart/cart.server';
import { loadOrderConfirmation } from '@/lib/payment/order-confirmation.server';
import { startPaymentAction, type PaymentStart } from '@/lib/payment/payment-actions';
import { shopperPaymentOptions } from '@/lib/payment/payment-options.server';
import { odooSessionRoutes } from '@/lib/shopper/odoo-session.server';
import en from '@/messages/en.json';
import {
  currentSession,
  mockOdooPerFile,
  sellableVariants,
  switchToSession,
  type SellableVariant,
} from '@/tests/support/mock-odoo-shopper';
import { requestHeaders } from '@/tests/support/fake-next-headers';
import { actionData } from '@/tests/support/action-data';
import { newCustomerAtPayment } from '@/tests/support/customer-at-payment';

vi.mock(
  'next-intl/server',
  async () => (await import('@/tests/support/fake-translations')).fakeNextIntlServer,
);

// Paying by bank transfer on a stock Odoo 15 (graphql_vuestorefront alone, no makePayment):
// through website_sale's /shop/payment/transaction route and payment_transfer's redirect form, as
// a customer who registered a minute ago, against mock-odoo's stock profile.

vi.setConfig({ testTimeout: 30_000 });

const { odoo } = mockOdooPerFile({ profile: 'stock' });
let variants: SellableVariant[];
let transferId: number;
let countryId: number;

beforeAll(async () => {
  variants = await sellableVariants(odoo(), 2);
  const acquirer = await odoo().db.query<{ id: number }>(
    "SELECT id FROM payment_acquirer WHERE provider = 'transfer'",
  );
  transferId = acquirer.rows[0]!.id;
  const country = await odoo().db.query<{ id: number }>(
    "SELECT id FROM res_country WHERE code = 'NL'",
  );
  countryId = country.rows[0]!.id;
});

beforeEach(() => {
  requestHeaders.set('x-next-intl-locale', 'en');
});

/** A customer who registers now, with two of a variant in the cart, at the payment step. */
const customerAtPayment = () =>
  newCustomerAtPayment({ variantId: variants[0]!.id, quantity: 2, countryId });

async function orderRow(orderId: number) {
  const { rows } = await odoo().db.query<{ state: string }>(
    'SELECT state FROM sale_order WHERE id = $1',
    [orderId],
  );
  return rows[0];
}

async function transactionsOf(orderId: number) {
  const { rows } = await odoo().db.query<{ reference: string; state: string; amount: number }>(
    'SELECT reference, state, amount FROM payment_transaction WHERE order_id = $1 ORDER BY id',
    [orderId],
  );
  return rows;
}

describe('bank transfer on a stock Odoo 15', () => {
  it('offers only what this Odoo can complete: the transfer and Adyen’s Drop-in', async () => {
    await customerAtPayment();
    const handlers = (await shopperPaymentOptions()).map((option) => option.handler).sort();
    expect(handlers).toEqual(['adyen-direct', 'wire-transfer']);
  });

  it('pays through Odoo’s own routes: the amount is Odoo’s total, the order a sent quotation', async () => {
    const orderId = await customerAtPayment();
    const total = (await cartLoad()).totals.total;
    const start = actionData<PaymentStart>(await startPaymentAction({ providerId: transferId }));
    expect(start).toEqual({ kind: 'navigate', url: `/en/checkout/thank-you/${orderId}` });

    const [tx] = await transactionsOf(orderId);
    expect(tx).toMatchObject({ state: 'pending', amount: total });
    expect((await orderRow(orderId))?.state).toBe('sent');
    // The session's cart starts afresh.
    expect((await cartLoad()).lineCount).toBe(0);

    const confirmation = await loadOrderConfirmation(orderId);
    expect(confirmation.payment).toBe('transfer');
    expect(confirmation.transferInstructions).toMatch(/NL\d{2}[A-Z]{4}/);
  });

  it('changes nothing when the transfer form is posted again or pay is pressed twice', async () => {
    const orderId = await customerAtPayment();
    await startPaymentAction({ providerId: transferId });
    const [tx] = await transactionsOf(orderId);
    const status = await odooSessionRoutes.form('/payment/transfer/feedback', {
      reference: tx!.reference,
    });
    expect(status).toBe(303);
    expect(await transactionsOf(orderId)).toEqual([tx]);
    expect((await orderRow(orderId))?.state).toBe('sent');
    // A second press finds the cart already handed over: no second transaction.
    const again = await startPaymentAction({ providerId: transferId });
    expect(again).toEqual({ ok: false, error: en.PaymentActions.cartEmpty });
    expect(await transactionsOf(orderId)).toEqual([tx]);
  });

  // A product offered on request has no price: the payment action is refused as the checkout's
  // steps are, so a cart filled by the API is not ordered at € 0.
  it('refuses to pay for a cart with a product on request, and creates nothing', async () => {
    const orderId = await customerAtPayment();
    const onRequest = await odoo().db.query<{ id: number }>(
      `SELECT p.id FROM product_product p JOIN product_template t ON t.id = p.template_id
        WHERE t.default_code = 'SKU-00041' AND t.list_price = 0 ORDER BY p.id LIMIT 1`,
    );
    await cartAddItem(onRequest.rows[0]!.id, 1);
    const refused = await startPaymentAction({ providerId: transferId });
    expect(refused).toEqual({ ok: false, error: en.PaymentActions.checkoutIncomplete });
    expect(await transactionsOf(orderId)).toEqual([]);
    expect((await orderRow(orderId))?.state).toBe('draft');
  });

  it('is refused without the order’s token or customer, and creates nothing', async () => {
    const orderId = await customerAtPayment();
    const order = await odoo().db.query<{ access_token: string; partner_id: number }>(
      'SELECT access_token, partner_id FROM sale_order WHERE id = $1',
      [orderId],
    );
    const call = (params: Record<string, unknown>) =>
      odooSessionRoutes.json(`/shop/payment/transaction/${orderId}`, {
        access_token: order.rows[0]!.access_token,
        payment_option_id: transferId,
        amount: 1,
        currency_id: 1,
        partner_id: order.rows[0]!.partner_id,
        flow: 'redirect',
        tokenization_requested: false,
        landing_route: '/shop/payment/validate',
        ...params,
      });
    await expect(call({ access_token: 'not-the-token' })).rejects.toMatchObject({
      messages: ['The access token is invalid.'],
    });
    // website_sale leaves the transaction's customer to the caller; Odoo requires one.
    await expect(call({ partner_id: null })).rejects.toMatchObject({
      messages: [expect.stringContaining('Field: Customer (partner_id)')],
    });
    // Nor can another browser pay for it without the token.
    const owner = currentSession();
    switchToSession(null);
    await expect(call({ access_token: null })).rejects.toMatchObject({
      messages: ['The access token is invalid.'],
    });
    switchToSession(owner);
    expect(await transactionsOf(orderId)).toEqual([]);
    expect((await orderRow(orderId))?.state).toBe('draft');
  });
});
