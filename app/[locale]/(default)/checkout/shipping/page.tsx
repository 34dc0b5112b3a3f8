import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CheckoutFrame } from '@/components/checkout/checkout-frame';
import { ShippingSection } from '@/components/checkout/shipping-section';
import { routeLocale } from '@/lib/i18n/route-locale.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Checkout');
  return { title: `${t('stepShipping')} · ${t('title')}`, robots: { index: false } };
}

/** `/checkout/shipping`: where to deliver and how (guard: the cart has lines). */
export default async function ShippingPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await routeLocale(params);
  return (
    <CheckoutFrame step="shipping" locale={locale}>
      <ShippingSection locale={locale} />
    </CheckoutFrame>
  );
}
