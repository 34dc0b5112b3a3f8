import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DocumentListPage } from '@/components/account/document-list-page';
import { FilteredDocumentList } from '@/components/account/filtered-document-list';
import { InvoiceList } from '@/components/account/invoice-list';
import { loadInvoiceList } from '@/lib/account/account-pages.server';
import {
  companyListView,
  INVOICE_TABS,
  parseInvoiceListQuery,
  type InvoiceListState,
  type RawSearchParams,
} from '@/lib/account/document-list-query';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { routeLocale } from '@/lib/i18n/route-locale.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('AccountInvoices');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * `/my/invoices?status=&name=&from=&to=&scope=&page=`: the customer's posted invoices by status
 * (Waiting for Payment, Paid, Partially Shipped, Processed) with their PDFs; rendered per request.
 */
export default async function InvoicesPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<RawSearchParams>;
}) {
  const locale = await routeLocale(params);
  const t = await getTranslations('AccountInvoices');
  return (
    <DocumentListPage titleId="invoices-title" title={t('title')} locale={locale}>
      {async (shopper) => (
        <Invoices
          locale={locale}
          {...companyListView(parseInvoiceListQuery(await searchParams), shopper.companyRole)}
        />
      )}
    </DocumentListPage>
  );
}

async function Invoices({
  locale,
  state,
  chooseScope,
  showPlacedBy,
}: {
  locale: Locale;
  state: InvoiceListState;
  chooseScope: boolean;
  showPlacedBy: boolean;
}) {
  const t = await getTranslations('AccountInvoices');
  const shared = await getTranslations('AccountDocuments');
  const statuses = await getTranslations('InvoiceStatus');
  return (
    <FilteredDocumentList
      filterId="invoices-filter"
      pathname={localizedPath(locale, '/my/invoices')}
      state={state}
      tabs={INVOICE_TABS}
      tabLabel={(tab) => (tab === 'all' ? shared('all') : statuses(tab))}
      labels={{
        tabs: t('tabs'),
        number: t('invoiceNumber'),
        unavailable: t('unavailable'),
        empty: t('empty'),
        emptyFiltered: t('emptyFiltered'),
      }}
      loaded={await loadInvoiceList(state)}
      chooseScope={chooseScope}
    >
      {(data) => (
        <InvoiceList
          invoices={data.invoices}
          locale={locale}
          caption={t('listLabel')}
          showPlacedBy={showPlacedBy}
        />
      )}
    </FilteredDocumentList>
  );
}
