import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CheckoutFrame } from '@/components/checkout/checkout-frame';
import { PaymentSection } from '@/components/checkout/payment-section';
import { routeLocale } from '@/lib/i18n/route-locale.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Checkout');
  return { title: `${t('stepPayment')} · ${t('title')}`, robots: { index: false } };
}

/** `/checkout/payment`: how to pay, and paying (guard: lines, shipping and invoice address). */
export default async function PaymentPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const locale = await routeLocale(params);
  return (
    <CheckoutFrame step="payment" locale={locale}>
      <PaymentSection locale={locale} searchParams={searchParams} />
    </CheckoutFrame>
  );
}
