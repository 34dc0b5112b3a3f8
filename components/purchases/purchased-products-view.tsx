import Link from 'next/link';
import { getMessages, getTranslations } from 'next-intl/server';
import {
  FeatureUnavailable,
  LoadFailed,
  PastLastPage,
} from '@/components/account/document-load-state';
import { DocumentPagination } from '@/components/account/document-pagination';
import documentStyles from '@/components/account/documents.module.css';
import type { Loaded } from '@/lib/account/account-pages.server';
import { totalPages } from '@/lib/account/document-list-query';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import {
  purchasedProductsHref,
  type PurchasedProductsState,
} from '@/lib/purchases/purchased-products-query';
import type { PurchasedProductList as PurchasedProducts } from '@/lib/purchases/types';
import { PurchasedProductList } from './purchased-product-list';
import { PurchasedProductsFilter } from './purchased-products-filter';
import styles from './purchases.module.css';

/**
 * The purchased products page below its heading: the list with search, sort and pages; the way
 * to the shop when nothing was bought yet; or why there is no list (no such list on this
 * backend, or Odoo did not answer).
 */
export async function PurchasedProductsView({
  loaded,
  state,
  locale,
}: {
  loaded: Loaded<PurchasedProducts>;
  state: PurchasedProductsState;
  locale: Locale;
}) {
  const t = await getTranslations('PurchasedProducts');
  const pathname = localizedPath(locale, '/my/purchased-products');
  if (loaded.status === 'unavailable') return <FeatureUnavailable text={t('unavailable')} />;
  if (loaded.status === 'failed') {
    return <LoadFailed retryHref={purchasedProductsHref(pathname, state)} />;
  }
  const { products, totalCount, currency } = loaded.data;
  if (totalCount === 0 && !state.q) {
    return (
      <div className={`${documentStyles.message} ${styles.empty}`} data-testid="purchased-empty">
        <p>{t('empty')}</p>
        <Link href={localizedPath(locale, '/categories')} className="button button--primary">
          {t('browse')}
        </Link>
      </div>
    );
  }
  const pages = totalPages(totalCount);
  const messages = (await getMessages()) as Messages;
  return (
    <>
      <p className={styles.intro}>{t('intro')}</p>
      <PurchasedProductsFilter
        action={pathname}
        state={state}
        clearHref={state.q ? purchasedProductsHref(pathname, { sort: state.sort }) : null}
      />
      {totalCount === 0 ? (
        <p className={documentStyles.message}>{t('emptySearch', { q: state.q })}</p>
      ) : state.page > pages ? (
        <PastLastPage
          page={state.page}
          firstHref={purchasedProductsHref(pathname, { ...state, page: 1 })}
        />
      ) : (
        <>
          <PurchasedProductList
            // Another page, search or sort is another list: its choices start afresh.
            key={purchasedProductsHref(pathname, state)}
            products={products}
            currency={currency}
            labels={messages.PurchasedProducts}
            reorderLabels={messages.OrderAgain}
            locale={locale}
          />
          <DocumentPagination
            current={state.page}
            totalPages={pages}
            href={(page) => purchasedProductsHref(pathname, { ...state, page })}
          />
        </>
      )}
    </>
  );
}
