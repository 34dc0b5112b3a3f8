'use client';

import { addressLines } from '@/lib/addresses/address-lines';
import type { Address, CountryRef } from '@/lib/addresses/types';
import { selectBillingAddressAction } from '@/lib/checkout/checkout-actions';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import styles from './checkout.module.css';
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
    { address: shippingAddress, label: labels.sameAsShipping },
    ...billingAddresses.map((address) => ({ address, label: null })),
  ];

  return (
    <>
      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}
      <fieldset className={styles.choices} aria-busy={pending} disabled={pending}>
        <legend>{labels.billingAddress}</legend>
        {choices.map(({ address, label }) => (
          <label key={address.id} className={styles.choice}>
            <input
              type="radio"
              name="billing-address"
              value={address.id}
              checked={address.id === addressId}
              onChange={() => {
                showAddress(address.id);
                choose(() => selectBillingAddressAction({ id: address.id }), undoAddress);
              }}
            />
            <span>
              {label ? <strong>{label}</strong> : null}
              <address className={label ? `${styles.address} ${styles.muted}` : styles.address}>
                {addressLines(address, locale).join('\n')}
              </address>
            </span>
          </label>
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
