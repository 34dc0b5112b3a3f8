import type { Db } from '../db';
import { hashPassword } from '../passwords';
import type { BaseIds } from './base';
import { idAt, insertRows } from './insert';
import { partnerRow, type PartnerSeed } from './partners';
import {
  ARIBA_BUYER,
  CXML_BUYER,
  OCI_BUYER,
  PUNCHOUT_RETURN_URLS,
  type CxmlBuyerSeed,
} from './punchout-buyers';

export interface CustomerIds {
  consumer: { user: number; partner: number; delivery: number };
  business: { user: number; partner: number; company: number; invoice: number; delivery: number };
  catalog: { user: number; partner: number };
  ociBuyer: { user: number; partner: number; company: number };
  cxmlBuyer: { user: number; partner: number; company: number };
  aribaBuyer: { user: number; partner: number; company: number };
}

/** checkout1@example.com … checkout16@example.com, password checkout123. */
export const CHECKOUT_SHOPPERS = 16;
export const CHECKOUT_SHOPPER_PASSWORD = 'checkout123';
export const checkoutShopperLogin = (n: number) => `checkout${n}@example.com`;

/**
 * The demo accounts (login / password):
 * consumer@example.com / consumer123, business@example.com / business123,
 * catalog@example.com / catalog123, oci-buyer@example.com / oci123, cxml-buyer@example.com / cxml123,
 * ariba-buyer@example.com / ariba123. The punch-out credentials are in punchout-buyers.ts.
 */

/** The vsf_punchout columns of a cXML buyer. */
function cxmlBuyerColumns(buyer: CxmlBuyerSeed) {
  return {
    punchout_domain: buyer.from.domain,
    punchout_identity: buyer.from.identity,
    punchout_secret_hash: hashPassword(buyer.sharedSecret),
    punchout_message_field: buyer.messageField,
    punchout_operation_allowed: buyer.operationAllowed,
    punchout_supplier_domain: buyer.supplier.domain,
    punchout_supplier_identity: buyer.supplier.identity,
    punchout_return_urls: PUNCHOUT_RETURN_URLS,
  };
}

export async function seedCustomers(db: Db, base: BaseIds): Promise<CustomerIds> {
  const nl = base.countries.get('NL') ?? null;
  const state = (code: string) => base.states.get(`NL-${code}`) ?? null;
  const insertPartners = async (seeds: PartnerSeed[]) =>
    insertRows(db, 'res_partner', seeds.map(partnerRow));

  // Companies first: their contacts point at them.
  const companies = await insertPartners([
    {
      name: 'Bakker Techniek B.V.',
      email: 'info@bakkertechniek.example',
      phone: '+31 10 414 2250',
      street: 'Coolsingel 42',
      city: 'Rotterdam',
      zip: '3011 AD',
      country_id: nl,
      state_id: state('ZH'),
      is_company: true,
      vat: 'NL123456789B01',
      company_registry: '12345678',
      pricelist_id: base.businessPricelist,
      age_days: 720,
    },
    {
      name: 'Groothandel Noord B.V.',
      email: 'inkoop@groothandelnoord.example',
      phone: '+31 50 313 7700',
      street: 'Zernikepark 12',
      city: 'Groningen',
      zip: '9747 AN',
      country_id: nl,
      state_id: state('GR'),
      is_company: true,
      vat: 'NL812345678B01',
      company_registry: '02087654',
      pricelist_id: base.businessPricelist,
      age_days: 600,
    },
    {
      name: 'Procurement Corp Europe',
      email: 'procurement@procorp.example',
      phone: '+49 69 2100 4400',
      street: 'Mainzer Landstraße 50',
      city: 'Frankfurt am Main',
      zip: '60325',
      country_id: base.countries.get('DE') ?? null,
      state_id: base.states.get('DE-HE') ?? null,
      is_company: true,
      vat: 'DE812345679',
      company_registry: 'HRB 112233',
      age_days: 500,
    },
  ]);
  const [bakker, groothandel, procurement] = [0, 1, 2].map((index) => idAt(companies, index)) as [
    number,
    number,
    number,
  ];

  /** A Procurement Corp contact in Frankfurt who punches out as `buyer`. */
  const procurementContact = (buyer: CxmlBuyerSeed, phone: string, ageDays: number) => ({
    name: buyer.name,
    email: buyer.login,
    phone,
    street: 'Mainzer Landstraße 50',
    city: 'Frankfurt am Main',
    zip: '60325',
    country_id: base.countries.get('DE') ?? null,
    state_id: base.states.get('DE-HE') ?? null,
    parent_id: procurement,
    // Punch-out buyers shop at their contract prices.
    pricelist_id: base.businessPricelist,
    age_days: ageDays,
  });

  const contacts = await insertPartners([
    {
      name: 'Sanne de Vries',
      email: 'consumer@example.com',
      phone: '+31 6 2345 6789',
      street: 'Prinsengracht 263',
      city: 'Amsterdam',
      zip: '1016 GV',
      country_id: nl,
      state_id: state('NH'),
      age_days: 420,
    },
    {
      name: 'Jan Bakker',
      email: 'business@example.com',
      phone: '+31 6 1122 3344',
      street: 'Coolsingel 42',
      city: 'Rotterdam',
      zip: '3011 AD',
      country_id: nl,
      state_id: state('ZH'),
      parent_id: bakker,
      // Contract prices: the company's pricelist also applies to its contact.
      pricelist_id: base.businessPricelist,
      age_days: 700,
    },
    {
      name: 'Catalogus Klant',
      email: 'catalog@example.com',
      phone: '+31 40 240 8800',
      street: 'Strijp-S, Torenallee 20',
      city: 'Eindhoven',
      zip: '5617 BC',
      country_id: nl,
      state_id: state('NB'),
      website_catalog_products: true,
      age_days: 300,
    },
    {
      name: 'Inkoop Afdeling (OCI)',
      email: 'oci-buyer@example.com',
      phone: '+31 50 313 7710',
      street: 'Zernikepark 12',
      city: 'Groningen',
      zip: '9747 AN',
      country_id: nl,
      state_id: state('GR'),
      parent_id: groothandel,
      pricelist_id: base.businessPricelist,
      age_days: 590,
    },
    procurementContact(CXML_BUYER, '+49 69 2100 4417', 490),
  ]);
  const [sanne, jan, catalogKlant, ociPartner, cxmlPartner] = [0, 1, 2, 3, 4].map((index) =>
    idAt(contacts, index),
  ) as [number, number, number, number, number];

  const addresses = await insertPartners([
    {
      name: 'Sanne de Vries',
      type: 'delivery',
      street: 'Oudegracht 158',
      street2: '2e verdieping',
      city: 'Utrecht',
      zip: '3511 AZ',
      country_id: nl,
      state_id: state('UT'),
      phone: '+31 6 2345 6789',
      parent_id: sanne,
      age_days: 200,
    },
    {
      name: 'Bakker Techniek B.V., Crediteurenadministratie',
      type: 'invoice',
      email: 'facturen@bakkertechniek.example',
      street: 'Postbus 2150',
      city: 'Rotterdam',
      zip: '3000 CD',
      country_id: nl,
      state_id: state('ZH'),
      parent_id: bakker,
      age_days: 690,
    },
    {
      name: 'Bakker Techniek B.V., Magazijn',
      type: 'delivery',
      phone: '+31 10 414 2299',
      street: 'Waalhaven Oostzijde 85',
      city: 'Rotterdam',
      zip: '3087 BM',
      country_id: nl,
      state_id: state('ZH'),
      parent_id: bakker,
      age_days: 680,
    },
  ]);
  const [sanneDelivery, bakkerInvoice, bakkerDelivery] = [0, 1, 2].map((index) =>
    idAt(addresses, index),
  ) as [number, number, number];

  const user = (login: string, password: string, partnerId: number) => ({
    login,
    password_hash: hashPassword(password),
    partner_id: partnerId,
    active: true,
    punchout_domain: null as string | null,
    punchout_identity: null as string | null,
    punchout_secret_hash: null as string | null,
    punchout_message_field: 'cXML-urlencoded',
    punchout_operation_allowed: 'edit',
    punchout_supplier_domain: null as string | null,
    punchout_supplier_identity: null as string | null,
    oci_username: null as string | null,
    oci_password_hash: null as string | null,
    punchout_return_urls: [] as string[],
  });
  const users = await insertRows(db, 'res_users', [
    user('consumer@example.com', 'consumer123', sanne),
    user('business@example.com', 'business123', jan),
    user('catalog@example.com', 'catalog123', catalogKlant),
    {
      ...user(OCI_BUYER.login, OCI_BUYER.password, ociPartner),
      oci_username: OCI_BUYER.username,
      oci_password_hash: hashPassword(OCI_BUYER.ociPassword),
      punchout_return_urls: PUNCHOUT_RETURN_URLS,
    },
    {
      ...user(CXML_BUYER.login, CXML_BUYER.password, cxmlPartner),
      ...cxmlBuyerColumns(CXML_BUYER),
    },
  ]);
  // Private shoppers for the end-to-end checkout tests, one per test: every session of a customer
  // shares their open order, so tests that pay must not share an account.
  const shoppers = await insertPartners(
    Array.from({ length: CHECKOUT_SHOPPERS }, (_, index) => ({
      name: `Shopper ${index + 1}`,
      email: checkoutShopperLogin(index + 1),
      phone: '+31 20 555 0100',
      // The last one is a new customer without an address yet.
      street: index + 1 === CHECKOUT_SHOPPERS ? null : `Damrak ${index + 1}`,
      city: 'Amsterdam',
      zip: '1012 LG',
      country_id: nl,
      state_id: state('NH'),
      age_days: 30,
    })),
  );
  await insertRows(
    db,
    'res_users',
    shoppers.map((partnerId, index) =>
      user(checkoutShopperLogin(index + 1), CHECKOUT_SHOPPER_PASSWORD, partnerId),
    ),
  );

  const [consumerUser, businessUser, catalogUser, ociUser, cxmlUser] = [0, 1, 2, 3, 4].map(
    (index) => idAt(users, index),
  ) as [number, number, number, number, number];

  // Appended after everything else, so the ids of the records above stay what they were.
  const [aribaPartner] = await insertPartners([
    procurementContact(ARIBA_BUYER, '+49 69 2100 4423', 120),
  ]);
  if (aribaPartner === undefined) throw new Error('Ariba buyer partner missing');
  const [aribaUser] = await insertRows(db, 'res_users', [
    {
      ...user(ARIBA_BUYER.login, ARIBA_BUYER.password, aribaPartner),
      ...cxmlBuyerColumns(ARIBA_BUYER),
    },
  ]);
  if (aribaUser === undefined) throw new Error('Ariba buyer missing');

  return {
    consumer: { user: consumerUser, partner: sanne, delivery: sanneDelivery },
    business: {
      user: businessUser,
      partner: jan,
      company: bakker,
      invoice: bakkerInvoice,
      delivery: bakkerDelivery,
    },
    catalog: { user: catalogUser, partner: catalogKlant },
    ociBuyer: { user: ociUser, partner: ociPartner, company: groothandel },
    cxmlBuyer: { user: cxmlUser, partner: cxmlPartner, company: procurement },
    aribaBuyer: { user: aribaUser, partner: aribaPartner, company: procurement },
  };
}
