import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { listingHref, withPage, type ListingUrlState } from '@/lib/catalog/listing-query';
import styles from './pagination.module.css';

/** Page numbers to show: the first, the last and two either side of the current, with gaps. */
export function pageWindow(current: number, total: number): (number | 'gap')[] {
  const pages = new Set([1, total]);
  for (let page = current - 2; page <= current + 2; page += 1) {
    if (page >= 1 && page <= total) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) result.push('gap');
    result.push(page);
  });
  return result;
}

/**
 * Numbered pages as plain `?page=N` links, so crawlers reach every product: the category, search,
 * brand and catalog listings.
 */
export async function Pagination({
  pathname,
  state,
  totalPages,
}: {
  pathname: string;
  state: ListingUrlState;
  totalPages: number;
}) {
  if (totalPages <= 1) return null;
  const t = await getTranslations('Listing');
  const current = Math.min(state.page, totalPages);
  const href = (page: number) => listingHref(pathname, withPage(state, page));
  return (
    <nav aria-label={t('pagination')} className={styles.pagination}>
      <ul>
        {current > 1 ? (
          <li>
            <Link href={href(current - 1)} rel="prev" aria-label={t('previousPage')}>
              ‹
            </Link>
          </li>
        ) : null}
        {pageWindow(current, totalPages).map((page, index) =>
          page === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                href={href(page)}
                aria-label={t('page', { page })}
                aria-current={page === current ? 'page' : undefined}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        {current < totalPages ? (
          <li>
            <Link href={href(current + 1)} rel="next" aria-label={t('nextPage')}>
              ›
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
