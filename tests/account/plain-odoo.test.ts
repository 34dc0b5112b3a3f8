import { graphql as execute } from 'graphql';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { buildShopSchema } from '@/graphql/schema/load-schema';
import {
  loadInvoiceList,
  loadOrderDetail,
  loadOrderList,
  loadQuoteList,
} from '@/lib/account/account-pages.server';
import {
  parseInvoiceListQuery,
  parseOrderListQuery,
  parseQuoteListQuery,
} from '@/lib/account/document-list-query';
import { orderStatus } from '@/lib/account/order-status';
import { capabilitiesHandler } from '@/tests/support/capabilities-handler';
import { cookieJar } from '@/tests/support/fake-next-headers';
import { mswServer } from '@/tests/support/msw-odoo';
import { setupOdooTest } from '@/tests/support/odoo-test-setup';
import { order as orderFixture } from '@/tests/support/order-fixtures';

// The account pages on a plain Odoo 15 (no extensions): orders work from its core schema, with
// status labels from state and invoice status; quotes and invoices say they are not available.

setupOdooTest();

const core = buildShopSchema({ withExtensions: false });

function plainOdoo(operationName: string, root: Record<string, unknown>, received: string[]) {
  return [
    capabilitiesHandler('core'),
    graphql.query(operationName, async ({ query, variables }) => {
      received.push(query);
      const result = await execute({
        schema: core,
        source: query,
        rootValue: root,
        variableValues: variables,
      });
      return HttpResponse.json(JSON.parse(JSON.stringify(result)));
    }),
  ];
}

const confirmed = {
  ...orderFixture({ id: 31, name: 'S00031' }),
  stage: 'SalesOrder',
  invoiceStatus: 'ToInvoice',
  invoiceCount: 0,
};

describe('account pages on a plain Odoo 15', () => {
  it('list orders without delivery information, labelled from state and invoice status', async () => {
    cookieJar.seed('session_id', 'shopper');
    const received: string[] = [];
    const orders = { __typename: 'OrderList', totalCount: 1, orders: [confirmed] };
    // Two sent quotations: one paid by bank transfer (pending), one nobody started paying.
    const sent = (id: number, state: string | null) => ({
      ...orderFixture({ id, name: `S000${id}` }),
      stage: 'QuotationSent',
      lastTransaction: state ? { state } : null,
    });
    const quotations = {
      __typename: 'OrderList',
      totalCount: 2,
      orders: [sent(40, 'Pending'), sent(41, null)],
    };
    mswServer.use(
      ...plainOdoo('ordersGet', { orders }, received),
      ...plainOdoo('ordersAwaitingPayment', { orders: quotations }, received),
    );
    const loaded = await loadOrderList(parseOrderListQuery({}));
    expect(received.join('\n')).not.toMatch(/deliver|portalState/);
    if (loaded.status !== 'ok') throw new Error(loaded.status);
    const [row] = loaded.data.orders;
    expect(row).toMatchObject({ id: 31, deliveryStatus: null, deliveries: [] });
    expect(orderStatus(row!)).toBe('active');
    // The order being paid by bank transfer is among the orders, from core fields alone, and
    // says it waits for the payment.
    expect(loaded.data.awaitingPayment.map((order) => order.id)).toEqual([40]);
    expect(orderStatus(loaded.data.awaitingPayment[0]!)).toBe('awaitingPayment');
  });

  it('open an order without deliveries and invoices', async () => {
    cookieJar.seed('session_id', 'shopper');
    const received: string[] = [];
    mswServer.use(...plainOdoo('getQuotation', { order: confirmed }, received));
    const loaded = await loadOrderDetail('31', 'en');
    expect(received[0]).not.toMatch(/deliver|invoices \{/);
    if (loaded.status !== 'ok') throw new Error(loaded.status);
    expect(loaded.data).toMatchObject({ id: 31, invoices: [], deliveries: [] });
  });

  it('say quotes and invoices are not available instead of listing nothing', async () => {
    cookieJar.seed('session_id', 'shopper');
    const asked = vi.fn();
    mswServer.use(
      capabilitiesHandler('core'),
      graphql.query('getQuotations', asked),
      graphql.query('getInvoices', asked),
    );
    expect(await loadQuoteList(parseQuoteListQuery({}))).toEqual({ status: 'unavailable' });
    expect(await loadInvoiceList(parseInvoiceListQuery({}))).toEqual({ status: 'unavailable' });
    expect(asked).not.toHaveBeenCalled();
  });
});
