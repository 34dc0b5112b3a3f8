import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { orderStatus } from '@/lib/account/order-status';
import type { OrderRow } from '@/lib/account/types';
import { formatMoney } from '@/lib/format/money';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { DocumentDate } from './document-date';
import styles from './documents.module.css';

/** The customer's orders: number (to the order), date, own reference, status and total. */
export async function OrderList({ orders, locale }: { orders: OrderRow[]; locale: Locale }) {
  const t = await getTranslations('AccountOrders');
  const shared = await getTranslations('AccountDocuments');
  const statuses = await getTranslations('OrderStatus');
  return (
    <table className={styles.table} data-testid="order-list">
      <caption className="sr-only">{t('listLabel')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('orderNumber')}</th>
          <th scope="col">{t('date')}</th>
          <th scope="col">{shared('customerReference')}</th>
          <th scope="col">{shared('status')}</th>
          <th scope="col" className={styles.amount}>
            {t('total')}
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => {
          const status = orderStatus(order);
          return (
            <tr key={order.id} data-order-id={order.id}>
              <th scope="row" data-label={t('orderNumber')}>
                <Link href={localizedPath(locale, `/my/orders/${order.id}`)} prefetch={false}>
                  {order.name}
                </Link>
              </th>
              <td data-label={t('date')}>
                <DocumentDate value={order.date} locale={locale} />
              </td>
              <td data-label={shared('customerReference')}>{order.clientOrderRef}</td>
              <td data-label={shared('status')}>
                {status ? (
                  <span className={styles.status} data-status={status}>
                    {statuses(status)}
                  </span>
                ) : null}
              </td>
              <td data-label={t('total')} className={styles.amount}>
                {formatMoney(order.total, locale, order.currency)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
