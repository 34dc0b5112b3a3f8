import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { loadBrands } from '@/lib/cache/cached-reads.server';
import { ScopedListingPage } from './scoped-listing-page';
import type { Brand } from '@/lib/catalog/types';
import { DEFAULT_LOCALE, localizedPath, type Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/metadata';
import { routeLocale } from '@/lib/i18n/route-locale.server';

// A brand's page. The bare URL (page 1) is prerendered whole, so an unknown brand is a real 404
// from the first request; `?page=N` is rewritten by proxy.ts to the per-request twin route
// /brand-filtered, as category listings are.

export type BrandRouteParams = Promise<{ locale: string; slug: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** A placeholder keeps the route buildable (Cache Components needs one param) without brands. */
const NO_BRANDS = '-';

export async function brandStaticParams(): Promise<{ slug: string }[]> {
  // Slugs are the same in every language.
  const brands = await loadBrands(DEFAULT_LOCALE);
  if (!brands?.length) return [{ slug: NO_BRANDS }];
  return brands.map((brand) => ({ slug: brand.slug }));
}

async function findBrand(locale: Locale, slug: string): Promise<Brand | null> {
  const brands = await loadBrands(locale);
  return brands?.find((brand) => brand.slug === decodeURIComponent(slug)) ?? null;
}

export async function brandMetadata(params: BrandRouteParams): Promise<Metadata> {
  const { slug } = await params;
  const locale = await routeLocale(params);
  const brand = await findBrand(locale, slug);
  if (!brand) return {};
  const t = await getTranslations('Brands');
  return pageMetadata({
    locale: locale,
    path: `/brand/${brand.slug}`,
    title: brand.name,
    description: brand.description ?? t('brandMetaDescription', { brand: brand.name }),
  });
}

export async function BrandPage({
  params,
  searchParams,
}: {
  params: BrandRouteParams;
  /** Absent on the static route: page 1. */
  searchParams?: SearchParams;
}) {
  const { slug } = await params;
  const locale = await routeLocale(params);
  const [t, tListing, brand] = await Promise.all([
    getTranslations('Brands'),
    getTranslations('SimpleListing'),
    findBrand(locale, slug),
  ]);
  if (!brand) notFound();
  const basePath = localizedPath(locale, `/brand/${brand.slug}`);

  return (
    <ScopedListingPage
      breadcrumbLabels={{ trail: t('breadcrumb'), home: t('home') }}
      crumbs={[{ name: t('title'), path: '/brands' }, { name: brand.name }]}
      title={brand.name}
      description={brand.description}
      scope={{ brandSlug: brand.slug }}
      searchParams={searchParams}
      basePath={basePath}
      locale={locale}
      loadingLabel={tListing('loading')}
    />
  );
}
