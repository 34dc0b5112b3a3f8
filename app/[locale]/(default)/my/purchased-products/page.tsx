import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DocumentListPage } from '@/components/account/document-list-page';
import { PurchasedProductsView } from '@/components/purchases/purchased-products-view';
import type { RawSearchParams } from '@/lib/account/document-list-query';
import { routeLocale } from '@/lib/i18n/route-locale.server';
import { parsePurchasedProductsQuery } from '@/lib/purchases/purchased-products-query';
import { loadPurchasedProducts } from '@/lib/purchases/purchased-products.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('PurchasedProducts');
  // A customer's own purchases: nothing for search engines.
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * `/my/purchased-products?q=&sort=&page=`: what the customer's company has bought, to order
 * again; rendered per request.
 */
export default async function PurchasedProductsPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<RawSearchParams>;
}) {
  const locale = await routeLocale(params);
  const t = await getTranslations('PurchasedProducts');
  return (
    <DocumentListPage titleId="purchased-products-title" title={t('title')} locale={locale}>
      {async () => {
        const state = parsePurchasedProductsQuery(await searchParams);
        return (
          <PurchasedProductsView
            loaded={await loadPurchasedProducts(state)}
            state={state}
            locale={locale}
          />
        );
      }}
    </DocumentListPage>
  );
}
