import type { Context } from '../context';
import type { Resolvers } from '../executable-schema';
import { INVOICE_STATES, invoiceField } from '../graphql-vuestorefront/invoice';
import {
  addDateRange,
  Conditions,
  nonEmpty,
  orderBy,
  searchPage,
  toOdoo,
  wireName,
  type SortInput,
} from '../model/document-lists';
import { addReadableRule, documentReader } from '../model/portal-documents';
import { ref } from '../model/refs';

// vsf_account_invoice_filter: the customer's invoices as Odoo's portal lists them, filtered by
// ids, name, state, payment state and dates (it replaces graphql_vuestorefront's invoices, which
// it answers like without a filter), and an invoice's payment state, origin and reference.

/** InvoicePaymentState wire names -> account.move payment_state. */
const PAYMENT_STATES: Record<string, string> = {
  NotPaid: 'not_paid',
  Paid: 'paid',
  PartiallyPaid: 'partial',
  Reversed: 'reversed',
};

interface InvoiceFilter {
  ids?: (number | null)[] | null;
  name?: string | null;
  states?: (string | null)[] | null;
  paymentStates?: (string | null)[] | null;
  dateFrom?: string | null;
  dateTo?: string | null;
  /** vsf_b2b_company: Mine | Company. */
  scope?: string | null;
}

function addInvoiceFilters(where: Conditions, filter: InvoiceFilter) {
  const ids = nonEmpty(filter.ids);
  if (ids.length) where.add((p) => `id = ANY(${p}::int[])`, ids);
  if (filter.name) where.add((p) => `name ILIKE ${p}`, `%${filter.name}%`);
  const states = toOdoo(filter.states, INVOICE_STATES);
  if (states.length) where.add((p) => `state = ANY(${p}::text[])`, states);
  const paymentStates = toOdoo(filter.paymentStates, PAYMENT_STATES);
  if (paymentStates.length) where.add((p) => `payment_state = ANY(${p}::text[])`, paymentStates);
  addDateRange(where, 'invoice_date', filter.dateFrom, filter.dateTo);
}

interface InvoicesArgs {
  filter?: InvoiceFilter | null;
  currentPage?: number | null;
  pageSize?: number | null;
  sort?: SortInput | null;
}

const INVOICE_SORT_COLUMNS = {
  id: 'id',
  invoiceDate: 'invoice_date',
  name: 'name',
  state: 'state',
};

async function invoices(_root: unknown, args: InvoicesArgs, context: Context) {
  const reader = await documentReader(context, args.filter?.scope);
  if (!reader) return { invoices: [], totalCount: 0 };
  const where = new Conditions();
  addReadableRule(where, 'account.move', 'account_move', reader);
  addInvoiceFilters(where, args.filter ?? {});
  const order = orderBy(args.sort, INVOICE_SORT_COLUMNS, 'invoice_date DESC, id DESC');
  const { ids, totalCount } = await searchPage(context.db, 'account_move', where, order, args);
  return { invoices: ids.map(ref), totalCount };
}

export const accountInvoiceFilterResolvers: Resolvers = {
  Query: { invoices },
  Invoice: {
    paymentState: invoiceField((row) => wireName(PAYMENT_STATES, row.payment_state)),
    invoiceOrigin: invoiceField((row) => row.invoice_origin),
    ref: invoiceField((row) => row.ref),
  },
};
