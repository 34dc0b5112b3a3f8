import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DocumentListPage } from '@/components/account/document-list-page';
import { FilteredDocumentList } from '@/components/account/filtered-document-list';
import { QuoteList } from '@/components/account/quote-list';
import { loadQuoteList } from '@/lib/account/account-pages.server';
import {
  companyListView,
  parseQuoteListQuery,
  QUOTE_TABS,
  type QuoteListState,
  type RawSearchParams,
} from '@/lib/account/document-list-query';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { routeLocale } from '@/lib/i18n/route-locale.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('AccountQuotes');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * `/my/quotes?status=&name=&from=&to=&scope=&page=`: the customer's quotes with the tabs All,
 * Open, Expired and Cancelled (a company Admin's own or the company's); rendered per request.
 */
export default async function QuotesPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<RawSearchParams>;
}) {
  const locale = await routeLocale(params);
  const t = await getTranslations('AccountQuotes');
  return (
    <DocumentListPage titleId="quotes-title" title={t('title')} locale={locale}>
      {async (shopper) => (
        <Quotes
          locale={locale}
          {...companyListView(parseQuoteListQuery(await searchParams), shopper.companyRole)}
        />
      )}
    </DocumentListPage>
  );
}

async function Quotes({
  locale,
  state,
  chooseScope,
  showPlacedBy,
}: {
  locale: Locale;
  state: QuoteListState;
  chooseScope: boolean;
  showPlacedBy: boolean;
}) {
  const t = await getTranslations('AccountQuotes');
  const statuses = await getTranslations('QuoteStatus');
  return (
    <FilteredDocumentList
      filterId="quotes-filter"
      pathname={localizedPath(locale, '/my/quotes')}
      state={state}
      tabs={QUOTE_TABS}
      tabLabel={(tab) => statuses(tab)}
      labels={{
        tabs: t('tabs'),
        number: t('quoteNumber'),
        unavailable: t('unavailable'),
        empty: t('empty'),
        emptyFiltered: t('emptyFiltered'),
      }}
      loaded={await loadQuoteList(state)}
      chooseScope={chooseScope}
    >
      {(data) => <QuoteList quotes={data.quotations} locale={locale} showPlacedBy={showPlacedBy} />}
    </FilteredDocumentList>
  );
}
