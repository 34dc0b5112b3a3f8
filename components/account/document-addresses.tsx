import { getTranslations } from 'next-intl/server';
import { addressLines } from '@/lib/addresses/address-lines';
import type { Address } from '@/lib/addresses/types';
import type { Locale } from '@/lib/i18n/locales';
import type { ChosenDeliveryMethod } from '@/lib/order/delivery-types';
import styles from './documents.module.css';
import { requestLocale } from '@/lib/i18n/request-locale.server';

/** Invoice and delivery address and the delivery method of an order or quote. */
export async function DocumentAddresses({
  billing,
  shipping,
  method,
}: {
  billing: Address | null;
  shipping: Address | null;
  method: ChosenDeliveryMethod | null;
}) {
  const t = await getTranslations('AccountDocuments');
  const locale = await requestLocale();
  return (
    <div className={styles.columns}>
      <div>
        <h3>{t('invoiceAddress')}</h3>
        <PostalAddress address={billing} empty={t('notGiven')} locale={locale} />
      </div>
      <div>
        <h3>{t('deliveryAddress')}</h3>
        <PostalAddress address={shipping} empty={t('notGiven')} locale={locale} />
      </div>
      <div>
        <h3>{t('deliveryMethod')}</h3>
        <p>{method?.name ?? t('notGiven')}</p>
      </div>
    </div>
  );
}

function PostalAddress({
  address,
  empty,
  locale,
}: {
  address: Address | null;
  empty: string;
  locale: Locale;
}) {
  if (!address) return <p>{empty}</p>;
  const lines = addressLines(address, locale);
  return (
    <address>
      {lines.map((line, index) => (
        <span key={index}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}
