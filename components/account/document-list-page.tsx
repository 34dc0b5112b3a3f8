import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import styles from './documents.module.css';
import { ShopperOnly } from './shopper-only';

/**
 * The frame of an account list page (orders, quotes, invoices): its heading at once, the list
 * only for the signed-in shopper, with a loading line while the guard and Odoo answer.
 */
export async function DocumentListPage({
  titleId,
  title,
  locale,
  children,
}: {
  titleId: string;
  title: string;
  locale: Locale;
  children: () => Promise<ReactNode>;
}) {
  const shared = await getTranslations('AccountDocuments');
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      <ShopperOnly locale={locale} fallback={<p role="status">{shared('loading')}</p>}>
        {children}
      </ShopperOnly>
    </section>
  );
}
