// Contract: the order, quotation and invoice operations of graphql/generated/operations.ts against
// mock-odoo. Documents are readable by the customer's company only (Odoo's portal rule); other
// callers get empty lists or 'Sale Order does not exist.' (odoo-api.md 1.4, 2.1).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cartAddItemDocument,
  getInvoicesDocument,
  getProductTemplatesListDocument,
  getQuotationDocument,
  getQuotationsDocument,
  logInUserDocument,
  ordersGetDocument,
  updateOrderCommentDocument,
  updateOrderRefDocument,
} from '@/graphql/generated/operations';
import type { RunningMockOdoo } from '@/mock-odoo/src/start';
import { odooClient, startTestOdoo, type OdooTestClient } from '@/tests/mock-odoo/harness';
import { ok, fails, present } from './contract-helpers';

let odoo: RunningMockOdoo;
let business: OdooTestClient;
let consumer: OdooTestClient;

async function signedIn(email: string, password: string): Promise<OdooTestClient> {
  const client = odooClient(odoo.url);
  await ok(client, logInUserDocument, { email, password });
  return client;
}

beforeAll(async () => {
  odoo = await startTestOdoo();
  business = await signedIn('business@example.com', 'business123');
  consumer = await signedIn('consumer@example.com', 'consumer123');
}, 120_000);

afterAll(async () => {
  await odoo?.stop();
});

const idsOf = (items: ReadonlyArray<{ id: number } | null> | null | undefined) =>
  (items ?? []).map((item) => present(item, 'item').id);

async function someVariant(): Promise<number> {
  const { products } = await ok(odooClient(odoo.url), getProductTemplatesListDocument, {
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
    const { orders: anonymous } = await ok(odooClient(odoo.url), ordersGetDocument, {});
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
      'an order with two invoices',
    );
    const { order } = await ok(business, getQuotationDocument, { id: invoiced.id });
    expect(order.invoices?.length).toBe(invoiced.invoiceCount);
    for (const invoice of order.invoices ?? []) expect(invoice.invoiceOrigin).toBe(order.name);
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
    const buyer = await signedIn('business@example.com', 'business123');
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
    expect(await fails(odooClient(odoo.url), getQuotationDocument, { id: open.id })).toEqual([
      'Sale Order does not exist.',
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
    const { invoices: anonymous } = await ok(odooClient(odoo.url), getInvoicesDocument, {});
    expect(anonymous?.totalCount ?? 0).toBe(0);
    expect(anonymous?.invoices ?? []).toEqual([]);

    const theirs = new Set(idsOf((await ok(business, getInvoicesDocument, {})).invoices?.invoices));
    const mine = idsOf((await ok(consumer, getInvoicesDocument, {})).invoices?.invoices);
    expect(mine.filter((id) => theirs.has(id))).toEqual([]);
  });

  it("updateOrderRef and updateOrderComment write the session cart's reference and note", async () => {
    const buyer = await signedIn('business@example.com', 'business123');
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

    const { order } = await ok(buyer, getQuotationDocument, { id: cartId });
    expect(order.clientOrderRef).toBe('PO-4711');
    expect(order.comment).toBe('Deliver to the back entrance, please.');
  });
});
