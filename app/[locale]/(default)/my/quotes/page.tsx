import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DocumentFilterForm } from '@/components/account/document-filter-form';
import {
  FeatureUnavailable,
  LoadFailed,
  PastLastPage,
} from '@/components/account/document-load-state';
import { DocumentPagination } from '@/components/account/document-pagination';
import { DocumentStatusTabs } from '@/components/account/document-status-tabs';
import styles from '@/components/account/documents.module.css';
import { QuoteList } from '@/components/account/quote-list';
import { ShopperOnly } from '@/components/account/shopper-only';
import { loadQuoteList } from '@/lib/account/account-pages.server';
import {
  documentListHref,
  hasFilters,
  parseQuoteListQuery,
  QUOTE_TABS,
  totalPages,
  type QuoteListState,
  type RawSearchParams,
} from '@/lib/account/document-list-query';
import { localizedPath, type Locale } from '@/lib/i18n/locales';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('AccountQuotes');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * `/my/quotes?status=&name=&from=&to=&page=`: the customer's quotes with the tabs All, Open,
 * Expired and Cancelled; rendered per request.
 */
export default async function QuotesPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<RawSearchParams>;
}) {
  const locale = (await params).locale as Locale;
  const t = await getTranslations('AccountQuotes');
  const shared = await getTranslations('AccountDocuments');
  return (
    <section className={styles.page} aria-labelledby="quotes-title">
      <h1 id="quotes-title">{t('title')}</h1>
      <ShopperOnly locale={locale} fallback={<p role="status">{shared('loading')}</p>}>
        {async () => <Quotes locale={locale} state={parseQuoteListQuery(await searchParams)} />}
      </ShopperOnly>
    </section>
  );
}

async function Quotes({ locale, state }: { locale: Locale; state: QuoteListState }) {
  const t = await getTranslations('AccountQuotes');
  const statuses = await getTranslations('QuoteStatus');
  const pathname = localizedPath(locale, '/my/quotes');
  const loaded = await loadQuoteList(state);
  if (loaded.status === 'unavailable') return <FeatureUnavailable text={t('unavailable')} />;
  const tabs = QUOTE_TABS.map((tab) => ({
    key: tab,
    label: statuses(tab),
    href: documentListHref(pathname, { ...state, status: tab, page: 1 }),
    current: tab === state.status,
  }));
  const filtered = hasFilters(state);
  return (
    <>
      <DocumentStatusTabs label={t('tabs')} tabs={tabs} />
      <DocumentFilterForm
        id="quotes-filter"
        action={pathname}
        filters={state}
        status={state.status === 'all' ? null : state.status}
        numberLabel={t('quoteNumber')}
        clearHref={filtered ? documentListHref(pathname, { status: state.status, page: 1 }) : null}
      />
      {loaded.status === 'failed' ? (
        <LoadFailed retryHref={documentListHref(pathname, state)} />
      ) : loaded.data.totalCount === 0 ? (
        <p className={styles.message}>
          {filtered || state.status !== 'all' ? t('emptyFiltered') : t('empty')}
        </p>
      ) : state.page > totalPages(loaded.data.totalCount) ? (
        <PastLastPage
          page={state.page}
          firstHref={documentListHref(pathname, { ...state, page: 1 })}
        />
      ) : (
        <>
          <QuoteList quotes={loaded.data.quotations} locale={locale} />
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
