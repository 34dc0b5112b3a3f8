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
  const href = localizedPath(locale, checkoutStepPath(step));
  return (
    <div className={styles.actions}>
      {step === 'payment' ? (
        // A full page load: the payment step's content policy admits the payment provider's
        // frames and hosts, and a browser keeps the policy of the page it loaded last.
        <a className="button button--primary" href={href}>
          {label}
        </a>
      ) : (
        <Link className="button button--primary" href={href} prefetch={false}>
          {label}
        </Link>
      )}
    </div>
  );
}
