import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { loadListing } from '@/lib/cache/cached-reads.server';
import {
  clearFilters,
  defaultListingState,
  hasActiveFilters,
  ITEMS_PER_PAGE_OPTIONS,
  listingHref,
  needsFacets,
  parseListingQuery,
  SORT_VALUES,
  toListingQuery,
  withChange,
  withPage,
  type SearchParamsInput,
  type SortValue,
} from '@/lib/catalog/listing-query';
import type { ListingQuery } from '@/lib/catalog/types';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { itemListData } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/site-url';
import { FiltersSidebar } from './filters-sidebar';
import { JsonLdScript } from './json-ld-script';
import { ListingFacets } from './listing-facets';
import styles from './listing.module.css';
import { Pagination } from './pagination';
import { ProductCard } from './product-card';
import { ProductGrid } from './product-grid';
import { UrlSelect } from './url-select';
import { ViewToggle } from './view-toggle';

const SORT_LABELS: Record<
  SortValue,
  'sortPriceDesc' | 'sortPriceAsc' | 'sortNameAsc' | 'sortNameDesc'
> = {
  'price,DESC': 'sortPriceDesc',
  'price,ASC': 'sortPriceAsc',
  'name,ASC': 'sortNameAsc',
  'name,DESC': 'sortNameDesc',
};

/**
 * Products above the fold on a phone (two per row under the toolbar) load at once; the rest
 * lazily, so they do not take bandwidth from the LCP image.
 */
const EAGER_CARDS = 2;

/**
 * The query-dependent part of a listing (category, search): given searchParams it reads the URL
 * state and renders per request inside a Suspense boundary; without them it is the bare URL's
 * listing and prerenders with the page. Data comes from the cached listing, keyed by the canonical
 * query.
 */
export async function ListingResults({
  locale,
  pathname,
  scope,
  searchParams,
}: {
  locale: Locale;
  /** Localised path of the listing, without query. */
  pathname: string;
  scope: Pick<ListingQuery, 'categorySlug' | 'catalogSlug' | 'brandSlug'>;
  searchParams?: Promise<SearchParamsInput>;
}) {
  const state = parseListingQuery(searchParams ? await searchParams : null);
  const t = await getTranslations('Listing');
  // Attribute keys in the URL are names; their ids come from the unfiltered match's facets (the
  // same cache entry as the bare listing URL).
  const facets = needsFacets(state)
    ? (await loadListing(locale, toListingQuery(defaultListingState(state.search), [], scope)))
        .facets
    : [];
  const listing = await loadListing(locale, toListingQuery(state, facets, scope));
  const totalPages = Math.max(1, Math.ceil(listing.totalCount / state.itemsPerPage));

  const sortOptions = SORT_VALUES.map((value) => ({
    value,
    label: t(SORT_LABELS[value]),
    href: listingHref(pathname, withChange(state, { sort: value })),
  }));
  // The URL default (10) is listed while it is in force, so the select shows what is on screen.
  const sizes = (ITEMS_PER_PAGE_OPTIONS as readonly number[]).includes(state.itemsPerPage)
    ? [...ITEMS_PER_PAGE_OPTIONS]
    : [state.itemsPerPage, ...ITEMS_PER_PAGE_OPTIONS];
  const sizeOptions = sizes.map((size) => ({
    value: String(size),
    label: t('pageSizeOption', { count: size }),
    href: listingHref(pathname, withChange(state, { itemsPerPage: size })),
  }));

  return (
    <div className={styles.layout}>
      <FiltersSidebar
        labels={{
          title: t('filters'),
          open: t('showFilters'),
          showResults: t('showResults', { count: listing.totalCount }),
        }}
      >
        <ListingFacets pathname={pathname} state={state} listing={listing} />
      </FiltersSidebar>
      <div className={styles.results}>
        <div className={styles.toolbar}>
          <p className={styles.count} role="status">
            {t('resultCount', { count: listing.totalCount })}
          </p>
          <UrlSelect label={t('sortLabel')} value={state.sort} options={sortOptions} />
          <UrlSelect
            label={t('pageSizeLabel')}
            value={String(state.itemsPerPage)}
            options={sizeOptions}
          />
          <ViewToggle
            labels={{ group: t('viewLabel'), grid: t('viewGrid'), list: t('viewList') }}
          />
        </div>
        {listing.products.length === 0 && state.page > totalPages && listing.totalCount > 0 ? (
          // Past the last page (an old link, a shorter listing): the products are there, one
          // click away.
          <div className="empty-state">
            <p className="empty-state__text">
              {t('pastLastPage', { page: state.page, last: totalPages })}
            </p>
            <Link
              href={listingHref(pathname, withPage(state, totalPages))}
              className="button button--primary"
            >
              {t('lastPage', { page: totalPages })}
            </Link>
          </div>
        ) : listing.products.length === 0 ? (
          <div className="empty-state">
            <p className="empty-state__text">
              {state.search && !hasActiveFilters(state)
                ? t('emptySearch', { term: state.search })
                : t('empty')}
            </p>
            {hasActiveFilters(state) || state.page > 1 ? (
              <Link href={listingHref(pathname, clearFilters(state))} className="button">
                {t('clearFilters')}
              </Link>
            ) : null}
          </div>
        ) : (
          <>
            <JsonLdScript
              data={itemListData(
                listing.products.map((product) => product.slug),
                (path) => absoluteUrl(localizedPath(locale, path)),
                (state.page - 1) * state.itemsPerPage + 1,
              )}
            />
            <ProductGrid label={t('resultCount', { count: listing.totalCount })}>
              {listing.products.map((product, index) => (
                <li key={product.id}>
                  <ProductCard
                    product={product}
                    locale={locale}
                    eager={index < EAGER_CARDS}
                    urgent={index === 0}
                  />
                </li>
              ))}
            </ProductGrid>
          </>
        )}
        <Pagination pathname={pathname} state={state} totalPages={totalPages} />
      </div>
    </div>
  );
}

/** Reserves the results' space while they stream, so nothing below jumps. */
export async function ListingSkeleton() {
  const t = await getTranslations('Listing');
  return (
    <div className={styles.layout} aria-busy="true">
      <div className={styles.sidebarSkeleton} />
      <div className={styles.results}>
        <p className="sr-only" role="status">
          {t('loading')}
        </p>
        <div className={styles.toolbarSkeleton} />
        <ul className={styles.grid} data-view="grid">
          {Array.from({ length: 8 }, (_, index) => (
            <li key={index} className={styles.cardSkeleton} />
          ))}
        </ul>
      </div>
    </div>
  );
}
