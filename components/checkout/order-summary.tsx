import { getMessages, getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { CartTotals } from '@/components/cart/cart-totals';
import type { Cart } from '@/lib/cart/types';
import { formatMoney } from '@/lib/format/money';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { isProductLine, variantLabel } from '@/lib/order/line-kind';
import styles from './checkout.module.css';

/** The order as Odoo computed it, beside every step: its lines and its totals. */
export async function OrderSummary({ cart, locale }: { cart: Cart; locale: Locale }) {
  const t = await getTranslations('Checkout');
  const messages = (await getMessages()) as Messages;
  return (
    <aside className={styles.summary} aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">{t('summary')}</h2>
      <ul className={styles.lines} data-testid="checkout-lines">
        {cart.lines.filter(isProductLine).map((line) => (
          <li key={line.id}>
            <span>
              {line.quantity} × {line.name}
              {line.attributes.length > 0 ? (
                <span className={styles.variant}>{variantLabel(line)}</span>
              ) : null}
            </span>
            <span>{formatMoney(line.subtotal, locale, cart.currency)}</span>
          </li>
        ))}
      </ul>
      <CartTotals
        totals={cart.totals}
        locale={locale}
        currency={cart.currency}
        labels={messages.CartPage}
        busy={false}
      />
      <p>
        <Link href={localizedPath(locale, '/cart')} prefetch={false}>
          {t('backToCart')}
        </Link>
      </p>
    </aside>
  );
}
