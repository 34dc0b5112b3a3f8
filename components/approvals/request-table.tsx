import Link from 'next/link';
import { DocumentDate } from '@/components/account/document-date';
import { DocumentTable } from '@/components/account/document-table';
import documentStyles from '@/components/account/documents.module.css';
import type { ApprovalRequestSummary } from '@/lib/approvals/types';
import { formatMoney } from '@/lib/format/money';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { RequestStatus } from './request-status';

/**
 * Requests for approval: number (to the request), who asked (on the company's list), when, the
 * amounts, the status and who decided.
 */
export function RequestTable({
  requests,
  labels,
  locale,
  showRequester,
}: {
  requests: readonly ApprovalRequestSummary[];
  labels: Messages['Approvals'];
  locale: Locale;
  showRequester: boolean;
}) {
  return (
    <DocumentTable
      testId="request-list"
      caption={labels.listLabel}
      columns={[
        { label: labels.request },
        ...(showRequester ? [{ label: labels.requestedBy }] : []),
        { label: labels.requestedAt },
        { label: labels.status },
        { label: labels.decidedBy },
        { label: labels.amountUntaxed, amount: true },
        { label: labels.total, amount: true },
      ]}
    >
      {requests.map((request) => (
        <tr key={request.id} data-request-id={request.id}>
          <th scope="row" data-label={labels.request}>
            <Link href={localizedPath(locale, `/my/requests/${request.id}`)} prefetch={false}>
              {request.name}
            </Link>
          </th>
          {showRequester ? <td data-label={labels.requestedBy}>{request.requestedBy}</td> : null}
          <td data-label={labels.requestedAt}>
            <DocumentDate value={request.requestedAt} locale={locale} />
          </td>
          <td data-label={labels.status}>
            <RequestStatus status={request.status} labels={labels} />
          </td>
          <td data-label={labels.decidedBy}>{request.decidedBy}</td>
          <td data-label={labels.amountUntaxed} className={documentStyles.amount}>
            {formatMoney(request.amountUntaxed, locale, request.currency)}
          </td>
          <td data-label={labels.total} className={documentStyles.amount}>
            {formatMoney(request.amountTotal, locale, request.currency)}
          </td>
        </tr>
      ))}
    </DocumentTable>
  );
}
