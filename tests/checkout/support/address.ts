import type { Address } from '@/lib/addresses/types';

/** A postal address of the shopper's (street given, or Damrak 1), as the checkout steps get it. */
export const address = (id: number, street = 'Damrak 1'): Address => ({
  id,
  name: 'Shopper',
  street,
  street2: null,
  zip: '1012 LG',
  city: 'Amsterdam',
  phone: null,
  email: null,
  country: null,
  state: null,
  kind: 'contact',
});
