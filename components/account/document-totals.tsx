import { getTranslations } from 'next-intl/server';
import { formatMoney } from '@/lib/format/money';
import type { Locale } from '@/lib/i18n/locales';
import type { OrderTotals } from '@/lib/order/types';
import styles from './documents.module.css';

/**
 * Odoo's amounts of an order or quote, as the cart shows them: the tax-excluded rows and the VAT
 * add up to the total; nothing is computed here.
 */
export async function DocumentTotals({
  totals,
  locale,
  currency,
}: {
  totals: OrderTotals;
  locale: Locale;
  currency: string | null;
}) {
  const t = await getTranslations('AccountDocuments');
  const rows: [string, number, string][] = [[t('totalProducts'), totals.products, 'products']];
  if (totals.discount !== 0) rows.push([t('totalDiscount'), totals.discount, 'discount']);
  rows.push([t('totalDelivery'), totals.delivery, 'delivery'], [t('totalTax'), totals.tax, 'tax']);
  return (
    <dl className={styles.totals} aria-label={t('summary')}>
      {rows.map(([label, amount, key]) => (
        <div key={key} className={styles.totalRow}>
          <dt>{label}</dt>
          <dd data-testid={`document-${key}`}>{formatMoney(amount, locale, currency)}</dd>
        </div>
      ))}
      <div className={`${styles.totalRow} ${styles.grandTotal}`}>
        <dt>{t('total')}</dt>
        <dd data-testid="document-total">{formatMoney(totals.total, locale, currency)}</dd>
      </div>
    </dl>
  );
}
