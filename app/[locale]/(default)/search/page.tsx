import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { ListingResults, ListingSkeleton } from '@/components/catalog/listing-results';
import styles from '@/components/catalog/listing.module.css';
import { parseListingQuery } from '@/lib/catalog/listing-query';
import { QUICK_SEARCH_MIN_LETTERS } from '@/lib/catalog/listing-query';
import { localizedPath } from '@/lib/i18n/locales';
import { routeLocale } from '@/lib/i18n/route-locale.server';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Listing');
  return {
    title: t('searchTitle'),
    description: t('searchMetaDescription'),
    // Result pages are endless combinations of terms: keep them out of the index.
    robots: { index: false, follow: true },
  };
}

/** `/search?q=`: a full listing with the category filters; rendered per request. */
export default async function SearchPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: SearchParams;
}) {
  const locale = await routeLocale(params);
  const t = await getTranslations('Listing');
  const pathname = localizedPath(locale, '/search');
  return (
    <>
      <Breadcrumbs
        locale={locale}
        labels={{ trail: t('breadcrumbs'), home: t('home') }}
        crumbs={[{ name: t('searchTitle') }]}
        structuredData
      />
      <Suspense fallback={<ListingSkeleton />}>
        {searchParams.then(async (query) => {
          const term = parseListingQuery(query).search;
          const searchable = term.length >= QUICK_SEARCH_MIN_LETTERS;
          return (
            <>
              <header className={styles.header}>
                <h1>{searchable ? t('searchResultsFor', { term }) : t('searchTitle')}</h1>
                <form action={pathname} role="search" className={styles.searchForm}>
                  <label htmlFor="search-page-q" className="sr-only">
                    {t('searchLabel')}
                  </label>
                  <input
                    id="search-page-q"
                    type="search"
                    name="q"
                    defaultValue={term}
                    minLength={QUICK_SEARCH_MIN_LETTERS}
                    required
                  />
                  <button type="submit" className="button button--primary">
                    {t('searchSubmit')}
                  </button>
                </form>
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
        })}
      </Suspense>
    </>
  );
}
