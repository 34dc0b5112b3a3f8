import { getTranslations } from 'next-intl/server';
import type { OrderDelivery } from '@/lib/account/types';
import type { Locale } from '@/lib/i18n/locales';
import { DocumentDate } from './document-date';
import styles from './documents.module.css';

/**
 * The order's shipments: when each left and arrived, its Track & Trace and the serial numbers of
 * what it carried. Odoo knows these only with the deliveries extension; without it nothing shows.
 */
export async function OrderDeliveries({
  deliveries,
  locale,
}: {
  deliveries: OrderDelivery[];
  locale: Locale;
}) {
  const t = await getTranslations('AccountOrders');
  const shown = deliveries.filter((delivery) => delivery.state !== 'Cancelled');
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="order-deliveries">
      <h2 id="order-deliveries">{t('deliveries')}</h2>
      <ul className={styles.deliveries}>
        {shown.map((delivery) => (
          <li key={delivery.id} className={styles.delivery} data-delivery-id={delivery.id}>
            <h3>{delivery.name}</h3>
            {delivery.isBackorder ? <p>{t('backorder')}</p> : null}
            <dl className={styles.facts}>
              <div>
                <dt>{t('shippedOn')}</dt>
                <dd>
                  {delivery.state === 'Done' && delivery.dateDone ? (
                    <DocumentDate value={delivery.dateDone} locale={locale} />
                  ) : (
                    t('notShipped')
                  )}
                </dd>
              </div>
              {delivery.dateDelivered ? (
                <div>
                  <dt>{t('deliveredOn')}</dt>
                  <dd>
                    <DocumentDate value={delivery.dateDelivered} locale={locale} />
                  </dd>
                </div>
              ) : null}
              {delivery.trackingReference ? (
                <div>
                  <dt>{t('trackAndTrace')}</dt>
                  <dd data-testid="track-and-trace">
                    {delivery.trackingUrl && /^https?:\/\//i.test(delivery.trackingUrl) ? (
                      <a href={delivery.trackingUrl} target="_blank" rel="noopener noreferrer">
                        {delivery.trackingReference}
                      </a>
                    ) : (
                      delivery.trackingReference
                    )}
                  </dd>
                </div>
              ) : null}
              {delivery.serialNumbers.length > 0 ? (
                <div>
                  <dt>{t('serialNumbers')}</dt>
                  <dd>
                    <ul className={styles.serials} data-testid="serial-numbers">
                      {delivery.serialNumbers.map((serial) => (
                        <li key={serial}>{serial}</li>
                      ))}
                    </ul>
                  </dd>
                </div>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
