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
import { InvoiceList } from '@/components/account/invoice-list';
import { ShopperOnly } from '@/components/account/shopper-only';
import { loadInvoiceList } from '@/lib/account/account-pages.server';
import {
  documentListHref,
  hasFilters,
  INVOICE_TAB_SLUGS,
  INVOICE_TABS,
  parseInvoiceListQuery,
  totalPages,
  type InvoiceListState,
  type RawSearchParams,
} from '@/lib/account/document-list-query';
import { localizedPath, type Locale } from '@/lib/i18n/locales';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('AccountInvoices');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * `/my/invoices?status=&name=&from=&to=&page=`: the customer's posted invoices by status
 * (Waiting for Payment, Paid, Partially Shipped, Processed) with their PDFs; rendered per request.
 */
export default async function InvoicesPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<RawSearchParams>;
}) {
  const locale = (await params).locale as Locale;
  const t = await getTranslations('AccountInvoices');
  const shared = await getTranslations('AccountDocuments');
  return (
    <section className={styles.page} aria-labelledby="invoices-title">
      <h1 id="invoices-title">{t('title')}</h1>
      <ShopperOnly locale={locale} fallback={<p role="status">{shared('loading')}</p>}>
        {async () => <Invoices locale={locale} state={parseInvoiceListQuery(await searchParams)} />}
      </ShopperOnly>
    </section>
  );
}

async function Invoices({ locale, state }: { locale: Locale; state: InvoiceListState }) {
  const t = await getTranslations('AccountInvoices');
  const shared = await getTranslations('AccountDocuments');
  const statuses = await getTranslations('InvoiceStatus');
  const pathname = localizedPath(locale, '/my/invoices');
  const loaded = await loadInvoiceList(state);
  if (loaded.status === 'unavailable') return <FeatureUnavailable text={t('unavailable')} />;
  const tabs = INVOICE_TABS.map((tab) => ({
    key: tab,
    label: tab === 'all' ? shared('all') : statuses(tab),
    href: documentListHref(pathname, { ...state, status: tab, page: 1 }),
    current: tab === state.status,
  }));
  const filtered = hasFilters(state);
  return (
    <>
      <DocumentStatusTabs label={t('tabs')} tabs={tabs} />
      <DocumentFilterForm
        id="invoices-filter"
        action={pathname}
        filters={state}
        status={state.status === 'all' ? null : INVOICE_TAB_SLUGS[state.status]}
        numberLabel={t('invoiceNumber')}
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
          <InvoiceList invoices={loaded.data.invoices} locale={locale} caption={t('listLabel')} />
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
