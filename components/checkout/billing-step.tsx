'use client';

import type { Address, CountryRef } from '@/lib/addresses/types';
import { selectBillingAddressAction } from '@/lib/checkout/checkout-actions';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { AddressChoice } from './address-choice';
import styles from './checkout.module.css';
import { StepAlert } from './step-alert';
import { NewOrderAddress } from './new-order-address';
import { useCheckoutChoice, useShownChoice } from './use-checkout-choice';

export interface BillingStepProps {
  locale: Locale;
  shippingAddress: Address;
  /** The shopper's billing addresses other than the one the order ships to. */
  billingAddresses: Address[];
  selectedAddressId: number | null;
  countries: CountryRef[];
  preferredCountryId: number | undefined;
  labels: Messages['Checkout'];
  addressLabels: Messages['AddressBook'];
}

/** Who the invoice is for: the delivery address, or another billing address (or a new one). */
export function BillingStep({
  locale,
  shippingAddress,
  billingAddresses,
  selectedAddressId,
  countries,
  preferredCountryId,
  labels,
  addressLabels,
}: BillingStepProps) {
  const { choose, failure, pending } = useCheckoutChoice();
  const [addressId, showAddress, undoAddress] = useShownChoice(selectedAddressId);
  const choices = [
    { address: shippingAddress, title: labels.sameAsShipping },
    ...billingAddresses.map((address) => ({ address, title: undefined })),
  ];

  return (
    <>
      <StepAlert text={failure} />
      <fieldset className={styles.choices} aria-busy={pending}>
        <legend>{labels.billingAddress}</legend>
        {choices.map(({ address, title }) => (
          <AddressChoice
            key={address.id}
            group="billing-address"
            address={address}
            checked={address.id === addressId}
            title={title}
            onChoose={() =>
              choose(
                () => showAddress(address.id),
                () => selectBillingAddressAction({ id: address.id }),
                undoAddress,
              )
            }
          />
        ))}
        {billingAddresses.length === 0 ? (
          <p className={styles.muted}>{labels.noBillingAddress}</p>
        ) : null}
      </fieldset>
      <NewOrderAddress
        locale={locale}
        role="Billing"
        label={labels.otherBillingAddress}
        countries={countries}
        preferredCountryId={preferredCountryId}
        addressLabels={addressLabels}
      />
    </>
  );
}
