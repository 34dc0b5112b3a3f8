import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { CartUnavailable } from '@/components/checkout/checkout-frame';
import { checkoutCart, requireCheckoutShopper } from '@/lib/checkout/checkout.server';
import { checkoutStepPath, firstOpenStep } from '@/lib/checkout/checkout-steps';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { routeLocale } from '@/lib/i18n/route-locale.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Checkout');
  return { title: t('title'), robots: { index: false } };
}

/**
 * `/checkout` (where 'GO TO CHECKOUT' and the login modal lead): on to the first step the cart
 * still needs; an empty cart goes back to /cart, guests sign in first.
 */
export default async function CheckoutPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await routeLocale(params);
  const t = await getTranslations('Checkout');
  return (
    <section aria-labelledby="checkout-title">
      <h1 id="checkout-title">{t('title')}</h1>
      <Suspense fallback={<p role="status">{t('loading')}</p>}>
        <FirstOpenStep locale={locale} />
      </Suspense>
    </section>
  );
}

async function FirstOpenStep({ locale }: { locale: Locale }) {
  await requireCheckoutShopper(locale);
  const cart = await checkoutCart();
  if (!cart) return <CartUnavailable step="shipping" locale={locale} />;
  const step = firstOpenStep(cart);
  redirect(localizedPath(locale, step === '/cart' ? '/cart' : checkoutStepPath(step)));
}
