import 'server-only';
import { notFound, redirect, unstable_rethrow } from 'next/navigation';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { isOdooError } from '@/lib/odoo/odoo-error.server';
import type { OptionalFeature } from '@/lib/odoo/optional-feature.server';
import {
  getInvoices,
  getOrder,
  getQuotation,
  getQuotations,
  ordersAwaitingPayment,
  ordersGet,
} from './account-documents.server';
import {
  ACCOUNT_PAGE_SIZE,
  documentIdFromSlug,
  QUOTE_TAB_STATES,
  type DocumentScope,
  type InvoiceListState,
  type OrderListState,
  type QuoteListState,
} from './document-list-query';
import { invoiceStatusFilter } from './invoice-status';
import { isPortalOrder } from './order-status';
import type {
  Invoice,
  InvoiceList,
  ListScope,
  OrderList,
  OrderRow,
  Quotation,
  QuotationDetail,
  QuotationList,
  QuotationPortalState,
} from './types';

// What the account pages load, and the rules they share: a document of another customer (or none
// at all) is not found, never shown; a failure is logged with Odoo's message (quotations and
// invoices as the spec's 'Error fetching static content: ...') and the page offers to try again;
// a backend without the extension says so instead of showing an empty list.

export type Loaded<T> =
  { status: 'ok'; data: T } | { status: 'unavailable' } | { status: 'failed' };

function logFailure(error: unknown): void {
  console.error(error instanceof Error ? error.message : error);
}

/** An account page's data: what it shows, "not offered here" or a logged failure to retry. */
export async function loading<T>(load: () => Promise<OptionalFeature<T> | T>): Promise<Loaded<T>> {
  try {
    return loadedFrom(await load());
  } catch (error) {
    unstable_rethrow(error);
    logFailure(error);
    return { status: 'failed' };
  }
}

function loadedFrom<T>(result: OptionalFeature<T> | T): Loaded<T> {
  if (isOptionalFeature<T>(result)) {
    return result.available ? { status: 'ok', data: result.data } : { status: 'unavailable' };
  }
  return { status: 'ok', data: result };
}

function isOptionalFeature<T>(value: unknown): value is OptionalFeature<T> {
  return typeof value === 'object' && value !== null && 'available' in value;
}

/**
 * One document by id. Odoo answers a GraphQL error ('Sale Order does not exist.', an access
 * error) for an id that is not the customer's, whatever the language: that is a 404, with no
 * hint whether the id exists. No answer at all (network, timeout, 5xx) is a failure to retry.
 */
async function documentById<T>(
  slug: string,
  load: (id: number) => Promise<OptionalFeature<T> | T>,
): Promise<Loaded<T>> {
  const id = documentIdFromSlug(slug);
  if (id === null) notFound();
  try {
    return loadedFrom(await load(id));
  } catch (error) {
    // notFound() of a loader is Next's signal, not a failure.
    unstable_rethrow(error);
    logFailure(error);
    if (isOdooError(error) && error.kind === 'graphql') notFound();
    return { status: 'failed' };
  }
}

/** The customer's orders, and on the first page those still waiting for their payment. */
export interface OrderListPage extends OrderList {
  /**
   * Placed and paid by wire transfer, the money not yet in: Odoo keeps them sent quotations with
   * a pending transaction (our extension's portal state; none on a plain Odoo 15, whose portal
   * lists them as quotations). Listed above the confirmed orders, on the first page only.
   */
  awaitingPayment: OrderRow[];
}

export function loadOrderList(state: OrderListState): Promise<Loaded<OrderListPage>> {
  return loading(async () => {
    const scope = listScope(state);
    const [confirmed, waiting] = await Promise.all([
      ordersGet({
        page: state.page,
        pageSize: ACCOUNT_PAGE_SIZE,
        sort: { field: 'dateOrder', direction: 'DESC' },
        scope,
      }),
      state.page === 1 ? awaitingPayment(scope) : [],
    ]);
    return {
      ...confirmed,
      awaitingPayment: waiting.map((order) => ({ ...order, deliveryStatus: null, deliveries: [] })),
    };
  });
}

/** With our quotation extension its portal state; else the same from core fields. */
async function awaitingPayment(scope: ListScope | undefined): Promise<Quotation[]> {
  const waiting = await getQuotations({
    pageSize: ACCOUNT_PAGE_SIZE,
    portalStates: ['WaitingForPayment'],
    scope,
  });
  // A customer's sent quotations are few; the pending ones among them fewer still.
  return waiting.available ? waiting.data.quotations : ordersAwaitingPayment(AWAITING_PAGE_SIZE);
}

/** How many sent quotations a plain Odoo 15 is asked for, to find those being paid. */
const AWAITING_PAGE_SIZE = 50;

/**
 * `/my/orders/{id}`: an order of the customer, confirmed or waiting for its payment
 * (isPortalOrder); a quotation moves to its quote page.
 */
export async function loadOrderDetail(
  slug: string,
  locale: Locale,
): Promise<Loaded<QuotationDetail>> {
  const loaded = await documentById(slug, getOrder);
  if (loaded.status === 'ok' && !isPortalOrder(loaded.data)) {
    redirect(localizedPath(locale, `/my/quotes/${loaded.data.id}`));
  }
  return loaded;
}

/** A company Admin's own documents, or (undefined) all the caller may see. */
function listScope(state: { scope: DocumentScope }): ListScope | undefined {
  return state.scope === 'mine' ? 'Mine' : undefined;
}

/** The page, the name and date filters and the scope the quote and invoice lists share. */
function listFilter(state: QuoteListState | InvoiceListState) {
  return {
    page: state.page,
    pageSize: ACCOUNT_PAGE_SIZE,
    name: state.name || undefined,
    dateFrom: state.from || undefined,
    dateTo: state.to || undefined,
    scope: listScope(state),
  };
}

/** The quotes list's tabs: All is every quotation state, not the orders waiting for payment. */
const ALL_QUOTE_STATES: QuotationPortalState[] = Object.values(QUOTE_TAB_STATES);

export function loadQuoteList(state: QuoteListState): Promise<Loaded<QuotationList>> {
  return loading(() =>
    getQuotations({
      ...listFilter(state),
      portalStates: state.status === 'all' ? ALL_QUOTE_STATES : [QUOTE_TAB_STATES[state.status]],
    }),
  );
}

/**
 * `/my/quotes/{id}`: a quotation of the customer; an order (confirmed or waiting for its
 * payment) moves to its order page.
 */
export async function loadQuoteDetail(
  slug: string,
  locale: Locale,
): Promise<Loaded<QuotationDetail>> {
  const loaded = await documentById(slug, getQuotation);
  if (loaded.status === 'ok' && isPortalOrder(loaded.data)) {
    redirect(localizedPath(locale, `/my/orders/${loaded.data.id}`));
  }
  return loaded;
}

export function loadInvoiceList(state: InvoiceListState): Promise<Loaded<InvoiceList>> {
  return loading(() =>
    getInvoices({
      ...listFilter(state),
      ...invoiceStatusFilter(state.status === 'all' ? null : state.status),
    }),
  );
}

/**
 * The invoice behind `/my/invoices/{id}/pdf`: one of the customer's posted invoices with a
 * portal link, else not found. Asked through the customer's own list (Odoo's filter by id), so
 * another customer's id finds nothing.
 */
export async function loadInvoiceForDownload(slug: string): Promise<Loaded<Invoice>> {
  const loaded = await documentById(slug, async (id) => {
    const list = await getInvoices({ ids: [id], states: ['Posted'], pageSize: 1 });
    if (!list.available) return list;
    const invoice = list.data.invoices.find((candidate) => candidate.id === id);
    if (!invoice?.url) notFound();
    return { available: true as const, data: invoice };
  });
  if (loaded.status === 'unavailable') notFound();
  return loaded;
}
