import { beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  loadInvoiceForDownload,
  loadInvoiceList,
  loadOrderDetail,
  loadOrderList,
  loadQuoteDetail,
  loadQuoteList,
  type Loaded,
} from '@/lib/account/account-pages.server';
import {
  parseInvoiceListQuery,
  parseOrderListQuery,
  parseQuoteListQuery,
} from '@/lib/account/document-list-query';
import { orderStatus } from '@/lib/account/order-status';
import { startShopperSession } from '@/lib/shopper/user-session.server';
import { logInUser } from '@/lib/user/user.server';
import { cookieJar } from '@/tests/support/fake-next-headers';
import { mockOdooPerFile } from '@/tests/support/mock-odoo-shopper';

vi.mock('next-intl/server', async () => {
  const { fakeNextIntlServer } = await import('@/tests/support/fake-translations');
  return {
    // The route asks with { locale, namespace }; the pages with the namespace.
    getTranslations: (options: string | { namespace: string }) =>
      fakeNextIntlServer.getTranslations(typeof options === 'string' ? options : options.namespace),
  };
});

// The account pages' loaders against a real mock-odoo over HTTP: the fake next/headers jar is the
// shopper's browser. Real HTTP on a busy 2-core machine: generous timeouts.
vi.setConfig({ testTimeout: 30_000 });

const { odoo } = mockOdooPerFile();

const NOT_FOUND = 'NEXT_HTTP_ERROR_FALLBACK;404';

async function signIn(email: string, password: string): Promise<void> {
  cookieJar.clear();
  await startShopperSession(await logInUser(email, password), { remember: false });
}

function data<T>(loaded: Loaded<T>): T {
  if (loaded.status !== 'ok') throw new Error(`expected data, got ${loaded.status}`);
  return loaded.data;
}

/** What loading a document as this shopper does: its data, or Next's not-found signal. */
async function outcome(load: () => Promise<unknown>): Promise<string> {
  try {
    await load();
    return 'data';
  } catch (error) {
    const digest = (error as { digest?: unknown }).digest;
    if (typeof digest === 'string') return digest.startsWith(NOT_FOUND) ? 'not-found' : digest;
    throw error;
  }
}

interface BusinessDocuments {
  orders: number[];
  quotes: number[];
  invoices: number[];
}

let business: BusinessDocuments;
/** The server log: refusals and failures are logged, and the tests read what. */
let errors: MockInstance<typeof console.error>;

beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

beforeAll(async () => {
  // The business customer's documents, as their own pages list them.
  await signIn('business@example.com', 'business123');
  const orders = data(await loadOrderList(parseOrderListQuery({})));
  const quotes = data(await loadQuoteList(parseQuoteListQuery({})));
  const invoices = data(await loadInvoiceList(parseInvoiceListQuery({})));
  business = {
    orders: orders.orders.map((order) => order.id),
    quotes: quotes.quotations.map((quote) => quote.id),
    invoices: invoices.invoices.map((invoice) => invoice.id),
  };
});

describe('account pages', () => {
  it('show the business customer their orders, quotes and invoices', async () => {
    expect(business.orders.length).toBeGreaterThan(3);
    expect(business.quotes.length).toBeGreaterThan(3);
    expect(business.invoices.length).toBeGreaterThan(3);

    await signIn('business@example.com', 'business123');
    const list = data(await loadOrderList(parseOrderListQuery({})));
    // Every confirmed order has one of the ten labels.
    for (const order of list.orders) expect(orderStatus(order)).not.toBeNull();
    const first = data(await loadOrderDetail(String(business.orders[0]), 'en'));
    expect(first.lines.length).toBeGreaterThan(0);
    expect(first.totals.total).toBeGreaterThan(0);
    const quote = data(await loadQuoteDetail(String(business.quotes[0]), 'en'));
    expect(['Open', 'Expired', 'Cancelled']).toContain(quote.portalState);
    const invoice = data(await loadInvoiceForDownload(String(business.invoices[0])));
    expect(invoice.url).toMatch(/^\/my\/invoices\/\d+\?access_token=/);
  });

  it("give another customer not-found for every one of the business customer's ids", async () => {
    await signIn('consumer@example.com', 'consumer123');
    // The consumer has orders of their own: they are signed in and their pages work.
    const own = data(await loadOrderList(parseOrderListQuery({})));
    expect(own.orders.length).toBeGreaterThan(0);
    expect(await outcome(() => loadOrderDetail(String(own.orders[0]?.id), 'en'))).toBe('data');

    const seen: Record<string, string[]> = { orders: [], quotes: [], invoices: [] };
    for (const id of business.orders) {
      seen.orders!.push(await outcome(() => loadOrderDetail(String(id), 'en')));
      // Asked on the quote page too: no redirect that would tell the order exists.
      seen.quotes!.push(await outcome(() => loadQuoteDetail(String(id), 'en')));
    }
    for (const id of business.quotes) {
      seen.quotes!.push(await outcome(() => loadQuoteDetail(String(id), 'en')));
      seen.orders!.push(await outcome(() => loadOrderDetail(String(id), 'en')));
    }
    for (const id of business.invoices) {
      seen.invoices!.push(await outcome(() => loadInvoiceForDownload(String(id))));
    }
    expect(seen.orders!.length).toBe(business.orders.length + business.quotes.length);
    for (const [kind, outcomes] of Object.entries(seen)) {
      expect(new Set(outcomes), kind).toEqual(new Set(['not-found']));
    }
  });

  it('give not-found for ids that are no ids, and for a signed-out visitor', async () => {
    await signIn('business@example.com', 'business123');
    for (const slug of ['abc', '0', '-3', '12.5', '99999999']) {
      expect(await outcome(() => loadOrderDetail(slug, 'en')), slug).toBe('not-found');
      expect(await outcome(() => loadQuoteDetail(slug, 'en')), slug).toBe('not-found');
      expect(await outcome(() => loadInvoiceForDownload(slug)), slug).toBe('not-found');
    }
    cookieJar.clear();
    expect(await outcome(() => loadOrderDetail(String(business.orders[0]), 'en'))).toBe(
      'not-found',
    );
  });

  it('move an order asked for as a quote (and back) to its own page', async () => {
    await signIn('business@example.com', 'business123');
    expect(await outcome(() => loadQuoteDetail(String(business.orders[0]), 'en'))).toBe(
      `NEXT_REDIRECT;replace;/en/my/orders/${business.orders[0]};307;`,
    );
    expect(await outcome(() => loadOrderDetail(String(business.quotes[0]), 'nl'))).toBe(
      `NEXT_REDIRECT;replace;/my/quotes/${business.quotes[0]};307;`,
    );
  });

  it("log a failure with the spec's prefix and offer to try again", async () => {
    await signIn('business@example.com', 'business123');
    await setFaults({ dropOperations: ['getQuotations', 'getInvoices', 'getQuotation'] });
    try {
      expect(await loadQuoteList(parseQuoteListQuery({}))).toEqual({ status: 'failed' });
      expect(await loadInvoiceList(parseInvoiceListQuery({}))).toEqual({ status: 'failed' });
      expect(await loadQuoteDetail(String(business.quotes[0]), 'en')).toEqual({
        status: 'failed',
      });
    } finally {
      await setFaults({ dropOperations: [] });
    }
    const logged = errors.mock.calls.map(([message]) => String(message));
    expect(logged).toHaveLength(3);
    for (const message of logged) expect(message).toMatch(/^Error fetching static content: /);
  });

  it('filter quotes by status and invoices by label', async () => {
    await signIn('business@example.com', 'business123');
    const expired = data(await loadQuoteList(parseQuoteListQuery({ status: 'expired' })));
    expect(expired.totalCount).toBeGreaterThan(0);
    for (const quote of expired.quotations) expect(quote.portalState).toBe('Expired');
    const paid = data(await loadInvoiceList(parseInvoiceListQuery({ status: 'paid' })));
    expect(paid.totalCount).toBeGreaterThan(0);
    for (const invoice of paid.invoices) {
      expect([invoice.state, invoice.paymentState]).toEqual(['Posted', 'Paid']);
    }
    // The list shows what Odoo's portal shows: posted invoices only.
    const all = data(await loadInvoiceList(parseInvoiceListQuery({})));
    for (const invoice of all.invoices) expect(invoice.state).toBe('Posted');
  });

  it('hand out the invoice PDF to its customer only', async () => {
    const { GET } = await import('@/app/[locale]/(default)/my/invoices/[id]/pdf/route');
    const get = (id: number) =>
      GET(new Request(`http://shop.test/en/my/invoices/${id}/pdf`), {
        params: Promise.resolve({ locale: 'en', id: String(id) }),
      });
    const id = business.invoices[0]!;

    await signIn('business@example.com', 'business123');
    const response = await get(id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="INV_/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const pdf = Buffer.from(await response.arrayBuffer()).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);

    await signIn('consumer@example.com', 'consumer123');
    expect(await outcome(() => get(id))).toBe('not-found');
  });
});

async function setFaults(faults: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${odoo().url}/__mock/faults`, {
    method: 'POST',
    body: JSON.stringify(faults),
  });
  expect(response.ok).toBe(true);
}
