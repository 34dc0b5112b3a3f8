import { daysBeforeBase } from './clock';
import type { Row } from './insert';

export interface PartnerSeed {
  name: string;
  email?: string | null;
  phone?: string | null;
  street?: string | null;
  street2?: string | null;
  city?: string | null;
  zip?: string | null;
  country_id?: number | null;
  state_id?: number | null;
  parent_id?: number | null;
  type?: 'contact' | 'invoice' | 'delivery' | 'other' | 'private';
  is_company?: boolean;
  vat?: string | null;
  company_registry?: string | null;
  active?: boolean;
  website_catalog_products?: boolean;
  pricelist_id?: number | null;
  /** Odoo's res.partner lang; without one, the website's language applies. */
  lang?: string | null;
  /** Days before the base date the partner was created. */
  age_days?: number;
}

/** A res_partner row with every column present, so rows of one insert share their columns. */
export function partnerRow(seed: PartnerSeed): Row {
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
    create_date: daysBeforeBase(seed.age_days ?? 400),
  };
}
