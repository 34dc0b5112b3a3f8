import type { ReactNode } from 'react';
import type { Loaded } from '@/lib/account/account-pages.server';
import {
  documentListHref,
  hasFilters,
  statusSlug,
  totalPages,
  type InvoiceListState,
  type QuoteListState,
} from '@/lib/account/document-list-query';
import { DocumentFilterForm } from './document-filter-form';
import { FeatureUnavailable, LoadFailed, PastLastPage } from './document-load-state';
import { DocumentPagination } from './document-pagination';
import { DocumentScopeTabs } from './document-scope-tabs';
import { DocumentStatusTabs } from './document-status-tabs';
import styles from './documents.module.css';

/**
 * A document list with status tabs and a filter form (quotes, invoices). Every link keeps the
 * list's state in the URL; the rows themselves are the caller's (`children`), drawn only when
 * the page has some.
 */
export function FilteredDocumentList<
  S extends QuoteListState | InvoiceListState,
  T extends { totalCount: number },
>({
  filterId,
  pathname,
  state,
  tabs,
  tabLabel,
  labels,
  loaded,
  chooseScope = false,
  children,
}: {
  /** Prefix of the filter fields' ids, unique on the page. */
  filterId: string;
  pathname: string;
  state: S;
  tabs: readonly S['status'][];
  tabLabel: (tab: S['status']) => string;
  labels: {
    tabs: string;
    number: string;
    unavailable: string;
    empty: string;
    emptyFiltered: string;
  };
  loaded: Loaded<T>;
  /** A company Admin: the company's documents or their own. */
  chooseScope?: boolean;
  children: (data: T) => ReactNode;
}) {
  if (loaded.status === 'unavailable') return <FeatureUnavailable text={labels.unavailable} />;
  const filtered = hasFilters(state);
  return (
    <>
      {chooseScope ? (
        <DocumentScopeTabs
          current={state.scope}
          href={(scope) => documentListHref(pathname, { ...state, scope, page: 1 })}
        />
      ) : null}
      <DocumentStatusTabs
        label={labels.tabs}
        tabs={tabs.map((tab) => ({
          key: tab,
          label: tabLabel(tab),
          href: documentListHref(pathname, { ...state, status: tab, page: 1 }),
          current: tab === state.status,
        }))}
      />
      <DocumentFilterForm
        id={filterId}
        action={pathname}
        filters={state}
        status={statusSlug(state.status)}
        numberLabel={labels.number}
        clearHref={
          filtered
            ? documentListHref(pathname, { status: state.status, scope: state.scope, page: 1 })
            : null
        }
      />
      {loaded.status === 'failed' ? (
        <LoadFailed retryHref={documentListHref(pathname, state)} />
      ) : loaded.data.totalCount === 0 ? (
        <p className={styles.message}>
          {filtered || state.status !== 'all' ? labels.emptyFiltered : labels.empty}
        </p>
      ) : state.page > totalPages(loaded.data.totalCount) ? (
        <PastLastPage
          page={state.page}
          firstHref={documentListHref(pathname, { ...state, page: 1 })}
        />
      ) : (
        <>
          {children(loaded.data)}
          <DocumentPagination
            current={state.page}
            totalPages={totalPages(loaded.data.totalCount)}
            href={(page) => documentListHref(pathname, { ...state, page })}
          />
        </>
      )}
    </>
  );
}
