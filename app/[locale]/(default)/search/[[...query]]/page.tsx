import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { ListingResults } from '@/components/catalog/listing-results';
import styles from '@/components/catalog/listing.module.css';
import { parseListingQuery, QUICK_SEARCH_MIN_LETTERS } from '@/lib/catalog/listing-query';
import { listingQueryOfPath } from '@/lib/catalog/listing-query-segment';
import { localizedPath } from '@/lib/i18n/locales';
import { routeLocale } from '@/lib/i18n/route-locale.server';

// `/search?q=`: results depend on the query alone (catalogue reads, nothing of the shopper), so
// each query is a static page of its own. proxy.ts rewrites `/search?<query>` to
// `/search/<canonical query in base64url>` (lib/catalog/search-page-rewrite.ts); the first
// request for a query renders it, later ones are served from the page cache, which keeps these
// pages in memory only, within its size bound (lib/cache/isr-cache-handler.mjs). The bare
// `/search` (the prompt) is prerendered.
//
// 'navigation': an unlisted query renders completely before answering, so a non-canonical one is
// a real 404 (and never stored) rather than a streamed 200.
export const ensureStatic = 'navigation';
export const instant = false;

type Params = { locale: string; query?: string[] };

export function generateStaticParams(): { query: string[] }[] {
  return [{ query: [] }];
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale, namespace: 'Listing' });
  return {
    title: t('searchTitle'),
    description: t('searchMetaDescription'),
    // Result pages are endless combinations of terms: keep them out of the index.
    robots: { index: false, follow: true },
  };
}

export default async function SearchPage({ params }: { params: Promise<Params> }) {
  const locale = await routeLocale(params);
  const query = listingQueryOfPath((await params).query);
  if (query === null) notFound();
  const t = await getTranslations({ locale, namespace: 'Listing' });
  const pathname = localizedPath(locale, '/search');
  const term = parseListingQuery(query).search;
  const searchable = term.length >= QUICK_SEARCH_MIN_LETTERS;
  return (
    <>
      <Breadcrumbs
        locale={locale}
        labels={{ trail: t('breadcrumbs'), home: t('home') }}
        crumbs={[{ name: t('searchTitle') }]}
        structuredData
      />
      <header className={styles.header}>
        <h1>{searchable ? t('searchResultsFor', { term }) : t('searchTitle')}</h1>
      </header>
      {searchable ? (
        <ListingResults
          locale={locale}
          pathname={pathname}
          scope={{}}
          searchParams={Promise.resolve(query)}
        />
      ) : (
        <p>{t('searchPrompt')}</p>
      )}
    </>
  );
}
