import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { LoadList } from './load-list';
import { TransferCartForm } from './transfer-cart-form';
import styles from './punchout-banner.module.css';

export type PunchoutBannerLabels = Messages['PunchoutBanner'];

/**
 * The band over every page of a punch-out session: whom the buyer shops for, 'Load a list' (one
 * of their company's lists into the cart), and 'Transfer cart', which sends the cart back to
 * their procurement system.
 */
export function PunchoutBanner({
  locale,
  labels,
  buyer,
}: {
  locale: Locale;
  labels: PunchoutBannerLabels;
  buyer: string;
}) {
  return (
    <aside className={styles.banner} aria-label={labels.label}>
      <p className={styles.text}>
        <strong>{labels.label}</strong> {labels.shoppingFor.replace('{buyer}', buyer)}
      </p>
      <div className={styles.actions}>
        <LoadList />
        <TransferCartForm locale={locale} label={labels.transferCart} />
      </div>
    </aside>
  );
}
