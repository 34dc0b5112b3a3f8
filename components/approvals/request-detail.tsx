import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { DocumentDate } from '@/components/account/document-date';
import { DocumentLines } from '@/components/account/document-lines';
import { DocumentTotals } from '@/components/account/document-totals';
import documentStyles from '@/components/account/documents.module.css';
import type { ApprovalRequest } from '@/lib/approvals/types';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import styles from './approvals.module.css';
import { DecisionPanel } from './decision-panel';
import { RequestStatus } from './request-status';

/**
 * One request: who asked and when, its status and decision (a rejection's reason), the order's
 * products and amounts, and for an Admin who may decide, the decision.
 */
export async function RequestDetail({
  request,
  isAdmin,
  labels,
  locale,
}: {
  request: ApprovalRequest;
  isAdmin: boolean;
  labels: Messages['Approvals'];
  locale: Locale;
}) {
  const shared = await getTranslations('AccountDocuments');
  const t = await getTranslations('Approvals');
  const back = isAdmin
    ? { href: '/my/approvals', label: labels.backToApprovals }
    : { href: '/my/requests', label: labels.backToRequests };
  return (
    <article
      className={documentStyles.page}
      data-testid="request-detail"
      data-request-id={request.id}
    >
      <Link
        href={localizedPath(locale, back.href)}
        className={documentStyles.backLink}
        prefetch={false}
      >
        {back.label}
      </Link>
      <h1>{t('detailTitle', { name: request.name })}</h1>
      <dl className={documentStyles.facts} aria-label={shared('details')}>
        <div>
          <dt>{labels.status}</dt>
          <dd>
            <RequestStatus status={request.status} labels={labels} />
          </dd>
        </div>
        <div>
          <dt>{labels.requestedBy}</dt>
          <dd>{request.requestedBy}</dd>
        </div>
        <div>
          <dt>{labels.requestedAt}</dt>
          <dd>
            <DocumentDate value={request.requestedAt} locale={locale} />
          </dd>
        </div>
        {request.decidedBy ? (
          <div>
            <dt>{labels.decidedBy}</dt>
            <dd>
              {request.decidedBy} (<DocumentDate value={request.decidedAt} locale={locale} />)
            </dd>
          </div>
        ) : null}
        {request.clientOrderRef ? (
          <div>
            <dt>{labels.reference}</dt>
            <dd>{request.clientOrderRef}</dd>
          </div>
        ) : null}
      </dl>
      <RequestNotice request={request} isAdmin={isAdmin} labels={labels} locale={locale} />
      {request.canDecide ? <DecisionPanel requestId={request.id} labels={labels} /> : null}
      <section aria-labelledby="request-products" className={styles.products}>
        <h2 id="request-products">{labels.products}</h2>
        <DocumentLines lines={request.lines} locale={locale} currency={request.currency} />
        <DocumentTotals totals={request.totals} locale={locale} currency={request.currency} />
      </section>
    </article>
  );
}

/** What the request's status means for whoever reads it. */
function RequestNotice({
  request,
  isAdmin,
  labels,
  locale,
}: {
  request: ApprovalRequest;
  isAdmin: boolean;
  labels: Messages['Approvals'];
  locale: Locale;
}) {
  if (request.status === 'Approved') {
    return (
      <p className={styles.notice} data-status={request.status}>
        {labels.approvedNotice}{' '}
        <Link href={localizedPath(locale, `/my/orders/${request.id}`)} prefetch={false}>
          {labels.viewOrder}
        </Link>
      </p>
    );
  }
  if (request.status === 'Rejected') {
    return (
      <div className={styles.notice} data-status={request.status}>
        <strong>{labels.reason}</strong>
        <p className={styles.reason} data-testid="request-reason">
          {request.reason}
        </p>
        {request.canDecide || isAdmin ? null : (
          <p className={styles.reason}>{labels.rejectedNotice}</p>
        )}
      </div>
    );
  }
  if (request.canDecide) return null;
  return (
    <p className={styles.notice} data-status={request.status}>
      {isAdmin ? labels.ownRequestNotice : labels.waitingNotice}
    </p>
  );
}
