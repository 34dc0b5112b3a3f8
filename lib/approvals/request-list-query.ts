import { firstValues, pageSchema, type RawSearchParams } from '@/lib/account/document-list-query';
import type { ApprovalStatus } from './types';

// The requests lists' URL (`/my/requests`, `/my/approvals`): `?status=pending|approved|rejected`
// (all when absent) and `?page=`. A bad value falls back to its default. Pure.

export const STATUS_SLUGS = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
} as const satisfies Record<string, ApprovalStatus>;

export type StatusSlug = keyof typeof STATUS_SLUGS;

export interface RequestListState {
  status: StatusSlug | null;
  page: number;
}

function isStatusSlug(value: string | undefined): value is StatusSlug {
  return value !== undefined && Object.hasOwn(STATUS_SLUGS, value);
}

export function parseRequestListQuery(query: RawSearchParams): RequestListState {
  const values = firstValues(query);
  return {
    status: isStatusSlug(values.status) ? values.status : null,
    page: pageSchema.parse(values.page),
  };
}

/** The canonical link of a list state: defaults left out. */
export function requestListHref(pathname: string, state: RequestListState): string {
  const params = new URLSearchParams();
  if (state.status) params.set('status', state.status);
  if (state.page > 1) params.set('page', String(state.page));
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}
