import '@/lib/validation/zod-config';
import { z } from 'zod';
import { odooDay } from '@/lib/format/date';
import { idSchema } from '@/lib/validation/id-schema';
import { INVOICE_STATUSES, type InvoiceStatusLabel } from './invoice-status';
import type { CompanyRole } from '@/lib/shopper/user-cookie';
import type { QuotationPortalState } from './types';

// The URL is the state of the account lists (orders, quotes, invoices): a reload, a shared link
// and the browser's back button show the same rows, and the filter form is a plain GET form that
// works without JavaScript. Pure and browser-safe.
//
// URL parameters:
//   status  quotes: open | expired | cancelled; invoices: waiting | paid | partially-shipped |
//           processed; omitted for all
//   name    quote or invoice number (part of it)
//   from    first day, YYYY-MM-DD (quotes: created, invoices: invoice date)
//   to      last day, YYYY-MM-DD
//   page    1-based; omitted for page 1
//   scope   mine: a company Admin's own documents; omitted for the whole company's (Odoo's portal
//           default, and all a Buyer ever gets)
//
// Every value is checked on its own; a bad one falls back to its default (never an error page),
// and the canonical link leaves defaults out.

/** Rows per page: Odoo's own default page size of orders and invoices. */
export const ACCOUNT_PAGE_SIZE = 10;
const MAX_PAGE = 10_000;
const MAX_NAME_LENGTH = 64;

export const QUOTE_TABS = ['all', 'open', 'expired', 'cancelled'] as const;
export type QuoteTab = (typeof QUOTE_TABS)[number];

export const QUOTE_TAB_STATES: Record<Exclude<QuoteTab, 'all'>, QuotationPortalState> = {
  open: 'Open',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

/** The invoice labels as they read in a URL. */
export const INVOICE_TAB_SLUGS: Record<InvoiceStatusLabel, string> = {
  waitingForPayment: 'waiting',
  paid: 'paid',
  partiallyShipped: 'partially-shipped',
  processed: 'processed',
};
export type InvoiceTab = 'all' | InvoiceStatusLabel;
export const INVOICE_TABS: readonly InvoiceTab[] = ['all', ...INVOICE_STATUSES];

/** Whose documents a list shows: the company's (Odoo's default) or the customer's own. */
export const DOCUMENT_SCOPES = ['company', 'mine'] as const;
export type DocumentScope = (typeof DOCUMENT_SCOPES)[number];

export interface OrderListState {
  page: number;
  scope: DocumentScope;
}

export interface DocumentFilters {
  name: string;
  /** YYYY-MM-DD or empty. */
  from: string;
  to: string;
  page: number;
  scope: DocumentScope;
}

export interface QuoteListState extends DocumentFilters {
  status: QuoteTab;
}

export interface InvoiceListState extends DocumentFilters {
  status: InvoiceTab;
}

export type RawSearchParams = Record<string, string | string[] | undefined>;

const page = z.coerce.number().int().min(1).max(MAX_PAGE).catch(1);
/** `?page=` of an account list: a page number, or page 1. */
export const pageSchema = page;

const name = z
  .string()
  .transform((value) => value.trim().replace(/\s+/g, ' ').slice(0, MAX_NAME_LENGTH))
  .catch('');

const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => odooDay(value) !== null)
  .catch('');

const scope = z.enum(DOCUMENT_SCOPES).catch('company');

const filters = { name, from: day, to: day, page, scope };

const quotesSchema = z.object({ ...filters, status: z.enum(QUOTE_TABS).catch('all') });

const invoiceStatusBySlug = new Map<string, InvoiceStatusLabel>(
  INVOICE_STATUSES.map((label) => [INVOICE_TAB_SLUGS[label], label]),
);
const invoicesSchema = z.object({
  ...filters,
  status: z
    .string()
    .transform((slug): InvoiceTab => invoiceStatusBySlug.get(slug) ?? 'all')
    .catch('all' as InvoiceTab),
});

/** One value per key: a repeated parameter counts with its first value. */
export function firstValues(query: RawSearchParams): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') values[key] = first;
  }
  return values;
}

/** A range typed the wrong way round still means the days between. */
function ordered<T extends DocumentFilters>(state: T): T {
  return state.from && state.to && state.from > state.to
    ? { ...state, from: state.to, to: state.from }
    : state;
}

/**
 * A list as a company's contact sees it: every contact sees who placed each document, an Admin
 * also chooses whose documents (anyone else's `scope` falls back to the default: a Buyer's lists
 * hold their own documents anyway, and a customer outside a company has only their own).
 */
export function companyListView<S extends { scope: DocumentScope }>(
  state: S,
  role: CompanyRole | undefined,
): { state: S; chooseScope: boolean; showPlacedBy: boolean } {
  const admin = role === 'Admin';
  return {
    state: admin ? state : { ...state, scope: 'company' },
    chooseScope: admin,
    showPlacedBy: role !== undefined,
  };
}

export function parseOrderListQuery(query: RawSearchParams): OrderListState {
  const values = firstValues(query);
  return { page: page.parse(values.page), scope: scope.parse(values.scope) };
}

export function parseQuoteListQuery(query: RawSearchParams): QuoteListState {
  return ordered(quotesSchema.parse(firstValues(query)));
}

export function parseInvoiceListQuery(query: RawSearchParams): InvoiceListState {
  return ordered(invoicesSchema.parse(firstValues(query)));
}

/** `/my/orders/12`: the slug of a document page is its Odoo id; anything else is no document. */
export function documentIdFromSlug(slug: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(slug)) return null;
  const parsed = idSchema.safeParse(Number(slug));
  return parsed.success ? parsed.data : null;
}

/** A status tab as its URL value (`waiting`, `open`, ...); null for all. */
export function statusSlug(status: QuoteTab | InvoiceTab): string | null {
  if (status === 'all') return null;
  return status in INVOICE_TAB_SLUGS ? INVOICE_TAB_SLUGS[status as InvoiceStatusLabel] : status;
}

/** The canonical link of a list state: fixed key order, defaults left out. */
export function documentListHref(
  pathname: string,
  state: Partial<QuoteListState> | Partial<InvoiceListState> | OrderListState,
): string {
  const params = new URLSearchParams();
  const filtered = state as Partial<DocumentFilters> & { status?: QuoteTab | InvoiceTab };
  const status = filtered.status ? statusSlug(filtered.status) : null;
  if (status) params.set('status', status);
  if (filtered.name) params.set('name', filtered.name);
  if (filtered.from) params.set('from', filtered.from);
  if (filtered.to) params.set('to', filtered.to);
  if (state.scope === 'mine') params.set('scope', state.scope);
  if (state.page && state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export function hasFilters(state: DocumentFilters): boolean {
  return Boolean(state.name || state.from || state.to);
}

export function totalPages(totalCount: number): number {
  return Math.max(1, Math.ceil(totalCount / ACCOUNT_PAGE_SIZE));
}
