import { getMessages } from 'next-intl/server';
import Link from 'next/link';
import { DocumentAddresses } from '@/components/account/document-addresses';
import { DocumentLines } from '@/components/account/document-lines';
import { DocumentTotals } from '@/components/account/document-totals';
import { formatMoney } from '@/lib/format/money';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import type { OrderConfirmation } from '@/lib/payment/order-confirmation.server';
import { CartReplaced } from './cart-replaced';
import styles from './checkout.module.css';
import { OrderFeedback } from './order-feedback';

const PAYMENT_TEXTS = {
  paid: 'paid',
  processing: 'processing',
  transfer: 'awaitingTransfer',
  refused: 'refused',
} as const;

/** The order confirmation: number, payment state, what was bought, where it goes. */
export async function OrderConfirmationView({
  confirmation: { order, payment, transferInstructions },
  locale,
}: {
  confirmation: OrderConfirmation;
  locale: Locale;
}) {
  const messages = (await getMessages()) as Messages;
  const t = messages.OrderConfirmation;
  const total = formatMoney(order.totals.total, locale, order.currency);
  return (
    <article className={styles.page} data-testid="order-confirmation" data-payment={payment}>
      <CartReplaced />
      <h1>{t.title}</h1>
      <dl className={styles.facts}>
        <div>
          <dt>{t.orderNumber}</dt>
          <dd data-testid="order-number">{order.name}</dd>
        </div>
        <div>
          <dt>{t.paymentState}</dt>
          <dd data-testid="payment-state">{t[PAYMENT_TEXTS[payment]]}</dd>
        </div>
      </dl>
      {payment === 'refused' ? (
        <p>
          {/* A full page load into the payment step: see components/checkout/step-link.tsx. */}
          <a className="button button--primary" href={localizedPath(locale, '/checkout/payment')}>
            {t.retryPayment}
          </a>
        </p>
      ) : null}
      {payment === 'transfer' ? (
        <section className={styles.transfer} aria-labelledby="transfer-title">
          <h2 id="transfer-title">{t.transferTitle}</h2>
          <dl className={styles.facts}>
            <div>
              <dt>{t.transferReference}</dt>
              {/* Odoo's transfer instructions ask for the order name as the reference. */}
              <dd data-testid="transfer-reference">{order.name}</dd>
            </div>
            <div>
              <dt>{t.transferAmount}</dt>
              <dd>{total}</dd>
            </div>
          </dl>
          {transferInstructions ? (
            <div
              data-testid="transfer-instructions"
              dangerouslySetInnerHTML={{ __html: transferInstructions }}
            />
          ) : null}
        </section>
      ) : null}
      <section aria-labelledby="ordered-title">
        <h2 id="ordered-title">{t.ordered}</h2>
        <DocumentLines lines={order.lines} locale={locale} currency={order.currency} />
        <DocumentTotals totals={order.totals} locale={locale} currency={order.currency} />
      </section>
      <DocumentAddresses
        billing={order.billingAddress}
        shipping={order.shippingAddress}
        method={order.shippingMethod}
      />
      <OrderFeedback labels={t} />
      <p className={styles.actions}>
        <Link href={localizedPath(locale, `/my/orders/${order.id}`)} prefetch={false}>
          {t.viewOrder}
        </Link>
        <Link href={localizedPath(locale, '/')}>{t.continueShopping}</Link>
      </p>
    </article>
  );
}
