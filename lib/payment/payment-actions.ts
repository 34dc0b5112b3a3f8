'use server';

import { cartLoad } from '@/lib/cart/cart.server';
import { setCartSizeCookie } from '@/lib/cart/cart-size-cookie.server';
import { checkoutGuard } from '@/lib/checkout/checkout-steps';
import { paymentStartSchema } from '@/lib/checkout/checkout-schemas';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { absoluteUrl } from '@/lib/seo/site-url';
import { shopperAction, ShopperRefusal } from '@/lib/shopper/shopper-action.server';
import type { Translate } from '@/lib/shopper/translate.server';
import { payByTransfer } from './odoo-transfer.server';
import { paymentMakeExternal } from './payment.server';
import { MollieError } from './mollie-error';
import { startMolliePayment } from './mollie.server';
import { paymentPageOrigins, trustedPaymentPage } from './payment-hosts.server';
import { shopperPaymentOptions, type PaymentOption } from './payment-options.server';
import { confirmationPath } from './payment-paths';
import { readRedirectForm, type RedirectForm } from './redirect-form';
import { requestLocale } from '@/lib/i18n/request-locale.server';

/** Where the browser goes next: a page of the shop or a provider's, or a form it posts there. */
export type PaymentStart = { kind: 'navigate'; url: string } | { kind: 'post'; form: RedirectForm };

type PaymentTranslate = Translate<'PaymentActions'>;

/**
 * Pays the session cart with one acquirer ('pay' on the payment step). The browser names the
 * acquirer and nothing else: the order, its amount and currency are Odoo's. One start per press:
 * the payment step ignores presses while one is on its way. Odoo 15 keeps the order as the cart
 * while its payment is pending and after a cancelled or refused one (the shopper may pay again);
 * a wire transfer sends the quotation, after which the session gets a new cart.
 */
export const startPaymentAction = shopperAction({
  name: 'startPayment',
  input: paymentStartSchema,
  access: 'signed-in',
  messages: 'PaymentActions',
  // Mollie unreachable or not configured: the shopper may choose another way to pay.
  describeError: (error, translate) =>
    error instanceof MollieError ? translate('providerFailed') : undefined,
  run: async ({ providerId }, { translate }): Promise<PaymentStart> => {
    const locale = await requestLocale();
    // The cart first: Odoo lists no acquirers without one.
    const cart = await cartLoad();
    if (cart.id === null || cart.lineCount === 0) throw new ShopperRefusal(translate('cartEmpty'));
    const option = await offeredOption(providerId, translate);
    if (checkoutGuard('payment', cart) !== null) {
      throw new ShopperRefusal(translate('checkoutIncomplete'));
    }
    switch (option.handler) {
      case 'wire-transfer': {
        // Odoo 15's own route, so it works on any Odoo 15 (lib/payment/odoo-transfer.server.ts).
        const { orderId } = await payByTransfer(option.id);
        // Odoo handed the order over to the bank transfer; the session's cart is empty now.
        await setCartSizeCookie({ lineCount: 0, quantity: 0 });
        return { kind: 'navigate', url: localizedPath(locale, confirmationPath(orderId)) };
      }
      case 'adyen-hosted': {
        const payment = await externalPayment(option, { returnUrl: returnUrl(locale) }, translate);
        // Odoo 15 (vsf_payment_transaction) hands over an Adyen payment link; a backend whose
        // hosted page takes a POST hands over its form instead.
        const page = payment.checkoutUrl === null ? null : trustedPaymentPage(payment.checkoutUrl);
        if (page) return { kind: 'navigate', url: page };
        const form =
          payment.redirectForm === null
            ? null
            : readRedirectForm(payment.redirectForm, paymentPageOrigins());
        if (!form) throw new ShopperRefusal(translate('providerFailed'));
        return { kind: 'post', form };
      }
      case 'mollie': {
        const transaction = await externalPayment(option, {}, translate);
        if (transaction.id === null) throw new ShopperRefusal(translate('providerFailed'));
        const started = await startMolliePayment({
          transactionId: transaction.id,
          locale,
          returnUrl: returnUrl(locale),
          description: cart.name,
        });
        const checkout = trustedPaymentPage(started.checkoutUrl);
        if (!checkout) throw new ShopperRefusal(translate('providerFailed'));
        return { kind: 'navigate', url: checkout };
      }
      default:
        // Adyen's card payment runs in its drop-in, punch-out acquirers are never offered.
        throw new ShopperRefusal(translate('providerNotOffered'));
    }
  },
});

async function offeredOption(
  providerId: number,
  translate: PaymentTranslate,
): Promise<PaymentOption> {
  const option = (await shopperPaymentOptions()).find((candidate) => candidate.id === providerId);
  if (!option) throw new ShopperRefusal(translate('providerNotOffered'));
  if (option.handler === null) {
    throw new ShopperRefusal(translate('notImplemented', { name: option.name }));
  }
  return option;
}

async function externalPayment(
  option: PaymentOption,
  extra: { returnUrl?: string },
  translate: PaymentTranslate,
) {
  const payment = await paymentMakeExternal(option.id, extra);
  if (!payment.available) throw new ShopperRefusal(translate('providerNotOffered'));
  return payment.data;
}

/** Built from configuration (SHOP_URL), never from the request: see reference payments §0.3. */
function returnUrl(locale: Locale): string {
  return absoluteUrl(localizedPath(locale, '/payment-details'));
}
