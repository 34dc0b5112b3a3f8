import { getTranslations } from 'next-intl/server';
import { formatMoney } from '@/lib/format/money';
import type { Locale } from '@/lib/i18n/locales';
import { isDiscountLine } from '@/lib/order/line-kind';
import type { OrderLine } from '@/lib/order/types';
import styles from './documents.module.css';

/** The products of an order or quote with Odoo's prices (tax-excluded, as the totals rows). */
export async function DocumentLines({
  lines,
  locale,
  currency,
}: {
  lines: OrderLine[];
  locale: Locale;
  currency: string | null;
}) {
  const t = await getTranslations('AccountDocuments');
  return (
    <table className={styles.table} data-testid="document-lines">
      <caption className="sr-only">{t('products')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('product')}</th>
          <th scope="col">{t('sku')}</th>
          <th scope="col" className={styles.amount}>
            {t('quantity')}
          </th>
          <th scope="col" className={styles.amount}>
            {t('unitPrice')}
          </th>
          <th scope="col" className={styles.amount}>
            {t('lineTotal')}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id}>
            <th scope="row" data-label={t('product')}>
              {line.name}
            </th>
            {/* A coupon's reward line has no product, so no SKU of its own. */}
            <td data-label={t('sku')}>{isDiscountLine(line) ? null : line.sku}</td>
            <td data-label={t('quantity')} className={styles.amount}>
              {line.quantity.toLocaleString(locale)}
            </td>
            <td data-label={t('unitPrice')} className={styles.amount}>
              {formatMoney(line.price, locale, currency)}
            </td>
            <td data-label={t('lineTotal')} className={styles.amount}>
              {formatMoney(line.subtotal, locale, currency)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
