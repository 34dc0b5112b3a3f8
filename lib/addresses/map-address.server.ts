import 'server-only';
import type { AddressFragment, AddressType } from '@/graphql/generated/operations';
import { optionalText, text } from '@/lib/odoo/map-values.server';
import type { Address, AddressInput, AddressKind } from './types';

const KINDS: Record<AddressType, AddressKind> = {
  InvoiceAddress: 'billing',
  DeliveryAddress: 'shipping',
  Contact: 'contact',
  OtherAddress: 'other',
  PrivateAddress: 'other',
};

export function mapAddress(address: AddressFragment): Address {
  return {
    id: address.id,
    name: text(address.name),
    street: text(address.street),
    street2: optionalText(address.street2),
    zip: text(address.zip),
    city: text(address.city),
    phone: optionalText(address.phone),
    email: optionalText(address.email),
    country: address.country,
    state: address.state,
    kind: address.addressType ? KINDS[address.addressType] : null,
  };
}

/** Odoo treats an empty address (e.g. the public user's partner) as no address at all. */
export function mapOptionalAddress(address: AddressFragment | null): Address | null {
  return address ? mapAddress(address) : null;
}

/**
 * The variables of add/update address mutations: country and state as integers (spec). Empty
 * optional fields are left out rather than sent as null, which Odoo would try to write.
 */
export function addressVariables(input: AddressInput) {
  return {
    name: input.name.trim(),
    street: input.street.trim(),
    street2: optionalText(input.street2?.trim()) ?? undefined,
    zip: input.zip.trim(),
    city: input.city.trim(),
    phone: input.phone.trim(),
    email: optionalText(input.email?.trim()) ?? undefined,
    countryId: toInteger(input.countryId, 'countryId'),
    stateId: isBlank(input.stateId) ? undefined : toInteger(input.stateId, 'stateId'),
  };
}

function isBlank(value: number | string | null | undefined): value is null | undefined | '' {
  return value === undefined || value === null || value === '';
}

export function toInteger(value: number | string, field: string): number {
  const number = typeof value === 'number' ? value : Number(value.trim());
  if (!Number.isSafeInteger(number) || number <= 0) {
    throw new RangeError(`${field} must be a positive integer`);
  }
  return number;
}
