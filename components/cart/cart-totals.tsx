import type { CartTotals as Totals } from '@/lib/cart/types';
import { formatMoney } from '@/lib/format/money';
import type { Locale } from '@/lib/i18n/locales';
import type { CartPageLabels } from './cart-page-labels';
import styles from './cart-page.module.css';

/** Amounts exactly as Odoo computed them; the browser never adds anything up. */
export function CartTotals({
  totals,
  locale,
  labels,
  busy,
}: {
  totals: Totals;
  locale: Locale;
  labels: CartPageLabels;
  busy: boolean;
}) {
  const rows: [string, number, string?][] = [[labels.subtotal, totals.subtotal]];
  if (totals.discount !== 0) rows.push([labels.discount, -Math.abs(totals.discount), 'discount']);
  rows.push([labels.delivery, totals.delivery], [labels.tax, totals.tax]);
  return (
    <dl className={styles.totals} aria-busy={busy}>
      {rows.map(([label, amount, testId]) => (
        <div key={label} className={styles.totalRow}>
          <dt>{label}</dt>
          <dd data-testid={testId ? `cart-${testId}` : undefined}>{formatMoney(amount, locale)}</dd>
        </div>
      ))}
      <div className={`${styles.totalRow} ${styles.grandTotal}`}>
        <dt>{labels.total}</dt>
        <dd data-testid="cart-page-total">{formatMoney(totals.total, locale)}</dd>
      </div>
    </dl>
  );
}
