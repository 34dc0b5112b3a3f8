import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { DocumentFilters } from '@/lib/account/document-list-query';
import styles from './documents.module.css';

/**
 * Number and date range of a document list as a plain GET form: it works without JavaScript, and
 * the result is a URL (reload and share keep it). The status and whose documents stay as they
 * are; a new filter starts at page 1.
 */
export async function DocumentFilterForm({
  id,
  action,
  filters,
  status,
  numberLabel,
  clearHref,
}: {
  /** Prefix of the fields' ids, unique on the page. */
  id: string;
  action: string;
  filters: DocumentFilters;
  /** The status tab's URL value; null for all. */
  status: string | null;
  numberLabel: string;
  /** Where "clear filters" leads; null when nothing is filtered. */
  clearHref: string | null;
}) {
  const t = await getTranslations('AccountDocuments');
  return (
    <form method="get" action={action} role="search" aria-label={t('filters')}>
      <fieldset className={styles.filters}>
        <legend>{t('filters')}</legend>
        {status ? <input type="hidden" name="status" value={status} /> : null}
        {filters.scope === 'mine' ? <input type="hidden" name="scope" value="mine" /> : null}
        <div className={styles.field}>
          <label htmlFor={`${id}-name`}>{numberLabel}</label>
          <input
            id={`${id}-name`}
            type="search"
            name="name"
            defaultValue={filters.name}
            maxLength={64}
            autoComplete="off"
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-from`}>{t('dateFrom')}</label>
          <input id={`${id}-from`} type="date" name="from" defaultValue={filters.from} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-to`}>{t('dateTo')}</label>
          <input id={`${id}-to`} type="date" name="to" defaultValue={filters.to} />
        </div>
        <div className={styles.filterActions}>
          <button type="submit" className="button button--primary">
            {t('applyFilters')}
          </button>
          {clearHref ? (
            <Link href={clearHref} prefetch={false}>
              {t('clearFilters')}
            </Link>
          ) : null}
        </div>
      </fieldset>
    </form>
  );
}
