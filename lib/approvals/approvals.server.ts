import 'server-only';
import { notFound } from 'next/navigation';
import {
  approveRequestDocument,
  cartNeedsApprovalDocument,
  getApprovalRequestDocument,
  getApprovalRequestsDocument,
  getApprovalRuleDocument,
  rejectRequestDocument,
  submitCartForApprovalDocument,
  updateApprovalRuleDocument,
  type ApprovalRequestFragment,
  type GetApprovalRequestsResult,
} from '@/graphql/generated/operations';
import { loading, type Loaded } from '@/lib/account/account-pages.server';
import { amount, compact, optionalText, text } from '@/lib/odoo/map-values.server';
import { isOdooError, requiredResult } from '@/lib/odoo/odoo-error.server';
import { whenAvailable } from '@/lib/odoo/optional-feature.server';
import { mapOrderLine, orderTotals } from '@/lib/order/map-sale-order.server';
import { logFailure } from '@/lib/shopper/shopper-action.server';
import { odooSession } from '@/lib/shopper/odoo-session.server';
import type { UserCookie } from '@/lib/shopper/user-cookie';
import type {
  ApprovalRequest,
  ApprovalRequestList,
  ApprovalRequestSummary,
  ApprovalScope,
  ApprovalStatus,
} from './types';

// vsf_sale_approval's operations with the customer's session. Odoo decides who sees and decides
// which request ('This request does not exist or is not yours to see.', 'Nobody approves or
// rejects their own request.'); callers check the approvals capability first: a stock Odoo has
// none of these.

export const APPROVALS_PAGE_SIZE = 20;

type SummaryRow = GetApprovalRequestsResult['approvalRequests']['requests'][number];

/** Odoo's 'YYYY-MM-DD HH:MM:SS' is UTC. */
const utc = (value: string) => `${value.replace(' ', 'T')}Z`;

function mapSummary(row: SummaryRow | ApprovalRequestFragment): ApprovalRequestSummary {
  return {
    id: row.id,
    name: text(row.name),
    status: row.status,
    requestedBy: text(row.requestedBy),
    requestedAt: utc(row.requestedAt),
    decidedBy: optionalText(row.decidedBy),
    decidedAt: row.decidedAt ? utc(row.decidedAt) : null,
    canDecide: row.canDecide,
    amountUntaxed: amount(row.order.amountUntaxed),
    amountTotal: amount(row.order.amountTotal),
    currency: optionalText(row.order.currency?.name),
  };
}

function mapRequest(request: ApprovalRequestFragment): ApprovalRequest {
  return {
    ...mapSummary(request),
    reason: optionalText(request.reason),
    clientOrderRef: optionalText(request.order.clientOrderRef),
    lines: compact(request.order.websiteOrderLine ?? request.order.orderLines).map(mapOrderLine),
    totals: orderTotals(request.order),
  };
}

export async function getApprovalRequests(query: {
  scope: ApprovalScope;
  status: ApprovalStatus | null;
  page: number;
}): Promise<ApprovalRequestList> {
  const data = await odooSession().request(getApprovalRequestsDocument, {
    scope: query.scope,
    status: query.status,
    currentPage: query.page,
    pageSize: APPROVALS_PAGE_SIZE,
  });
  return {
    requests: data.approvalRequests.requests.map(mapSummary),
    totalCount: data.approvalRequests.totalCount,
  };
}

export async function getApprovalRequest(id: number): Promise<ApprovalRequest> {
  const data = await odooSession().request(getApprovalRequestDocument, { id });
  return mapRequest(data.approvalRequest);
}

/** The session's cart goes to the company's Admins; Odoo gives the session a new cart. */
export async function submitCartForApproval(): Promise<ApprovalRequest> {
  const data = await odooSession().request(submitCartForApprovalDocument);
  return mapRequest(requiredResult(data.submitCartForApproval, 'submitCartForApproval'));
}

export async function approveRequest(id: number): Promise<ApprovalRequest> {
  const data = await odooSession().request(approveRequestDocument, { id });
  return mapRequest(requiredResult(data.approveRequest, 'approveRequest'));
}

export async function rejectRequest(id: number, reason: string): Promise<ApprovalRequest> {
  const data = await odooSession().request(rejectRequestDocument, { id, reason });
  return mapRequest(requiredResult(data.rejectRequest, 'rejectRequest'));
}

/** The company's approval amount (excl. VAT); null: only Requesters' orders need approval. */
export async function getApprovalRule(): Promise<number | null> {
  const data = await odooSession().request(getApprovalRuleDocument);
  return data.buyingCompany?.approvalAbove ?? null;
}

export async function updateApprovalRule(approvalAbove: number | null): Promise<number | null> {
  const data = await odooSession().request(updateApprovalRuleDocument, { approvalAbove });
  return requiredResult(data.updateApprovalRule, 'updateApprovalRule').approvalAbove ?? null;
}

/**
 * Whether checkout ends in "submit for approval" instead of paying: only a company's contact is
 * asked. Odoo refuses to place such an order all the same, so a failed answer is logged and reads
 * as the role says (a Requester always needs approval).
 */
export async function cartNeedsApproval(shopper: UserCookie): Promise<boolean> {
  if (!shopper.companyRole) return false;
  try {
    const rule = await whenAvailable('approvals', async () => {
      const data = await odooSession().request(cartNeedsApprovalDocument);
      return data.cart?.order?.needsApproval ?? false;
    });
    return rule.available && rule.data;
  } catch (error) {
    logFailure('cartNeedsApproval', error);
    return shopper.companyRole === 'Requester';
  }
}

/** A requests list page: the requests, "not offered here", or a failure to retry. */
export function loadApprovalRequests(query: {
  scope: ApprovalScope;
  status: ApprovalStatus | null;
  page: number;
}): Promise<Loaded<ApprovalRequestList>> {
  return loading(() => whenAvailable('approvals', () => getApprovalRequests(query)));
}

/** A request's page; another company's, or a made-up id, is not found. */
export function loadApprovalRequest(id: number): Promise<Loaded<ApprovalRequest>> {
  return loading(async () => {
    try {
      return await whenAvailable('approvals', () => getApprovalRequest(id));
    } catch (error) {
      if (isOdooError(error) && error.kind === 'graphql') notFound();
      throw error;
    }
  });
}
