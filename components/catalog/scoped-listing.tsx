import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ProductTile } from '@/components/home/product-tile';
import { loadScopedListing, type ListingScope } from '@/lib/cache/cached-reads.server';
import {
  defaultListingState,
  parseListingQuery,
  withPage,
  DEFAULT_PAGE_SIZE,
} from '@/lib/catalog/listing-query';
import type { Listing } from '@/lib/catalog/types';
import type { Locale } from '@/lib/i18n/locales';
import { Pagination } from './pagination';
import styles from './scoped-listing.module.css';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * A brand's or a catalog's products with numbered, crawlable `?page=N` links. The page number
 * is read inside Suspense, so the page around it stays a static shell.
 */
export function ScopedListing(props: {
  scope: ListingScope;
  /** Another source than the cached public read (a customer's personal catalog). */
  load?: (page: number) => Promise<Listing>;
  /** Absent on the static route: page 1, prerendered. */
  searchParams?: SearchParams;
  basePath: string;
  locale: Locale;
  loadingLabel: string;
}) {
  return (
    <Suspense fallback={<ScopedListingFallback label={props.loadingLabel} />}>
      <ScopedListingResults {...props} />
    </Suspense>
  );
}

function ScopedListingFallback({ label }: { label: string }) {
  return (
    <div className={styles.fallback} role="status">
      <span className="sr-only">{label}</span>
    </div>
  );
}

async function ScopedListingResults({
  scope,
  load,
  searchParams,
  basePath,
  locale,
}: {
  scope: ListingScope;
  load?: (page: number) => Promise<Listing>;
  searchParams?: SearchParams;
  basePath: string;
  locale: Locale;
}) {
  // Only the page comes from the URL: these listings have no filters, sort or page size.
  const page = searchParams ? parseListingQuery(await searchParams).page : 1;
  const [t, listing] = await Promise.all([
    getTranslations('SimpleListing'),
    load ? load(page) : loadScopedListing(locale, scope, page),
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
      <Pagination
        pathname={basePath}
        state={withPage(defaultListingState(), page)}
        totalPages={totalPages}
      />
    </div>
  );
}
