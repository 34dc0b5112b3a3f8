'use server';

import { FETCH_ERROR_PREFIX, isOdooError, prefixingErrors } from '@/lib/odoo/odoo-error.server';
import { shopperAction, ShopperRefusal } from '@/lib/shopper/shopper-action.server';
import type { Translate } from '@/lib/shopper/translate.server';
import {
  billingAddAddress,
  billingUpdateAddress,
  deleteAddress,
  setDefaultAddress,
  shippingAddAdress,
  shippingUpdateAddress,
} from './addresses.server';
import {
  addressesOfRole,
  loadAddressBook,
  orderAddresses,
  placeRef,
  type LoadedAddressBook,
  type OrderAddresses,
} from './address-book.server';
import {
  addressBookRequestSchema,
  addressFormSchema,
  addressRefSchema,
  countryStatesSchema,
  type AddressFormValues,
} from './address-schemas';
import { getCountries, getCountryStates } from './countries.server';
import type { AddressBook, AddressInput, AddressRole, StateRef } from './types';

// The account page's address book. Every action is for a verified signed-in shopper only, parses
// its input with the form's own schema, and touches an existing address only after finding it in
// the shopper's own book: another customer's id gets the same "not found" as a made-up one, and
// Odoo is never asked about it.

/** Odoo's answer for an address that is not the caller's (or not there). */
const ODOO_ADDRESS_NOT_FOUND = 'Address not found.';

type AccountTranslate = Translate<'AccountActions'>;

const addressBook = {
  access: 'signed-in',
  messages: 'AccountActions',
  describeError: describeAddressError,
} as const;

/** The book and the countries to pick from: the page's first load, and its retry. */
export const loadAddressBookAction = shopperAction({
  ...addressBook,
  name: 'loadAddressBook',
  input: addressBookRequestSchema,
  run: ({ locale }, { translate }) =>
    fetching('loadAddressBook', translate('addressesUnavailable'), async () => {
      const [{ book }, countries] = await Promise.all([loadAddressBook(), getCountries(locale)]);
      return { book, countries: countries.map(placeRef) };
    }),
});

/**
 * Adds an address (no id) or changes one of the shopper's own. Odoo puts a new address on the
 * open order at once; the form's default flag decides whether it stays there.
 */
export const saveAddressAction = shopperAction({
  ...addressBook,
  name: 'saveAddress',
  input: addressFormSchema,
  run: async (values, { translate, shopper }) => {
    const before = await loadAddressBook();
    if (values.id !== undefined) assertOwnAddress(before, values.type, values.id, translate);
    const input = addressInput(values);
    const saved =
      values.id === undefined
        ? await (values.type === 'Billing' ? billingAddAddress(input) : shippingAddAdress(input))
        : await (values.type === 'Billing'
            ? billingUpdateAddress(values.id, input)
            : shippingUpdateAddress(values.id, input));
    await settleOrderAddresses(before.onOrder, {
      role: values.type,
      addressId: saved.id,
      isDefault: values.isDefault,
      // Unticking the flag of the default address puts the customer's own address back.
      fallbackId: values.id === undefined ? before.onOrder[values.type] : shopper.id,
    });
    return { book: await reloadedBook(translate), message: translate('addressSaved') };
  },
});

/** Odoo archives the address; its refusal ("the primary address") reaches the shopper as is. */
export const deleteAddressAction = shopperAction({
  ...addressBook,
  name: 'deleteAddress',
  input: addressRefSchema,
  run: async ({ id, type }, { translate }) => {
    assertOwnAddress(await loadAddressBook(), type, id, translate);
    if (!(await deleteAddress(id))) throw new ShopperRefusal(translate('deleteFailed'));
    return { book: await reloadedBook(translate), message: translate('addressDeleted') };
  },
});

/** Puts the address on the open order for its role (spec: setDefaultAddress). */
export const setDefaultAddressAction = shopperAction({
  ...addressBook,
  name: 'setDefaultAddress',
  input: addressRefSchema,
  run: async ({ id, type }, { translate }) => {
    assertOwnAddress(await loadAddressBook(), type, id, translate);
    await fetching('setDefaultAddress', translate('defaultFailed'), () =>
      setDefaultAddress(id, type),
    );
    return { book: await reloadedBook(translate), message: translate('defaultSet') };
  },
});

/** The states of the country picked in the form; none is an empty list. */
export const countryStatesAction = shopperAction({
  ...addressBook,
  name: 'getCountryStates',
  input: countryStatesSchema,
  run: async ({ countryId, locale }, { translate }): Promise<StateRef[]> =>
    (
      await fetching('getCountryStates', translate('statesUnavailable'), () =>
        getCountryStates(locale, countryId),
      )
    ).states.map(placeRef),
});

function assertOwnAddress(
  { book }: LoadedAddressBook,
  role: AddressRole,
  id: number,
  translate: AccountTranslate,
): void {
  if (!addressesOfRole(book, role).some((address) => address.id === id)) {
    throw new ShopperRefusal(translate('addressNotFound'));
  }
}

/**
 * After adding or changing an address, the open order carries what the shopper asked for: the
 * address for its role when flagged default, otherwise what was there before. Odoo's own side
 * effect (a new billing address also ships, when the order shipped to the customer) is undone.
 */
async function settleOrderAddresses(
  before: OrderAddresses,
  change: { role: AddressRole; addressId: number; isDefault: boolean; fallbackId: number | null },
): Promise<void> {
  const now = await orderAddresses();
  const wanted: OrderAddresses = { ...before };
  if (change.isDefault) wanted[change.role] = change.addressId;
  else if (before[change.role] === change.addressId) wanted[change.role] = change.fallbackId;
  for (const role of ['Billing', 'Shipping'] as const) {
    const id = wanted[role];
    if (id !== null && id !== now[role]) await setDefaultAddress(id, role);
  }
}

async function reloadedBook(translate: AccountTranslate): Promise<AddressBook> {
  return (await fetching('loadAddressBook', translate('addressesUnavailable'), loadAddressBook))
    .book;
}

/**
 * Loading and selecting addresses: a failure is recorded as the spec's 'Error fetching static
 * content: …' and the shopper reads the given text (the page offers to try again).
 */
async function fetching<T>(operation: string, refusal: string, run: () => Promise<T>): Promise<T> {
  try {
    return await prefixingErrors(FETCH_ERROR_PREFIX, run);
  } catch (error) {
    console.error(`[shopper-action] ${operation} failed: ${fetchErrorText(error)}`, {
      kind: isOdooError(error) ? error.kind : undefined,
      status: isOdooError(error) ? error.status : undefined,
    });
    throw new ShopperRefusal(refusal);
  }
}

/** The message only: an error's cause may hold request headers, i.e. the session. */
function fetchErrorText(error: unknown): string {
  if (isOdooError(error)) return error.message;
  return FETCH_ERROR_PREFIX + (error instanceof Error ? error.message : String(error));
}

function addressInput(values: AddressFormValues): AddressInput {
  return {
    name: values.name,
    street: values.street,
    street2: values.street2,
    zip: values.zip,
    city: values.city,
    phone: values.phone,
    email: values.email,
    countryId: values.countryId,
    stateId: values.stateId,
  };
}

/**
 * Odoo's "Address not found." (an address that is not the shopper's) becomes the shop's own
 * not-found; other refusals, such as deleting the customer's primary address (Odoo answers it
 * alone), reach the shopper as the shop's translation of Odoo's message.
 */
function describeAddressError(error: unknown, translate: AccountTranslate): string | undefined {
  if (!isOdooError(error) || error.kind !== 'graphql') return undefined;
  if (error.messages.includes(ODOO_ADDRESS_NOT_FOUND)) return translate('addressNotFound');
  // Other refusals the shop knows reach the shopper in its own words (shopperAction); anything
  // else is logged and gets the generic text.
  return undefined;
}
