import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import {
  loadPersonalCatalogListing,
  loadPersonalCatalogs,
} from '@/lib/catalog/personal-catalog.server';
import { localizedPath } from '@/lib/i18n/locales';
import { requireShopper } from '@/lib/shopper/guards.server';
import styles from './brand-catalog-page.module.css';
import { catalogCards, type CatalogRouteParams } from './catalog-page';
import { OverviewCardList } from './overview-card-list';
import { ScopedListingPage } from './scoped-listing-page';
import { routeLocale } from '@/lib/i18n/route-locale.server';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * `/catalog` and `/catalog/{slug}` for a catalog-only customer (proxy.ts sends them here): their
 * personal catalog, read per request with their session. With one catalog, `/catalog` is its
 * product listing at once.
 */
export function PersonalCatalogPage(props: {
  params: CatalogRouteParams;
  searchParams: SearchParams;
  loadingLabel: string;
}) {
  return (
    <Suspense fallback={<p role="status">{props.loadingLabel}</p>}>
      <PersonalCatalog {...props} />
    </Suspense>
  );
}

async function PersonalCatalog({
  params,
  searchParams,
  loadingLabel,
}: {
  params: CatalogRouteParams;
  searchParams: SearchParams;
  loadingLabel: string;
}) {
  const { slug } = await params;
  const locale = await routeLocale(params);
  await requireShopper(locale);
  const [t, tBrands, catalogs] = await Promise.all([
    getTranslations('Catalogs'),
    getTranslations('Brands'),
    loadPersonalCatalogs(locale),
  ]);
  const wanted = slug?.length === 1 ? decodeURIComponent(slug[0] ?? '') : null;
  if (slug && slug.length > 1) notFound();
  const catalog = wanted
    ? catalogs.find((entry) => entry.slug === wanted)
    : catalogs.length === 1
      ? catalogs[0]
      : undefined;
  if (wanted && !catalog) notFound();
  const breadcrumbLabels = { trail: tBrands('breadcrumb'), home: tBrands('home') };

  if (!catalog) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('title')}</h1>
        {catalogs.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <OverviewCardList
            locale={locale}
            entries={catalogCards(catalogs, (count) => t('productCount', { count }))}
          />
        )}
      </div>
    );
  }

  return (
    <ScopedListingPage
      breadcrumbLabels={breadcrumbLabels}
      crumbs={[{ name: catalog.name }]}
      title={catalog.name}
      description={catalog.description}
      scope={{ catalogSlug: catalog.slug }}
      load={(page) => loadPersonalCatalogListing(locale, catalog.slug, page)}
      searchParams={searchParams}
      basePath={localizedPath(locale, wanted ? `/catalog/${catalog.slug}` : '/catalog')}
      locale={locale}
      loadingLabel={loadingLabel}
    />
  );
}
