import type { Address, CountryRef, StateRef } from '@/lib/addresses/types';
import type { CompanyRole } from '@/lib/shopper/user-cookie';

/** The spec's user: what the signed `user` cookie carries (display data, never a credential). */
export interface User {
  /** The customer's partner id. */
  id: number;
  name: string;
  email: string;
  /** Catalog-only customer: sees and buys only their personal catalog. */
  websiteCatalogProducts: boolean;
  /** A company's contact: Admin, Buyer or Requester (absent otherwise, and on an Odoo without roles). */
  companyRole?: CompanyRole;
}

/** The signed-in customer as the account pages show them. */
export interface Account extends User {
  phone: string | null;
  isCompany: boolean;
  vat: string | null;
  companyName: string | null;
  companyRegNo: string | null;
  street: string | null;
  street2: string | null;
  zip: string | null;
  city: string | null;
  country: CountryRef | null;
  state: StateRef | null;
  billingAddress: Address | null;
  shippingAddress: Address | null;
  /** The currency of the customer's pricelist (ISO code). */
  currency: string | null;
}

export interface SignUpInput {
  name: string;
  email: string;
  password: string;
  subscribeNewsletter?: boolean;
  vat?: string;
  companyName?: string;
  /** Chamber of commerce number. */
  companyRegNo?: string;
}

export interface SignUpResult {
  user: User;
  /**
   * The backend lacks our registration extras (a plain Odoo 15): the account exists, but the
   * company name, VAT and registry number that were given are not stored.
   */
  companyDetailsDropped: boolean;
}
