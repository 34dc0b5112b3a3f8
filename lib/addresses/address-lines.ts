import type { Address } from './types';

/** An address as the lines of a label: name, street, zip and city, state and country. */
export function addressLines(address: Address): string[] {
  return [
    address.name,
    address.street,
    address.street2,
    [address.zip, address.city].filter(Boolean).join(' '),
    [address.state?.name, address.country?.name].filter(Boolean).join(', '),
  ].filter((line): line is string => Boolean(line));
}
