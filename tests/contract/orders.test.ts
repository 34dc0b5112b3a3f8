// Contract: orders, quotations and invoices of the account area. A customer reads the documents
// their company follows (Odoo's portal rules: message_partner_ids child_of the commercial
// partner): Odoo subscribes the customer when an order is sent or confirmed and when an invoice
// is posted, never to a cart. Other customers get empty lists or 'Sale Order does not exist.';
// visitors, who may not read orders or invoices at all, empty lists or Odoo's access error.
// The counts are the business customer's demo documents.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cartAddItemDocument,
  getInvoicesDocument,
  getProductTemplatesListDocument,
  getCartCommentDocument,
  getQuotationDocument,
  getQuotationsDocument,
  ordersGetDocument,
  paymentLoadProvidersDocument,
  paymentMakeExternalDocument,
  updateOrderCommentDocument,
  updateOrderRefDocument,
} from '@/graphql/generated/operations';
import type { OdooTestClient } from '@/tests/support/odoo-client';
import { ok, fails, present } from '@/tests/support/odoo-operations';
import { contractBackend } from './backend';
import { newCustomer, signedIn } from './customers';
import { ACQUIRERS, BUSINESS, CONSUMER, WEBSITE_DEFAULT_LANGUAGE } from './demo-data';

const backend = contractBackend();
let business: OdooTestClient;
let consumer: OdooTestClient;

beforeAll(async () => {
  business = await signedIn(backend, BUSINESS);
  consumer = await signedIn(backend, CONSUMER);
}, 120_000);

// Odoo's AccessError for a visitor (ir.model.access): graphql_vuestorefront's order(id) and
// invoice(id) search as the caller, which fails before they could say the document does not exist.
const VISITOR_ORDER_ACCESS = `You are not allowed to access 'Sales Order' (sale.order) records.

This operation is allowed for the following groups:
\t- Inventory/User
\t- Invoicing/Billing
\t- Sales/Administrator
\t- Sales/User: Own Documents Only
\t- Technical/Show Accounting Features - Readonly
\t- Technical/Show Full Accounting Features
\t- User types/Portal

Contact your administrator to request access if necessary.`;
const VISITOR_INVOICE_ACCESS = `You are not allowed to access 'Journal Entry' (account.move) records.

This operation is allowed for the following groups:
\t- Invoicing/Billing
\t- Invoicing/Billing Administrator
\t- Sales/Administrator
\t- Sales/User: Own Documents Only
\t- Technical/Show Accounting Features - Readonly
\t- User types/Portal

Contact your administrator to request access if necessary.`;

const idsOf = (items: ReadonlyArray<{ id: number } | null> | null | undefined) =>
  (items ?? []).map((item) => present(item, 'item').id);

async function someVariant(): Promise<number> {
  const { products } = await ok(backend.client(), getProductTemplatesListDocument, {
    pageSize: 20,
  });
  return present(
    products?.products?.find((product) => product?.firstVariant?.isInStock)?.firstVariant?.id,
    'a variant in stock',
  );
}

describe('orders contract', { timeout: 60_000 }, () => {
  it("ordersGet lists the company's confirmed orders only", async () => {
    const { orders } = await ok(business, ordersGetDocument, {});
    const list = present(orders?.orders, 'orders');
    expect(orders?.totalCount).toBeGreaterThan(0);
    expect(list.length).toBeGreaterThan(0);
    for (const order of list) expect(['SalesOrder', 'Locked']).toContain(order?.stage);

    const { orders: page } = await ok(business, ordersGetDocument, { pageSize: 1, currentPage: 2 });
    expect(page?.orders).toHaveLength(1);
    expect(page?.totalCount).toBe(orders?.totalCount);
  });

  it('ordersGet shows nothing to anonymous callers and nothing of other customers', async () => {
    const { orders: anonymous } = await ok(backend.client(), ordersGetDocument, {});
    expect(anonymous?.totalCount ?? 0).toBe(0);
    expect(anonymous?.orders ?? []).toEqual([]);

    const theirs = new Set(idsOf((await ok(business, ordersGetDocument, {})).orders?.orders));
    const mine = idsOf((await ok(consumer, ordersGetDocument, {})).orders?.orders);
    expect(mine.filter((id) => theirs.has(id))).toEqual([]);
  });

  it("ordersGet carries each order's deliveries: status, Track & Trace and serial numbers", async () => {
    const { orders } = await ok(business, ordersGetDocument, { pageSize: 50 });
    const list = present(orders?.orders, 'orders').map((order) => present(order, 'order'));
    // The seed ships orders in every stage: waiting, partly shipped, shipped.
    expect(new Set(list.map((order) => order.deliveryStatus))).toEqual(
      new Set(['Pending', 'Partial', 'Full']),
    );
    const deliveries = list.flatMap((order) => order.deliveries ?? []);
    expect(new Set(deliveries.map((delivery) => delivery.state))).toEqual(
      new Set(['Assigned', 'Confirmed', 'Done']),
    );
    for (const delivery of deliveries) {
      expect(delivery.name).toMatch(/^WH\/OUT\/\d{5}$/);
      if (delivery.state !== 'Done') {
        expect(delivery.dateDone).toBeNull();
        expect(delivery.trackingReference).toBeNull();
      }
      if (delivery.dateDelivered) expect(delivery.state).toBe('Done');
    }
    expect(deliveries.some((delivery) => delivery.isBackorder)).toBe(true);
    expect(deliveries.some((delivery) => delivery.dateDelivered)).toBe(true);
    const tracked = present(
      deliveries.find((delivery) => delivery.trackingReference),
      'a shipment with Track & Trace',
    );
    expect(tracked.trackingUrl).toContain(tracked.trackingReference);
    expect(deliveries.flatMap((delivery) => delivery.serialNumbers ?? []).length).toBeGreaterThan(
      0,
    );
  });

  it("getQuotation gives an order's deliveries and its invoices", async () => {
    const { orders } = await ok(business, ordersGetDocument, { pageSize: 50 });
    const invoiced = present(
      orders?.orders?.find((order) => (order?.invoiceCount ?? 0) > 1),
      'an order invoiced twice',
    );
    const { order } = await ok(business, getQuotationDocument, { id: invoiced.id });
    // The order's invoices the customer follows, oldest first: those getInvoices lists (newest
    // first) with the order's name as origin.
    const { invoices } = await ok(business, getInvoicesDocument, { pageSize: 50 });
    const listed = (invoices?.invoices ?? []).filter(
      (invoice) => invoice?.invoiceOrigin === order.name,
    );
    expect(order.invoices?.map((invoice) => invoice.id)).toEqual(idsOf(listed).reverse());
    // Odoo counts every invoice and credit note of the order (invoice_ids), also the credit note
    // of a reversed invoice, which the customer does not follow.
    const reversed = (order.invoices ?? []).filter(
      (invoice) => invoice.paymentState === 'Reversed',
    );
    expect(reversed).toHaveLength(1);
    expect(order.invoiceCount).toBe((order.invoices?.length ?? 0) + reversed.length);
    expect(invoiced.invoiceCount).toBe(order.invoiceCount);
    expect(order.deliveries?.map((delivery) => delivery.id)).toEqual(
      invoiced.deliveries?.map((delivery) => delivery.id),
    );
    expect(order.deliveryStatus).toBe(invoiced.deliveryStatus);
  });

  it('getQuotations lists open, expired and cancelled quotations', async () => {
    const { orders } = await ok(business, getQuotationsDocument, { pageSize: 50 });
    const list = present(orders?.orders, 'quotations').map((order) => present(order, 'quotation'));
    expect(new Set(list.map((quotation) => quotation.portalState))).toEqual(
      new Set(['Open', 'Expired', 'Cancelled']),
    );
    for (const quotation of list) {
      expect(['Quotation', 'QuotationSent', 'Cancelled']).toContain(quotation.stage);
      if (quotation.portalState === 'Expired') expect(quotation.isExpired).toBe(true);
      if (quotation.portalState === 'Open') expect(quotation.isExpired).toBe(false);
    }

    const { orders: expired } = await ok(business, getQuotationsDocument, {
      portalStates: ['Expired'],
    });
    expect(expired?.totalCount).toBeGreaterThan(0);
    for (const quotation of expired?.orders ?? []) {
      expect(quotation?.portalState).toBe('Expired');
      expect(quotation?.validityDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const { orders: isExpired } = await ok(business, getQuotationsDocument, { isExpired: true });
    expect(idsOf(isExpired?.orders).sort()).toEqual(idsOf(expired?.orders).sort());

    const named = present(list[0]?.name, 'a quotation number');
    const { orders: byName } = await ok(business, getQuotationsDocument, { name: named });
    expect(byName?.orders?.map((order) => order?.name)).toContain(named);

    const { orders: onePage } = await ok(business, getQuotationsDocument, { pageSize: 1 });
    expect(onePage?.orders).toHaveLength(1);
    expect(onePage?.totalCount).toBe(orders?.totalCount);
  });

  it('getQuotations does not list the session cart', async () => {
    const buyer = await signedIn(backend, BUSINESS);
    const { cartAddItem } = await ok(buyer, cartAddItemDocument, {
      productId: await someVariant(),
      quantity: 1,
    });
    const cartId = present(cartAddItem?.order, 'cart').id;
    const { orders } = await ok(buyer, getQuotationsDocument, { pageSize: 100 });
    expect(idsOf(orders?.orders)).not.toContain(cartId);
  });

  it("getQuotation opens the company's quotation and refuses anyone else", async () => {
    const { orders } = await ok(business, getQuotationsDocument, { portalStates: ['Open'] });
    const open = present(orders?.orders?.[0], 'an open quotation');
    const { order } = await ok(business, getQuotationDocument, { id: open.id });
    expect(order.id).toBe(open.id);
    expect(order.portalState).toBe('Open');
    expect(order.isExpired).toBe(false);
    expect(order.orderLines?.length).toBeGreaterThan(0);
    expect(order.amountTotal).toBeGreaterThan(0);

    expect(await fails(consumer, getQuotationDocument, { id: open.id })).toEqual([
      'Sale Order does not exist.',
    ]);
    expect(await fails(backend.client(), getQuotationDocument, { id: open.id })).toEqual([
      VISITOR_ORDER_ACCESS,
    ]);
    expect(await fails(business, getQuotationDocument, { id: 99_999_999 })).toEqual([
      'Sale Order does not exist.',
    ]);
  });

  it('getInvoices filters by state, payment state and number', async () => {
    const { invoices } = await ok(business, getInvoicesDocument, { pageSize: 50 });
    const list = present(invoices?.invoices, 'invoices').map((invoice) => present(invoice, 'inv'));
    expect(invoices?.totalCount).toBe(list.length);
    const paymentStates = new Set(list.map((invoice) => invoice.paymentState));
    for (const state of ['NotPaid', 'Paid', 'PartiallyPaid', 'Reversed'] as const) {
      expect(paymentStates.has(state), state).toBe(true);
    }

    const { invoices: posted } = await ok(business, getInvoicesDocument, { states: ['Posted'] });
    expect(posted?.totalCount).toBeGreaterThan(0);
    for (const invoice of posted?.invoices ?? []) expect(invoice?.state).toBe('Posted');

    const { invoices: paid } = await ok(business, getInvoicesDocument, { paymentStates: ['Paid'] });
    expect(paid?.totalCount).toBeGreaterThan(0);
    for (const invoice of paid?.invoices ?? []) {
      expect(invoice?.paymentState).toBe('Paid');
      expect(invoice?.amountResidual).toBe(0);
    }
    const { invoices: partial } = await ok(business, getInvoicesDocument, {
      paymentStates: ['PartiallyPaid'],
    });
    for (const invoice of partial?.invoices ?? []) {
      expect(present(invoice?.amountResidual, 'residual')).toBeGreaterThan(0);
      expect(present(invoice?.amountResidual, 'residual')).toBeLessThan(
        present(invoice?.amountTotal, 'total'),
      );
    }

    const name = present(posted?.invoices?.[0]?.name, 'an invoice number');
    const { invoices: byName } = await ok(business, getInvoicesDocument, { name });
    expect(byName?.invoices?.map((invoice) => invoice?.name)).toContain(name);
  });

  it('getInvoices shows nothing to anonymous callers and nothing of other customers', async () => {
    const { invoices: anonymous } = await ok(backend.client(), getInvoicesDocument, {});
    expect(anonymous?.totalCount ?? 0).toBe(0);
    expect(anonymous?.invoices ?? []).toEqual([]);

    const theirs = new Set(idsOf((await ok(business, getInvoicesDocument, {})).invoices?.invoices));
    const mine = idsOf((await ok(consumer, getInvoicesDocument, {})).invoices?.invoices);
    expect(mine.filter((id) => theirs.has(id))).toEqual([]);
  });

  it("updateOrderRef and updateOrderComment write the session cart's reference and note", async () => {
    const buyer = await signedIn(backend, BUSINESS);
    const { cartAddItem } = await ok(buyer, cartAddItemDocument, {
      productId: await someVariant(),
      quantity: 1,
    });
    const cartId = present(cartAddItem?.order, 'cart').id;

    const { updateOrder: withRef } = await ok(buyer, updateOrderRefDocument, {
      clientOrderRef: 'PO-4711',
    });
    expect(withRef?.id).toBe(cartId);
    expect(withRef?.clientOrderRef).toBe('PO-4711');

    const { updateOrder: withComment } = await ok(buyer, updateOrderCommentDocument, {
      comment: 'Deliver to the back entrance, please.',
    });
    expect(withComment?.id).toBe(cartId);
    expect(withComment?.comment).toBe('Deliver to the back entrance, please.');
    // Writing the comment keeps the reference.
    expect(withComment?.clientOrderRef).toBe('PO-4711');

    const cart = await buyer.request<{ cart: { order: Record<string, unknown> } }>(
      '{ cart { order { id clientOrderRef comment } } }',
    );
    expect(cart.data?.cart.order).toEqual({
      id: cartId,
      clientOrderRef: 'PO-4711',
      comment: 'Deliver to the back entrance, please.',
    });
    // What the billing step reads back.
    const { cart: forBilling } = await ok(buyer, getCartCommentDocument, {});
    expect(forBilling?.order).toEqual({
      id: cartId,
      comment: 'Deliver to the back entrance, please.',
    });
    // The cart is not yet a document of the customer's: they follow it once it is sent or
    // confirmed.
    expect(await fails(buyer, getQuotationDocument, { id: cartId })).toEqual([
      'Sale Order does not exist.',
    ]);
  });
});

// Orders and invoices as raw documents: the filters, sorts and fields of the account's lists.

interface OrderItem {
  id: number;
  name: string;
  stage: string;
  dateOrder: string;
  validityDate: string | null;
  isExpired: boolean;
  portalState: string | null;
  comment: string | null;
  partner: { id: number; name: string };
  partnerInvoice: { id: number };
}
interface OrderList {
  totalCount: number;
  orders: OrderItem[];
}
interface InvoiceItem {
  id: number;
  name: string;
  state: string;
  paymentState: string;
  invoiceDate: string | null;
  invoiceDateDue: string | null;
  amountTotal: number;
  amountResidual: number;
  invoiceUrl: string;
  invoiceOrigin: string | null;
  ref: string | null;
  currency: { name: string };
  partner: { id: number };
  invoiceLines: { id: number; name: string; quantity: number; product: { id: number } | null }[];
  totalsJson: string;
  transactions: unknown[];
}
interface InvoiceList {
  totalCount: number;
  invoices: InvoiceItem[];
}

const ORDER_FIELDS = `id name stage dateOrder validityDate isExpired portalState comment
  partner { id name } partnerInvoice { id }`;
const ORDERS = `query orders($filter: OrderFilterInput, $currentPage: Int, $pageSize: Int, $sort: OrderSortInput) {
  orders(filter: $filter, currentPage: $currentPage, pageSize: $pageSize, sort: $sort) {
    totalCount orders { ${ORDER_FIELDS} }
  }
}`;
const INVOICE_FIELDS = `id name state paymentState invoiceDate invoiceDateDue amountTotal amountResidual
  invoiceUrl invoiceOrigin ref currency { name } partner { id } transactions { id }
  invoiceLines { id name quantity product { id } } totalsJson`;
const INVOICES = `query invoices($filter: InvoiceFilterInput, $currentPage: Int, $pageSize: Int, $sort: InvoiceSortInput) {
  invoices(filter: $filter, currentPage: $currentPage, pageSize: $pageSize, sort: $sort) {
    totalCount invoices { ${INVOICE_FIELDS} }
  }
}`;
const QUOTATION_STAGES = ['Quotation', 'QuotationSent'];
const LISTS = { timeout: 60_000 };

const errorOf = (response: { errors?: { message: string }[] }) => response.errors?.[0]?.message;

async function orders(client: OdooTestClient, variables: Record<string, unknown> = {}) {
  const response = await client.request<{ orders: OrderList }>(ORDERS, variables);
  expect(response.errors).toBeUndefined();
  return response.data!.orders;
}

async function invoices(client: OdooTestClient, variables: Record<string, unknown> = {}) {
  const response = await client.request<{ invoices: InvoiceList }>(INVOICES, variables);
  expect(response.errors).toBeUndefined();
  return response.data!.invoices;
}

/** Where one of Odoo's pages sends the caller (a 303), and the frontend_lang it sets. */
async function redirectOf(path: string, cookie?: string) {
  const response = await backend.fetch(path, {
    redirect: 'manual',
    headers: cookie ? { cookie } : {},
  });
  void response.body?.cancel();
  expect(response.status).toBe(303);
  const location = new URL(present(response.headers.get('location'), 'location'), backend.url);
  const lang = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .find((pair) => pair?.startsWith('frontend_lang='));
  return { location: `${location.pathname}${location.search}`, cookie: lang };
}

async function expectPdf(response: Response) {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
}

describe('orders', LISTS, () => {
  it('are empty for anonymous callers, and order(id) is refused', async () => {
    const anonymous = backend.client();
    expect(await orders(anonymous)).toEqual({ totalCount: 0, orders: [] });
    const someone = present((await orders(business)).orders[0], "the business customer's order");
    const response = await anonymous.request('query o($id: Int) { order(id: $id) { id } }', {
      id: someone.id,
    });
    expect(errorOf(response)).toBe(VISITOR_ORDER_ACCESS);
  });

  it('default to confirmed and locked orders, newest first', async () => {
    const mine = await orders(consumer);
    expect(mine.totalCount).toBe(CONSUMER.confirmedOrders);
    expect(mine.orders.every((order) => ['SalesOrder', 'Locked'].includes(order.stage))).toBe(true);

    const theirs = await orders(business);
    expect(theirs.totalCount).toBe(BUSINESS.confirmedOrders);
    expect(theirs.orders.filter((order) => order.stage === 'Locked')).toHaveLength(
      BUSINESS.lockedOrders,
    );
    const dates = theirs.orders.map((order) => order.dateOrder);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(theirs.orders.every((order) => order.portalState === null)).toBe(true);
  });

  it('list quotations by stage and by portal state', async () => {
    const quotations = await orders(business, { filter: { stages: QUOTATION_STAGES } });
    expect(quotations.totalCount).toBe(BUSINESS.quotations);
    const open = await orders(business, { filter: { portalStates: ['Open'] } });
    expect(open.totalCount).toBe(BUSINESS.openQuotations);
    expect(open.orders.every((order) => !order.isExpired && order.portalState === 'Open')).toBe(
      true,
    );
    const expired = await orders(business, { filter: { portalStates: ['Expired'] } });
    expect(expired.totalCount).toBe(BUSINESS.expiredQuotations);
    for (const order of expired.orders) {
      expect(order).toMatchObject({ isExpired: true, portalState: 'Expired' });
      expect(order.validityDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const cancelled = await orders(business, { filter: { portalStates: ['Cancelled'] } });
    expect(cancelled.totalCount).toBe(BUSINESS.cancelledOrders);
    expect(cancelled.orders.every((order) => order.stage === 'Cancelled')).toBe(true);
    const both = await orders(business, { filter: { portalStates: ['Open', 'Expired'] } });
    expect(both.totalCount).toBe(BUSINESS.openQuotations + BUSINESS.expiredQuotations);
    const isExpired = await orders(business, {
      filter: { stages: QUOTATION_STAGES, isExpired: true },
    });
    expect(isExpired.totalCount).toBe(BUSINESS.expiredQuotations);
  });

  it('put a sent quotation whose wire transfer is pending among the orders waiting for payment', async () => {
    // Odoo's sale module marks the quotation sent when its transaction turns pending
    // (payment.transaction._set_pending) and confirms it only once the money is in.
    const { client } = await newCustomer(backend);
    const { cartAddItem } = await ok(client, cartAddItemDocument, {
      productId: await someVariant(),
      quantity: 1,
    });
    const orderId = present(cartAddItem?.order, 'cart').id;
    const open = await orders(client, { filter: { portalStates: ['Open'] } });
    const { paymentAcquirers } = await ok(client, paymentLoadProvidersDocument, {});
    const transfer = present(
      paymentAcquirers?.find((acquirer) => acquirer.name === ACQUIRERS.transfer),
      'the wire transfer',
    );
    await ok(client, paymentMakeExternalDocument, {
      paymentAcquireId: transfer.id,
      extra: { returnUrl: 'http://127.0.0.1:3000/checkout/thank-you' },
    });

    const quotations = await orders(client, { filter: { stages: QUOTATION_STAGES } });
    expect(quotations.orders.find((order) => order.id === orderId)?.stage).toBe('QuotationSent');
    const waiting = await orders(client, { filter: { portalStates: ['WaitingForPayment'] } });
    expect(waiting.orders.map((order) => [order.id, order.portalState])).toEqual([
      [orderId, 'WaitingForPayment'],
    ]);
    const stillOpen = await orders(client, { filter: { portalStates: ['Open'] } });
    expect(stillOpen.totalCount).toBe(open.totalCount);
    expect(stillOpen.orders.map((order) => order.id)).not.toContain(orderId);
  });

  it('filter by ids, name, partner name and dates, and page 1-based', async () => {
    const all = await orders(business, { pageSize: 50 });
    const [first, second] = all.orders;
    const byIds = await orders(business, { filter: { ids: [first!.id, second!.id] } });
    expect(byIds.orders.map((order) => order.id).sort()).toEqual([first!.id, second!.id].sort());

    const byName = await orders(business, { filter: { name: first!.name.toLowerCase() } });
    expect(byName.orders.map((order) => order.id)).toContain(first!.id);
    expect(
      byName.orders.every((order) => order.name.toLowerCase().includes(first!.name.toLowerCase())),
    ).toBe(true);

    const partnerName = first!.partner.name.split(' ')[0]!.toUpperCase();
    const byPartner = await orders(business, { filter: { partnerName } });
    expect(byPartner.orders.map((order) => order.id)).toContain(first!.id);
    const nobody = await orders(business, { filter: { partnerName: 'no such customer' } });
    expect(nobody.totalCount).toBe(0);

    // Every confirmed order of the company is on `all`: those of that day are the expected ones.
    expect(all.totalCount).toBe(all.orders.length);
    const day = first!.dateOrder.slice(0, 10);
    const expected = all.orders.filter((order) => order.dateOrder.slice(0, 10) === day).length;
    const onDay = await orders(business, { filter: { dateFrom: day, dateTo: day } });
    expect(onDay.totalCount).toBe(expected);
    expect(onDay.orders.map((order) => order.id)).toContain(first!.id);
    const before = await orders(business, { filter: { dateTo: '2000-01-01' } });
    expect(before.totalCount).toBe(0);

    const page = await orders(business, { pageSize: 4, currentPage: 2 });
    expect(page.totalCount).toBe(BUSINESS.confirmedOrders);
    expect(page.orders.map((order) => order.id)).toEqual(all.orders.slice(4, 6).map((o) => o.id));
  });

  it('sort by the given key then id', async () => {
    const byName = await orders(business, { sort: { name: 'ASC' } });
    const names = byName.orders.map((order) => order.name);
    expect(names).toEqual([...names].sort());
  });

  it("refuse another customer's order, and read the caller's own", async () => {
    const theirs = (await orders(business)).orders[0]!;
    const refused = await consumer.request('query o($id: Int) { order(id: $id) { id } }', {
      id: theirs.id,
    });
    expect(errorOf(refused)).toBe('Sale Order does not exist.');
    const own = await business.request<{ order: { id: number; name: string } }>(
      'query o($id: Int) { order(id: $id) { id name } }',
      { id: theirs.id },
    );
    expect(own.data!.order).toEqual({ id: theirs.id, name: theirs.name });
  });

  it('leave the session cart out of the quotations', async () => {
    const client = await signedIn(backend, BUSINESS);
    const before = await orders(client, { filter: { stages: QUOTATION_STAGES } });
    const added = await client.request(
      'mutation add($id: Int!) { cartAddItem(productId: $id, quantity: 1) { order { id } } }',
      { id: await someVariant() },
    );
    expect(added.errors).toBeUndefined();
    const after = await orders(client, { filter: { stages: QUOTATION_STAGES } });
    expect(after.totalCount).toBe(before.totalCount);
  });
});

describe('updateOrder', LISTS, () => {
  const UPDATE = `mutation update($data: UpdateOrderInput!) {
    updateOrder(data: $data) { id clientOrderRef comment }
  }`;

  it('needs a cart', async () => {
    const response = await backend.client().request(UPDATE, { data: { clientOrderRef: 'X' } });
    expect(errorOf(response)).toBe('Shopping cart not found.');
  });

  it("writes the customer's reference and comment on the session cart", async () => {
    const client = backend.client();
    const cart = await client.request<{ cartAddItem: { order: { id: number } } }>(
      'mutation add($id: Int!) { cartAddItem(productId: $id, quantity: 1) { order { id } } }',
      { id: await someVariant() },
    );
    const cartId = cart.data!.cartAddItem.order.id;
    const both = await client.request<{ updateOrder: Record<string, unknown> }>(UPDATE, {
      data: { clientOrderRef: 'PO-2024-001', comment: 'Please ring twice' },
    });
    expect(both.errors).toBeUndefined();
    expect(both.data!.updateOrder).toEqual({
      id: cartId,
      clientOrderRef: 'PO-2024-001',
      comment: 'Please ring twice',
    });
    // Keys not sent stay as they are.
    const one = await client.request<{ updateOrder: Record<string, unknown> }>(UPDATE, {
      data: { comment: 'Leave at the door' },
    });
    expect(one.data!.updateOrder).toMatchObject({
      clientOrderRef: 'PO-2024-001',
      comment: 'Leave at the door',
    });
  });
});

describe('invoices', LISTS, () => {
  it('are empty for anonymous callers', async () => {
    expect(await invoices(backend.client())).toEqual({ totalCount: 0, invoices: [] });
  });

  it('list the company invoices with their fields', async () => {
    const all = await invoices(business, { pageSize: 100 });
    expect(all.totalCount).toBe(BUSINESS.invoices);
    expect(all.totalCount).toBeGreaterThan(0);
    const invoice = all.invoices.find((item) => item.state === 'Posted')!;
    expect(invoice.invoiceUrl).toMatch(new RegExp(`^/my/invoices/${invoice.id}\\?access_token=.+`));
    expect(invoice.invoiceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(invoice.currency.name).toBe('EUR');
    // graphql_vuestorefront's `transaction_ids or None`: the demo's invoices were paid in the
    // back office, through no payment transaction.
    expect(all.invoices.map((item) => item.transactions)).toEqual(all.invoices.map(() => null));
    // tax_totals_json is a Char field: its JSON text comes as a string.
    const totals = JSON.parse(invoice.totalsJson) as { amount_total: number };
    expect(totals.amount_total).toBeCloseTo(invoice.amountTotal, 2);
    expect(invoice.invoiceLines.length).toBeGreaterThan(0);
    expect(invoice.invoiceLines.some((line) => line.product !== null)).toBe(true);
    const states = new Set(all.invoices.map((item) => item.state));
    expect(states).toEqual(new Set(['Draft', 'Posted', 'Cancelled']));
    const paymentStates = new Set(all.invoices.map((item) => item.paymentState));
    for (const state of ['NotPaid', 'Paid', 'PartiallyPaid', 'Reversed']) {
      expect(paymentStates).toContain(state);
    }
    // sale's _prepare_invoice: an order's invoice goes to the order's invoice address.
    const ordersByName = new Map(
      (await orders(business, { pageSize: 50 })).orders.map((order) => [order.name, order]),
    );
    for (const item of all.invoices) {
      const order = present(ordersByName.get(item.invoiceOrigin ?? ''), `${item.name}'s order`);
      expect(item.partner.id).toBe(order.partnerInvoice.id);
    }
  });

  it('filter by states, payment states, dates, ids and name', async () => {
    const all = (await invoices(business, { pageSize: 100 })).invoices;
    const posted = await invoices(business, { filter: { states: ['Posted'] }, pageSize: 100 });
    expect(posted.totalCount).toBe(all.filter((item) => item.state === 'Posted').length);
    expect(posted.invoices.every((item) => item.state === 'Posted')).toBe(true);

    const open = await invoices(business, {
      filter: { paymentStates: ['NotPaid', 'PartiallyPaid'] },
      pageSize: 100,
    });
    expect(open.totalCount).toBe(
      all.filter((item) => ['NotPaid', 'PartiallyPaid'].includes(item.paymentState)).length,
    );

    const dated = all.filter((item) => item.invoiceDate !== null);
    const day = dated[0]!.invoiceDate!;
    const onDay = await invoices(business, { filter: { dateFrom: day, dateTo: day } });
    expect(onDay.totalCount).toBe(dated.filter((item) => item.invoiceDate === day).length);
    const from = await invoices(business, { filter: { dateFrom: day }, pageSize: 100 });
    expect(from.totalCount).toBe(dated.filter((item) => item.invoiceDate! >= day).length);

    const byIds = await invoices(business, { filter: { ids: [all[0]!.id] } });
    expect(byIds.invoices.map((item) => item.id)).toEqual([all[0]!.id]);
    const byName = await invoices(business, { filter: { name: all[0]!.name } });
    expect(byName.invoices.map((item) => item.id)).toContain(all[0]!.id);
  });

  it('sort by invoice date', async () => {
    const sorted = await invoices(business, {
      filter: { states: ['Posted'] },
      sort: { invoiceDate: 'ASC' },
      pageSize: 100,
    });
    const dates = sorted.invoices.map((item) => item.invoiceDate ?? '');
    expect(dates).toEqual([...dates].sort());
  });

  it("refuse another customer's invoice", async () => {
    const theirs = (await invoices(business)).invoices[0]!;
    const QUERY = 'query i($id: Int) { invoice(id: $id) { id name } }';
    expect(errorOf(await consumer.request(QUERY, { id: theirs.id }))).toBe(
      'Invoice does not exist.',
    );
    expect(errorOf(await backend.client().request(QUERY, { id: theirs.id }))).toBe(
      VISITOR_INVOICE_ACCESS,
    );
    const own = await business.request<{ invoice: { id: number } }>(QUERY, { id: theirs.id });
    expect(own.data!.invoice.id).toBe(theirs.id);
  });

  it('answer their portal link with the PDF, under the prefix of a language not the website default', async () => {
    // account's portal_my_invoice_detail: the access token admits, without a session. The link
    // is a page of the website (http_routing): a caller in another language than the website's
    // default is sent to it under that language's prefix first. Node's fetch, as the shop's
    // server fetches, asks in Accept-Language '*', which Odoo reads as en_US.
    const posted = (await invoices(business, { filter: { states: ['Posted'] } })).invoices[0]!;
    const link = `${posted.invoiceUrl}&report_type=pdf&download=true`;
    const first = await redirectOf(link);
    expect(first).toEqual({ location: `/en${link}`, cookie: 'frontend_lang=en_US' });
    await expectPdf(await backend.fetch(first.location, { redirect: 'manual' }));
    // In the website's default language it answers at once.
    await expectPdf(
      await backend.fetch(link, {
        redirect: 'manual',
        headers: { cookie: `frontend_lang=${WEBSITE_DEFAULT_LANGUAGE}` },
      }),
    );

    // A wrong token is sent to the portal home, in the language of the URL.
    const wrong = `/my/invoices/${posted.id}?access_token=not-its-token&report_type=pdf`;
    expect((await redirectOf(`/en${wrong}`)).location).toBe('/en/my');
    const inDefault = await redirectOf(wrong, `frontend_lang=${WEBSITE_DEFAULT_LANGUAGE}`);
    expect(inDefault.location).toBe('/my');
  });
});
