// The demo data the contract suite relies on, in one place. mock-odoo's seed (mock-odoo/src/seed)
// holds every record below; a real Odoo under test needs the same records (README.md beside this
// file). Where a test can find what it needs through the API (the first category, a product in
// stock, a fresh customer it registers itself), it does, and the record is not listed here.
//
// Ids are never part of the demo data: a real Odoo numbers its records its own way, so the tests
// find records by login, SKU, slug or name. Amounts are in euros, the company currency.

/** The website's languages (Odoo codes); the first is the website's default. */
export const WEBSITE_LANGUAGES = ['nl_NL', 'en_US', 'de_DE', 'ru_RU'] as const;
export const WEBSITE_DEFAULT_LANGUAGE = 'nl_NL';

/** The company running the shop (`partner.company`). */
export const SHOP_COMPANY = 'Odoo Shop B.V.';

/** The sales tax on every product and on delivery: 21 %, price excluded. */
export const TAX_RATE = 0.21;

export interface DemoAccount {
  login: string;
  password: string;
}

/**
 * A private customer without a pricelist of her own (public prices). Contact in Amsterdam
 * (Noord-Holland, Netherlands), one delivery address in Utrecht, two confirmed orders; no company.
 */
export const CONSUMER = {
  login: 'consumer@example.com',
  password: 'consumer123',
  name: 'Sanne de Vries',
  city: 'Amsterdam',
  country: { code: 'NL', name: 'Netherlands' },
  deliveryCity: 'Utrecht',
  confirmedOrders: 2,
} as const;

/**
 * A contact (Jan Bakker) of the company Bakker Techniek B.V., which has the pricelist "Business
 * -10%" (10 % off every public price) and, as child contacts, one invoice and one delivery address.
 * The suite never leaves more than one draft order (the cart its sessions share) on this company.
 *
 * Its sales documents (the orders contract counts them):
 * - 6 confirmed orders, 2 of them locked (state `done`), on at least two different days, with
 *   outgoing pickings in every state the shop shows: waiting for stock (`confirmed`, a backorder
 *   among them), ready (`assigned`) and done (a shipment with Track & Trace reference and URL, one
 *   reported delivered, serial numbers on a delivered line); delivery status pending, partial and
 *   full across them; one order with two invoices (whose origin is the order's name), the first
 *   reversed by a credit note, which Odoo counts among the order's invoices (invoiceCount 3) but
 *   the customer does not follow, so never reads;
 * - 7 quotations (draft or sent): 4 open (validity date far in the future, one of them sent) and 3
 *   expired (validity date in the past); 2 cancelled orders. The customer follows each of them
 *   (the drafts shared with them, the cancelled ones sent before), which Odoo's portal rule needs;
 * - 7 invoices: 1 draft, 1 cancelled, 5 posted (1 not paid, 2 paid, 1 partially paid, 1 reversed).
 */
export const BUSINESS = {
  login: 'business@example.com',
  password: 'business123',
  name: 'Jan Bakker',
  company: 'Bakker Techniek B.V.',
  vat: 'NL123456789B01',
  companyRegNo: '12345678',
  /** The company pricelist's discount on public prices. */
  discount: 0.1,
  confirmedOrders: 6,
  lockedOrders: 2,
  quotations: 7,
  openQuotations: 4,
  expiredQuotations: 3,
  cancelledOrders: 2,
  invoices: 7,
} as const;

/** A catalog-only customer: sees and buys only the products of her personal catalog. */
export const CATALOG_CUSTOMER: DemoAccount = {
  login: 'catalog@example.com',
  password: 'catalog123',
};

/** The countries (res.country) and provinces the address tests use. */
export const NETHERLANDS = {
  code: 'NL',
  /** Odoo 15's twelve Dutch provinces are there; the tests name this one. */
  province: { name: 'Noord-Holland', code: 'NH' },
} as const;
/** A country search by every word of the name finds exactly this country. */
export const COUNTRY_SEARCH = { words: 'united kingdom', code: 'GB' } as const;

/**
 * The catalogue. Computers (`/category/computers`) is a top-level category with the children
 * Laptops, Desktops, Monitors and Accessories; it holds products with a Color attribute (among its
 * values Black), variants with attribute price extras, filter values and prices from below 100 to
 * above 900. The whole shop has at least 300 published products for sale, with an attribute
 * besides Color (Size, untranslated values), products in several brands and a product with no
 * stock at all. It sells no product beyond its stock (website_sale_stock's "Continue selling when
 * out-of-stock" off): Odoo lowers a cart line to what is free, with a warning, or drops it.
 */
export const CATEGORIES = {
  computers: { slug: '/category/computers', name: 'Computers' },
  /** Office Furniture, in German Büromöbel: a category found by its translated name. */
  officeFurniture: { de_DE: 'Büromöbel' },
} as const;

/**
 * The product the language and currency tests read: Nordbyte Travel Laptop 15.6" NB-320 (brand
 * Nordbyte), in Laptops, with the variants silver and grey, 16 and 32 GB. Its first variant
 * (by internal reference, as Odoo lists variants: grey, 16 GB, out of stock) costs 1,269.99 € in
 * the public pricelist (list price 1,189.99 € plus 80 € of attribute extras), as silver 16 GB. Its name, description and attribute values are translated into Dutch, German
 * and Russian; the texts the tests expect are in language.test.ts. Slugs stay English:
 * `/product/<slugName>-<template id>`.
 */
export const TRAVEL_LAPTOP = {
  sku: 'SKU-00001',
  slugName: 'nordbyte-travel-laptop-15-6-nb-320',
  brand: 'Nordbyte',
  firstVariantPrice: 1269.99,
  /** Silver, 16 GB: in stock (the shop sells no more than it has), at the first variant's price. */
  inStockVariantSku: 'SKU-00001-SLV-16GB',
} as const;

/** A brand with a description translated into every website language (OCA product_brand). */
export const TRANSLATED_BRAND = { slug: 'kestrel', name: 'Kestrel' } as const;

/** Search terms: Dutch product names with "muis" (and products that only mention a mouse), an
 * office chair named "bureaustoel" in Dutch and "Office Chair" in English. */
export const SEARCH_TERMS = {
  dutchMouse: 'muis',
  dutchChair: 'bureaustoel',
  englishChair: 'Office Chair',
  /** Finds the category Computers as you type. */
  category: 'comp',
} as const;

/** A product that is not published: the shop cannot buy it, whatever asks. */
export const UNPUBLISHED_SKU = 'SKU-00026';

/** A ream of paper (UN/CEFACT unit RM) with UNSPSC code 14111507. */
export const REAM_OF_PAPER = { sku: 'SKU-00247', uomCode: 'RM', unspscCode: '14111507' } as const;

/** A product whose name has `&` and `"` in every language, in Units (EA), with a UNSPSC code. */
export const QUOTED_NAME_PRODUCT = {
  sku: 'SKU-00193',
  uomCode: 'EA',
  /** Its name in every language. */
  name: /^Arbor & Co .+ "Vault" AR-540$/,
} as const;

/**
 * Delivery methods (delivery.carrier), taxed like products. Standard delivery is free from a
 * cart of 100 € with tax (Odoo compares the order's total without delivery, discounts included).
 */
export const CARRIERS = {
  standard: { name: 'Standard delivery', price: 6.95, freeFrom: 100 },
  express: { name: 'Express delivery', price: 12.95 },
  pickUp: { name: 'Pick up in store', price: 0 },
} as const;

/**
 * Coupon programs (coupon.program with a promo code): "10% welcome discount", 10 % off the cart;
 * an expired one; and 5 % from 500 € without tax.
 */
export const COUPONS = {
  welcome: {
    code: 'WELCOME10',
    name: '10% welcome discount',
    discount: 0.1,
    /**
     * Its reward line in a visitor's cart, whatever the request's language: sale_coupon writes
     * it in the customer's language, and a visitor is the website's public user, who speaks the
     * shop's (Dutch); the words around the name are Odoo's own translation.
     */
    visitorLine: 'Korting: 10% welkomstkorting - Op product met de volgende BTW: 21%',
  },
  expired: 'EXPIRED',
  business: { code: 'B2B5', minimum: 500 },
} as const;

/** The USD pricelist's rate: prices, carrier rates and coupon minimums are converted at it. */
export const USD_RATE = 1.0856;

/**
 * The payment acquirers, enabled or in test mode, in this sequence: the wire transfer (its
 * pending message has the bank details with an IBAN), the Adyen Drop-in, Adyen's hosted payment
 * page (a second Adyen acquirer, whose shoppers pay on an Adyen payment link), Mollie (driven by
 * the shop), and the two punch-out acquirers, which pay nothing. Both Adyen acquirers talk to
 * mock-odoo's Adyen emulator (README.md beside this file).
 */
export const ACQUIRERS = {
  transfer: 'Wire Transfer',
  adyen: 'ADYEN',
  adyenHostedPage: 'ADYEN_OG',
  mollie: 'MOLLIE',
  sapOci: 'SAP_OCI',
  ariba: 'ARIBA_NETWORK',
} as const;
export const ACQUIRER_SEQUENCE = [
  ACQUIRERS.transfer,
  ACQUIRERS.adyen,
  ACQUIRERS.adyenHostedPage,
  ACQUIRERS.mollie,
  ACQUIRERS.sapOci,
  ACQUIRERS.ariba,
] as const;

/** The Mollie methods the shop offers, in order; iDEAL with its Dutch banks. */
export const MOLLIE_METHODS = {
  codes: ['ideal', 'creditcard', 'bancontact', 'banktransfer'],
  idealIssuer: { code: 'ideal_INGBNL2A', name: 'ING' },
  otherIdealBank: 'Rabobank',
} as const;

/**
 * Static website pages in every website language: /about (with a <style> and a <script> in it),
 * /terms, /privacy and /shipping. graphql_vuestorefront's own vsf.website.page for /about is
 * published, named "Over ons" and reads "Over Odoo Shop" (in the website's language).
 */
export const PAGES = {
  about: '/about',
  others: ['/terms', '/privacy'],
  shipping: '/shipping',
  storefrontAbout: { name: 'Over ons', text: 'Over Odoo Shop' },
} as const;

export interface CxmlCredential {
  domain: string;
  identity: string;
}

export interface CxmlBuyer extends DemoAccount {
  /** From of the buyer's setup requests. */
  from: CxmlCredential;
  /** Sender of the buyer's setup requests. */
  sender: CxmlCredential;
  /** The shop towards this buyer: To of the setup request. */
  supplier: CxmlCredential;
  sharedSecret: string;
  messageField: 'cXML-urlencoded' | 'cXML-base64';
}

/**
 * Punch-out (vsf_punchout): the buyers are contacts of their procurement companies, shop at the
 * business contract prices (the pricelist "Business -10%") and may edit. Every buyer's allow-list
 * of return URLs holds `https://eproc.buyer.example/punchout/` (the suite sends carts there; nothing
 * needs to answer at that address).
 */
export const PUNCHOUT_RETURN_URL = 'https://eproc.buyer.example/punchout/';

/** A generic cXML buyer of Procurement Corp Europe; requests come from its own system. */
export const CXML_BUYER: CxmlBuyer = {
  login: 'cxml-buyer@example.com',
  password: 'cxml123',
  from: { domain: 'DUNS', identity: '987654321' },
  sender: { domain: 'DUNS', identity: '987654321' },
  supplier: { domain: 'DUNS', identity: '123456789' },
  sharedSecret: 'cxml-secret',
  messageField: 'cXML-urlencoded',
};

/** An Ariba Network buyer of Procurement Corp Europe (a `-T` test account; Ariba relays). */
export const ARIBA_BUYER: CxmlBuyer = {
  login: 'ariba-buyer@example.com',
  password: 'ariba123',
  from: { domain: 'NetworkID', identity: 'AN01000000001-T' },
  sender: { domain: 'AribaNetworkUserId', identity: 'sysadmin@ariba.com' },
  supplier: { domain: 'NetworkID', identity: 'AN01000000999' },
  sharedSecret: 'ariba-secret',
  messageField: 'cXML-base64',
};

/** The company of both cXML buyers. */
export const CXML_BUYER_COMPANY = 'Procurement Corp Europe';

/** An SAP OCI buyer of Groothandel Noord B.V. (OCI user name and password). */
export const OCI_BUYER = {
  login: 'oci-buyer@example.com',
  password: 'oci123',
  username: 'OCIBUYER',
  ociPassword: 'oci123',
  company: 'Groothandel Noord B.V.',
} as const;

/**
 * A second customer at the business contract prices, of another company (Groothandel Noord B.V.,
 * whose pricelist is "Business -10%" too): the OCI punch-out buyer, who may also sign in at the
 * shop. The test that hands a guest cart over to a contract customer signs in as this one: the
 * customer's previous cart stays behind as a draft, which for BUSINESS would be a second draft
 * beside the cart its sessions share.
 */
export const CONTRACT_CUSTOMER: DemoAccount = {
  login: OCI_BUYER.login,
  password: OCI_BUYER.password,
};
