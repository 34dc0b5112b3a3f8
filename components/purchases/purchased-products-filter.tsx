import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/account/documents.module.css';
import {
  PURCHASE_SORTS,
  type PurchasedProductsState,
} from '@/lib/purchases/purchased-products-query';

const SORT_LABELS = {
  'last-ordered': 'sortLastOrdered',
  'times-ordered': 'sortTimesOrdered',
  quantity: 'sortQuantity',
  name: 'sortName',
} as const;

/**
 * Search and sort of the purchased products as a plain GET form: it works without JavaScript,
 * and the result is a URL. A new search or sort starts at page 1.
 */
export async function PurchasedProductsFilter({
  action,
  state,
  clearHref,
}: {
  action: string;
  state: PurchasedProductsState;
  /** Where "clear search" leads; null without a search. */
  clearHref: string | null;
}) {
  const t = await getTranslations('PurchasedProducts');
  return (
    <form method="get" action={action} role="search" aria-label={t('filters')}>
      <fieldset className={styles.filters}>
        <legend>{t('filters')}</legend>
        <div className={styles.field}>
          <label htmlFor="purchased-q">{t('search')}</label>
          <input
            id="purchased-q"
            type="search"
            name="q"
            defaultValue={state.q}
            maxLength={64}
            autoComplete="off"
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="purchased-sort">{t('sort')}</label>
          <select id="purchased-sort" name="sort" defaultValue={state.sort}>
            {PURCHASE_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(SORT_LABELS[sort])}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.filterActions}>
          <button type="submit" className="button button--primary">
            {t('apply')}
          </button>
          {clearHref ? (
            <Link href={clearHref} prefetch={false}>
              {t('clear')}
            </Link>
          ) : null}
        </div>
      </fieldset>
    </form>
  );
}
