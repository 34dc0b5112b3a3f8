import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { pageWindow } from '@/components/catalog/pagination';
import styles from './documents.module.css';

/** Numbered pages of an account list; `href` writes the list's URL for a page. */
export async function DocumentPagination({
  current,
  totalPages,
  href,
}: {
  current: number;
  totalPages: number;
  href: (page: number) => string;
}) {
  if (totalPages <= 1 || current > totalPages) return null;
  const t = await getTranslations('AccountDocuments');
  return (
    <nav aria-label={t('pagination')} className={styles.pagination}>
      <ul>
        {current > 1 ? (
          <li>
            <Link
              href={href(current - 1)}
              rel="prev"
              aria-label={t('previousPage')}
              prefetch={false}
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
                aria-label={t('page', { page })}
                aria-current={page === current ? 'page' : undefined}
                prefetch={false}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        {current < totalPages ? (
          <li>
            <Link href={href(current + 1)} rel="next" aria-label={t('nextPage')} prefetch={false}>
              ›
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
