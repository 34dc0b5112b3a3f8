import { DocumentStatus } from '@/components/account/document-status';
import type { ApprovalStatus } from '@/lib/approvals/types';
import type { Messages } from '@/lib/i18n/messages';

const STATUS_LABELS = {
  Pending: 'statusPending',
  Approved: 'statusApproved',
  Rejected: 'statusRejected',
} as const satisfies Record<ApprovalStatus, keyof Messages['Approvals']>;

/** A request's status as the account lists' badge. */
export function RequestStatus({
  status,
  labels,
}: {
  status: ApprovalStatus;
  labels: Messages['Approvals'];
}) {
  return (
    <DocumentStatus
      status={`approval-${status.toLowerCase()}`}
      label={labels[STATUS_LABELS[status]]}
      testId="request-status"
    />
  );
}
