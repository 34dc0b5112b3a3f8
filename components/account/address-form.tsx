'use client';

import { useEffect, useId, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useLabels } from '@/components/layout/shell-labels-provider';
import styles from '@/components/ui/form.module.css';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { saveAddressAction } from '@/lib/addresses/address-actions';
import { addressFormSchema, type AddressFormInput } from '@/lib/addresses/address-schemas';
import type { AddressBook, AddressBookEntry, AddressRole, CountryRef } from '@/lib/addresses/types';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import account from './account-settings.module.css';
import { FormFailure } from './form-failure';
import { SubmitButton } from '@/components/ui/submit-button';
import { useAccountForm } from './use-account-form';
import { useCountryStates } from './use-country-states';

/** A select's value as an id: the spec sends country and state as integers. */
const toCountryId = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : Number(value);
const toStateId = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/**
 * Adds an address of one role or changes an existing one. The state list follows the chosen
 * country; a new address starts in the shopper's preferred country.
 */
export function AddressForm({
  locale,
  role,
  address,
  countries,
  preferredCountryId,
  labels,
  placeOnOrder = false,
  onSaved,
  onCancel,
}: {
  locale: Locale;
  role: AddressRole;
  /** Absent for a new address. */
  address?: AddressBookEntry;
  countries: readonly CountryRef[];
  preferredCountryId: number | undefined;
  labels: Messages['AddressBook'];
  /** The checkout's form: the new address goes on the order at once, no default flag to tick. */
  placeOnOrder?: boolean;
  onSaved: (book: AddressBook, message: string) => void;
  onCancel: () => void;
}) {
  const offline = useLabels('Notifications').actionFailed;
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const { form, submit, failure, fieldError, busy } = useAccountForm(
    addressFormSchema,
    initialValues(role, address, preferredCountryId, placeOnOrder),
    {
      action: saveAddressAction,
      onSaved: (data) => onSaved(data.book, data.message),
    },
  );
  const countryId = useWatch({ control: form.control, name: 'countryId' });
  const stateId = useWatch({ control: form.control, name: 'stateId' });
  const states = useCountryStates(locale, countryId, offline);

  // Keyboard and screen reader users land on the form they opened.
  useEffect(() => title.current?.focus(), []);

  // Another country: a state of the previous one no longer applies.
  useEffect(() => {
    if (states.status !== 'ready' || stateId === null || stateId === undefined) return;
    if (!states.states.some((state) => state.id === stateId)) form.setValue('stateId', null);
  }, [states, stateId, form]);

  const heading = address
    ? labels.editAddress
    : role === 'Shipping'
      ? labels.newShipping
      : labels.newBilling;
  const showStates =
    states.status === 'loading' ||
    states.status === 'failed' ||
    (states.status === 'ready' && states.states.length > 0);

  return (
    <form
      className={`${styles.form} ${account.panel}`}
      onSubmit={submit}
      noValidate
      aria-labelledby={titleId}
    >
      <h4 id={titleId} ref={title} tabIndex={-1} className={account.panelTitle}>
        {heading}
      </h4>
      <FormFailure text={failure} />
      <TextField
        label={labels.contactPerson}
        autoComplete="name"
        required
        error={fieldError('name')}
        {...form.register('name')}
      />
      <TextField
        label={labels.street}
        autoComplete="address-line1"
        required
        error={fieldError('street')}
        {...form.register('street')}
      />
      <TextField
        label={labels.street2}
        autoComplete="address-line2"
        error={fieldError('street2')}
        {...form.register('street2')}
      />
      <div className={account.fieldRow}>
        <TextField
          label={labels.zip}
          autoComplete="postal-code"
          required
          error={fieldError('zip')}
          {...form.register('zip')}
        />
        <TextField
          label={labels.city}
          autoComplete="address-level2"
          required
          error={fieldError('city')}
          {...form.register('city')}
        />
      </div>
      <SelectField
        label={labels.country}
        autoComplete="country"
        required
        error={fieldError('countryId')}
        {...form.register('countryId', { setValueAs: toCountryId })}
      >
        <option value="">{labels.chooseCountry}</option>
        {countries.map((country) => (
          <option key={country.id} value={country.id}>
            {country.name}
          </option>
        ))}
      </SelectField>
      {showStates ? (
        <SelectField
          // A new list of options: mounted afresh, so it shows the form's value among them.
          key={`${countryId}:${states.status}`}
          label={labels.state}
          autoComplete="address-level1"
          disabled={states.status !== 'ready'}
          aria-busy={states.status === 'loading' || undefined}
          hint={
            states.status === 'loading' ? (
              labels.statesLoading
            ) : states.status === 'failed' ? (
              <span className={account.inlineFailure}>
                <span role="alert">{states.error}</span>
                <button type="button" className="link-button" onClick={states.retry}>
                  {labels.retry}
                </button>
              </span>
            ) : undefined
          }
          error={fieldError('stateId')}
          {...form.register('stateId', { setValueAs: toStateId })}
        >
          <option value="">{labels.chooseState}</option>
          {states.status === 'ready'
            ? states.states.map((state) => (
                <option key={state.id} value={state.id}>
                  {state.name}
                </option>
              ))
            : null}
        </SelectField>
      ) : null}
      <TextField
        label={labels.phone}
        type="tel"
        autoComplete="tel"
        required
        error={fieldError('phone')}
        {...form.register('phone')}
      />
      <TextField
        label={labels.email}
        type="email"
        autoComplete="email"
        error={fieldError('email')}
        {...form.register('email')}
      />
      {placeOnOrder ? null : (
        <label className={styles.check}>
          <input type="checkbox" {...form.register('isDefault')} />
          {labels.isDefault}
        </label>
      )}
      <div className={styles.actions}>
        <SubmitButton busy={busy} label={labels.save} busyLabel={labels.saving} />
        <button type="button" className="button" onClick={onCancel}>
          {labels.cancel}
        </button>
      </div>
    </form>
  );
}

function initialValues(
  role: AddressRole,
  address: AddressBookEntry | undefined,
  preferredCountryId: number | undefined,
  placeOnOrder: boolean,
): AddressFormInput {
  // Without a country the select starts empty and the schema answers 'required'.
  if (!address) {
    return {
      type: role,
      name: '',
      street: '',
      street2: '',
      zip: '',
      city: '',
      countryId: preferredCountryId as number,
      stateId: null,
      phone: '',
      email: '',
      isDefault: placeOnOrder,
    };
  }
  return {
    id: address.id,
    type: role,
    name: address.name,
    street: address.street,
    street2: address.street2 ?? '',
    zip: address.zip,
    city: address.city,
    countryId: address.country?.id as number,
    stateId: address.state?.id ?? null,
    phone: address.phone ?? '',
    email: address.email ?? '',
    isDefault: address.isDefault,
  };
}
