import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningMockOdoo } from '@/mock-odoo/src/start';
import { odooClient, startTestOdoo, type OdooTestClient } from './harness';

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
  totalsJson: { amount_total: number; amount_untaxed: number };
  transactions: unknown[];
}
interface InvoiceList {
  totalCount: number;
  invoices: InvoiceItem[];
}

const ORDER_FIELDS =
  'id name stage dateOrder validityDate isExpired portalState comment partner { id name }';
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
const LOGIN = `mutation login($email: String!, $password: String!) {
  login(email: $email, password: $password) { id partner { id } }
}`;
const QUOTATION_STAGES = ['Quotation', 'QuotationSent'];

let odoo: RunningMockOdoo;
let business: OdooTestClient;
let consumer: OdooTestClient;
let anonymous: OdooTestClient;

const errorOf = (response: { errors?: { message: string }[] }) => response.errors?.[0]?.message;

async function signIn(email: string, password: string) {
  const client = odooClient(odoo.url);
  const response = await client.request(LOGIN, { email, password });
  expect(response.errors).toBeUndefined();
  return client;
}

beforeAll(async () => {
  odoo = await startTestOdoo();
  business = await signIn('business@example.com', 'business123');
  consumer = await signIn('consumer@example.com', 'consumer123');
  anonymous = odooClient(odoo.url);
}, 120_000);

afterAll(() => odoo?.stop());

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

/** The login's commercial partner family, to compute expected counts from the database. */
async function familyOf(login: string): Promise<number[]> {
  const { rows } = await odoo.db.query<{ id: number }>(
    `WITH RECURSIVE up AS (
       SELECT p.id, p.parent_id, p.is_company FROM res_users u JOIN res_partner p ON p.id = u.partner_id
        WHERE u.login = $1
       UNION ALL
       SELECT p.id, p.parent_id, p.is_company FROM res_partner p JOIN up ON p.id = up.parent_id
        WHERE NOT up.is_company),
     root AS (SELECT id FROM up WHERE is_company OR parent_id IS NULL LIMIT 1),
     family AS (SELECT id FROM root UNION ALL
                SELECT p.id FROM res_partner p JOIN family f ON p.parent_id = f.id)
     SELECT id FROM family`,
    [login],
  );
  return rows.map((row) => row.id);
}

async function count(sql: string, params: unknown[]): Promise<number> {
  const { rows } = await odoo.db.query<{ count: number }>(sql, params);
  return rows[0]!.count;
}

describe('orders', () => {
  it('are empty for anonymous callers, and order(id) is refused', async () => {
    expect(await orders(anonymous)).toEqual({ totalCount: 0, orders: [] });
    const { rows } = await odoo.db.query<{ id: number }>('SELECT id FROM sale_order LIMIT 1');
    const response = await anonymous.request('query o($id: Int) { order(id: $id) { id } }', {
      id: rows[0]!.id,
    });
    expect(errorOf(response)).toBe('Sale Order does not exist.');
  });

  it('default to confirmed and locked orders, newest first', async () => {
    const mine = await orders(consumer);
    expect(mine.totalCount).toBe(2);
    expect(mine.orders.every((order) => ['SalesOrder', 'Locked'].includes(order.stage))).toBe(true);

    const theirs = await orders(business);
    expect(theirs.totalCount).toBe(6);
    expect(theirs.orders.filter((order) => order.stage === 'Locked')).toHaveLength(2);
    const dates = theirs.orders.map((order) => order.dateOrder);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(theirs.orders.every((order) => order.portalState === null)).toBe(true);
  });

  it('list quotations by stage and by portal state', async () => {
    const quotations = await orders(business, { filter: { stages: QUOTATION_STAGES } });
    expect(quotations.totalCount).toBe(7);
    const open = await orders(business, { filter: { portalStates: ['Open'] } });
    expect(open.totalCount).toBe(4);
    expect(open.orders.every((order) => !order.isExpired && order.portalState === 'Open')).toBe(
      true,
    );
    const expired = await orders(business, { filter: { portalStates: ['Expired'] } });
    expect(expired.totalCount).toBe(3);
    for (const order of expired.orders) {
      expect(order).toMatchObject({ isExpired: true, portalState: 'Expired' });
      expect(order.validityDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const cancelled = await orders(business, { filter: { portalStates: ['Cancelled'] } });
    expect(cancelled.totalCount).toBe(2);
    expect(cancelled.orders.every((order) => order.stage === 'Cancelled')).toBe(true);
    const both = await orders(business, { filter: { portalStates: ['Open', 'Expired'] } });
    expect(both.totalCount).toBe(7);
    const isExpired = await orders(business, {
      filter: { stages: QUOTATION_STAGES, isExpired: true },
    });
    expect(isExpired.totalCount).toBe(3);
  });

  it('put a sent quotation whose wire transfer is pending among the orders waiting for payment', async () => {
    // Odoo's sale module marks the quotation sent when its transaction turns pending
    // (payment.transaction._set_pending) and confirms it only once the money is in.
    const open = await orders(business, { filter: { portalStates: ['Open'] } });
    const sent = open.orders.find((order) => order.stage === 'QuotationSent');
    if (!sent) throw new Error('no sent quotation in the seed');
    const { rows } = await odoo.db.query<{ id: number }>(
      `INSERT INTO payment_transaction (reference, acquirer_id, order_id, amount, currency_id, state, access_token)
       SELECT $2, a.id, $1, 10, (SELECT id FROM res_currency WHERE name = 'EUR'), 'pending', 'token'
         FROM payment_acquirer a WHERE a.provider = 'transfer' LIMIT 1
       RETURNING id`,
      [sent.id, `${sent.name}-test`],
    );
    try {
      const waiting = await orders(business, { filter: { portalStates: ['WaitingForPayment'] } });
      expect(waiting.orders.map((order) => [order.id, order.portalState])).toEqual([
        [sent.id, 'WaitingForPayment'],
      ]);
      const stillOpen = await orders(business, { filter: { portalStates: ['Open'] } });
      expect(stillOpen.totalCount).toBe(open.totalCount - 1);
      expect(stillOpen.orders.map((order) => order.id)).not.toContain(sent.id);
    } finally {
      await odoo.db.query('DELETE FROM payment_transaction WHERE id = $1', [rows[0]!.id]);
    }
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

    const day = first!.dateOrder.slice(0, 10);
    const family = await familyOf('business@example.com');
    const expected = await count(
      `SELECT count(*)::int AS count FROM sale_order
        WHERE partner_id = ANY($1::int[]) AND state IN ('sale', 'done') AND date_order::date = $2::date`,
      [family, day],
    );
    const onDay = await orders(business, { filter: { dateFrom: day, dateTo: day } });
    expect(onDay.totalCount).toBe(expected);
    expect(onDay.orders.map((order) => order.id)).toContain(first!.id);
    const before = await orders(business, { filter: { dateTo: '2000-01-01' } });
    expect(before.totalCount).toBe(0);

    const page = await orders(business, { pageSize: 4, currentPage: 2 });
    expect(page.totalCount).toBe(6);
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
    const client = await signIn('business@example.com', 'business123');
    const before = await orders(client, { filter: { stages: QUOTATION_STAGES } });
    const { rows } = await odoo.db.query<{ id: number }>(
      `SELECT p.id FROM product_product p JOIN product_template t ON t.id = p.template_id
        WHERE p.active AND t.is_published AND t.sale_ok ORDER BY p.id LIMIT 1`,
    );
    const added = await client.request(
      'mutation add($id: Int!) { cartAddItem(productId: $id, quantity: 1) { order { id } } }',
      { id: rows[0]!.id },
    );
    expect(added.errors).toBeUndefined();
    const after = await orders(client, { filter: { stages: QUOTATION_STAGES } });
    expect(after.totalCount).toBe(before.totalCount);
  });
});

describe('updateOrder', () => {
  const UPDATE = `mutation update($data: UpdateOrderInput!) {
    updateOrder(data: $data) { id clientOrderRef comment }
  }`;

  it('needs a cart', async () => {
    const response = await odooClient(odoo.url).request(UPDATE, { data: { clientOrderRef: 'X' } });
    expect(errorOf(response)).toBe('Shopping cart not found.');
  });

  it("writes the customer's reference and comment on the session cart", async () => {
    const client = odooClient(odoo.url);
    const { rows } = await odoo.db.query<{ id: number }>(
      `SELECT p.id FROM product_product p JOIN product_template t ON t.id = p.template_id
        WHERE p.active AND t.is_published AND t.sale_ok ORDER BY p.id LIMIT 1`,
    );
    const cart = await client.request<{ cartAddItem: { order: { id: number } } }>(
      'mutation add($id: Int!) { cartAddItem(productId: $id, quantity: 1) { order { id } } }',
      { id: rows[0]!.id },
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

describe('invoices', () => {
  it('are empty for anonymous callers', async () => {
    expect(await invoices(anonymous)).toEqual({ totalCount: 0, invoices: [] });
  });

  it('list the company invoices with their fields', async () => {
    const family = await familyOf('business@example.com');
    const expected = await count(
      'SELECT count(*)::int AS count FROM account_move WHERE partner_id = ANY($1::int[])',
      [family],
    );
    const all = await invoices(business, { pageSize: 100 });
    expect(all.totalCount).toBe(expected);
    expect(all.totalCount).toBeGreaterThan(0);
    const invoice = all.invoices.find((item) => item.state === 'Posted')!;
    expect(invoice.invoiceUrl).toMatch(new RegExp(`^/my/invoices/${invoice.id}\\?access_token=.+`));
    expect(invoice.invoiceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(invoice.currency.name).toBe('EUR');
    expect(invoice.transactions).toEqual([]);
    expect(invoice.totalsJson.amount_total).toBe(invoice.amountTotal);
    expect(invoice.invoiceLines.length).toBeGreaterThan(0);
    expect(invoice.invoiceLines.some((line) => line.product !== null)).toBe(true);
    const states = new Set(all.invoices.map((item) => item.state));
    expect(states).toEqual(new Set(['Draft', 'Posted', 'Cancelled']));
    const paymentStates = new Set(all.invoices.map((item) => item.paymentState));
    for (const state of ['NotPaid', 'Paid', 'PartiallyPaid', 'Reversed']) {
      expect(paymentStates).toContain(state);
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
    expect(errorOf(await anonymous.request(QUERY, { id: theirs.id }))).toBe(
      'Invoice does not exist.',
    );
    const own = await business.request<{ invoice: { id: number } }>(QUERY, { id: theirs.id });
    expect(own.data!.invoice.id).toBe(theirs.id);
  });
});
