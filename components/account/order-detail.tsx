import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { invoiceStatus } from '@/lib/account/invoice-status';
import { orderStatus } from '@/lib/account/order-status';
import type { QuotationDetail } from '@/lib/account/types';
import { OrderAgain } from '@/components/reorder/order-again';
import { formatMoney } from '@/lib/format/money';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { orderedProducts } from '@/lib/reorder/reorder-lines';
import { DocumentDate } from './document-date';
import { DocumentSections } from './document-sections';
import { DocumentStatus } from './document-status';
import styles from './documents.module.css';
import { InvoiceList } from './invoice-list';
import { OrderDeliveries } from './order-deliveries';

/** One order: status, products and totals, addresses, shipments and invoices. */
export async function OrderDetail({ order, locale }: { order: QuotationDetail; locale: Locale }) {
  const t = await getTranslations('AccountOrders');
  const shared = await getTranslations('AccountDocuments');
  const statuses = await getTranslations('OrderStatus');
  const status = orderStatus(order);
  // As in Odoo's portal: drafts and cancelled invoices are not the customer's to see.
  const invoices = order.invoices.filter((invoice) =>
    invoiceStatus(invoice.state, invoice.paymentState),
  );
  return (
    <article className={styles.page} data-testid="order-detail" data-order-id={order.id}>
      <Link href={localizedPath(locale, '/my/orders')} className={styles.backLink} prefetch={false}>
        {t('backToOrders')}
      </Link>
      <h1>{t('detailTitle', { name: order.name })}</h1>
      <OrderAgain order={order} lines={orderedProducts(order.lines)} locale={locale} />
      <dl className={styles.facts} aria-label={shared('details')}>
        <div>
          <dt>{t('orderedOn')}</dt>
          <dd>
            <DocumentDate value={order.date} locale={locale} />
          </dd>
        </div>
        <div>
          <dt>{shared('status')}</dt>
          <dd>
            {status ? (
              <DocumentStatus status={status} label={statuses(status)} testId="order-status" />
            ) : null}
          </dd>
        </div>
        {order.clientOrderRef ? (
          <div>
            <dt>{shared('customerReference')}</dt>
            <dd>{order.clientOrderRef}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('total')}</dt>
          <dd>{formatMoney(order.totals.total, locale, order.currency)}</dd>
        </div>
      </dl>
      <DocumentSections document={order} locale={locale} idPrefix="order" />
      <OrderDeliveries deliveries={order.deliveries} locale={locale} />
      <section aria-labelledby="order-invoices">
        <h2 id="order-invoices">{t('invoices')}</h2>
        {invoices.length > 0 ? (
          <InvoiceList invoices={invoices} locale={locale} caption={t('invoices')} />
        ) : (
          <p>{t('noInvoices')}</p>
        )}
      </section>
    </article>
  );
}
