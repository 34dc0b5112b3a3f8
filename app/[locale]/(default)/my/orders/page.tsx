import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DocumentListPage } from '@/components/account/document-list-page';
import { LoadFailed, PastLastPage } from '@/components/account/document-load-state';
import { DocumentPagination } from '@/components/account/document-pagination';
import { DocumentScopeTabs } from '@/components/account/document-scope-tabs';
import styles from '@/components/account/documents.module.css';
import { OrderList } from '@/components/account/order-list';
import { loadOrderList } from '@/lib/account/account-pages.server';
import {
  companyListView,
  documentListHref,
  parseOrderListQuery,
  totalPages,
  type OrderListState,
  type RawSearchParams,
} from '@/lib/account/document-list-query';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { routeLocale } from '@/lib/i18n/route-locale.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('AccountOrders');
  // A customer's own documents: nothing for search engines.
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * `/my/orders?scope=&page=N`: the customer's orders (a company Admin's own or the company's),
 * newest first, and above them those waiting for their payment (a wire transfer); rendered per
 * request.
 */
export default async function OrdersPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<RawSearchParams>;
}) {
  const locale = await routeLocale(params);
  const t = await getTranslations('AccountOrders');
  return (
    <DocumentListPage titleId="orders-title" title={t('title')} locale={locale}>
      {async (shopper) => (
        <Orders
          locale={locale}
          {...companyListView(parseOrderListQuery(await searchParams), shopper.companyRole)}
        />
      )}
    </DocumentListPage>
  );
}

async function Orders({
  locale,
  state,
  chooseScope,
  showPlacedBy,
}: {
  locale: Locale;
  state: OrderListState;
  chooseScope: boolean;
  showPlacedBy: boolean;
}) {
  const t = await getTranslations('AccountOrders');
  const pathname = localizedPath(locale, '/my/orders');
  const loaded = await loadOrderList(state);
  const scopeTabs = chooseScope ? (
    <DocumentScopeTabs
      current={state.scope}
      href={(scope) => documentListHref(pathname, { scope, page: 1 })}
    />
  ) : null;
  if (loaded.status !== 'ok') {
    return (
      <>
        {scopeTabs}
        <LoadFailed retryHref={documentListHref(pathname, state)} />
      </>
    );
  }
  const { orders, totalCount, awaitingPayment } = loaded.data;
  const pages = totalPages(totalCount);
  if (totalCount === 0 && awaitingPayment.length === 0) {
    return (
      <>
        {scopeTabs}
        <p className={styles.message}>{t('empty')}</p>
      </>
    );
  }
  if (state.page > Math.max(pages, 1)) {
    return (
      <PastLastPage
        page={state.page}
        firstHref={documentListHref(pathname, { ...state, page: 1 })}
      />
    );
  }
  return (
    <>
      {scopeTabs}
      <OrderList
        orders={[...awaitingPayment, ...orders]}
        locale={locale}
        showPlacedBy={showPlacedBy}
      />
      <DocumentPagination
        current={state.page}
        totalPages={pages}
        href={(page) => documentListHref(pathname, { ...state, page })}
      />
    </>
  );
}
