import type { Context } from '../context';
import { many, one } from '../db';
import { OdooError } from '../errors';
import type { Resolvers } from '../executable-schema';
import { orderAmounts } from '../model/order';
import { commercialPartnerId, familyIds } from '../model/partner';
import { ref, type IdRef } from '../model/refs';
import { findSessionCart, forgetSessionCart } from '../model/session-cart';
import { nextReference } from '../payment/references';
import {
  buyingCompany,
  COMPANY_ERRORS,
  companyMembers,
  memberStatus,
  requireAdmin,
  requireCompany,
  SHOP_PATH_PREFIXES,
  type Caller,
} from './b2b-company';

// vsf_sale_approval (on OCA sale_tier_validation): a company's approval rule, the cart submitted
// for approval (a draft order with its review), an Admin's approval (the order placed by bank
// transfer) or rejection with a reason. Played as the module does: every Requester's order needs
// approval, and with the company's amount every order above it (untaxed); the reviewers are the
// company's Admins with access except the requester; another company's request is "not found".

const MAX_REASON = 500;

export const APPROVAL_ERRORS = {
  notFound: 'This request does not exist or is not yours to see.',
  ownRequest: 'Nobody approves or rejects their own request.',
  decided: 'This request has been decided already.',
  notAnApprover: 'Only an administrator of your company may do this.',
  reasonRequired: 'Give a reason for rejecting the request.',
  reasonTooLong: `A reason has at most ${MAX_REASON} characters.`,
  cartEmpty: 'Your cart is empty.',
  noApprovalNeeded: 'This order does not need approval.',
  amountInvalid: 'Enter an amount of 0 or more.',
  noApprover:
    'Nobody in your company can approve this request: an administrator other than you must approve it. Ask an administrator to invite one.',
  noTransfer: 'This order cannot be placed by bank transfer: the shop has no bank transfer set up.',
  needsApproval:
    "This order needs your company's approval: submit it for approval instead of paying.",
} as const;

type Status = 'pending' | 'approved' | 'rejected';
const STATUS_NAMES: Record<Status, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

interface RequestRow {
  id: number;
  name: string;
  partner_id: number;
  requested_by: string;
  status: Status;
  requested_at: Date;
  decided_by: string | null;
  decided_at: Date | null;
  comment: string | null;
  reviewer_ids: number[];
}

/** The order's review, with who asked and who decided (one review per request: one rule). */
const REQUEST_SELECT = `SELECT o.id, o.name, o.partner_id, p.name AS requested_by, r.status,
       r.create_date AS requested_at, d.name AS decided_by, r.reviewed_date AS decided_at,
       r.comment, r.reviewer_ids
  FROM tier_review r JOIN sale_order o ON o.id = r.res_id JOIN res_partner p ON p.id = o.partner_id
  LEFT JOIN res_users du ON du.id = r.done_by LEFT JOIN res_partner d ON d.id = du.partner_id`;

const utc = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

/** Whether the order's company's rule sends it to an Admin: a cart never submitted. */
async function needsApproval(context: Context, orderId: number): Promise<boolean> {
  const order = await one<{ partner_id: number; role: string; reviewed: boolean }>(
    context.db,
    `SELECT o.partner_id, p.vsf_company_role AS role,
            EXISTS (SELECT 1 FROM tier_review r WHERE r.res_id = o.id) AS reviewed
       FROM sale_order o JOIN res_partner p ON p.id = o.partner_id
      WHERE o.id = $1 AND o.state IN ('draft', 'sent')`,
    [orderId],
  );
  if (!order || order.reviewed) return false;
  const company = await one<{ above: number }>(
    context.db,
    'SELECT vsf_approval_above AS above FROM res_partner WHERE id = $1 AND is_company',
    [await commercialPartnerId(context, order.partner_id)],
  );
  if (!company) return false;
  if (order.role === 'requester') return true;
  return company.above > 0 && (await orderAmounts(context, orderId)).untaxed > company.above;
}

/** The users who may approve: the company's Admins with access, except the requester. */
async function approverUsers(
  context: Context,
  caller: Caller,
): Promise<{ id: number; login: string; lang: string | null; name: string }[]> {
  const members = await companyMembers(context, caller.company.id);
  const admins = members.filter(
    (member) =>
      member.vsf_company_role === 'admin' &&
      memberStatus(member) !== 'Revoked' &&
      member.id !== caller.partnerId,
  );
  return many(
    context.db,
    `SELECT u.id, u.login, p.lang, p.name FROM res_users u JOIN res_partner p ON p.id = u.partner_id
      WHERE u.id = ANY($1::int[]) ORDER BY u.id`,
    [admins.map((admin) => admin.user_id)],
  );
}

/** The caller's requests, or (an Admin, unless asking for their own) the company's; or one of them. */
async function visibleRequests(
  context: Context,
  caller: Caller,
  scope?: string | null,
  id: number | null = null,
) {
  const own = caller.role !== 'admin' || scope === 'Mine';
  return many<RequestRow>(
    context.db,
    `${REQUEST_SELECT}
      WHERE o.partner_id = ANY($1::int[]) AND ($2::int IS NULL OR o.partner_id = $2)
        AND ($3::int IS NULL OR o.id = $3)
      ORDER BY o.id DESC`,
    [await familyIds(context.db, caller.company.id), own ? caller.partnerId : null, id],
  );
}

async function visibleRequest(context: Context, caller: Caller, id: number): Promise<RequestRow> {
  const [request] = await visibleRequests(context, caller, 'Company', id);
  if (!request) throw new OdooError(APPROVAL_ERRORS.notFound);
  return request;
}

function approvalRequest(row: RequestRow, caller: Caller) {
  return {
    id: row.id,
    name: row.name,
    status: STATUS_NAMES[row.status],
    requestedBy: row.requested_by,
    requestedAt: utc(row.requested_at),
    decidedBy: row.status === 'pending' ? null : row.decided_by,
    decidedAt: row.status === 'pending' || !row.decided_at ? null : utc(row.decided_at),
    reason: row.status === 'rejected' ? row.comment : null,
    canDecide:
      caller.role === 'admin' && row.partner_id !== caller.partnerId && row.status === 'pending',
    order: ref(row.id),
  };
}

async function requestMail(
  context: Context,
  orderId: number,
  to: { login: string; lang: string | null },
  subject: string,
  body: string,
) {
  const domain = (context.website.domain ?? '').replace(/\/+$/, '');
  const prefix = SHOP_PATH_PREFIXES[to.lang ?? context.website.default_lang] ?? '';
  await context.db.query('INSERT INTO mail_mail (email_to, subject, body) VALUES ($1, $2, $3)', [
    to.login,
    subject,
    `${body}\n${domain}${prefix}/my/requests/${orderId}`,
  ]);
}

async function requesterOf(context: Context, orderId: number) {
  const row = await one<{ login: string; lang: string | null; name: string }>(
    context.db,
    `SELECT u.login, p.lang, o.name FROM sale_order o JOIN res_partner p ON p.id = o.partner_id
       JOIN res_users u ON u.partner_id = p.id WHERE o.id = $1 ORDER BY u.id LIMIT 1`,
    [orderId],
  );
  if (!row) throw new Error('A request without its requester');
  return row;
}

/**
 * vsf_sale_approval's payment.transaction.create: no payment places an order that waits for, or
 * needs, an Admin's approval. The message, or null.
 */
export async function approvalRefusal(context: Context, orderId: number): Promise<string | null> {
  const review = await one<{ status: Status }>(
    context.db,
    'SELECT status FROM tier_review WHERE res_id = $1',
    [orderId],
  );
  if (review) return review.status === 'approved' ? null : APPROVAL_ERRORS.needsApproval;
  return (await needsApproval(context, orderId)) ? APPROVAL_ERRORS.needsApproval : null;
}

async function approvalRequests(
  _root: unknown,
  args: { scope?: string | null; status?: string | null; currentPage?: number; pageSize?: number },
  context: Context,
) {
  const caller = await requireCompany(context);
  const rows = (await visibleRequests(context, caller, args.scope)).filter(
    (row) => !args.status || STATUS_NAMES[row.status] === args.status,
  );
  const pageSize = Math.max(1, Math.min(args.pageSize ?? 20, 100));
  const offset = (Math.max(args.currentPage ?? 1, 1) - 1) * pageSize;
  return {
    requests: rows.slice(offset, offset + pageSize).map((row) => approvalRequest(row, caller)),
    totalCount: rows.length,
  };
}

async function approvalRequestQuery(_root: unknown, args: { id: number }, context: Context) {
  const caller = await requireCompany(context);
  return approvalRequest(await visibleRequest(context, caller, args.id), caller);
}

async function submitCartForApproval(_root: unknown, _args: unknown, context: Context) {
  const caller = await requireCompany(context);
  const orderId = await findSessionCart(context);
  const line =
    orderId === null
      ? null
      : await one<{ id: number }>(
          context.db,
          'SELECT id FROM sale_order_line WHERE order_id = $1 LIMIT 1',
          [orderId],
        );
  if (orderId === null || !line) throw new OdooError(APPROVAL_ERRORS.cartEmpty);
  if (!(await needsApproval(context, orderId))) {
    throw new OdooError(APPROVAL_ERRORS.noApprovalNeeded);
  }
  const order = await one<{ client_order_ref: string | null; name: string }>(
    context.db,
    'SELECT client_order_ref, name FROM sale_order WHERE id = $1',
    [orderId],
  );
  if (caller.company.vsf_po_reference_required && !order?.client_order_ref?.trim()) {
    throw new OdooError(COMPANY_ERRORS.poReferenceRequired);
  }
  const approvers = await approverUsers(context, caller);
  if (approvers.length === 0) throw new OdooError(APPROVAL_ERRORS.noApprover);
  await context.db.query(
    'INSERT INTO tier_review (res_id, requested_by, reviewer_ids) VALUES ($1, $2, $3)',
    [orderId, context.user?.id, approvers.map((approver) => approver.id)],
  );
  const { untaxed } = await orderAmounts(context, orderId);
  for (const approver of approvers) {
    await requestMail(
      context,
      orderId,
      approver,
      `${caller.name} asks you to approve ${order?.name}`,
      `${caller.name} asks you to approve order ${order?.name} of ${untaxed.toFixed(2)} (excl. VAT).`,
    );
  }
  // website.sale_reset(): the request leaves the session; the requester shops on in a new cart.
  await forgetSessionCart(context);
  return approvalRequest(await visibleRequest(context, caller, orderId), caller);
}

/** An Admin's pending request of a colleague, which the Admin may decide. */
async function decidableRequest(context: Context, id: number) {
  const caller = await requireAdmin(context);
  const request = await visibleRequest(context, caller, id);
  if (request.partner_id === caller.partnerId) throw new OdooError(APPROVAL_ERRORS.ownRequest);
  if (request.status !== 'pending') throw new OdooError(APPROVAL_ERRORS.decided);
  // The Admins of now decide, not those of when it was asked (the module refreshes reviewers).
  const approvers = await approverUsers(context, { ...caller, partnerId: request.partner_id });
  if (!approvers.some((approver) => approver.id === context.user?.id)) {
    throw new OdooError(APPROVAL_ERRORS.notAnApprover);
  }
  return caller;
}

async function decide(context: Context, id: number, status: Status, comment: string | null) {
  await context.db.query(
    `UPDATE tier_review SET status = $2, done_by = $3, reviewed_date = now(), comment = $4
      WHERE res_id = $1`,
    [id, status, context.user?.id, comment],
  );
}

async function approveRequest(_root: unknown, args: { id: number }, context: Context) {
  const caller = await decidableRequest(context, args.id);
  const acquirer = await one<{ id: number }>(
    context.db,
    "SELECT id FROM payment_acquirer WHERE provider = 'transfer' AND state IN ('enabled', 'test') ORDER BY sequence, id LIMIT 1",
  );
  if (!acquirer) throw new OdooError(APPROVAL_ERRORS.noTransfer);
  await decide(context, args.id, 'approved', null);
  // Placed by bank transfer: a pending transfer, the order a sent quotation until the money is in.
  const order = await one<{ name: string; partner_id: number; currency_id: number }>(
    context.db,
    `SELECT o.name, o.partner_id, pl.currency_id
       FROM sale_order o JOIN product_pricelist pl ON pl.id = o.pricelist_id WHERE o.id = $1`,
    [args.id],
  );
  if (!order) throw new Error('An approved request without its order');
  const { total } = await orderAmounts(context, args.id);
  await context.db.query(
    `INSERT INTO payment_transaction
       (reference, acquirer_id, order_id, partner_id, amount, currency_id, state, access_token)
     VALUES ($1, $2, $3, $4, $5, $6, 'pending', md5(random()::text))`,
    [
      await nextReference(context.db, order.name),
      acquirer.id,
      args.id,
      order.partner_id,
      total,
      order.currency_id,
    ],
  );
  await context.db.query("UPDATE sale_order SET state = 'sent' WHERE id = $1", [args.id]);
  await requestMail(
    context,
    args.id,
    await requesterOf(context, args.id),
    `Your request ${order.name} was approved`,
    `${caller.name} approved your request ${order.name}. The order is placed, to be paid by bank transfer.`,
  );
  return approvalRequest(await visibleRequest(context, caller, args.id), caller);
}

async function rejectRequest(
  _root: unknown,
  args: { id: number; reason: string },
  context: Context,
) {
  const reason = args.reason.trim();
  if (!reason) throw new OdooError(APPROVAL_ERRORS.reasonRequired);
  if (reason.length > MAX_REASON) throw new OdooError(APPROVAL_ERRORS.reasonTooLong);
  const caller = await decidableRequest(context, args.id);
  await decide(context, args.id, 'rejected', reason);
  const requester = await requesterOf(context, args.id);
  await requestMail(
    context,
    args.id,
    requester,
    `Your request ${requester.name} was rejected`,
    `${caller.name} rejected your request ${requester.name}.\nReason: ${reason}`,
  );
  return approvalRequest(await visibleRequest(context, caller, args.id), caller);
}

async function updateApprovalRule(
  _root: unknown,
  args: { approvalAbove?: number | null },
  context: Context,
) {
  const caller = await requireAdmin(context);
  if (args.approvalAbove != null && args.approvalAbove < 0) {
    throw new OdooError(APPROVAL_ERRORS.amountInvalid);
  }
  await context.db.query('UPDATE res_partner SET vsf_approval_above = $2 WHERE id = $1', [
    caller.company.id,
    args.approvalAbove ?? 0,
  ]);
  return buyingCompany(caller);
}

async function approvalAbove(parent: IdRef, _args: unknown, context: Context) {
  const row = await one<{ above: number }>(
    context.db,
    'SELECT vsf_approval_above AS above FROM res_partner WHERE id = $1',
    [parent.id],
  );
  return row && row.above > 0 ? row.above : null;
}

export const saleApprovalResolvers: Resolvers = {
  Query: { approvalRequests, approvalRequest: approvalRequestQuery },
  Mutation: { submitCartForApproval, approveRequest, rejectRequest, updateApprovalRule },
  BuyingCompany: { approvalAbove },
  Order: {
    needsApproval: (parent: IdRef, _args: unknown, context: Context) =>
      needsApproval(context, parent.id),
  },
};
