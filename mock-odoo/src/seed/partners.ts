import { daysBeforeBase } from './clock';
import type { NewRow } from '../tables';

/** A partner to seed: res_partner's columns, the name required, and an age for create_date. */
export type PartnerSeed = Omit<NewRow<'res_partner'>, 'id' | 'create_date' | 'type'> & {
  name: string;
  type?: 'contact' | 'invoice' | 'delivery' | 'other' | 'private';
  /** Days before the base date the partner was created. */
  age_days?: number;
};

/** A res_partner row with every column present, so rows of one insert share their columns. */
export function partnerRow(seed: PartnerSeed): Required<Omit<NewRow<'res_partner'>, 'id'>> {
  return {
    name: seed.name,
    email: seed.email ?? null,
    phone: seed.phone ?? null,
    street: seed.street ?? null,
    street2: seed.street2 ?? null,
    city: seed.city ?? null,
    zip: seed.zip ?? null,
    country_id: seed.country_id ?? null,
    state_id: seed.state_id ?? null,
    parent_id: seed.parent_id ?? null,
    type: seed.type ?? 'contact',
    is_company: seed.is_company ?? false,
    vat: seed.vat ?? null,
    company_registry: seed.company_registry ?? null,
    active: seed.active ?? true,
    website_catalog_products: seed.website_catalog_products ?? false,
    pricelist_id: seed.pricelist_id ?? null,
    lang: seed.lang ?? null,
    vsf_company_role: seed.vsf_company_role ?? 'admin',
    vsf_po_reference_required: seed.vsf_po_reference_required ?? false,
    vsf_approval_above: seed.vsf_approval_above ?? 0,
    create_date: daysBeforeBase(seed.age_days ?? 400),
  };
}
