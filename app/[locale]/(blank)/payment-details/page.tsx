import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { requireCheckoutShopper } from '@/lib/checkout/checkout.server';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { resolvePaymentReturn } from '@/lib/payment/payment-return.server';
import { confirmationPath, retryPaymentPath } from '@/lib/payment/payment-paths';
import { routeLocale } from '@/lib/i18n/route-locale.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('PaymentDetails');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/**
 * `/payment-details` (also `/PaymentDetails`), where payment providers send the shopper back:
 * the outcome comes from Odoo, never from the query string (Adyen's opaque redirectResult is only
 * passed on for Odoo to verify), and leads to the confirmation or back to the payment step.
 */
export default async function PaymentDetailsPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const locale = await routeLocale(params);
  const t = await getTranslations('PaymentDetails');
  return (
    <section aria-labelledby="payment-details-title">
      <h1 id="payment-details-title">{t('title')}</h1>
      <Suspense fallback={<p role="status">{t('title')}…</p>}>
        <PaymentOutcome locale={locale} query={searchParams} />
      </Suspense>
    </section>
  );
}

async function PaymentOutcome({
  locale,
  query,
}: {
  locale: Locale;
  query: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireCheckoutShopper(locale);
  const outcome = await resolvePaymentReturn(await query);
  // On in the language the shopper paid in, when the payment knows it.
  const next = ('locale' in outcome && outcome.locale) || locale;
  if (outcome.kind === 'retry') redirect(localizedPath(next, retryPaymentPath(outcome.reason)));
  if (outcome.kind === 'unpaid') redirect(localizedPath(next, '/checkout/payment'));
  if (outcome.kind !== 'none') redirect(localizedPath(next, confirmationPath(outcome.orderId)));
  const t = await getTranslations('PaymentDetails');
  return (
    <>
      <p role="alert">{t('noPayment')}</p>
      <p>
        <Link href={localizedPath(locale, '/cart')}>{t('toCart')}</Link>
      </p>
    </>
  );
}
