import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { CartPageView } from '@/components/cart/cart-page-view';
import { CheckoutHoldNotice, parseCheckoutHold } from '@/components/cart/checkout-hold-notice';
import { OverlayLabelsProvider } from '@/components/layout/shell-labels-provider';
import { cartLoad } from '@/lib/cart/cart.server';
import type { Cart } from '@/lib/cart/types';
import { CHECKOUT_HOLD_PARAMETER } from '@/lib/checkout/checkout-steps';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { shopContact } from '@/lib/shop/contact';
import { routeLocale } from '@/lib/i18n/route-locale.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('CartPage');
  // One shopper's cart: nothing for search engines.
  return { title: t('title'), description: t('metaDescription'), robots: { index: false } };
}

/**
 * `/cart`: rendered per request (it is this shopper's cart), inside a Suspense boundary. When the
 * checkout's guard sent the shopper here, the page says why first.
 */
export default async function CartPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const locale = await routeLocale(params);
  const t = await getTranslations('CartPage');
  const sidebar = await getTranslations('CartSidebar');
  return (
    <section aria-labelledby="cart-title">
      <h1 id="cart-title">{t('title')}</h1>
      <Suspense fallback={null}>
        <CheckoutHoldNotice
          hold={searchParams.then((query) => parseCheckoutHold(query[CHECKOUT_HOLD_PARAMETER]))}
        />
      </Suspense>
      <Suspense fallback={<p role="status">{sidebar('loading')}</p>}>
        <ShopperCart locale={locale} />
      </Suspense>
    </section>
  );
}

async function ShopperCart({ locale }: { locale: Locale }) {
  const messages = (await getMessages()) as Messages;
  let cart: Cart | null = null;
  try {
    cart = await cartLoad();
  } catch {
    // Odoo unreachable: the browser asks once more and shows the server's text if that fails.
  }
  // The lines share the sidebar's texts; the page hands them over instead of the browser fetching.
  return (
    <OverlayLabelsProvider labels={{ CartSidebar: messages.CartSidebar }}>
      <CartPageView
        initialCart={cart}
        locale={locale}
        labels={messages.CartPage}
        shopEmail={shopContact().email}
      />
    </OverlayLabelsProvider>
  );
}
