'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { AddressForm } from '@/components/account/address-form';
import { addressLines } from '@/lib/addresses/address-lines';
import type { Address, CountryRef } from '@/lib/addresses/types';
import { selectBillingAddressAction } from '@/lib/checkout/checkout-actions';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import styles from './checkout.module.css';
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
  const router = useRouter();
  const { choose, failure, pending } = useCheckoutChoice();
  const [addressId, showAddress, undoAddress] = useShownChoice(selectedAddressId);
  const [adding, setAdding] = useState(false);
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
                {addressLines(address).join('\n')}
              </address>
            </span>
          </label>
        ))}
        {billingAddresses.length === 0 ? (
          <p className={styles.muted}>{labels.noBillingAddress}</p>
        ) : null}
      </fieldset>
      {adding ? (
        <AddressForm
          locale={locale}
          role="Billing"
          countries={countries}
          preferredCountryId={preferredCountryId}
          labels={addressLabels}
          placeOnOrder
          onSaved={() => {
            setAdding(false);
            router.refresh();
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <p>
          <button type="button" className="button" onClick={() => setAdding(true)}>
            {labels.otherBillingAddress}
          </button>
        </p>
      )}
    </>
  );
}
