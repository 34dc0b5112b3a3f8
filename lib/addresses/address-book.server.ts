import 'server-only';
import { cartLoadDocument } from '@/graphql/generated/operations';
import { requestLocale } from '@/lib/i18n/request-locale.server';
import { odooSession } from '@/lib/shopper/odoo-session.server';
import { withCountryNames } from './address-lines';
import { billingGetAddress, shippingGetAddress } from './addresses.server';
import type {
  Address,
  AddressBook,
  AddressBookEntry,
  AddressRole,
  CountryRef,
  StateRef,
} from './types';

// The signed-in customer's address book. Odoo 15 keeps no default address of its own: the one it
// puts on the customer's open order (the cart) for a role is the one checkout starts with, and
// setDefaultAddress (selectAddress) is how the reference storefront changes it. So "default"
// here means: on the open order. Odoo creates that order when there is none yet.

/** The address on the open order per role (may be the customer itself, which the book omits). */
export type OrderAddresses = Record<AddressRole, number | null>;

export async function orderAddresses(): Promise<OrderAddresses> {
  const order = (await odooSession().request(cartLoadDocument)).cart?.order;
  return {
    Billing: order?.partnerInvoice?.id ?? null,
    Shipping: order?.partnerShipping?.id ?? null,
  };
}

export interface LoadedAddressBook {
  book: AddressBook;
  onOrder: OrderAddresses;
}

export async function loadAddressBook(): Promise<LoadedAddressBook> {
  // The order first: on a first visit Odoo creates it, and the lists need nothing from it.
  const onOrder = await orderAddresses();
  const [billing, shipping, locale] = await Promise.all([
    billingGetAddress(),
    shippingGetAddress(),
    requestLocale(),
  ]);
  return {
    book: {
      billing: withCountryNames(entries(billing, onOrder.Billing), locale),
      shipping: withCountryNames(entries(shipping, onOrder.Shipping), locale),
    },
    onOrder,
  };
}

export function addressesOfRole(book: AddressBook, role: AddressRole): Address[] {
  return role === 'Billing' ? book.billing : book.shipping;
}

/** A country or state as the browser gets it (GraphQL's __typename stays on the server). */
export function placeRef({ id, name, code }: CountryRef | StateRef): CountryRef & StateRef {
  return { id, name, code };
}

function entries(addresses: Address[], defaultId: number | null): AddressBookEntry[] {
  return addresses.map((address) => ({
    ...address,
    country: address.country && placeRef(address.country),
    state: address.state && placeRef(address.state),
    isDefault: address.id === defaultId,
  }));
}
