import { getMessages } from 'next-intl/server';
import { DocumentPagination } from '@/components/account/document-pagination';
import { DocumentStatusTabs } from '@/components/account/document-status-tabs';
import { FeatureUnavailable, LoadFailed } from '@/components/account/document-load-state';
import { APPROVALS_PAGE_SIZE, loadApprovalRequests } from '@/lib/approvals/approvals.server';
import {
  requestListHref,
  STATUS_SLUGS,
  type RequestListState,
  type StatusSlug,
} from '@/lib/approvals/request-list-query';
import type { ApprovalScope } from '@/lib/approvals/types';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { RequestTable } from './request-table';

const TAB_LABELS = {
  pending: 'statusPending',
  approved: 'statusApproved',
  rejected: 'statusRejected',
} as const satisfies Record<StatusSlug, keyof Messages['Approvals']>;

/**
 * A requests list below its heading: the caller's own (My requests) or the company's (an Admin's
 * Approvals), by status, a page at a time.
 */
export async function RequestListPage({
  path,
  scope,
  state,
  locale,
}: {
  path: '/my/requests' | '/my/approvals';
  scope: ApprovalScope;
  state: RequestListState;
  locale: Locale;
}) {
  const [loaded, messages] = await Promise.all([
    loadApprovalRequests({
      scope,
      status: state.status ? STATUS_SLUGS[state.status] : null,
      page: state.page,
    }),
    getMessages() as Promise<Messages>,
  ]);
  const t = messages.Approvals;
  if (loaded.status === 'unavailable') return <FeatureUnavailable text={t.unavailable} />;
  const href = (next: RequestListState) => localizedPath(locale, requestListHref(path, next));
  if (loaded.status === 'failed') return <LoadFailed retryHref={href(state)} />;
  const { requests, totalCount } = loaded.data;
  const tabs = [null, ...(Object.keys(STATUS_SLUGS) as StatusSlug[])].map((status) => ({
    key: status ?? 'all',
    label: status ? t[TAB_LABELS[status]] : t.tabAll,
    href: href({ status, page: 1 }),
    current: state.status === status,
  }));
  return (
    <>
      <DocumentStatusTabs label={t.tabsLabel} tabs={tabs} />
      {requests.length === 0 ? (
        <p role="status">{scope === 'Mine' && !state.status ? t.noMyRequests : t.noRequests}</p>
      ) : (
        <RequestTable
          requests={requests}
          labels={t}
          locale={locale}
          showRequester={scope === 'Company'}
        />
      )}
      <DocumentPagination
        current={state.page}
        totalPages={Math.ceil(totalCount / APPROVALS_PAGE_SIZE)}
        href={(page) => href({ ...state, page })}
      />
    </>
  );
}
