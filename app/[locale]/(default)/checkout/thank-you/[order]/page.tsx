import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { OrderConfirmationView } from '@/components/checkout/order-confirmation-view';
import { documentIdFromSlug } from '@/lib/account/document-list-query';
import { requireCheckoutShopper } from '@/lib/checkout/checkout.server';
import type { Locale } from '@/lib/i18n/locales';
import { loadOrderConfirmation } from '@/lib/payment/order-confirmation.server';
import { segmentLocale } from '@/lib/i18n/segment-locale.server';

// The order id is only known per request.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('OrderConfirmation');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

/** `/checkout/thank-you/{order}`: the confirmation of one of the customer's own orders. */
export default async function ThankYouPage({ params }: { params: Promise<{ order: string }> }) {
  const locale = await segmentLocale();
  const t = await getTranslations('Checkout');
  return (
    <Suspense fallback={<p role="status">{t('loading')}</p>}>
      <Confirmation slug={params.then(({ order }) => order)} locale={locale} />
    </Suspense>
  );
}

async function Confirmation({ slug, locale }: { slug: Promise<string>; locale: Locale }) {
  await requireCheckoutShopper(locale);
  const id = documentIdFromSlug(await slug);
  if (id === null) notFound();
  return <OrderConfirmationView confirmation={await loadOrderConfirmation(id)} locale={locale} />;
}
