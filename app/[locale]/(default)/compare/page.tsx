import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CompareView, type CompareLabels } from '@/components/compare/compare-view';
import { localizedPath } from '@/lib/i18n/locales';
import { routeLocale } from '@/lib/i18n/route-locale.server';

// Static shell: the list lives in the shopper's session storage, so the browser fetches the
// products from /api/compare. Nothing here reads cookies, headers or searchParams.

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Compare');
  // A personal, session-bound list: nothing for search engines to index.
  return { title: t('title'), description: t('description'), robots: { index: false } };
}

export default async function ComparePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await routeLocale(params);
  const t = await getTranslations('Compare');
  const labels: CompareLabels = {
    empty: t('empty'),
    startShopping: t('startShopping'),
    loading: t('loading'),
    error: t('error'),
    unavailable: t('unavailable'),
    product: t('product'),
    price: t('price'),
    priceOnRequest: t('priceOnRequest'),
    remove: t('remove'),
    removeNamed: t.raw('removeNamed') as string,
    addToCart: t('addToCart'),
    addToCartNamed: t.raw('addToCartNamed') as string,
    outOfStock: t('outOfStock'),
    clear: t('clear'),
    count: t.raw('count') as string,
    removed: t.raw('removed') as string,
  };
  return (
    <section aria-labelledby="compare-title">
      <h1 id="compare-title">{t('title')}</h1>
      <CompareView
        locale={locale}
        labels={labels}
        shopHref={localizedPath(locale, '/categories')}
      />
    </section>
  );
}
