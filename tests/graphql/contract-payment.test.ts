// Contract: the payment operations of graphql/generated/operations.ts against mock-odoo: the
// acquirers, hosted-page payments (makePayment), the Adyen Drop-in mutations and the confirmation.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adyenAcquirerInfoDocument,
  adyenMakeDirectPaymentDocument,
  adyenOpenTransactionDocument,
  adyenPaymentDetailsDocument,
  adyenPaymentMethodsDocument,
  cartAddItemDocument,
  cartLoadDocument,
  cartPaymentTermsDocument,
  getPaymentAcquirerDocument,
  getPaymentTransactionRequestDocument,
  getProductTemplatesListDocument,
  logInUserDocument,
  ordersAwaitingPaymentDocument,
  paymentConfirmationDocument,
  paymentLoadProvidersDocument,
  paymentMakeExternalDocument,
  signUpUserDocument,
  updatePaymentDocument,
  type OrderFragment,
  type PaymentAcquirerFragment,
} from '@/graphql/generated/operations';
import type { RunningMockOdoo } from '@/mock-odoo/src/start';
import { odooClient, startTestOdoo, type OdooTestClient } from '@/tests/mock-odoo/harness';
import { ok, fails, present } from './contract-helpers';

let odoo: RunningMockOdoo;
let variantId: number;
/** Acquirers by name (Wire Transfer, ADYEN, ADYEN_OG, MOLLIE, SAP_OCI, ARIBA_NETWORK). */
let acquirers: Map<string, PaymentAcquirerFragment>;

beforeAll(async () => {
  odoo = await startTestOdoo();
  const { products } = await ok(odooClient(odoo.url), getProductTemplatesListDocument, {
    pageSize: 20,
  });
  variantId = present(
    products?.products?.find((product) => product?.firstVariant?.isInStock)?.firstVariant?.id,
    'a variant in stock',
  );
  const { client } = await buyerWithCart();
  const { paymentAcquirers } = await ok(client, paymentLoadProvidersDocument, {});
  acquirers = new Map((paymentAcquirers ?? []).map((acquirer) => [acquirer.name ?? '', acquirer]));
}, 120_000);

afterAll(async () => {
  await odoo?.stop();
});

/** A new customer, signed in, with one product in the cart (each test pays its own cart). */
async function buyerWithCart(): Promise<{ client: OdooTestClient; order: OrderFragment }> {
  const email = `buyer-${randomUUID()}@example.com`;
  await ok(odooClient(odoo.url), signUpUserDocument, {
    name: 'Payment Tester',
    email,
    password: 'buyer-password-1',
  });
  const client = odooClient(odoo.url);
  await ok(client, logInUserDocument, { email, password: 'buyer-password-1' });
  const { cartAddItem } = await ok(client, cartAddItemDocument, {
    productId: variantId,
    quantity: 1,
  });
  return { client, order: present(cartAddItem?.order, 'cart') };
}

function acquirer(name: string): PaymentAcquirerFragment {
  return present(acquirers.get(name), `acquirer ${name}`);
}

/** GenericScalar results are JSON objects; narrow them before reading keys. */
function json(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`${what} should be a JSON object, got ${JSON.stringify(value)}`);
  }
  return value as Record<string, unknown>;
}

describe('payment contract', { timeout: 60_000 }, () => {
  it('paymentLoadProviders lists the shop acquirers', async () => {
    expect([...acquirers.keys()]).toEqual(
      expect.arrayContaining([
        'Wire Transfer',
        'ADYEN',
        'ADYEN_OG',
        'MOLLIE',
        'SAP_OCI',
        'ARIBA_NETWORK',
      ]),
    );
    for (const item of acquirers.values()) expect(item.provider).toBeTruthy();
  });

  it('getPaymentAcquirer gives transfer instructions and Mollie methods; unknown ids fail', async () => {
    const client = odooClient(odoo.url);
    const { paymentAcquirer: transfer } = await ok(client, getPaymentAcquirerDocument, {
      id: acquirer('Wire Transfer').id,
    });
    expect(transfer.name).toBe('Wire Transfer');
    expect(transfer.pendingMessage).toBeTruthy();

    const { paymentAcquirer: mollie } = await ok(client, getPaymentAcquirerDocument, {
      id: acquirer('MOLLIE').id,
    });
    expect(mollie.paymentMethods?.length).toBeGreaterThan(0);
    for (const method of mollie.paymentMethods ?? []) expect(method.code).toBeTruthy();

    expect(await fails(client, getPaymentAcquirerDocument, { id: 99_999_999 })).toEqual([
      'Payment acquirer does not exist.',
    ]);
  });

  it('pays by wire transfer: a pending transaction, confirmation, then a new cart', async () => {
    const { client, order } = await buyerWithCart();
    const { makePayment } = await ok(client, paymentMakeExternalDocument, {
      paymentAcquireId: acquirer('Wire Transfer').id,
      extra: { returnUrl: 'http://127.0.0.1:3000/checkout/thank-you' },
    });
    const transaction = present(makePayment, 'transaction');
    expect(transaction.state).toBe('Pending');
    expect(transaction.reference).toBeTruthy();
    expect(transaction.amount).toBeCloseTo(present(order.amountTotal, 'total'), 2);

    const { paymentConfirmation } = await ok(client, paymentConfirmationDocument, {});
    const confirmed = present(paymentConfirmation?.order, 'confirmed order');
    expect(confirmed.id).toBe(order.id);
    expect(confirmed.lastTransaction?.reference).toBe(transaction.reference);
    expect(confirmed.lastTransaction?.state).toBe('Pending');
    expect(confirmed.stage).not.toBe('Quotation');

    // Among the sent quotations, with its pending payment (what a plain Odoo 15 lists it by).
    const { orders } = await ok(client, ordersAwaitingPaymentDocument, { pageSize: 50 });
    const awaiting = orders?.orders?.find((candidate) => candidate?.id === order.id);
    expect(awaiting?.stage).toBe('QuotationSent');
    expect(awaiting?.lastTransaction?.state).toBe('Pending');

    // The paid order is no draft any more, so the session gets a new cart.
    const { cart } = await ok(client, cartLoadDocument, {});
    expect(cart?.order?.id).not.toBe(order.id);
    expect(cart?.order?.orderLines ?? []).toEqual([]);
  });

  it('cartPaymentTerms gives what website_sale’s payment route needs: total, currency, token', async () => {
    const { client, order } = await buyerWithCart();
    const { cart } = await ok(client, cartPaymentTermsDocument, {});
    const terms = present(cart?.order, 'cart order');
    expect(terms.id).toBe(order.id);
    expect(terms.amountTotal).toBeCloseTo(present(order.amountTotal, 'total'), 2);
    expect(terms.currency?.id).toEqual(expect.any(Number));
    const token = new URL(present(terms.orderUrl, 'orderUrl'), odoo.url).searchParams;
    const stored = await odoo.db.query<{ access_token: string }>(
      'SELECT access_token FROM sale_order WHERE id = $1',
      [order.id],
    );
    expect(token.get('access_token')).toBe(stored.rows[0]?.access_token);
  });

  it('opens a Mollie transaction (the shop creates the payment), refreshes and describes it', async () => {
    const { client } = await buyerWithCart();
    const { makePayment } = await ok(client, paymentMakeExternalDocument, {
      paymentAcquireId: acquirer('MOLLIE').id,
      extra: { returnUrl: 'http://127.0.0.1:3000/payment-details', methodCode: 'ideal' },
    });
    const transaction = present(makePayment, 'transaction');
    const transactionId = present(transaction.id, 'transaction id');
    // The storefront owns Mollie: Odoo only opens the transaction, with nothing to redirect to.
    expect(transaction.checkoutUrl).toBeNull();
    expect(transaction.state).toBe('Draft');

    const { updatePayment } = await ok(client, updatePaymentDocument, { transactionId, extra: {} });
    expect(updatePayment?.id).toBe(transactionId);
    expect(updatePayment?.reference).toBe(transaction.reference);

    const { paymentTransactionRequest } = await ok(client, getPaymentTransactionRequestDocument, {
      transactionId,
    });
    expect(JSON.stringify(json(paymentTransactionRequest, 'transaction request'))).toContain(
      present(transaction.reference, 'reference'),
    );

    await fails(client, updatePaymentDocument, { transactionId: 99_999_999 });
    await fails(client, getPaymentTransactionRequestDocument, { transactionId: 99_999_999 });
  });

  it('starts an Adyen hosted-page payment with a redirect form or URL', async () => {
    const { client } = await buyerWithCart();
    const { makePayment } = await ok(client, paymentMakeExternalDocument, {
      paymentAcquireId: acquirer('ADYEN_OG').id,
      extra: { returnUrl: 'http://127.0.0.1:3000/payment-details' },
    });
    const transaction = present(makePayment, 'transaction');
    expect(transaction.redirectForm ?? transaction.checkoutUrl).toBeTruthy();
    if (transaction.redirectForm) expect(transaction.redirectForm).toMatch(/<form/i);
  });

  it('pays with the Adyen Drop-in mutations and confirms the order', async () => {
    const { client, order } = await buyerWithCart();
    const acquirerId = acquirer('ADYEN').id;

    const { adyenAcquirerInfo } = await ok(client, adyenAcquirerInfoDocument, { acquirerId });
    const info = json(adyenAcquirerInfo?.adyenAcquirerInfo, 'acquirer info');
    expect(info.client_key).toEqual(expect.any(String));
    expect(['test', 'enabled']).toContain(info.state);

    const { adyenPaymentMethods } = await ok(client, adyenPaymentMethodsDocument, { acquirerId });
    json(adyenPaymentMethods?.adyenPaymentMethods, 'payment methods');

    const { adyenTransaction } = await ok(client, adyenOpenTransactionDocument, { acquirerId });
    const opened = json(adyenTransaction?.transaction, 'transaction');
    const reference = present(opened.reference, 'reference');
    const accessToken = present(opened.access_token, 'access token');
    expect(reference).toEqual(expect.any(String));
    expect(accessToken).toEqual(expect.any(String));

    // Adyen's documented test card, as the Drop-in would send it.
    const { adyenPayments } = await ok(client, adyenMakeDirectPaymentDocument, {
      acquirerId,
      transactionReference: String(reference),
      accessToken: String(accessToken),
      paymentMethod: {
        type: 'scheme',
        encryptedCardNumber: 'test_4111111111111111',
        encryptedExpiryMonth: 'test_03',
        encryptedExpiryYear: 'test_2030',
        encryptedSecurityCode: 'test_737',
      },
      browserInfo: { userAgent: 'vitest', acceptHeader: '*/*', language: 'nl-NL' },
    });
    const payment = json(adyenPayments?.adyenPayments, 'payments result');
    expect('resultCode' in payment || 'action' in payment).toBe(true);

    const { adyenPaymentDetails } = await ok(client, adyenPaymentDetailsDocument, {
      acquirerId,
      transactionReference: String(reference),
      paymentDetails: { details: { threeDSResult: 'test-3ds-result' } },
    });
    expect(json(adyenPaymentDetails?.adyenPaymentDetails, 'details result').resultCode).toEqual(
      expect.any(String),
    );

    const { paymentConfirmation } = await ok(client, paymentConfirmationDocument, {});
    const confirmed = present(paymentConfirmation?.order, 'confirmed order');
    expect(confirmed.id).toBe(order.id);
    expect(confirmed.lastTransaction?.reference).toBe(reference);
  });

  it('refuses the Adyen mutations for an acquirer that is not Adyen', async () => {
    const { client } = await buyerWithCart();
    expect(
      await fails(client, adyenAcquirerInfoDocument, { acquirerId: acquirer('Wire Transfer').id }),
    ).toEqual(['Payment acquirer with "adyen" Provider does not exist.']);
  });

  it('paymentConfirmation fails without a cart or a payment', async () => {
    expect(await fails(odooClient(odoo.url), paymentConfirmationDocument, {})).toEqual([
      'Cart does not exist',
    ]);
  });
});
