import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { OrderAgain } from '@/components/reorder/order-again';
import { orderStatus } from '@/lib/account/order-status';
import type { OrderRow } from '@/lib/account/types';
import { formatMoney } from '@/lib/format/money';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { DocumentDate } from './document-date';
import { DocumentStatus } from './document-status';
import { DocumentTable } from './document-table';
import styles from './documents.module.css';

/**
 * The customer's orders: number (to the order), date, who placed it (a company's contacts), own
 * reference, status and total.
 */
export async function OrderList({
  orders,
  locale,
  showPlacedBy = false,
}: {
  orders: OrderRow[];
  locale: Locale;
  showPlacedBy?: boolean;
}) {
  const t = await getTranslations('AccountOrders');
  const shared = await getTranslations('AccountDocuments');
  const statuses = await getTranslations('OrderStatus');
  const reorder = await getTranslations('OrderAgain');
  return (
    <DocumentTable
      testId="order-list"
      caption={t('listLabel')}
      columns={[
        { label: t('orderNumber') },
        { label: t('date') },
        ...(showPlacedBy ? [{ label: shared('placedBy') }] : []),
        { label: shared('customerReference') },
        { label: shared('status') },
        { label: t('total'), amount: true },
        { label: reorder('column') },
      ]}
    >
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
            {showPlacedBy ? <td data-label={shared('placedBy')}>{order.customerName}</td> : null}
            <td data-label={shared('customerReference')}>{order.clientOrderRef}</td>
            <td data-label={shared('status')}>
              {status ? <DocumentStatus status={status} label={statuses(status)} /> : null}
            </td>
            <td data-label={t('total')} className={styles.amount}>
              {formatMoney(order.total, locale, order.currency)}
            </td>
            <td>
              <OrderAgain order={order} locale={locale} />
            </td>
          </tr>
        );
      })}
    </DocumentTable>
  );
}
