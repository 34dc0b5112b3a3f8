import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { CartTotals } from '@/components/cart/cart-totals';
import { ShopperOnly } from '@/components/account/shopper-only';
import { cartLoad } from '@/lib/cart/cart';
import { formatMoney } from '@/lib/format/money';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { isProductLine } from '@/lib/order/line-kind';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Checkout');
  return { title: t('title'), robots: { index: false } };
}

/**
 * `/checkout`: signed-in shoppers only (the login modal sends guests here after signing in), and
 * only with something in the cart (spec's checkout guard: no lines, back to /cart). It shows the
 * order as Odoo computed it; the shipping, billing and payment steps follow from here.
 */
export default async function CheckoutPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = (await params).locale as Locale;
  const t = await getTranslations('Checkout');
  return (
    <section aria-labelledby="checkout-title">
      <h1 id="checkout-title">{t('title')}</h1>
      <ShopperOnly locale={locale} fallback={<p role="status">{t('loading')}</p>}>
        {() => <OrderSummary locale={locale} />}
      </ShopperOnly>
    </section>
  );
}

async function OrderSummary({ locale }: { locale: Locale }) {
  const cart = await cartLoad();
  const lines = cart.lines.filter(isProductLine);
  if (lines.length === 0) redirect(localizedPath(locale, '/cart'));
  const messages = (await getMessages()) as Messages;
  const t = messages.Checkout;
  return (
    <>
      <h2>{t.summary}</h2>
      <ul className="checkout-lines">
        {lines.map((line) => (
          <li key={line.id}>
            <span>
              {line.quantity} × {line.name}
            </span>
            <span>{formatMoney(line.subtotal, locale, cart.currency)}</span>
          </li>
        ))}
      </ul>
      <CartTotals
        totals={cart.totals}
        locale={locale}
        currency={cart.currency}
        labels={messages.CartPage}
        busy={false}
      />
      <p>
        <Link href={localizedPath(locale, '/cart')}>{t.backToCart}</Link>
      </p>
    </>
  );
}
