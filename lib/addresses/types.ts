export interface CountryRef {
  id: number;
  name: string;
  code: string;
}

export interface StateRef {
  id: number;
  name: string;
  code: string;
}

export type AddressKind = 'billing' | 'shipping' | 'contact' | 'other';

/** An address of the customer or of the cart (Odoo child contact). */
export interface Address {
  id: number;
  name: string;
  street: string;
  street2: string | null;
  zip: string;
  city: string;
  phone: string | null;
  email: string | null;
  country: CountryRef | null;
  state: StateRef | null;
  kind: AddressKind | null;
}

/** What the address forms send; ids may arrive as strings from a form and go out as integers. */
export interface AddressInput {
  name: string;
  street: string;
  street2?: string | null;
  zip: string;
  city: string;
  phone: string;
  email?: string | null;
  countryId: number | string;
  stateId?: number | string | null;
}

/** Shipping or Billing, as Odoo's AddressEnum names the cart's two addresses. */
export type AddressRole = 'Billing' | 'Shipping';

export interface CountryWithStates extends CountryRef {
  states: StateRef[];
}

/** An address in the signed-in customer's book (spec: isDefault). */
export interface AddressBookEntry extends Address {
  /** Odoo puts it on the customer's open order for its role: checkout starts with it. */
  isDefault: boolean;
}

/** The account page's address book: the customer's billing and shipping addresses. */
export interface AddressBook {
  billing: AddressBookEntry[];
  shipping: AddressBookEntry[];
}
