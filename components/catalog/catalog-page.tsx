import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { loadCatalogs } from '@/lib/cache/cached-reads.server';
import { Breadcrumbs } from './breadcrumbs';
import styles from './brand-catalog-page.module.css';
import { OverviewCardList } from './overview-card-list';
import { ScopedListingPage } from './scoped-listing-page';
import type { Catalog } from '@/lib/catalog/types';
import { DEFAULT_LOCALE, localizedPath, type Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/metadata';
import { routeLocale } from '@/lib/i18n/route-locale.server';

// `/catalog` lists the public catalogs, `/catalog/{slug}` is one catalog's listing. The personal
// catalog of a catalog-only customer needs their session and is not part of this static page.
// Page 1 is prerendered whole (an unknown catalog is a real 404 from the first request);
// `?page=N` is rewritten by proxy.ts to the per-request twin route /catalog-filtered.

export type CatalogRouteParams = Promise<{ locale: string; slug?: string[] }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function catalogStaticParams(): Promise<{ slug: string[] }[]> {
  // Slugs are the same in every language.
  const catalogs = (await loadCatalogs(DEFAULT_LOCALE)) ?? [];
  return [{ slug: [] }, ...catalogs.map((catalog) => ({ slug: [catalog.slug] }))];
}

/** undefined: the overview; null: no such page. */
async function resolve(
  locale: Locale,
  slug: string[] | undefined,
): Promise<{
  catalogs: Catalog[];
  catalog: Catalog | null | undefined;
} | null> {
  const catalogs = await loadCatalogs(locale);
  if (!catalogs) return null;
  if (!slug || slug.length === 0) return { catalogs, catalog: undefined };
  if (slug.length > 1) return null;
  const wanted = decodeURIComponent(slug[0] ?? '');
  const catalog = catalogs.find((entry) => entry.slug === wanted && !entry.isPersonal) ?? null;
  return catalog ? { catalogs, catalog } : null;
}

export async function catalogMetadata(params: CatalogRouteParams): Promise<Metadata> {
  const { slug } = await params;
  const locale = await routeLocale(params);
  const found = await resolve(locale, slug);
  if (!found) return {};
  const t = await getTranslations('Catalogs');
  const { catalog } = found;
  return pageMetadata({
    locale: locale,
    path: catalog ? `/catalog/${catalog.slug}` : '/catalog',
    title: catalog ? catalog.name : t('title'),
    description: catalog
      ? (catalog.description ?? t('catalogMetaDescription', { catalog: catalog.name }))
      : t('metaDescription'),
  });
}

/** Catalogs as overview cards, each linking to its listing. */
export function catalogCards(catalogs: Catalog[], productCount: (count: number) => string) {
  return catalogs.map((entry) => ({
    id: entry.id,
    name: entry.name,
    slug: entry.slug,
    href: `/catalog/${entry.slug}`,
    logo: null,
    description: entry.description,
    countLabel: productCount(entry.productCount),
  }));
}

export async function CatalogPage({
  params,
  searchParams,
}: {
  params: CatalogRouteParams;
  /** Absent on the static route: page 1. */
  searchParams?: SearchParams;
}) {
  const { slug } = await params;
  const locale = await routeLocale(params);
  const [t, tBrands, tListing, found] = await Promise.all([
    getTranslations('Catalogs'),
    getTranslations('Brands'),
    getTranslations('SimpleListing'),
    resolve(locale, slug),
  ]);
  if (!found) notFound();
  const { catalog, catalogs } = found;
  const breadcrumbLabels = { trail: tBrands('breadcrumb'), home: tBrands('home') };

  if (!catalog) {
    const publicCatalogs = catalogs.filter((entry) => !entry.isPersonal);
    return (
      <div className={styles.page}>
        <Breadcrumbs locale={locale} labels={breadcrumbLabels} crumbs={[{ name: t('title') }]} />
        <h1 className={styles.title}>{t('title')}</h1>
        {publicCatalogs.length === 0 ? (
          <p>{t('empty')}</p>
        ) : (
          <OverviewCardList
            locale={locale}
            entries={catalogCards(publicCatalogs, (count) => t('productCount', { count }))}
          />
        )}
      </div>
    );
  }

  return (
    <ScopedListingPage
      breadcrumbLabels={breadcrumbLabels}
      crumbs={[{ name: t('title'), path: '/catalog' }, { name: catalog.name }]}
      title={catalog.name}
      description={catalog.description}
      scope={{ catalogSlug: catalog.slug }}
      searchParams={searchParams}
      basePath={localizedPath(locale, `/catalog/${catalog.slug}`)}
      locale={locale}
      loadingLabel={tListing('loading')}
    />
  );
}
