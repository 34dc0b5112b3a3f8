import { memo, type Context } from '../context';
import { accessRightsMessage } from '../errors';
import { commercialPartnerId, familyIds } from './partner';

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
export const PUBLIC_ORDER_ACCESS = accessRightsMessage('Sales Order', 'sale.order', [
  'Inventory/User',
  'Invoicing/Billing',
  'Sales/Administrator',
  'Sales/User: Own Documents Only',
  'Technical/Show Accounting Features - Readonly',
  'Technical/Show Full Accounting Features',
  'User types/Portal',
]);
export const PUBLIC_INVOICE_ACCESS = accessRightsMessage('Journal Entry', 'account.move', [
  'Invoicing/Billing',
  'Invoicing/Billing Administrator',
  'Sales/Administrator',
  'Sales/User: Own Documents Only',
  'Technical/Show Accounting Features - Readonly',
  'User types/Portal',
]);
