import { graphql, http, HttpResponse } from 'msw';

// msw stand-ins for the two parties lib/payment/mollie.server.ts talks to: Mollie's v2 payments
// API (reached through @mollie/api-client over https) and Odoo's payment mutations. Both record
// what they were sent, so tests assert on the captured requests.

export const MOLLIE_TEST_ENDPOINT = 'https://mollie.test/v2/';
export const MOLLIE_TEST_KEY = 'test_unitunitunitunitunitunitunit';

type Resource = Record<string, unknown> & { id: string; status: string };

export interface CapturedCreate {
  body: Record<string, unknown>;
  idempotencyKey: string | null;
  authorization: string | null;
}

function mollieError(status: number, detail: string) {
  return HttpResponse.json(
    { status, title: status === 404 ? 'Not Found' : 'Error', detail, _links: {} },
    { status, headers: { 'content-type': 'application/hal+json' } },
  );
}

/** A tiny Mollie: payments by id, created ones open with a checkout link. */
export function fakeMollie(endpoint = MOLLIE_TEST_ENDPOINT) {
  const payments = new Map<string, Resource>();
  const byKey = new Map<string, string>();
  const creates: CapturedCreate[] = [];
  const gets: string[] = [];
  let next = 0;

  const handlers = [
    http.post(`${endpoint}payments`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      const idempotencyKey = request.headers.get('idempotency-key');
      creates.push({ body, idempotencyKey, authorization: request.headers.get('authorization') });
      const earlier = idempotencyKey ? byKey.get(idempotencyKey) : undefined;
      const existing = earlier ? payments.get(earlier) : undefined;
      if (existing) return HttpResponse.json(existing, { status: 201 });
      next += 1;
      const id = `tr_unit${String(next).padStart(5, '0')}`;
      const resource: Resource = {
        resource: 'payment',
        id,
        mode: 'test',
        status: 'open',
        ...body,
        _links: {
          self: { href: `${endpoint}payments/${id}`, type: 'application/hal+json' },
          checkout: { href: `https://mollie.test/checkout/${id}`, type: 'text/html' },
        },
      };
      payments.set(id, resource);
      if (idempotencyKey) byKey.set(idempotencyKey, id);
      return HttpResponse.json(resource, { status: 201 });
    }),
    http.get(`${endpoint}payments/:id`, ({ params }) => {
      const id = String(params.id);
      gets.push(id);
      const payment = payments.get(id);
      if (!payment) return mollieError(404, `No payment exists with token ${id}.`);
      return HttpResponse.json(payment);
    }),
  ];

  return {
    handlers,
    creates,
    gets,
    /** A payment as Mollie holds it (e.g. one the shopper has paid). */
    put(resource: Resource) {
      payments.set(resource.id, {
        resource: 'payment',
        mode: 'test',
        amount: { currency: 'EUR', value: '12.34' },
        _links: {},
        ...resource,
      });
    },
    setStatus(id: string, status: string) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`no payment ${id}`);
      // Mollie drops the checkout link once the payment is no longer open.
      payments.set(id, { ...payment, status, _links: {} });
    },
  };
}

export interface OdooTransaction {
  id: number;
  reference: string;
  amount: number;
  currency: string;
  provider?: string;
}

export interface CapturedUpdate {
  variables: { transactionId: number; extra?: unknown };
  cookie: string | null;
}

/**
 * Odoo's side: the transaction makePayment opened (as paymentTransactionRequest describes it) and
 * every updatePayment call with the cookies it carried (session or none).
 */
export function fakeOdooPayments(transaction: OdooTransaction) {
  const updates: CapturedUpdate[] = [];
  const handlers = [
    graphql.query('getPaymentTransactionRequest', ({ variables }) => {
      const known = variables.transactionId === transaction.id;
      if (!known) {
        return HttpResponse.json({
          data: { paymentTransactionRequest: null },
          errors: [{ message: 'Payment transaction does not exist.' }],
        });
      }
      return HttpResponse.json({
        data: {
          paymentTransactionRequest: {
            id: transaction.id,
            reference: transaction.reference,
            amount: transaction.amount,
            currency: transaction.currency,
            customer: { name: 'Sanne de Vries', email: 'consumer@example.com' },
            return_url: null,
            acquirer: 'MOLLIE',
            provider: transaction.provider ?? 'mollie',
          },
        },
      });
    }),
    graphql.mutation('updatePayment', ({ variables, request }) => {
      updates.push({
        variables: variables as CapturedUpdate['variables'],
        cookie: request.headers.get('cookie'),
      });
      return HttpResponse.json({
        data: {
          updatePayment: {
            __typename: 'PaymentTransaction',
            id: transaction.id,
            reference: transaction.reference,
            amount: transaction.amount,
            state: 'Pending',
            acquirer: 'MOLLIE',
            acquirerReference: null,
            currency: { __typename: 'Currency', id: 1, name: transaction.currency, symbol: '€' },
            payment: null,
            stateMessage: null,
            returnUrl: null,
            checkoutUrl: null,
          },
        },
      });
    }),
  ];
  return { handlers, updates };
}
