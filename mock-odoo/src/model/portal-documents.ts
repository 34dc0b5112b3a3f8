import { memo, type Context } from '../context';
import { one } from '../db';
import { accessRightsMessage, OdooError, ODOO_ERRORS } from '../errors';
import { commercialPartnerId, familyIds } from './partner';
import { Conditions } from './document-lists';
import { ref, type IdRef } from './refs';

// Who may read which sales orders and invoices: Odoo's portal rules on sale.order and
// account.move, which graphql_vuestorefront's document queries and our modules' apply.

/**
 * Who reads documents: the partners of Odoo's portal rules (the commercial partner of the
 * signed-in user and all its contacts and addresses) and, when the caller reads only the orders
 * they placed themselves and the invoices of those, their own partner (`placedBy`).
 */
export interface DocumentReader {
  partners: number[];
  placedBy: number | null;
}

/**
 * The signed-in caller as a reader of documents; null for anonymous callers, who read none.
 * vsf_b2b_company's global rules keep a company's Buyer or Requester to their
 * own orders; `scope: 'Mine'`
 * (its list filter, through vsf_base's scope hook) asks the same of anyone.
 */
export async function documentReader(
  context: Context,
  scope?: string | null,
): Promise<DocumentReader | null> {
  if (!context.user) return null;
  const userPartner = context.user.partner_id;
  const { partners, buyer } = await memo(context, `documents:reader:${userPartner}`, async () => {
    const company = await commercialPartnerId(context, userPartner);
    const roles = await one<{ buyer: boolean }>(
      context.db,
      `SELECT p.vsf_company_role IN ('buyer', 'requester') AND c.is_company AS buyer
         FROM res_partner p, res_partner c WHERE p.id = $1 AND c.id = $2`,
      [userPartner, company],
    );
    return { partners: await familyIds(context.db, company), buyer: roles?.buyer === true };
  });
  return { partners, placedBy: buyer || scope === 'Mine' ? userPartner : null };
}

/**
 * The record rules on sale.order and account.move for `reader`, added to `where` over `table`
 * (the document's SQL name): Odoo's portal rule (a document one of the reader's partners
 * follows: message_partner_ids child_of the commercial partner) and, for `placedBy`, orders that
 * partner placed and the invoices of those.
 */
export function addReadableRule(
  where: Conditions,
  model: 'sale.order' | 'account.move',
  table: string,
  reader: DocumentReader,
) {
  where.add(
    (p) => `EXISTS (SELECT 1 FROM mail_followers f WHERE f.res_model = '${model}'
      AND f.res_id = ${table}.id AND f.partner_id = ANY(${p}::int[]))`,
    reader.partners,
  );
  if (reader.placedBy === null) return;
  const order = model === 'sale.order' ? `${table}.id` : `${table}.order_id`;
  where.add(
    (p) => `EXISTS (SELECT 1 FROM sale_order placed WHERE placed.id = ${order}
      AND placed.partner_id = ${p})`,
    reader.placedBy,
  );
}

/**
 * A visitor may not read orders or invoices at all (ir.model.access): graphql_vuestorefront's
 * search fails with Odoo's access error before it could answer 'does not exist'.
 */
const PUBLIC_ORDER_ACCESS = accessRightsMessage('Sales Order', 'sale.order', [
  'Inventory/User',
  'Invoicing/Billing',
  'Sales/Administrator',
  'Sales/User: Own Documents Only',
  'Technical/Show Accounting Features - Readonly',
  'Technical/Show Full Accounting Features',
  'User types/Portal',
]);
const PUBLIC_INVOICE_ACCESS = accessRightsMessage('Journal Entry', 'account.move', [
  'Invoicing/Billing',
  'Invoicing/Billing Administrator',
  'Sales/Administrator',
  'Sales/User: Own Documents Only',
  'Technical/Show Accounting Features - Readonly',
  'User types/Portal',
]);

const DOCUMENTS = {
  'sale.order': {
    table: 'sale_order',
    visitor: PUBLIC_ORDER_ACCESS,
    missing: ODOO_ERRORS.orderDoesNotExist,
  },
  'account.move': {
    table: 'account_move',
    visitor: PUBLIC_INVOICE_ACCESS,
    missing: ODOO_ERRORS.invoiceDoesNotExist,
  },
} as const;

/**
 * graphql_vuestorefront's order(id) and invoice(id): the document if the caller may read it. A
 * visitor fails on the access rights; a document that is missing or another customer's does not
 * exist, in graphql_vuestorefront's words.
 */
export async function readableDocument(
  context: Context,
  model: keyof typeof DOCUMENTS,
  id: number | null | undefined,
): Promise<IdRef> {
  const { table, visitor, missing } = DOCUMENTS[model];
  const reader = await documentReader(context);
  if (!reader) throw new OdooError(visitor);
  let row = null;
  if (id != null) {
    const where = new Conditions();
    where.add((p) => `id = ${p}`, id);
    addReadableRule(where, model, table, reader);
    row = await one<{ id: number }>(
      context.db,
      `SELECT id FROM ${table} ${where.sql}`,
      where.params,
    );
  }
  if (!row) throw new OdooError(missing);
  return ref(row.id);
}
