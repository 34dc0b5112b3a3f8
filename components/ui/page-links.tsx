import Link from 'next/link';
import styles from './page-links.module.css';

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

export interface PageLinkLabels {
  pagination: string;
  previousPage: string;
  nextPage: string;
  page: (page: number) => string;
}

/**
 * Numbered pages as plain links (crawlable, and working without JavaScript), with previous and
 * next arrows; the caller decides what a page's URL is. Listings and account lists share it.
 */
export function PageLinks({
  current,
  totalPages,
  href,
  labels,
  align = 'center',
  prefetch,
}: {
  current: number;
  totalPages: number;
  href: (page: number) => string;
  labels: PageLinkLabels;
  align?: 'center' | 'start';
  /** Left to Next by default; private lists switch it off. */
  prefetch?: false;
}) {
  return (
    <nav
      aria-label={labels.pagination}
      className={align === 'start' ? `${styles.pagination} ${styles.start}` : styles.pagination}
    >
      <ul>
        {current > 1 ? (
          <li>
            <Link
              href={href(current - 1)}
              rel="prev"
              aria-label={labels.previousPage}
              prefetch={prefetch}
            >
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
                aria-label={labels.page(page)}
                aria-current={page === current ? 'page' : undefined}
                prefetch={prefetch}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        {current < totalPages ? (
          <li>
            <Link
              href={href(current + 1)}
              rel="next"
              aria-label={labels.nextPage}
              prefetch={prefetch}
            >
              ›
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
