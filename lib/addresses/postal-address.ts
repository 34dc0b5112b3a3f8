import type { Address } from './types';

/**
 * An address the checkout can deliver or invoice to: Odoo's partner with an id and a street (the
 * spec's checkout guard). A customer who registered today is a partner with a name only; offering
 * or preselecting that partner would lead straight into the guard.
 */
export function isPostalAddress(address: Address | null | undefined): address is Address {
  return !!address && address.id > 0 && address.street.trim() !== '';
}
