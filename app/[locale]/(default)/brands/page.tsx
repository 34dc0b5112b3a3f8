import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { loadBrands } from '@/lib/cache/cached-reads.server';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import styles from '@/components/catalog/brand-catalog-page.module.css';
import { OverviewCardList } from '@/components/catalog/overview-card-list';
import { pageMetadata } from '@/lib/seo/metadata';
import { routeLocale } from '@/lib/i18n/route-locale.server';

type Params = Promise<{ locale: string }>;

// Links here prefetch the route's shared App Shell, not each page (see next.config.ts).
export const prefetch = 'partial';

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations('Brands');
  return pageMetadata({
    locale,
    path: '/brands',
    title: t('title'),
    description: t('metaDescription'),
  });
}

/** All brands with their product counts; absent (404) when Odoo lacks the brands extension. */
export default async function BrandsPage({ params }: { params: Params }) {
  const locale = await routeLocale(params);
  const [t, brands] = await Promise.all([getTranslations('Brands'), loadBrands(locale)]);
  if (!brands) notFound();

  return (
    <div className={styles.page}>
      <Breadcrumbs
        locale={locale}
        labels={{ trail: t('breadcrumb'), home: t('home') }}
        crumbs={[{ name: t('title') }]}
      />
      <h1 className={styles.title}>{t('title')}</h1>
      {brands.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <OverviewCardList
          locale={locale}
          entries={brands.map((brand) => ({
            id: brand.id,
            name: brand.name,
            slug: brand.slug,
            href: `/brand/${brand.slug}`,
            logo: brand.logo,
            description: null,
            countLabel: t('productCount', { count: brand.productCount }),
          }))}
        />
      )}
    </div>
  );
}
