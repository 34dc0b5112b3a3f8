import { memo, type Context } from '../context';
import { one } from '../db';
import { accessRightsMessage, OdooError, ODOO_ERRORS } from '../errors';
import { commercialPartnerId, familyIds } from './partner';
import { ref, type IdRef } from './refs';

// Who may read which sales orders and invoices: Odoo's portal rules on sale.order and
// account.move, which graphql_vuestorefront's document queries and our modules' apply.

/**
 * Partners whose documents the caller may read: the commercial partner of the signed-in user and
 * all its contacts and addresses. Null for anonymous callers, who read none.
 */
export async function readablePartnerIds(context: Context): Promise<number[] | null> {
  if (!context.user) return null;
  const userPartner = context.user.partner_id;
  return memo(context, `documents:partners:${userPartner}`, async () =>
    familyIds(context.db, await commercialPartnerId(context, userPartner)),
  );
}

/**
 * Odoo's portal rules on sale.order and account.move: a document one of `partners` follows
 * (message_partner_ids child_of the commercial partner). `table` is the SQL name of the document.
 */
export function followedBy(model: 'sale.order' | 'account.move', table: string, partners: string) {
  return `EXISTS (SELECT 1 FROM mail_followers f WHERE f.res_model = '${model}'
    AND f.res_id = ${table}.id AND f.partner_id = ANY(${partners}::int[]))`;
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
  const partners = await readablePartnerIds(context);
  if (!partners) throw new OdooError(visitor);
  const row =
    id != null
      ? await one<{ id: number }>(
          context.db,
          `SELECT id FROM ${table} WHERE id = $1 AND ${followedBy(model, table, '$2')}`,
          [id, partners],
        )
      : null;
  if (!row) throw new OdooError(missing);
  return ref(row.id);
}
