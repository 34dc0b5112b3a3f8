import type { OrderLine, OrderTotals } from '@/lib/order/types';

export type ApprovalStatus = 'Pending' | 'Approved' | 'Rejected';

/** One row of the requests lists (My requests, Approvals). */
export interface ApprovalRequestSummary {
  /** The order's id: the request is the submitted order. */
  id: number;
  /** The order's reference (S00042). */
  name: string;
  status: ApprovalStatus;
  requestedBy: string;
  /** ISO 8601, UTC. */
  requestedAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
  /** The caller may approve or reject it: an Admin, not the requester, while it waits. */
  canDecide: boolean;
  amountUntaxed: number;
  amountTotal: number;
  currency: string | null;
}

/** A request's page: the row's facts with the rejection's reason and the order's lines. */
export interface ApprovalRequest extends ApprovalRequestSummary {
  reason: string | null;
  clientOrderRef: string | null;
  lines: OrderLine[];
  totals: OrderTotals;
}

export interface ApprovalRequestList {
  requests: ApprovalRequestSummary[];
  totalCount: number;
}

/** Whose requests a list holds: the caller's, or (an Admin) the company's. */
export type ApprovalScope = 'Mine' | 'Company';
