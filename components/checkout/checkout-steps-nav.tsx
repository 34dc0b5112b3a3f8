import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import {
  CHECKOUT_STEPS,
  checkoutStepPath,
  stepsBefore,
  type CheckoutStep,
} from '@/lib/checkout/checkout-steps';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import styles from './checkout.module.css';

const STEP_LABELS = {
  shipping: 'stepShipping',
  billing: 'stepBilling',
  review: 'stepReview',
  payment: 'stepPayment',
} as const;

/** Where the shopper is; the steps already passed are links back (each step is a URL). */
export async function CheckoutStepsNav({ step, locale }: { step: CheckoutStep; locale: Locale }) {
  const t = await getTranslations('Checkout');
  const passed = stepsBefore(step);
  return (
    <nav className={styles.steps} aria-label={t('stepsLabel')}>
      <ol>
        {CHECKOUT_STEPS.map((candidate) => (
          <li key={candidate} aria-current={candidate === step ? 'step' : undefined}>
            {passed.includes(candidate) ? (
              <Link href={localizedPath(locale, checkoutStepPath(candidate))} prefetch={false}>
                {t(STEP_LABELS[candidate])}
              </Link>
            ) : (
              t(STEP_LABELS[candidate])
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
