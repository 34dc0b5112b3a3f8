'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { Address, CountryRef } from '@/lib/addresses/types';
import {
  selectShippingAddressAction,
  setDeliveryMethodAction,
} from '@/lib/checkout/checkout-actions';
import { formatMoney } from '@/lib/format/money';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import type { DeliveryMethod } from '@/lib/order/delivery-types';
import { AddressChoice } from './address-choice';
import styles from './checkout.module.css';
import { StepAlert } from './step-alert';
import { NewOrderAddress } from './new-order-address';
import { useCheckoutChoice, useShownChoice } from './use-checkout-choice';

export interface ShippingStepProps {
  locale: Locale;
  addresses: Address[];
  /** The address on the cart. */
  selectedAddressId: number | null;
  methods: DeliveryMethod[];
  selectedMethodId: number | null;
  currency: string | null;
  countries: CountryRef[];
  preferredCountryId: number | undefined;
  promises: string[];
  labels: Messages['Checkout'];
  addressLabels: Messages['AddressBook'];
}

/**
 * Where to deliver and how: one of the shopper's addresses (or a new one) and one of the delivery
 * methods Odoo offers for it, each put on the cart as soon as it is chosen.
 */
export function ShippingStep({
  locale,
  addresses,
  selectedAddressId,
  methods,
  selectedMethodId,
  currency,
  countries,
  preferredCountryId,
  promises,
  labels,
  addressLabels,
}: ShippingStepProps) {
  const router = useRouter();
  const { choose, failure, pending } = useCheckoutChoice();
  const [addressId, showAddress, undoAddress] = useShownChoice(selectedAddressId);
  const [methodId, showMethod, undoMethod] = useShownChoice(selectedMethodId);
  const [missing, setMissing] = useState<'address' | 'method' | null>(null);
  const addressesFieldset = useRef<HTMLFieldSetElement>(null);
  const methodsFieldset = useRef<HTMLFieldSetElement>(null);

  const chooseAddress = (id: number) =>
    choose(
      () => {
        setMissing(null);
        showAddress(id);
      },
      () => selectShippingAddressAction({ id }),
      undoAddress,
    );

  // A customer's only address is the one the order goes to, unless the cart has another.
  const onlyAddress = addresses.length === 1 ? addresses[0]!.id : null;
  const preselected = useRef(false);
  useEffect(() => {
    if (preselected.current || addressId !== null || onlyAddress === null) return;
    preselected.current = true;
    chooseAddress(onlyAddress);
  });

  // What is missing is said, and the field to fix it gets the focus.
  const next = () => {
    if (addressId === null) {
      setMissing('address');
      // The first address to choose, else the first field of the new address's form below.
      const addresses = addressesFieldset.current;
      (
        addresses?.querySelector('input') ?? addresses?.nextElementSibling?.querySelector('input')
      )?.focus();
      return;
    }
    if (methodId === null) {
      setMissing('method');
      methodsFieldset.current?.querySelector('input')?.focus();
      return;
    }
    router.push(localizedPath(locale, '/checkout/billing'));
  };

  return (
    <>
      <StepAlert text={failure} />
      <fieldset ref={addressesFieldset} className={styles.choices} aria-busy={pending}>
        <legend>{labels.shippingAddress}</legend>
        {addresses.length === 0 ? <p>{labels.noShippingAddress}</p> : null}
        {addresses.map((address) => (
          <AddressChoice
            key={address.id}
            group="shipping-address"
            address={address}
            checked={address.id === addressId}
            onChoose={() => chooseAddress(address.id)}
          />
        ))}
      </fieldset>
      <NewOrderAddress
        locale={locale}
        role="Shipping"
        label={labels.addAddress}
        countries={countries}
        preferredCountryId={preferredCountryId}
        addressLabels={addressLabels}
        initiallyOpen={addresses.length === 0}
      />
      <fieldset ref={methodsFieldset} className={styles.choices} aria-busy={pending}>
        <legend>{labels.deliveryMethod}</legend>
        {methods.length === 0 ? <p>{labels.noDeliveryMethods}</p> : null}
        {methods.map((method) => (
          <label key={method.id} className={styles.choice}>
            <input
              type="radio"
              name="delivery-method"
              value={method.id}
              checked={method.id === methodId}
              onChange={() => {
                setMissing(null);
                choose(
                  () => showMethod(method.id),
                  () => setDeliveryMethodAction({ id: method.id }),
                  undoMethod,
                );
              }}
            />
            <span className={styles.choiceBody}>
              <span>{method.name}</span>
              <span>
                {method.price === 0 ? labels.free : formatMoney(method.price, locale, currency)}
              </span>
            </span>
          </label>
        ))}
        <ul className={styles.promises}>
          {promises.map((promise) => (
            <li key={promise}>{promise}</li>
          ))}
        </ul>
      </fieldset>
      <StepAlert
        text={
          missing === 'address'
            ? labels.chooseShippingAddress
            : missing === 'method'
              ? labels.chooseDeliveryMethod
              : null
        }
      />
      <div className={styles.actions}>
        <button type="button" className="button button--primary" onClick={next} disabled={pending}>
          {labels.continueToBilling}
        </button>
      </div>
    </>
  );
}
