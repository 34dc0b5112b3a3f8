import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { staticPageDescription } from '@/components/content/static-page-description';
import { StaticPageView } from '@/components/content/static-page-view';
import { loadStaticPage } from '@/lib/cache/cached-reads.server';
import {
  isStaticPageSlug,
  STATIC_PAGE_SLUGS,
  staticPagePath,
  type StaticPageSlug,
} from '@/lib/content/static-pages';
import { pageMetadata } from '@/lib/seo/metadata';
import { routeLocale } from '@/lib/i18n/route-locale.server';

// Static content pages (about, terms, privacy, shipping) from Odoo's website pages, prerendered
// per enabled locale. 'navigation' makes Next render an unlisted slug completely before answering,
// so an unknown page is decided (notFound) before anything streams and answers a real 404, as on
// the product page; no loading.tsx here for the same reason. Cache Components has no
// dynamicParams = false, so the slug is checked against the list here: an unknown one never
// reaches Odoo or the cache.
export const ensureStatic = 'navigation';
// Links here prefetch the route's shared App Shell, not each page (see next.config.ts).
export const prefetch = 'partial';
export const instant = false;

type Params = Promise<{ locale: string; slug: string }>;

export function generateStaticParams(): { slug: StaticPageSlug }[] {
  return STATIC_PAGE_SLUGS.map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  const locale = await routeLocale(params);
  if (!isStaticPageSlug(slug)) return {};
  const [t, page] = await Promise.all([
    getTranslations({ locale, namespace: 'Footer' }),
    loadStaticPage(locale, slug),
  ]);
  if (!page) return {};
  const description = staticPageDescription(page.html);
  return pageMetadata({
    locale: locale,
    path: staticPagePath(slug),
    title: t(slug),
    openGraphType: 'article',
    ...(description ? { description } : {}),
  });
}

export default async function StaticContentPage({ params }: { params: Params }) {
  const { slug } = await params;
  const locale = await routeLocale(params);
  if (!isStaticPageSlug(slug)) notFound();
  const [t, titles, page] = await Promise.all([
    getTranslations('StaticPage'),
    getTranslations('Footer'),
    loadStaticPage(locale, slug),
  ]);
  if (!page) notFound();
  return (
    <StaticPageView
      title={titles(slug)}
      page={page}
      locale={locale}
      labels={{ breadcrumb: t('breadcrumb'), home: t('home') }}
    />
  );
}
