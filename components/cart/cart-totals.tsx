import type { OrderTotals as Totals } from '@/lib/order/types';
import { formatMoney } from '@/lib/format/money';
import type { Locale } from '@/lib/i18n/locales';
import type { CartPageLabels } from './cart-page-labels';
import styles from './cart-page.module.css';

/**
 * Amounts exactly as Odoo computed them, in the order's currency; the browser never adds anything up. The tax-excluded
 * rows and the VAT add up to the total, and every label says which side of VAT it is on.
 */
export function CartTotals({
  totals,
  locale,
  currency,
  labels,
  busy,
}: {
  totals: Totals;
  locale: Locale;
  /** The order's currency (ISO code); null: the shop's default. */
  currency: string | null;
  labels: CartPageLabels;
  busy: boolean;
}) {
  const rows: [string, number, string][] = [[labels.products, totals.products, 'products']];
  if (totals.discount !== 0) rows.push([labels.discount, totals.discount, 'discount']);
  rows.push([labels.delivery, totals.delivery, 'delivery'], [labels.tax, totals.tax, 'tax']);
  return (
    <dl className={styles.totals} aria-busy={busy}>
      {rows.map(([label, amount, testId]) => (
        <div key={label} className={styles.totalRow}>
          <dt>{label}</dt>
          <dd data-testid={`cart-${testId}`}>{formatMoney(amount, locale, currency)}</dd>
        </div>
      ))}
      <div className={`${styles.totalRow} ${styles.grandTotal}`}>
        <dt>{labels.total}</dt>
        <dd data-testid="cart-page-total">{formatMoney(totals.total, locale, currency)}</dd>
      </div>
    </dl>
  );
}
