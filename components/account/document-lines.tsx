import { getTranslations } from 'next-intl/server';
import { formatMoney } from '@/lib/format/money';
import type { Locale } from '@/lib/i18n/locales';
import { isDiscountLine, variantLabel } from '@/lib/order/line-kind';
import type { OrderLine } from '@/lib/order/types';
import { DocumentTable } from './document-table';
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
    <DocumentTable
      testId="document-lines"
      caption={t('products')}
      columns={[
        { label: t('product') },
        { label: t('sku') },
        { label: t('quantity'), amount: true },
        { label: t('unitPrice'), amount: true },
        { label: t('lineTotal'), amount: true },
      ]}
    >
      {lines.map((line) => (
        <tr key={line.id}>
          <th scope="row" data-label={t('product')}>
            {line.name}
            {line.attributes.length > 0 ? (
              <span className={styles.variant}>{variantLabel(line)}</span>
            ) : null}
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
    </DocumentTable>
  );
}
