import { getMessages } from 'next-intl/server';
import { placeRef } from '@/lib/addresses/address-book.server';
import { withCountryNames } from '@/lib/addresses/address-lines';
import { isPostalAddress } from '@/lib/addresses/postal-address';
import { getCountries } from '@/lib/addresses/countries.server';
import { checkoutAddresses } from '@/lib/checkout/checkout-addresses.server';
import { guardCheckoutStep } from '@/lib/checkout/checkout.server';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { shippingGetDeliveryMethods } from '@/lib/shipping/shipping.server';
import { preferredCountry } from '@/lib/shop/shopper-preferences.server';
import { CartUnavailable, StepColumns } from './checkout-frame';
import { OrderSummary } from './order-summary';
import { ShippingStep } from './shipping-step';

/** The shipping step's data, behind the guard: the shopper's addresses and Odoo's carriers. */
export async function ShippingSection({ locale }: { locale: Locale }) {
  const { cart } = await guardCheckoutStep(locale, 'shipping');
  if (!cart) return <CartUnavailable step="shipping" locale={locale} />;
  const [{ shipping }, methods, countries, country, messages] = await Promise.all([
    checkoutAddresses(cart),
    shippingGetDeliveryMethods(),
    getCountries(locale),
    preferredCountry(),
    getMessages() as Promise<Messages>,
  ]);
  const places = countries.map(placeRef);
  return (
    <StepColumns summary={<OrderSummary cart={cart} locale={locale} />}>
      <ShippingStep
        locale={locale}
        addresses={withCountryNames(shipping, locale)}
        // Only an address the next step accepts is shown as chosen (see checkoutAddresses).
        selectedAddressId={isPostalAddress(cart.shippingAddress) ? cart.shippingAddress.id : null}
        methods={methods}
        selectedMethodId={cart.shippingMethod?.id ?? null}
        currency={cart.currency}
        countries={places}
        preferredCountryId={places.find((place) => place.code === country)?.id}
        promises={[messages.TopBar.delivery, messages.TopBar.returns]}
        labels={messages.Checkout}
        addressLabels={messages.AddressBook}
      />
    </StepColumns>
  );
}
