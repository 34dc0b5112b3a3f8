import Link from 'next/link';
import { checkoutStepPath, type CheckoutStep } from '@/lib/checkout/checkout-steps';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import styles from './checkout.module.css';

/** On to the next step: a link, so it works before the page is interactive. */
export function NextStepLink({
  step,
  locale,
  label,
}: {
  step: CheckoutStep;
  locale: Locale;
  label: string;
}) {
  return (
    <div className={styles.actions}>
      <Link
        className="button button--primary"
        href={localizedPath(locale, checkoutStepPath(step))}
        prefetch={false}
      >
        {label}
      </Link>
    </div>
  );
}
