import { memo, type Context } from '../context';
import { many, one } from '../db';
import type { Resolvers } from '../executable-schema';
import { wireName } from '../model/document-lists';
import { readableDocument } from '../model/portal-documents';
import { variantRef } from '../model/product';
import { ref, type IdRef } from '../model/refs';
import { taxTotalsJson } from '../model/tax-totals';
import type { AccountMove } from '../tables';

// graphql_vuestorefront's schemas/invoice.py (invoice) and the Invoice type of
// schemas/objects.py. The list of invoices is vsf_account_invoice_filter's, which replaces
// graphql_vuestorefront's (vsf/account-invoice-filter.ts), as are the payment state, origin and
// reference of an invoice.

/** InvoiceState wire names -> account.move state. */
export const INVOICE_STATES: Record<string, string> = {
  Draft: 'draft',
  Posted: 'posted',
  Cancelled: 'cancel',
};

const invoice = (_root: unknown, args: { id?: number | null }, context: Context) =>
  readableDocument(context, 'account.move', args.id);

/** An account_move row with its dates as text and its currency. */
export type InvoiceRow = Pick<
  AccountMove,
  | 'id'
  | 'name'
  | 'partner_id'
  | 'partner_shipping_id'
  | 'state'
  | 'payment_state'
  | 'invoice_origin'
  | 'ref'
  | 'amount_untaxed'
  | 'amount_tax'
  | 'amount_total'
  | 'amount_residual'
  | 'access_token'
> & {
  invoice_date: string | null;
  invoice_date_due: string | null;
  currency_id: number;
  currency_name: string;
  currency_symbol: string;
};

/** The move with its currency: its order's pricelist currency, else the website's. */
function loadInvoice(context: Context, id: number): Promise<InvoiceRow | null> {
  return memo(context, `account.move:${id}`, () =>
    one<InvoiceRow>(
      context.db,
      `SELECT m.id, m.name, m.partner_id, m.partner_shipping_id,
              to_char(m.invoice_date, 'YYYY-MM-DD') AS invoice_date,
              to_char(m.invoice_date_due, 'YYYY-MM-DD') AS invoice_date_due,
              m.state, m.payment_state, m.invoice_origin, m.ref, m.amount_untaxed, m.amount_tax,
              m.amount_total, m.amount_residual, m.access_token,
              c.id AS currency_id, c.name AS currency_name, c.symbol AS currency_symbol
         FROM account_move m
         LEFT JOIN sale_order so ON so.id = m.order_id
         JOIN product_pricelist pl ON pl.id = COALESCE(so.pricelist_id, $2)
         JOIN res_currency c ON c.id = pl.currency_id
        WHERE m.id = $1`,
      [id, context.website.pricelist_id],
    ),
  );
}

/** Odoo's formatLang with the currency: in the caller's language, the symbol after it. */
function formatAmount(context: Context, amount: number, symbol: string): string {
  const number = amount.toLocaleString(context.lang.replace('_', '-'), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${number}\u00a0${symbol}`;
}

const invoiceTotals = (row: InvoiceRow, context: Context): string =>
  taxTotalsJson(
    { untaxed: row.amount_untaxed, tax: row.amount_tax, total: row.amount_total },
    (amount) => formatAmount(context, amount, row.currency_symbol),
    { groupWithoutTax: false },
  );

async function invoiceLines(context: Context, moveId: number) {
  const rows = await many<{
    id: number;
    name: string;
    product_id: number | null;
    quantity: number;
    price_unit: number;
    price_subtotal: number;
    price_total: number;
  }>(
    context.db,
    `SELECT id, name, product_id, quantity, price_unit, price_subtotal, price_total
       FROM account_move_line WHERE move_id = $1 ORDER BY id`,
    [moveId],
  );
  // InvoiceLine has no resolvers of its own: the objects carry the wire field names.
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    product: row.product_id === null ? null : variantRef(row.product_id),
    quantity: row.quantity,
    priceUnit: row.price_unit,
    priceSubtotal: row.price_subtotal,
    priceTotal: row.price_total,
  }));
}

export const invoiceField =
  <T>(read: (row: InvoiceRow, context: Context) => T | Promise<T>) =>
  async (parent: IdRef, _args: unknown, context: Context): Promise<T | null> => {
    const row = await loadInvoice(context, parent.id);
    return row ? read(row, context) : null;
  };

const invoiceFields = {
  id: (parent: IdRef) => parent.id,
  name: invoiceField((row) => row.name),
  partner: invoiceField((row) => ref(row.partner_id)),
  partnerShipping: invoiceField((row) =>
    row.partner_shipping_id === null ? null : ref(row.partner_shipping_id),
  ),
  invoiceDate: invoiceField((row) => row.invoice_date),
  invoiceDateDue: invoiceField((row) => row.invoice_date_due),
  totalsJson: invoiceField(invoiceTotals),
  amountUntaxed: invoiceField((row) => row.amount_untaxed),
  amountTax: invoiceField((row) => row.amount_tax),
  amountTotal: invoiceField((row) => row.amount_total),
  amountResidual: invoiceField((row) => row.amount_residual),
  currency: invoiceField((row) => ({
    id: row.currency_id,
    name: row.currency_name,
    symbol: row.currency_symbol,
  })),
  invoiceLines: invoiceField((row, context) => invoiceLines(context, row.id)),
  state: invoiceField((row) => wireName(INVOICE_STATES, row.state)),
  invoiceUrl: invoiceField((row) => `/my/invoices/${row.id}?access_token=${row.access_token}`),
  // graphql_vuestorefront's `transaction_ids or None`: the stand-in models no payment of an
  // invoice through a transaction (the demo's were paid in the back office), so none has any.
  transactions: () => null,
};

export const invoiceResolvers: Resolvers = {
  Query: { invoice },
  Invoice: invoiceFields,
};
