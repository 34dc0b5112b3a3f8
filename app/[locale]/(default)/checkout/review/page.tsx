import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CheckoutFrame } from '@/components/checkout/checkout-frame';
import { ReviewSection } from '@/components/checkout/review-section';
import { routeLocale } from '@/lib/i18n/route-locale.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Checkout');
  return { title: `${t('stepReview')} · ${t('title')}`, robots: { index: false } };
}

/** `/checkout/review`: everything at a glance before paying (guard: as the payment step). */
export default async function ReviewPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await routeLocale(params);
  return (
    <CheckoutFrame step="review" locale={locale}>
      <ReviewSection locale={locale} />
    </CheckoutFrame>
  );
}
