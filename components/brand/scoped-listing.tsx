import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ProductTile } from '@/components/home/product-tile';
import { DEFAULT_PAGE_SIZE } from '@/lib/catalog/map-listing';
import type { Locale } from '@/lib/i18n/locales';
import { loadScopedListing, type ListingScope } from '@/lib/catalog/catalog-cache.server';
import { pageFromQuery, pageHref, pageWindow } from './page-param';
import styles from './scoped-listing.module.css';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * A brand's or a catalog's products with numbered, crawlable `?page=N` links. The page number
 * is read inside Suspense, so the page around it stays a static shell.
 */
export function ScopedListing(props: {
  scope: ListingScope;
  /** Absent on the static route: page 1, prerendered. */
  searchParams?: SearchParams;
  basePath: string;
  locale: Locale;
  loadingLabel: string;
}) {
  return (
    <Suspense fallback={<ListingFallback label={props.loadingLabel} />}>
      <ListingResults {...props} />
    </Suspense>
  );
}

function ListingFallback({ label }: { label: string }) {
  return (
    <div className={styles.fallback} role="status">
      <span className="sr-only">{label}</span>
    </div>
  );
}

async function ListingResults({
  scope,
  searchParams,
  basePath,
  locale,
}: {
  scope: ListingScope;
  searchParams?: SearchParams;
  basePath: string;
  locale: Locale;
}) {
  const page = searchParams ? pageFromQuery((await searchParams).page) : 1;
  const [t, listing] = await Promise.all([
    getTranslations('SimpleListing'),
    loadScopedListing(locale, scope, page),
  ]);
  const totalPages = Math.max(1, Math.ceil(listing.totalCount / DEFAULT_PAGE_SIZE));

  return (
    <div className={styles.listing}>
      <p className={styles.count}>{t('resultCount', { count: listing.totalCount })}</p>
      {listing.products.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ul className={styles.grid}>
          {listing.products.map((product) => (
            <li key={product.id}>
              <ProductTile product={product} locale={locale} />
            </li>
          ))}
        </ul>
      )}
      {totalPages > 1 ? (
        <nav className={styles.pagination} aria-label={t('pagination')}>
          <ul>
            {page > 1 ? (
              <li>
                <Link href={pageHref(basePath, Math.min(page - 1, totalPages))} rel="prev">
                  {t('previous')}
                </Link>
              </li>
            ) : null}
            {pageWindow(Math.min(page, totalPages), totalPages).map((number, index) =>
              number === 0 ? (
                <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
                  …
                </li>
              ) : (
                <li key={number}>
                  <Link
                    href={pageHref(basePath, number)}
                    aria-label={t('page', { page: number })}
                    aria-current={number === page ? 'page' : undefined}
                  >
                    {number}
                  </Link>
                </li>
              ),
            )}
            {page < totalPages ? (
              <li>
                <Link href={pageHref(basePath, page + 1)} rel="next">
                  {t('next')}
                </Link>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
