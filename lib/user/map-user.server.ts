import 'server-only';
import type { PartnerFragment, UserFragment } from '@/graphql/generated/operations';
import { mapOptionalAddress } from '@/lib/addresses/map-address.server';
import { optionalText, text } from '@/lib/odoo/map-values.server';
import type { Account, User } from './types';

export function mapAccount(partner: PartnerFragment): Account {
  return {
    id: partner.id,
    name: text(partner.name),
    email: text(partner.email),
    // Absent when a plain Odoo 15 got the core document: it has no catalog-only customers.
    websiteCatalogProducts: partner.websiteCatalogProducts ?? false,
    ...companyRoleOf(partner),
    phone: optionalText(partner.phone),
    isCompany: partner.isCompany,
    vat: optionalText(partner.vat),
    companyName: optionalText(partner.companyName),
    companyRegNo: optionalText(partner.companyRegNo),
    street: optionalText(partner.street),
    street2: optionalText(partner.street2),
    zip: optionalText(partner.zip),
    city: optionalText(partner.city),
    country: partner.country,
    state: partner.state,
    billingAddress: mapOptionalAddress(partner.billingAddress),
    shippingAddress: mapOptionalAddress(partner.shippingAddress),
    currency: optionalText(partner.currentPricelist?.currency?.name),
  };
}

/** Login and registration answer with Odoo's User; the shop identifies customers by partner. */
export function mapUser(user: UserFragment): User {
  return {
    id: user.partner?.id ?? user.id,
    name: user.partner?.name ?? user.name,
    email: user.email,
    websiteCatalogProducts:
      user.websiteCatalogProducts ?? user.partner?.websiteCatalogProducts ?? false,
    ...companyRoleOf(user.partner),
  };
}

/** Absent when null: outside a company, or a plain Odoo 15 that got the core document. */
function companyRoleOf(partner: Pick<PartnerFragment, 'companyRole'> | null | undefined) {
  return partner?.companyRole ? { companyRole: partner.companyRole } : {};
}

export function userOf(account: Account): User {
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    websiteCatalogProducts: account.websiteCatalogProducts,
    ...(account.companyRole ? { companyRole: account.companyRole } : {}),
  };
}
