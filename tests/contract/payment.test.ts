// Contract: paying. The acquirers, hosted-page and shop-driven payments (makePayment), the Adyen
// Drop-in mutations, website_sale's payment route, the confirmation, and whose transaction is
// whose. Each test pays a cart of its own: a customer registered for it, or a guest.
import { beforeAll, describe, expect, it } from 'vitest';
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
  ordersAwaitingPaymentDocument,
  paymentConfirmationDocument,
  paymentLoadProvidersDocument,
  paymentMakeExternalDocument,
  setShippingMethodDocument,
  shippingGetDeliveryMethodsDocument,
  updatePaymentDocument,
  type OrderFragment,
  type PaymentAcquirerFragment,
} from '@/graphql/generated/operations';
import type { GraphqlResponse, OdooTestClient } from '@/tests/support/odoo-client';
import { ok, fails, present } from '@/tests/support/odoo-operations';
import { contractBackend } from './backend';
import { newCustomer, signedIn } from './customers';
import { ACQUIRERS, ACQUIRER_SEQUENCE, MOLLIE_METHODS } from './demo-data';

const backend = contractBackend();
let variantId: number;
/** Acquirers by name (Wire Transfer, ADYEN, ADYEN_OG, MOLLIE, SAP_OCI, ARIBA_NETWORK). */
let acquirers: Map<string, PaymentAcquirerFragment>;

beforeAll(async () => {
  const { products } = await ok(backend.client(), getProductTemplatesListDocument, {
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

/** A new customer, signed in, with one product in the cart (each test pays its own cart). */
async function buyerWithCart(): Promise<{ client: OdooTestClient; order: OrderFragment }> {
  const { client } = await newCustomer(backend, { name: 'Payment Tester' });
  const { cartAddItem } = await ok(client, cartAddItemDocument, {
    productId: variantId,
    quantity: 1,
  });
  return { client, order: present(cartAddItem?.order, 'cart') };
}

/**
 * website_sale's payment route's parameters for a wire transfer, as its own payment form sends
 * them: Odoo's total, the order's customer (without the access token).
 */
function transferParams(terms: {
  amountTotal?: number | null;
  currency?: { id: number } | null;
  partner?: { id: number } | null;
}) {
  return {
    payment_option_id: acquirer(ACQUIRERS.transfer).id,
    amount: terms.amountTotal,
    currency_id: terms.currency?.id,
    partner_id: present(terms.partner?.id, 'the order’s customer'),
    flow: 'redirect',
    tokenization_requested: false,
    landing_route: '/shop/payment/validate',
  };
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

const BROWSER = { userAgent: 'vitest', acceptHeader: '*/*', language: 'nl-NL' };
// Adyen's test cards, unencrypted with Adyen's `test_` prefix as a server may send them; with
// mock-odoo's Adyen emulator a number ending in 0002 is refused (tests/contract/README.md).
const VISA = 'test_4111111111111111';
const CHALLENGE_CARD = 'test_4917610000000000';
const REFUSED_CARD = 'test_4111111111110002';

async function openAdyenTransaction(client: OdooTestClient, acquirerId: number) {
  const { adyenTransaction } = await ok(client, adyenOpenTransactionDocument, { acquirerId });
  const opened = json(adyenTransaction?.transaction, 'transaction');
  return {
    reference: String(present(opened.reference, 'reference')),
    accessToken: String(present(opened.access_token, 'access token')),
  };
}

async function payWithCard(
  client: OdooTestClient,
  acquirerId: number,
  reference: string,
  accessToken: string,
  card: string,
) {
  const { adyenPayments } = await ok(client, adyenMakeDirectPaymentDocument, {
    acquirerId,
    transactionReference: reference,
    accessToken,
    paymentMethod: {
      type: 'scheme',
      encryptedCardNumber: card,
      encryptedExpiryMonth: 'test_03',
      encryptedExpiryYear: 'test_2030',
      encryptedSecurityCode: 'test_737',
    },
    browserInfo: BROWSER,
  });
  return json(adyenPayments?.adyenPayments, 'payments result');
}

async function transactionState(client: OdooTestClient, reference: string): Promise<string> {
  const { paymentTransaction } = data(
    await client.request<{ paymentTransaction: { state: string } }>(
      'query T($ref: String) { paymentTransaction(reference: $ref) { state } }',
      { ref: reference },
    ),
  );
  return paymentTransaction.state;
}

/**
 * The shopper on the provider's test page (Adyen's, here played by mock-odoo's Adyen emulator):
 * picks `decision` and is sent on; returns where to.
 */
async function decideOnProviderPage(url: string, decision: string): Promise<string> {
  const page = await (await fetch(url)).text();
  const token = present(/name="token" value="([^"]+)"/.exec(page)?.[1], `a form on ${url}`);
  const response = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, decision }),
  });
  expect(response.status).toBe(303);
  return present(response.headers.get('location'), 'where the page sends the shopper');
}

describe('payment contract', { timeout: 60_000 }, () => {
  it('paymentLoadProviders lists the shop acquirers', async () => {
    expect([...acquirers.keys()]).toEqual(expect.arrayContaining([...ACQUIRER_SEQUENCE]));
    for (const item of acquirers.values()) expect(item.provider).toBeTruthy();
  });

  it('getPaymentAcquirer gives transfer instructions and Mollie methods; unknown ids fail', async () => {
    const client = backend.client();
    const { paymentAcquirer: transfer } = await ok(client, getPaymentAcquirerDocument, {
      id: acquirer(ACQUIRERS.transfer).id,
    });
    expect(transfer.name).toBe(ACQUIRERS.transfer);
    expect(transfer.pendingMessage).toBeTruthy();

    const { paymentAcquirer: mollie } = await ok(client, getPaymentAcquirerDocument, {
      id: acquirer(ACQUIRERS.mollie).id,
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
      paymentAcquireId: acquirer(ACQUIRERS.transfer).id,
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
    const token = new URL(present(terms.orderUrl, 'orderUrl'), backend.url).searchParams;
    // The link's token is the order's access token: website_sale's payment route opens a
    // transaction with it, and refuses the same call with another token.
    const route = `/shop/payment/transaction/${order.id}`;
    const params = transferParams(terms);
    const accessToken = present(token.get('access_token'), 'access_token');
    const forged = await backend
      .client()
      .jsonRpc(route, { ...params, access_token: `x${accessToken}` });
    expect(forged.error?.data?.message).toBe('The access token is invalid.');
    const missing = await client.jsonRpc(`/shop/payment/transaction/99999999`, {
      ...params,
      access_token: accessToken,
    });
    expect(missing.error?.data).toMatchObject({
      name: 'odoo.exceptions.MissingError',
      message: 'This document does not exist.',
    });
    // The transaction's customer is the caller's to name: website_sale does not fill it in.
    const nobody = await client.jsonRpc(route, {
      ...params,
      partner_id: null,
      access_token: accessToken,
    });
    expect(nobody.error?.data).toMatchObject({
      name: 'odoo.exceptions.ValidationError',
      message:
        'The operation cannot be completed:\n- Create/update: a mandatory field is not set.\n' +
        '- Delete: another model requires the record being deleted. If possible, archive it ' +
        'instead.\n\nModel: Payment Transaction (payment.transaction), Field: Customer (partner_id)',
    });
    const opened = await client.jsonRpc<{
      reference: string;
      amount: number;
      partner_id: number;
      redirect_form_html: string;
    }>(route, { ...params, access_token: accessToken });
    expect(opened.error).toBeUndefined();
    expect(opened.result).toMatchObject({
      provider: 'transfer',
      reference: expect.any(String),
      partner_id: params.partner_id,
      currency_id: params.currency_id,
    });
    expect(opened.result?.amount).toBeCloseTo(present(order.amountTotal, 'total'), 2);
    const reference = present(opened.result?.reference, 'reference');
    expect(opened.result?.redirect_form_html).toBe(
      '<form method="post" action="/payment/transfer/feedback">\n' +
        `            <input type="hidden" name="reference" value="${reference}"/>\n` +
        '        </form>',
    );
  });

  // graphql_vuestorefront reads orders as the superuser, and ShippingMethod.price asks for the
  // session's cart in that name. Right after a transfer through Odoo's own routes the session's
  // cart is still the paid order, and Odoo 15 gave it to OdooBot, addresses and all (vsf_base
  // answers for the shopper; the shop never asks that price on an order, a stock Odoo has no
  // vsf_base: tests/graphql/documents.test.ts).
  it("reads an order just paid by transfer with its carrier's price, and it keeps its customer", async () => {
    const { client, order } = await buyerWithCart();
    const { deliveryMethods } = await ok(client, shippingGetDeliveryMethodsDocument, {});
    const carrier = present(deliveryMethods?.[0], 'a carrier');
    await ok(client, setShippingMethodDocument, { shippingMethodId: carrier.id });
    const { cart } = await ok(client, cartPaymentTermsDocument, {});
    const terms = present(cart?.order, 'cart order');
    const opened = await client.jsonRpc<{ reference: string }>(
      `/shop/payment/transaction/${order.id}`,
      {
        ...transferParams(terms),
        access_token: new URL(present(terms.orderUrl, 'orderUrl'), backend.url).searchParams.get(
          'access_token',
        ),
      },
    );
    const reference = present(opened.result?.reference, 'reference');
    const feedback = await client.form('/payment/transfer/feedback', { reference });
    expect(feedback.status).toBe(303);
    expect(feedback.headers.get('location')).toMatch(/\/payment\/status$/);
    const read = await client.request<{
      order: { shippingMethod: { id: number; price: number }; partner: { id: number } };
    }>('query o($id: Int) { order(id: $id) { shippingMethod { id price } partner { id } } }', {
      id: order.id,
    });
    expect(read.errors).toBeUndefined();
    expect(read.data?.order).toMatchObject({
      shippingMethod: { id: carrier.id },
      partner: { id: terms.partner?.id },
    });
  });

  it('opens a Mollie transaction (the shop creates the payment), refreshes and describes it', async () => {
    const { client } = await buyerWithCart();
    const { makePayment } = await ok(client, paymentMakeExternalDocument, {
      paymentAcquireId: acquirer(ACQUIRERS.mollie).id,
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

  it('pays on Adyen’s hosted page: a payment link, Adyen’s webhook, then the refresh', async () => {
    const { client, order } = await buyerWithCart();
    const returnUrl = 'http://127.0.0.1:3000/payment-details';
    const { makePayment } = await ok(client, paymentMakeExternalDocument, {
      paymentAcquireId: acquirer(ACQUIRERS.adyenHostedPage).id,
      extra: { returnUrl },
    });
    const transaction = present(makePayment, 'transaction');
    const transactionId = present(transaction.id, 'transaction id');
    // vsf_payment_transaction's Adyen payment link: the shopper pays on its page.
    expect(transaction.state).toBe('Pending');
    expect(transaction.redirectForm).toBeNull();
    const checkoutUrl = present(transaction.checkoutUrl, 'checkoutUrl');
    expect(new URL(checkoutUrl).protocol).toMatch(/^https?:$/);

    // Adyen tells Odoo (its webhook) before it sends the shopper back to the shop, and Odoo
    // confirms the order then.
    expect(await decideOnProviderPage(checkoutUrl, 'authorised')).toBe(returnUrl);
    const { paymentConfirmation } = await ok(client, paymentConfirmationDocument, {});
    const confirmed = present(paymentConfirmation?.order, 'confirmed order');
    expect(confirmed.id).toBe(order.id);
    expect(confirmed.stage).toBe('SalesOrder');
    expect(confirmed.lastTransaction?.state).toBe('Confirmed');
    // The shop's refresh on its return page changes nothing then.
    const { updatePayment } = await ok(client, updatePaymentDocument, { transactionId, extra: {} });
    expect(updatePayment?.state).toBe('Confirmed');
    expect(updatePayment?.acquirerReference).toEqual(expect.any(String));
  });

  it('pays with the Adyen Drop-in mutations and confirms the order', async () => {
    const { client, order } = await buyerWithCart();
    const acquirerId = acquirer(ACQUIRERS.adyen).id;

    // payment_adyen's acquirer info: its state and client key, nothing else.
    const { adyenAcquirerInfo } = await ok(client, adyenAcquirerInfoDocument, { acquirerId });
    expect(json(adyenAcquirerInfo?.adyenAcquirerInfo, 'acquirer info')).toEqual({
      state: 'test',
      client_key: expect.any(String),
    });

    const { adyenPaymentMethods } = await ok(client, adyenPaymentMethodsDocument, { acquirerId });
    const methods = json(adyenPaymentMethods?.adyenPaymentMethods, 'payment methods');
    expect(methods.paymentMethods).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'scheme' })]),
    );

    const { reference, accessToken } = await openAdyenTransaction(client, acquirerId);
    // Adyen's documented test card, as the Drop-in would send it.
    const payment = await payWithCard(client, acquirerId, reference, accessToken, VISA);
    expect(payment).toMatchObject({
      resultCode: 'Authorised',
      merchantReference: reference,
      pspReference: expect.any(String),
    });

    // Paid, but Odoo confirms the order only when it post-processes the payment (Adyen's webhook,
    // its cron, its status page): until then the order is a quotation and still the cart.
    const { paymentConfirmation } = await ok(client, paymentConfirmationDocument, {});
    const paid = present(paymentConfirmation?.order, 'paid order');
    expect(paid.id).toBe(order.id);
    expect(paid.stage).toBe('Quotation');
    expect(paid.lastTransaction?.reference).toBe(reference);
    expect(paid.lastTransaction?.state).toBe('Confirmed');
    const { cart } = await ok(client, cartLoadDocument, {});
    expect(cart?.order?.id).toBe(order.id);

    // The shop's return page has Odoo do it (updatePayment); the session then gets a new cart.
    const transactionId = present(paid.lastTransaction?.id, 'transaction id');
    const { updatePayment } = await ok(client, updatePaymentDocument, { transactionId, extra: {} });
    expect(updatePayment?.state).toBe('Confirmed');
    const { paymentConfirmation: after } = await ok(client, paymentConfirmationDocument, {});
    expect(after?.order?.stage).toBe('SalesOrder');
    const { cart: next } = await ok(client, cartLoadDocument, {});
    expect(next?.order?.id).not.toBe(order.id);
    expect(next?.order?.orderLines ?? []).toEqual([]);
  });

  it('3-D Secure: Adyen’s page, then the details Odoo asks Adyen about', async () => {
    const { client } = await buyerWithCart();
    const acquirerId = acquirer(ACQUIRERS.adyen).id;
    const { reference, accessToken } = await openAdyenTransaction(client, acquirerId);
    const payment = await payWithCard(client, acquirerId, reference, accessToken, CHALLENGE_CARD);
    expect(payment.resultCode).toBe('RedirectShopper');
    const action = json(payment.action, 'action');
    expect(action).toMatchObject({ type: 'redirect', method: 'GET', url: expect.any(String) });
    expect(await transactionState(client, reference)).toBe('Pending');

    // Adyen sends the shopper back to Odoo's own return route with its opaque redirectResult.
    const back = new URL(await decideOnProviderPage(String(action.url), 'authenticated'));
    expect(back.pathname).toBe('/payment/adyen/return');
    expect(back.searchParams.get('merchantReference')).toBe(reference);
    const redirectResult = present(back.searchParams.get('redirectResult'), 'redirectResult');

    const { adyenPaymentDetails } = await ok(client, adyenPaymentDetailsDocument, {
      acquirerId,
      transactionReference: reference,
      paymentDetails: { details: { redirectResult } },
    });
    expect(json(adyenPaymentDetails?.adyenPaymentDetails, 'details result')).toMatchObject({
      resultCode: 'Authorised',
      merchantReference: reference,
    });
    expect(await transactionState(client, reference)).toBe('Confirmed');
  });

  it('iDEAL: the bank, then Odoo’s return route settles the payment and confirms the order', async () => {
    const { client, order } = await buyerWithCart();
    const acquirerId = acquirer(ACQUIRERS.adyen).id;
    const { reference, accessToken } = await openAdyenTransaction(client, acquirerId);
    const { adyenPayments } = await ok(client, adyenMakeDirectPaymentDocument, {
      acquirerId,
      transactionReference: reference,
      accessToken,
      paymentMethod: { type: 'ideal', issuer: '0721' },
      browserInfo: BROWSER,
    });
    const action = json(json(adyenPayments?.adyenPayments, 'payments result').action, 'action');
    const back = new URL(await decideOnProviderPage(String(action.url), 'authorised'));
    // The browser follows to Odoo (payment_adyen_vsf's route), which asks Adyen and redirects
    // to the website's success page.
    const returned = await backend.fetch(`${back.pathname}${back.search}`, { redirect: 'manual' });
    expect(returned.status).toBe(302);
    expect(await transactionState(client, reference)).toBe('Confirmed');
    const { paymentConfirmation } = await ok(client, paymentConfirmationDocument, {});
    const confirmed = present(paymentConfirmation?.order, 'confirmed order');
    expect(confirmed.id).toBe(order.id);
    expect(confirmed.stage).toBe('SalesOrder');
  });

  it('keeps the cart while its payment is at the bank and after the bank refuses or cancels it', async () => {
    const { client } = await buyerWithCart();
    const acquirerId = acquirer(ACQUIRERS.adyen).id;
    const throughTheBank = async (decision: string) => {
      const { reference, accessToken } = await openAdyenTransaction(client, acquirerId);
      const { adyenPayments } = await ok(client, adyenMakeDirectPaymentDocument, {
        acquirerId,
        transactionReference: reference,
        accessToken,
        paymentMethod: { type: 'ideal', issuer: '0721' },
        browserInfo: BROWSER,
      });
      const action = json(json(adyenPayments?.adyenPayments, 'payments result').action, 'action');
      // At the bank: the payment is pending, and the order is still the session's cart
      // (graphql_vuestorefront's transactions leave it a draft; website_sale looks at no payment).
      const { cart: atTheBank } = await ok(client, cartLoadDocument, {});
      expect(atTheBank?.order?.lastTransaction).toMatchObject({ reference, state: 'Pending' });
      const back = new URL(await decideOnProviderPage(String(action.url), decision));
      // payment_adyen_vsf's return route, as the browser follows it without the shop's session.
      const returned = await backend.fetch(`${back.pathname}${back.search}`, {
        redirect: 'manual',
      });
      expect(returned.status).toBe(302);
      return { reference, orderId: present(atTheBank?.order?.id, 'cart at the bank') };
    };

    // A paid order is no longer the cart: the session gets a new, empty one.
    const paid = await throughTheBank('authorised');
    const { cart: afterPaying } = await ok(client, cartLoadDocument, {});
    expect(afterPaying?.order?.id).not.toBe(paid.orderId);
    expect(afterPaying?.order?.orderLines ?? []).toEqual([]);

    const { cartAddItem } = await ok(client, cartAddItemDocument, {
      productId: variantId,
      quantity: 2,
    });
    const order = present(cartAddItem?.order, 'second cart');
    const lines = (order.orderLines ?? []).map((line) => line.id);
    expect(lines).toHaveLength(1);
    for (const [decision, state, stateMessage] of [
      ['refused', 'Error', 'Your payment was refused. Please try again.'],
      ['cancelled', 'Canceled', null],
    ] as const) {
      const { reference, orderId } = await throughTheBank(decision);
      expect(orderId).toBe(order.id);
      // A refused or cancelled payment leaves the order a quotation in the cart, as it was: the
      // shopper can pay it again or change it.
      const { cart } = await ok(client, cartLoadDocument, {});
      expect(cart?.order?.id).toBe(order.id);
      expect(cart?.order?.stage).toBe('Quotation');
      expect((cart?.order?.orderLines ?? []).map((line) => line.id)).toEqual(lines);
      expect(cart?.order?.lastTransaction).toMatchObject({ reference, state });
      const { paymentTransaction } = data(
        await client.request<{
          paymentTransaction: { state: string; stateMessage: string | null };
        }>('query T($ref: String) { paymentTransaction(reference: $ref) { state stateMessage } }', {
          ref: reference,
        }),
      );
      expect(paymentTransaction).toEqual({ state, stateMessage });
      // The return page's question: the session's payment, on the same order.
      const { paymentConfirmation } = await ok(client, paymentConfirmationDocument, {});
      expect(paymentConfirmation?.order?.id).toBe(order.id);
      expect(paymentConfirmation?.order?.lastTransaction).toMatchObject({ reference, state });
    }
  });

  it('records a refused card with payment_adyen’s message', async () => {
    const { client } = await buyerWithCart();
    const acquirerId = acquirer(ACQUIRERS.adyen).id;
    const { reference, accessToken } = await openAdyenTransaction(client, acquirerId);
    const payment = await payWithCard(client, acquirerId, reference, accessToken, REFUSED_CARD);
    expect(payment).toMatchObject({ resultCode: 'Refused', merchantReference: reference });
    const { paymentTransaction } = data(
      await client.request<{ paymentTransaction: { state: string; stateMessage: string } }>(
        'query T($ref: String) { paymentTransaction(reference: $ref) { state stateMessage } }',
        { ref: reference },
      ),
    );
    expect(paymentTransaction).toEqual({
      state: 'Error',
      stateMessage: 'Your payment was refused. Please try again.',
    });
  });

  it('refuses the Adyen mutations for an acquirer that is not Adyen', async () => {
    const { client } = await buyerWithCart();
    expect(
      await fails(client, adyenAcquirerInfoDocument, {
        acquirerId: acquirer(ACQUIRERS.transfer).id,
      }),
    ).toEqual(['Payment acquirer with "adyen" Provider does not exist.']);
  });

  it('paymentConfirmation fails without a cart or a payment', async () => {
    expect(await fails(backend.client(), paymentConfirmationDocument, {})).toEqual([
      'Cart does not exist',
    ]);
  });
});

// Payments as raw documents: the transaction's fields, Odoo's references and the Drop-in's values.

function data<T>(response: GraphqlResponse<T>): T {
  expect(response.errors).toBeUndefined();
  if (!response.data) throw new Error('no data');
  return response.data;
}

function errorOf(response: GraphqlResponse<unknown>): string | undefined {
  return response.errors?.[0]?.message;
}

/** A new browser session with two of a product in its cart; returns the cart's order id. */
async function shopperWithCart(
  client: OdooTestClient = backend.client(),
): Promise<{ client: OdooTestClient; orderId: number }> {
  const added = data(
    await client.request<{ cartAddItem: { order: { id: number } } }>(
      'mutation Add($id: Int!) { cartAddItem(productId: $id, quantity: 2) { order { id } } }',
      { id: variantId },
    ),
  );
  return { client, orderId: added.cartAddItem.order.id };
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

const acquirerId = (name: string) => acquirer(name).id;
const PAYING = { timeout: 60_000 };

describe('payment acquirers', PAYING, () => {
  it('lists nothing without a cart: the acquirers are those of the cart’s company', async () => {
    const listed = data(
      await backend
        .client()
        .request<{ paymentAcquirers: unknown[] }>('{ paymentAcquirers { id } }'),
    );
    expect(listed.paymentAcquirers).toEqual([]);
  });

  it('lists the six acquirers in sequence order with the wire transfer instructions', async () => {
    const { client } = await shopperWithCart();
    const listed = data(
      await client.request<{
        paymentAcquirers: {
          id: number;
          name: string;
          provider: string;
          displayAs: string;
          pendingMessage: string | null;
          paymentIcons: { id: string; name: string; image: string }[];
        }[];
      }>(
        '{ paymentAcquirers { id name provider displayAs pendingMessage paymentIcons { id name image } } }',
      ),
    );
    expect(listed.paymentAcquirers.map((item) => item.name)).toEqual([...ACQUIRER_SEQUENCE]);
    const transfer = listed.paymentAcquirers[0];
    expect(transfer?.provider).toBe('transfer');
    expect(transfer?.pendingMessage).toBeTruthy();
    const mollie = listed.paymentAcquirers.find((item) => item.provider === 'mollie');
    expect(mollie?.paymentIcons.length).toBeGreaterThan(0);
    expect(mollie?.paymentIcons[0]?.image).toMatch(/^\/web\/image\/payment\.icon\/\d+\/image$/);
  });

  it('offers Mollie iDEAL with Dutch banks and no methods for the wire transfer', async () => {
    const methods = data(
      await backend.client().request<{
        mollie: { paymentMethods: { code: string; issuers: { code: string; name: string }[] }[] };
        transfer: { paymentMethods: unknown[] };
      }>(
        `query Methods($mollie: Int, $transfer: Int) {
           mollie: paymentAcquirer(id: $mollie) { paymentMethods { code issuers { code name } } }
           transfer: paymentAcquirer(id: $transfer) { paymentMethods { code } }
         }`,
        { mollie: acquirerId(ACQUIRERS.mollie), transfer: acquirerId(ACQUIRERS.transfer) },
      ),
    );
    const codes = methods.mollie.paymentMethods.map((method) => method.code);
    expect(codes).toEqual([...MOLLIE_METHODS.codes]);
    const ideal = methods.mollie.paymentMethods[0];
    expect(ideal?.issuers).toContainEqual(MOLLIE_METHODS.idealIssuer);
    expect(ideal?.issuers.map((issuer) => issuer.name)).toContain(MOLLIE_METHODS.otherIdealBank);
    expect(methods.transfer.paymentMethods).toEqual([]);
  });
});

describe('makePayment', PAYING, () => {
  it('pays by wire transfer: pending with instructions, quotation sent, a fresh cart', async () => {
    const { client, orderId } = await shopperWithCart();
    const tx = data(await makePayment(client, acquirerId(ACQUIRERS.transfer))).makePayment;

    expect(tx.state).toBe('Pending');
    expect(tx.stateMessage).toContain('IBAN');
    expect(tx.acquirer).toBe(ACQUIRERS.transfer);
    expect(tx.currency.name).toBe('EUR');
    // Odoo names an order's first transaction after the order.
    expect(tx.reference).toMatch(/^S\d+$/);
    expect(tx.payment).toBeNull();

    // Sent, not confirmed: Odoo's sale module sends the quotation when the transfer is pending.
    const confirmed = data(await confirmation(client)).paymentConfirmation.order;
    expect(confirmed.id).toBe(orderId);
    expect(confirmed.stage).toBe('QuotationSent');
    expect(confirmed.amountTotal).toBe(tx.amount);
    expect(confirmed.lastTransaction).toEqual({ id: tx.id, state: 'Pending' });

    const cart = data(
      await client.request<{ cart: { order: { id: number } } }>('{ cart { order { id } } }'),
    );
    expect(cart.cart.order.id).not.toBe(orderId);
  });

  it('needs a cart with products', async () => {
    const response = await makePayment(backend.client(), acquirerId(ACQUIRERS.transfer));
    expect(errorOf(response)).toBe('Shopping cart not found.');
    expect(response.data?.makePayment ?? null).toBeNull();
  });

  it('sends the Adyen drop-in acquirer to the adyen mutations', async () => {
    const { client } = await shopperWithCart();
    const response = await makePayment(client, acquirerId(ACQUIRERS.adyen));
    expect(errorOf(response)).toBe('Use the Adyen drop-in for this acquirer.');
    const unknown = await makePayment(client, 99999);
    expect(errorOf(unknown)).toBe('Payment acquirer does not exist.');
  });

  it('makes no transaction for the punch-out acquirers: their carts are transferred', async () => {
    for (const name of [ACQUIRERS.sapOci, ACQUIRERS.ariba]) {
      const { client, orderId } = await shopperWithCart();
      const response = await makePayment(client, acquirerId(name));
      expect(errorOf(response)).toBe(
        'Punch-out carts are transferred to the procurement system, not paid.',
      );
      const { cart } = data(
        await client.request<{ cart: { order: { id: number; transactions: { id: number }[] } } }>(
          '{ cart { order { id transactions { id } } } }',
        ),
      );
      expect(cart.order.id).toBe(orderId);
      expect(cart.order.transactions ?? []).toEqual([]);
    }
  });

  it('numbers the transactions of one order', async () => {
    const { client } = await shopperWithCart();
    const first = data(await makePayment(client, acquirerId(ACQUIRERS.mollie))).makePayment;
    const second = data(await makePayment(client, acquirerId(ACQUIRERS.mollie))).makePayment;
    expect(second.reference).toBe(`${first.reference}-1`);
    const order = data(await confirmation(client)).paymentConfirmation.order;
    expect(order.transactions.map((tx) => tx.id)).toEqual([second.id, first.id]);
    expect(order.lastTransaction?.id).toBe(second.id);
  });
});

// The storefront owns Mollie: what Odoo does with a bound Mollie payment needs Mollie itself and is
// tested against mock-odoo's Mollie emulator (tests/mock-odoo/mollie-emulator.test.ts).
describe('makePayment with Mollie', PAYING, () => {
  it('only opens a draft transaction: the storefront creates the Mollie payment', async () => {
    const { client } = await shopperWithCart();
    const returnUrl = 'http://localhost:3000/checkout/mollie?step=return';
    const tx = data(
      await makePayment(client, acquirerId(ACQUIRERS.mollie), {
        returnUrl,
        methodCode: 'ideal',
        issuerCode: MOLLIE_METHODS.idealIssuer.code,
      }),
    ).makePayment;
    expect(tx).toMatchObject({
      state: 'Draft',
      checkoutUrl: null,
      returnUrl,
      acquirer: ACQUIRERS.mollie,
    });
    expect(tx.amount).toBeGreaterThan(0);
    // Nothing bound: a refresh has nothing to ask Mollie and changes nothing.
    expect(data(await updatePayment(client, tx.id)).updatePayment.state).toBe('Draft');
  });

  it('rejects a method Mollie does not offer and a non-http return URL', async () => {
    const { client } = await shopperWithCart();
    const mollie = acquirerId(ACQUIRERS.mollie);
    const method = await makePayment(client, mollie, { methodCode: 'bitcoin' });
    expect(errorOf(method)).toBe('Payment method not available.');
    const url = await makePayment(client, mollie, { returnUrl: 'javascript:alert(1)' });
    expect(errorOf(url)).toBe('Invalid return URL.');
  });
});

// What Odoo checks before it asks Adyen anything; Adyen's answers (cards, 3-D Secure, the bank
// page) are tested against mock-odoo's Adyen emulator (tests/mock-odoo/payment.test.ts).
describe('Adyen drop-in: the transaction Odoo opens', PAYING, () => {
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
    const opened = data(
      await client.request<{ adyenTransaction: { transaction: OpenedTx } }>(
        'mutation Open($id: Int!) { adyenTransaction(acquirerId: $id) { transaction } }',
        { id: acquirerId(ACQUIRERS.adyen) },
      ),
    );
    return opened.adyenTransaction.transaction;
  }

  it("opens a transaction for the cart with Odoo's processing values", async () => {
    const { client, orderId } = await shopperWithCart();
    const tx = await openTransaction(client);
    const stored = data(
      await client.request<{ paymentTransaction: { amount: number; currency: { id: number } } }>(
        'query T($ref: String) { paymentTransaction(reference: $ref) { amount currency { id } } }',
        { ref: tx.reference },
      ),
    ).paymentTransaction;
    // Odoo: `amount` in major units, payment_adyen's `converted_amount` in minor units.
    expect(tx.amount).toBe(stored.amount);
    expect(tx.converted_amount).toBe(Math.round(stored.amount * 100));
    expect(tx.currency_id).toBe(stored.currency.id);
    expect(tx).toMatchObject({ acquirer_id: acquirerId(ACQUIRERS.adyen), provider: 'adyen' });
    // payment_utils.generate_access_token: an HMAC-SHA256 in hex.
    expect(tx.access_token).toMatch(/^[0-9a-f]{64}$/);
    const order = data(await confirmation(client)).paymentConfirmation.order;
    expect(order.id).toBe(orderId);
    expect(order.lastTransaction?.state).toBe('Draft');
  });

  it('needs a cart, even an empty one (a transaction of 0 then), after checking the acquirer', async () => {
    const open = 'mutation Open($id: Int!) { adyenTransaction(acquirerId: $id) { transaction } }';
    const guest = backend.client();
    expect(errorOf(await guest.request(open, { id: acquirerId(ACQUIRERS.transfer) }))).toBe(
      'Payment acquirer with "adyen" Provider does not exist.',
    );
    expect(errorOf(await guest.request(open, { id: acquirerId(ACQUIRERS.adyen) }))).toBe(
      'Shopping cart not found.',
    );
    const { client } = await shopperWithCart();
    data(await client.request('mutation { cartClear { id } }'));
    const tx = await openTransaction(client);
    expect(tx).toMatchObject({ amount: 0, converted_amount: 0, provider: 'adyen' });
  });

  it('rejects a wrong access token', async () => {
    const { client } = await shopperWithCart();
    const tx = await openTransaction(client);
    const response = await client.request(
      `mutation Pay($id: Int!, $reference: String!, $token: String!, $method: GenericScalar!,
                    $browser: GenericScalar!) {
         adyenPayments(acquirerId: $id, transactionReference: $reference, accessToken: $token,
                       paymentMethod: $method, browserInfo: $browser) { adyenPayments }
       }`,
      {
        id: acquirerId(ACQUIRERS.adyen),
        reference: tx.reference,
        token: 'f'.repeat(64),
        method: { type: 'scheme', encryptedCardNumber: 'test_4111111111111111' },
        browser: { userAgent: 'vitest', acceptHeader: '*/*' },
      },
    );
    expect(errorOf(response)).toBe('Adyen: Received tampered payment request data.');
  });
});

describe('transaction access', PAYING, () => {
  it('shows a transaction to its own session only', async () => {
    const { client } = await shopperWithCart();
    const tx = data(await makePayment(client, acquirerId(ACQUIRERS.mollie))).makePayment;
    const stranger = backend.client();
    // The stranger has a session of its own.
    await stranger.request('{ cart { order { id } } }');

    const byId = await stranger.request(
      'query T($id: Int) { paymentTransaction(id: $id) { id } }',
      { id: tx.id },
    );
    // graphql_vuestorefront's spelling for this query, as for an unknown transaction.
    expect(errorOf(byId)).toBe('Payment Transaction does not exist.');
    const byReference = await stranger.request(
      'query T($ref: String) { paymentTransaction(reference: $ref) { id } }',
      { ref: tx.reference },
    );
    expect(errorOf(byReference)).toBe('Payment Transaction does not exist.');
    const unknown = await stranger.request('{ paymentTransaction(id: 99999999) { id } }');
    expect(errorOf(unknown)).toBe('Payment Transaction does not exist.');
    expect(errorOf(await updatePayment(stranger, tx.id))).toBe(
      'Payment transaction does not exist.',
    );
    const request = await stranger.request(
      'query R($id: Int) { paymentTransactionRequest(transactionId: $id) }',
      { id: tx.id },
    );
    expect(errorOf(request)).toBe('Payment transaction does not exist.');

    const own = data(
      await client.request<{ paymentTransaction: { id: number; state: string } }>(
        'query T($ref: String) { paymentTransaction(reference: $ref) { id state } }',
        { ref: tx.reference },
      ),
    );
    expect(own.paymentTransaction).toEqual({ id: tx.id, state: 'Draft' });
  });

  it('shows a customer their transaction from another signed-in session', async () => {
    const { account, client: first } = await newCustomer(backend);
    await shopperWithCart(first);
    const tx = data(await makePayment(first, acquirerId(ACQUIRERS.mollie))).makePayment;

    const second = await signedIn(backend, account);
    const seen = data(
      await second.request<{ paymentTransaction: { id: number } }>(
        'query T($id: Int) { paymentTransaction(id: $id) { id } }',
        { id: tx.id },
      ),
    );
    expect(seen.paymentTransaction.id).toBe(tx.id);
  });

  it('describes the payment request of an own transaction', async () => {
    const { client } = await shopperWithCart();
    const returnUrl = 'http://localhost:3000/checkout/return';
    const tx = data(
      await makePayment(client, acquirerId(ACQUIRERS.mollie), { returnUrl }),
    ).makePayment;
    const described = data(
      await client.request<{ paymentTransactionRequest: Record<string, unknown> }>(
        'query R($ref: String) { paymentTransactionRequest(reference: $ref) }',
        { ref: tx.reference },
      ),
    );
    expect(described.paymentTransactionRequest).toMatchObject({
      reference: tx.reference,
      amount: tx.amount,
      currency: 'EUR',
      return_url: returnUrl,
      acquirer: ACQUIRERS.mollie,
    });
    expect(described.paymentTransactionRequest.customer).toHaveProperty('name');
  });
});
