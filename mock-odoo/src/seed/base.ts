import type { Db } from '../db';
import { COUNTRIES } from './geo';
import type { NewRow } from '../tables';
import { idAt, idOf, insertLinks, insertRows } from './insert';
import { DEFAULT_LANGUAGE, WEBSITE_LANGUAGES } from './languages';
import { TRANSFER_MESSAGE } from './taxonomy-translations';
import { partnerRow } from './partners';

/** Ids of the shop-wide records the other parts of the seed refer to. */
export interface BaseIds {
  eur: number;
  usd: number;
  publicPricelist: number;
  businessPricelist: number;
  /** The website's pricelist for shoppers who choose dollars (no discount, converted). */
  usdPricelist: number;
  website: number;
  companyPartner: number;
  publicPartner: number;
  /** Country id by ISO code. */
  countries: Map<string, number>;
  /** State id by `<country code>-<state code>`, e.g. `NL-NH`. */
  states: Map<string, number>;
  carriers: { standard: number; express: number; pickup: number };
  coupons: { welcome: number; b2b: number; expired: number };
  acquirers: { transfer: number };
}

/** Dollars per euro (res.currency.rate of USD; EUR is the company currency). */
export const USD_RATE = 1.0856;

export async function seedBase(db: Db): Promise<BaseIds> {
  const [eur, usd] = await insertRows(db, 'res_currency', [
    { name: 'EUR', symbol: '€' },
    { name: 'USD', symbol: '$' },
  ]);
  if (eur === undefined || usd === undefined) throw new Error('currencies missing');
  const pricelists = await insertRows(db, 'product_pricelist', [
    { name: 'Public Pricelist', currency_id: eur, discount: 0 },
    { name: 'Business -10%', currency_id: eur, discount: 10 },
    { name: 'Public Pricelist USD', currency_id: usd, discount: 0 },
  ]);
  // One fixed rate, dated before any order of the seed, so USD prices are deterministic.
  await insertRows(db, 'res_currency_rate', [
    { currency_id: usd, name: '2020-01-01', rate: USD_RATE },
  ]);

  const countryIds = await insertRows(
    db,
    'res_country',
    COUNTRIES.map((country) => ({ name: country.name, code: country.code })),
  );
  const countries = new Map(
    COUNTRIES.map((country, index) => [country.code, idAt(countryIds, index)]),
  );
  const stateRows = COUNTRIES.flatMap((country) =>
    country.states.map(([code, name]) => ({
      key: `${country.code}-${code}`,
      row: { country_id: idOf(countries, country.code), name, code },
    })),
  );
  const stateIds = await insertRows(
    db,
    'res_country_state',
    stateRows.map((entry) => entry.row),
  );
  const states = new Map(stateRows.map((row, index) => [row.key, idAt(stateIds, index)]));

  const nl = countries.get('NL') ?? null;
  const [companyPartner, publicPartner] = await insertRows(db, 'res_partner', [
    partnerRow({
      name: 'Odoo Shop B.V.',
      email: 'info@odooshop.example',
      phone: '+31 20 123 4567',
      street: 'Herengracht 182',
      city: 'Amsterdam',
      zip: '1016 BR',
      country_id: nl,
      state_id: states.get('NL-NH') ?? null,
      is_company: true,
      vat: 'NL859123456B01',
      company_registry: '81234567',
      age_days: 1200,
    }),
    // The website's public partner: whom anonymous shoppers act as. Odoo archives it; it stays
    // active here so that lookups filtering on active partners still find it. It speaks the
    // shop's language (a database made for a Dutch shop), in which Odoo writes a visitor's cart
    // texts (the reward line).
    partnerRow({ name: 'Public user', country_id: nl, lang: DEFAULT_LANGUAGE, age_days: 1200 }),
  ]);
  if (companyPartner === undefined || publicPartner === undefined) throw new Error('partners');

  const [website] = await insertRows(db, 'website', [
    {
      name: 'Odoo Shop',
      domain: 'localhost',
      default_lang: DEFAULT_LANGUAGE,
      pricelist_id: idAt(pricelists, 0),
      public_partner_id: publicPartner,
      company_partner_id: companyPartner,
    },
  ]);
  if (website === undefined) throw new Error('website');
  // Euros by default, dollars for shoppers who choose them; the business pricelist is a contract
  // pricelist of its customers, not one shoppers may pick.
  await insertLinks(db, 'website_pricelist', [
    { website_id: website, pricelist_id: idAt(pricelists, 0) },
    { website_id: website, pricelist_id: idAt(pricelists, 2) },
  ]);
  const langIds = await insertRows(
    db,
    'res_lang',
    WEBSITE_LANGUAGES.map((lang) => ({
      code: lang.code,
      name: lang.name,
      url_code: lang.urlCode,
      active: true,
    })),
  );
  await insertLinks(
    db,
    'website_lang',
    langIds.map((langId) => ({ website_id: website, lang_id: langId })),
  );

  // Odoo's system parameters that graphql_vuestorefront reads (image route limits and padding).
  await insertLinks(db, 'ir_config_parameter', [
    { key: 'web.base.url', value: 'http://127.0.0.1:8069' },
    { key: 'vsf_image_resize_limit', value: '1920' },
    { key: 'vsf_image_quality', value: '100' },
    { key: 'vsf_image_background_rgba', value: '(255, 255, 255, 255)' },
  ]);

  const carriers = await insertRows(db, 'delivery_carrier', [
    { name: 'Standard delivery', fixed_price: 6.95, free_over: 100, sequence: 1 },
    { name: 'Express delivery', fixed_price: 12.95, free_over: null, sequence: 2 },
    { name: 'Pick up in store', fixed_price: 0, free_over: null, sequence: 3 },
  ]);
  const coupons = await insertRows(db, 'coupon_program', [
    {
      code: 'WELCOME10',
      name: '10% welcome discount',
      discount_percent: 10,
      minimum_amount: 0,
      active: true,
    },
    {
      code: 'B2B5',
      name: '5% business discount',
      discount_percent: 5,
      minimum_amount: 500,
      active: true,
    },
    {
      code: 'EXPIRED',
      name: 'Summer sale (ended)',
      discount_percent: 10,
      minimum_amount: 0,
      active: false,
    },
  ]);
  const acquirers = await insertRows(db, 'payment_acquirer', ACQUIRERS);

  return {
    eur,
    usd,
    publicPricelist: idAt(pricelists, 0),
    businessPricelist: idAt(pricelists, 1),
    usdPricelist: idAt(pricelists, 2),
    website,
    companyPartner,
    publicPartner,
    countries,
    states,
    carriers: {
      standard: idAt(carriers, 0),
      express: idAt(carriers, 1),
      pickup: idAt(carriers, 2),
    },
    coupons: { welcome: idAt(coupons, 0), b2b: idAt(coupons, 1), expired: idAt(coupons, 2) },
    acquirers: { transfer: idAt(acquirers, 0) },
  };
}

const ACQUIRERS: NewRow<'payment_acquirer'>[] = [
  {
    name: 'Wire Transfer',
    provider: 'transfer',
    state: 'enabled',
    display_as: 'Bank transfer',
    // Odoo renders the wire-transfer instructions as HTML (payment_transfer's pending_msg).
    pending_msg: TRANSFER_MESSAGE,
    sequence: 1,
    vsf_adyen_hosted_page: false,
  },
  {
    name: 'ADYEN',
    provider: 'adyen',
    state: 'test',
    display_as: 'Card payment',
    pending_msg: null,
    sequence: 2,
    vsf_adyen_hosted_page: false,
  },
  {
    name: 'ADYEN_OG',
    // An Adyen acquirer like the Drop-in's, which vsf_payment_transaction sends to Adyen's hosted
    // page (a payment link) instead.
    provider: 'adyen',
    state: 'test',
    display_as: 'Card payment (hosted page)',
    pending_msg: null,
    sequence: 3,
    vsf_adyen_hosted_page: true,
  },
  {
    name: 'MOLLIE',
    provider: 'mollie',
    state: 'test',
    display_as: 'iDEAL, Bancontact or card',
    pending_msg: null,
    sequence: 4,
    vsf_adyen_hosted_page: false,
  },
  {
    name: 'SAP_OCI',
    provider: 'sap_oci',
    state: 'test',
    display_as: 'Transfer cart to SAP (OCI)',
    pending_msg: null,
    sequence: 5,
    vsf_adyen_hosted_page: false,
  },
  {
    name: 'ARIBA_NETWORK',
    provider: 'ariba',
    state: 'test',
    display_as: 'Transfer cart to Ariba',
    pending_msg: null,
    sequence: 6,
    vsf_adyen_hosted_page: false,
  },
  // An acquirer the storefront has no handler for; tests enable it (POST /__mock/acquirers).
  {
    name: 'PAYPAL',
    provider: 'paypal',
    state: 'disabled',
    display_as: 'PayPal',
    pending_msg: null,
    sequence: 7,
    vsf_adyen_hosted_page: false,
  },
];
