import { getMessages, getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { Suspense, type ReactNode } from 'react';
import { OverlayLabelsProvider } from '@/components/layout/shell-labels-provider';
import type { CheckoutStep } from '@/lib/checkout/checkout-steps';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { CheckoutStepsNav } from './checkout-steps-nav';
import styles from './checkout.module.css';
import { StepAlert } from './step-alert';

/**
 * Every step's page: the title and the step navigation at once, the step itself (which loads the
 * cart and applies the guard on the server) when it is ready.
 */
export async function CheckoutFrame({
  step,
  locale,
  children,
}: {
  step: CheckoutStep;
  locale: Locale;
  children: ReactNode;
}) {
  const [t, messages] = await Promise.all([getTranslations('Checkout'), getMessages()]);
  return (
    <section className={styles.page} aria-labelledby="checkout-title">
      <h1 id="checkout-title">{t('title')}</h1>
      <CheckoutStepsNav step={step} locale={locale} />
      {/* The steps' forms (addresses, the order note) render on the server: their error texts
          are handed down here, or rendering would wait for the browser's fetch of them and
          React would give the step up to the browser (error #419). */}
      <OverlayLabelsProvider labels={{ FormErrors: messages.FormErrors }}>
        <Suspense fallback={<p role="status">{t('loading')}</p>}>{children}</Suspense>
      </OverlayLabelsProvider>
    </section>
  );
}

/** Odoo did not return the cart: the spec's guard redirects nowhere, the step says so. */
export async function CartUnavailable({ step, locale }: { step: CheckoutStep; locale: Locale }) {
  const t = await getTranslations('Checkout');
  return (
    <div className={styles.main}>
      <StepAlert text={t('cartUnavailable')} />
      <p>
        <Link href={localizedPath(locale, `/checkout/${step}`)} prefetch={false}>
          {t('retry')}
        </Link>
      </p>
    </div>
  );
}

/** A step's own content beside the order summary. */
export function StepColumns({ children, summary }: { children: ReactNode; summary: ReactNode }) {
  return (
    <div className={styles.columns}>
      <div className={styles.main}>{children}</div>
      {summary}
    </div>
  );
}
