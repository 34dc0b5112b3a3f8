import { getMessages } from 'next-intl/server';
import { cartComment } from '@/lib/account/account-documents.server';
import { placeRef } from '@/lib/addresses/address-book.server';
import { withCountryName, withCountryNames } from '@/lib/addresses/address-lines';
import { getCountries } from '@/lib/addresses/countries.server';
import {
  billToDeliveryWhenIncomplete,
  checkoutAddresses,
} from '@/lib/checkout/checkout-addresses.server';
import { guardCheckoutStep } from '@/lib/checkout/checkout.server';
import { checkoutStepPath } from '@/lib/checkout/checkout-steps';
import { referenceRequired } from '@/lib/checkout/reference-rule.server';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { odooCapabilities } from '@/lib/odoo/capabilities.server';
import type { Messages } from '@/lib/i18n/messages';
import { preferredCountry } from '@/lib/shop/shopper-preferences.server';
import type { Account } from '@/lib/user/types';
import { BillingStep } from './billing-step';
import { CartUnavailable, StepColumns } from './checkout-frame';
import styles from './checkout.module.css';
import { OrderNoteForm } from './order-note-form';
import { OrderSummary } from './order-summary';
import { NextStepLink } from './step-link';

/**
 * A business buyer: Odoo knows a company, a company name, a VAT number or a role in a company for
 * them.
 */
function isBusiness(account: Account | null): account is Account {
  return (
    account !== null &&
    (account.isCompany || !!account.companyName || !!account.vat || !!account.companyRole)
  );
}

/**
 * The billing step behind its guard: the invoice address, and for business buyers the company
 * details Odoo invoices with plus their own reference and a comment.
 */
export async function BillingSection({ locale }: { locale: Locale }) {
  const guarded = await guardCheckoutStep(locale, 'billing');
  if (!guarded.cart) return <CartUnavailable step="billing" locale={locale} />;
  const cart = await billToDeliveryWhenIncomplete(guarded.cart);
  // The guard let the step through, so the order ships somewhere.
  const shipping = cart.shippingAddress!;
  const [{ billing, account }, countries, country, messages, capabilities] = await Promise.all([
    checkoutAddresses(cart),
    getCountries(locale),
    preferredCountry(),
    getMessages() as Promise<Messages>,
    odooCapabilities(),
  ]);
  const t = messages.Checkout;
  const business = isBusiness(account);
  // The reference and comment need our order extension; a plain Odoo 15 cannot store them.
  const orderNote = business && capabilities.updateOrder;
  const [comment, required] = orderNote
    ? await Promise.all([cartComment(), referenceRequired(guarded.shopper)])
    : [null, false];
  const places = countries.map(placeRef);
  return (
    <StepColumns summary={<OrderSummary cart={cart} locale={locale} />}>
      <BillingStep
        locale={locale}
        shippingAddress={withCountryName(shipping, locale)}
        billingAddresses={withCountryNames(billing, locale)}
        selectedAddressId={cart.billingAddress?.id ?? null}
        countries={places}
        preferredCountryId={places.find((place) => place.code === country)?.id}
        labels={t}
        addressLabels={messages.AddressBook}
      />
      {business ? (
        <>
          <section aria-labelledby="company-details-title">
            <h2 id="company-details-title">{t.companyDetails}</h2>
            <dl className={styles.facts}>
              <div>
                <dt>{t.companyName}</dt>
                <dd>{account.companyName ?? (account.isCompany ? account.name : t.notGiven)}</dd>
              </div>
              <div>
                <dt>{t.vatNumber}</dt>
                <dd>{account.vat ?? t.notGiven}</dd>
              </div>
            </dl>
            <p className={styles.muted}>{t.companyDetailsHint}</p>
          </section>
          {orderNote ? (
            <OrderNoteForm
              clientOrderRef={cart.clientOrderRef ?? ''}
              comment={comment ?? ''}
              referenceRequired={required}
              labels={t}
              next={{
                href: localizedPath(locale, checkoutStepPath('review')),
                label: t.continueToReview,
              }}
            />
          ) : null}
        </>
      ) : null}
      {orderNote ? null : <NextStepLink step="review" locale={locale} label={t.continueToReview} />}
    </StepColumns>
  );
}
