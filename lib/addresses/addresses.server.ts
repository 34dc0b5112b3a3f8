import 'server-only';
import {
  billingAddAddressDocument,
  billingGetAddressDocument,
  billingUpdateAddressDocument,
  deleteAddressDocument,
  selectAddressDocument,
  setDefaultAddressDocument,
  shippingAddAdressDocument,
  shippingGetAddressDocument,
  shippingUpdateAddressDocument,
} from '@/graphql/generated/operations';
import { FETCH_ERROR_PREFIX, prefixingErrors, requiredResult } from '@/lib/odoo/odoo-error.server';
import { compact } from '@/lib/odoo/map-values.server';
import { odooSession } from '@/lib/shopper/odoo-session.server';
import { addressVariables, mapAddress, toInteger } from './map-address.server';
import type { Address, AddressInput, AddressRole } from './types';

// The customer's (or, for a guest, the cart's) addresses. Operation names follow the spec,
// including its `shippingAddAdress`.

export async function billingGetAddress(): Promise<Address[]> {
  const data = await odooSession().request(billingGetAddressDocument);
  return compact(data.addresses).map(mapAddress);
}

export async function shippingGetAddress(): Promise<Address[]> {
  const data = await odooSession().request(shippingGetAddressDocument);
  return compact(data.addresses).map(mapAddress);
}

/** Creates a billing address and sets it on the cart. */
export async function billingAddAddress(input: AddressInput): Promise<Address> {
  const data = await odooSession().request(billingAddAddressDocument, addressVariables(input));
  return mapAddress(requiredResult(data.addAddress, 'billingAddAddress'));
}

/** Creates a shipping address and sets it on the cart. */
export async function shippingAddAdress(input: AddressInput): Promise<Address> {
  const data = await odooSession().request(shippingAddAdressDocument, addressVariables(input));
  return mapAddress(requiredResult(data.addAddress, 'shippingAddAdress'));
}

export async function billingUpdateAddress(id: number, input: AddressInput): Promise<Address> {
  const data = await odooSession().request(billingUpdateAddressDocument, {
    id: toInteger(id, 'id'),
    ...addressVariables(input),
  });
  return mapAddress(requiredResult(data.updateAddress, 'billingUpdateAddress'));
}

export async function shippingUpdateAddress(id: number, input: AddressInput): Promise<Address> {
  const data = await odooSession().request(shippingUpdateAddressDocument, {
    id: toInteger(id, 'id'),
    ...addressVariables(input),
  });
  return mapAddress(requiredResult(data.updateAddress, 'shippingUpdateAddress'));
}

/** Odoo archives the address; the customer's main partner cannot be deleted. */
export async function deleteAddress(id: number): Promise<boolean> {
  const data = await odooSession().request(deleteAddressDocument, { id: toInteger(id, 'id') });
  return data.deleteAddress?.result ?? false;
}

/** The reference client's name for selectAddress: sets the address on the cart. */
export async function setDefaultAddress(id: number, type: AddressRole): Promise<Address> {
  const data = await odooSession().request(setDefaultAddressDocument, {
    id: toInteger(id, 'id'),
    type,
  });
  return mapAddress(requiredResult(data.selectAddress, 'setDefaultAddress'));
}

/** Sets an existing address as the cart's billing or shipping address. */
export function selectAddress(type: AddressRole, id: number): Promise<Address> {
  return prefixingErrors(FETCH_ERROR_PREFIX, async () => {
    const data = await odooSession().request(selectAddressDocument, {
      id: toInteger(id, 'id'),
      type,
    });
    return mapAddress(requiredResult(data.selectAddress, 'selectAddress'));
  });
}
