import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CheckoutFrame } from '@/components/checkout/checkout-frame';
import { BillingSection } from '@/components/checkout/billing-section';
import { routeLocale } from '@/lib/i18n/route-locale.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Checkout');
  return { title: `${t('stepBilling')} · ${t('title')}`, robots: { index: false } };
}

/** `/checkout/billing`: who the invoice is for (guard: lines and a shipping address). */
export default async function BillingPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await routeLocale(params);
  return (
    <CheckoutFrame step="billing" locale={locale}>
      <BillingSection locale={locale} />
    </CheckoutFrame>
  );
}
