import type { Context } from '../../context';
import { one } from '../../db';
import {
  allowedReturnUrls,
  cxmlCredential,
  loadBuyer,
  type BuyerRow,
  type Credential,
} from './buyer';
import { commercialPartnerId, requirePartner } from '../../model/partner';
import { ref, type IdRef } from '../../model/refs';
import type { PunchoutSession } from '../../tables';

// vsf_punchout's punchout.session records: one punch-out of a buyer from the setup request (or
// login) to the transfer of the cart.

export type PunchoutProtocol = 'CXML' | 'OCI';
export type PunchoutOperation = 'CREATE' | 'EDIT' | 'INSPECT';
export type PunchoutState = 'OPEN' | 'TRANSFERRED' | 'CLOSED';

export interface PunchoutItem {
  sku: string;
  auxiliaryId: string | null;
  quantity: number;
}

/** A punchout_session row, its enumerations and kept items typed. */
export type PunchoutSessionRow = Omit<
  PunchoutSession,
  'protocol' | 'state' | 'operation' | 'items'
> & {
  protocol: PunchoutProtocol;
  state: PunchoutState;
  operation: PunchoutOperation;
  items: PunchoutItem[];
};

/** The PunchoutSession GraphQL object. */
export interface PunchoutSessionView {
  user: IdRef;
  protocol: PunchoutProtocol;
  state: PunchoutState;
  operation: PunchoutOperation;
  buyerName: string | null;
  returnUrl: string | null;
  allowedReturnUrls: string[];
  buyerCookie: string | null;
  buyerCredential: Credential | null;
  supplierCredential: Credential | null;
  deploymentMode: string;
  operationAllowed: string | null;
  messageField: string | null;
  selectedSku: string | null;
  ociOkCode: string | null;
  ociTarget: string | null;
  ociCaller: string | null;
}

/** The calling session's open punch-out, or null. */
export function openPunchout(context: Context): Promise<PunchoutSessionRow | null> {
  return one<PunchoutSessionRow>(
    context.db,
    `SELECT * FROM punchout_session WHERE session_id = $1 AND state = 'OPEN'
      ORDER BY id DESC LIMIT 1`,
    [context.session.id],
  );
}

/** Ends the calling session's open punch-out without a transfer (logout, another login). */
export async function closeOpenPunchout(context: Context): Promise<boolean> {
  const { rows } = await context.db.query<{ id: number }>(
    `UPDATE punchout_session SET state = 'CLOSED', write_date = now()
      WHERE session_id = $1 AND state = 'OPEN' RETURNING id`,
    [context.session.id],
  );
  return rows.length > 0;
}

async function buyerName(context: Context, buyer: BuyerRow): Promise<string | null> {
  const company = await commercialPartnerId(context, buyer.partner_id);
  return (await requirePartner(context, company)).name;
}

/** `knownBuyer`: the row's buyer when the caller has just read it, which spares reading it again. */
export async function punchoutSessionView(
  context: Context,
  row: PunchoutSessionRow,
  knownBuyer?: BuyerRow,
): Promise<PunchoutSessionView> {
  const buyer = knownBuyer ?? (await loadBuyer(context.db, row.user_id));
  if (!buyer) throw new Error(`Punch-out buyer ${row.user_id} vanished`);
  const cxml = row.protocol === 'CXML';
  return {
    user: ref(row.user_id),
    protocol: row.protocol,
    state: row.state,
    operation: row.operation,
    buyerName: await buyerName(context, buyer),
    returnUrl: row.return_url,
    allowedReturnUrls: allowedReturnUrls(context, buyer),
    buyerCookie: row.buyer_cookie,
    // The order message's header only exists in cXML.
    buyerCredential: cxml ? cxmlCredential(buyer.punchout_domain, buyer.punchout_identity) : null,
    supplierCredential: cxml
      ? cxmlCredential(buyer.punchout_supplier_domain, buyer.punchout_supplier_identity)
      : null,
    deploymentMode: row.deployment_mode,
    operationAllowed: cxml ? buyer.punchout_operation_allowed.toUpperCase() : null,
    messageField: cxml ? buyer.punchout_message_field : null,
    selectedSku: row.selected_sku,
    ociOkCode: row.oci_ok_code,
    ociTarget: row.oci_target,
    ociCaller: row.oci_caller,
  };
}
