import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { many } from '@/mock-odoo/src/db';
import { openDatabase } from '@/mock-odoo/src/open-database';
import { verifyPassword } from '@/mock-odoo/src/passwords';
import {
  FORMAT_VERSION,
  readDemoData,
  type DemoData,
  type OrderData,
  type PartnerData,
  type ProductData,
} from '@/scripts/export-odoo-demo-data';
import {
  ACQUIRER_SEQUENCE,
  ARIBA_BUYER,
  BUSINESS,
  CARRIERS,
  CATALOG_CUSTOMER,
  CATEGORIES,
  CONSUMER,
  COUPONS,
  CXML_BUYER,
  CXML_BUYER_COMPANY,
  MOLLIE_METHODS,
  OCI_BUYER,
  PAGES,
  PUNCHOUT_RETURN_URL,
  QUOTED_NAME_PRODUCT,
  REAM_OF_PAPER,
  SEARCH_TERMS,
  SHOP_COMPANY,
  TAX_RATE,
  TRANSLATED_BRAND,
  TRAVEL_LAPTOP,
  UNPUBLISHED_SKU,
  USD_RATE,
  WEBSITE_DEFAULT_LANGUAGE,
  WEBSITE_LANGUAGES,
} from '@/tests/contract/demo-data';

// The export odoo/vsf_demo loads into a real Odoo (scripts/export-odoo-demo-data.ts): it holds
// every record the contract suite names, no mock-odoo ids, no dangling key, the seed's secrets in
// clear, and exactly the keys the Odoo loader reads.

const LOADER = 'odoo/vsf_demo_shop/loader';
const TRANSLATED_LANGUAGES = WEBSITE_LANGUAGES.filter((lang) => lang !== 'en_US');

let db: PGlite;
let data: DemoData;

beforeAll(async () => {
  db = await openDatabase('memory', inject('mockOdooSeedImage'));
  data = await readDemoData(db);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

const byKey = <T extends { key: string }>(items: T[]) =>
  new Map(items.map((item) => [item.key, item]));
const found = <T>(item: T | undefined, what: string): T => {
  if (item === undefined) throw new Error(`${what} is not in the export`);
  return item;
};
const product = (sku: string): ProductData =>
  found(
    data.products.find((entry) => entry.sku === sku),
    `product ${sku}`,
  );
const userPartner = (login: string): PartnerData => {
  const user = found(
    data.users.find((entry) => entry.login === login),
    `user ${login}`,
  );
  return found(byKey(data.partners).get(user.partner), `partner of ${login}`);
};
const commercialPartner = (partner: PartnerData): PartnerData =>
  partner.parent
    ? commercialPartner(found(byKey(data.partners).get(partner.parent), partner.parent))
    : partner;
/** The sales documents of a customer's company, as Odoo's portal rule shows them. */
const ordersOf = (login: string): OrderData[] => {
  const company = commercialPartner(userPartner(login)).key;
  return data.orders.filter(
    (order) =>
      commercialPartner(found(byKey(data.partners).get(order.partner), order.partner)).key ===
      company,
  );
};
const round2 = (value: number) => Math.round(value * 100) / 100;

describe('the demo data export', { timeout: 120_000 }, () => {
  it('has the shop: languages, company, tax and currencies', () => {
    expect(data.languages.map((lang) => lang.code)).toEqual([...WEBSITE_LANGUAGES]);
    expect(data.website.defaultLang).toBe(WEBSITE_DEFAULT_LANGUAGE);
    expect(data.company.name).toBe(SHOP_COMPANY);
    expect(data.taxes).toEqual([
      expect.objectContaining({ amount: TAX_RATE * 100, priceInclude: false }),
    ]);
    const usd = found(
      data.currencies.find((currency) => currency.name === 'USD'),
      'USD',
    );
    expect(usd.rates.map((rate) => rate.rate)).toContain(USD_RATE);
    const selectable = data.pricelists
      .filter((pricelist) => pricelist.selectable)
      .map((p) => p.currency);
    expect(new Set(selectable)).toEqual(new Set(['EUR', 'USD']));
  });

  it('has every account the contract suite signs in with', () => {
    for (const account of [
      CONSUMER,
      BUSINESS,
      CATALOG_CUSTOMER,
      CXML_BUYER,
      ARIBA_BUYER,
      OCI_BUYER,
    ]) {
      expect(data.users).toContainEqual(
        expect.objectContaining({ login: account.login, password: account.password }),
      );
    }
    const consumer = userPartner(CONSUMER.login);
    expect(consumer).toMatchObject({
      name: CONSUMER.name,
      city: CONSUMER.city,
      country: 'NL',
      parent: null,
    });
    expect(
      data.partners.filter(
        (partner) => partner.parent === consumer.key && partner.type === 'delivery',
      ),
    ).toEqual([expect.objectContaining({ city: CONSUMER.deliveryCity })]);

    const business = userPartner(BUSINESS.login);
    const company = commercialPartner(business);
    expect(business.name).toBe(BUSINESS.name);
    expect(company).toMatchObject({
      name: BUSINESS.company,
      vat: BUSINESS.vat,
      companyRegNo: BUSINESS.companyRegNo,
      isCompany: true,
    });
    const pricelist = found(
      data.pricelists.find((entry) => entry.key === company.pricelist),
      'the business pricelist',
    );
    expect(pricelist.discount).toBe(BUSINESS.discount * 100);
    expect(
      ['invoice', 'delivery'].every((type) =>
        data.partners.some((p) => p.parent === company.key && p.type === type),
      ),
    ).toBe(true);

    const catalogCustomer = userPartner(CATALOG_CUSTOMER.login);
    expect(catalogCustomer.catalogOnly).toBe(true);
    expect(
      data.catalogs.filter((catalog) => catalog.customer === catalogCustomer.key),
    ).toHaveLength(1);
  });

  it("has the business customer's documents in every state the contract counts", () => {
    const orders = ordersOf(BUSINESS.login);
    const inState = (...states: string[]) => orders.filter((order) => states.includes(order.state));
    expect(inState('sale', 'done')).toHaveLength(BUSINESS.confirmedOrders);
    expect(inState('done')).toHaveLength(BUSINESS.lockedOrders);
    const quotations = inState('draft', 'sent');
    expect(quotations).toHaveLength(BUSINESS.quotations);
    // Relative to the export day, as the Odoo loader dates them relative to its load day.
    expect(quotations.filter((order) => order.validityDaysFromToday! >= 0)).toHaveLength(
      BUSINESS.openQuotations,
    );
    expect(quotations.filter((order) => order.validityDaysFromToday! < 0)).toHaveLength(
      BUSINESS.expiredQuotations,
    );
    expect(
      quotations.filter((order) => order.state === 'sent' && order.validityDaysFromToday! >= 0)
        .length,
    ).toBeGreaterThan(0);
    expect(inState('cancel')).toHaveLength(BUSINESS.cancelledOrders);
    expect(
      new Set(inState('sale', 'done').map((order) => order.dateOrder.slice(0, 10))).size,
    ).toBeGreaterThan(1);
    expect(
      ordersOf(CONSUMER.login).filter((order) => ['sale', 'done'].includes(order.state)),
    ).toHaveLength(CONSUMER.confirmedOrders);

    const invoices = orders.flatMap((order) => order.invoices);
    expect(invoices).toHaveLength(BUSINESS.invoices);
    const posted = invoices.filter((invoice) => invoice.state === 'posted');
    expect(posted.map((invoice) => invoice.paymentState).sort()).toEqual([
      'not_paid',
      'paid',
      'paid',
      'partial',
      'reversed',
    ]);
    expect(invoices.filter((invoice) => invoice.state === 'draft')).toHaveLength(1);
    expect(invoices.filter((invoice) => invoice.state === 'cancel')).toHaveLength(1);
    expect(orders.some((order) => order.invoices.length === 2)).toBe(true);

    const pickings = orders.flatMap((order) => order.pickings);
    expect(new Set(pickings.map((picking) => picking.state))).toEqual(
      new Set(['confirmed', 'assigned', 'done']),
    );
    expect(pickings.some((picking) => picking.state === 'confirmed' && picking.isBackorder)).toBe(
      true,
    );
    expect(pickings.some((picking) => picking.trackingRef && picking.dateDelivered)).toBe(true);
    expect(pickings.some((picking) => picking.moves.some((move) => move.serials.length > 0))).toBe(
      true,
    );
    for (const picking of pickings) expect(picking.name).toMatch(/^WH\/OUT\/\d{5}$/);
    const tracked = found(
      data.carriers.find((carrier) => carrier.trackingUrl),
      'a carrier with a tracking page',
    );
    expect(tracked.trackingUrl).toContain('<shipmenttrackingnumber>');
  });

  it('has the catalogue the contract suite reads', () => {
    const categories = byKey(data.categories);
    const computers = found(
      data.categories.find((category) => category.slug === CATEGORIES.computers.slug),
      'Computers',
    );
    expect(computers).toMatchObject({ name: CATEGORIES.computers.name, parent: null });
    expect(
      data.categories
        .filter((category) => category.parent === computers.key)
        .map((category) => category.name),
    ).toEqual(expect.arrayContaining(['Laptops', 'Desktops', 'Monitors', 'Accessories']));
    expect(
      data.categories.some(
        (category) => category.translations.name?.de_DE === CATEGORIES.officeFurniture.de_DE,
      ),
    ).toBe(true);
    expect(computers.name.toLowerCase()).toContain(SEARCH_TERMS.category);

    const laptop = product(TRAVEL_LAPTOP.sku);
    expect(byKey(data.brands).get(laptop.brand!)?.name).toBe(TRAVEL_LAPTOP.brand);
    expect(laptop.categories.map((key) => categories.get(key)?.name)).toContain('Laptops');
    expect(laptop.variants).toHaveLength(4);
    const extras = new Map(
      laptop.attributes.flatMap((line) =>
        line.values.map((value) => [value.value, value.priceExtra]),
      ),
    );
    const first = laptop.variants[0]!;
    expect(
      round2(
        laptop.listPrice + first.values.reduce((sum, value) => sum + (extras.get(value) ?? 0), 0),
      ),
    ).toBe(TRAVEL_LAPTOP.firstVariantPrice);
    for (const lang of TRANSLATED_LANGUAGES) expect(laptop.translations.name?.[lang]).toBeTruthy();

    const brand = found(
      data.brands.find((entry) => entry.slug === TRANSLATED_BRAND.slug),
      TRANSLATED_BRAND.slug,
    );
    expect(brand.name).toBe(TRANSLATED_BRAND.name);
    for (const lang of TRANSLATED_LANGUAGES)
      expect(brand.translations.description?.[lang]).toBeTruthy();

    expect(product(UNPUBLISHED_SKU).published).toBe(false);
    const ream = product(REAM_OF_PAPER.sku);
    expect(byKey(data.uoms).get(ream.uom)?.uneceCode).toBe(REAM_OF_PAPER.uomCode);
    expect(ream.unspscCode).toBe(REAM_OF_PAPER.unspscCode);
    const vault = product(QUOTED_NAME_PRODUCT.sku);
    expect(byKey(data.uoms).get(vault.uom)?.uneceCode).toBe(QUOTED_NAME_PRODUCT.uomCode);
    for (const name of [vault.name, ...Object.values(vault.translations.name ?? {})]) {
      expect(name).toMatch(QUOTED_NAME_PRODUCT.name);
    }

    expect(
      data.products.filter((entry) => entry.published && entry.saleOk).length,
    ).toBeGreaterThanOrEqual(300);
    expect(
      data.products.some((entry) => entry.variants.every((variant) => variant.qty === 0)),
    ).toBe(true);
    expect(
      data.products.some((entry) =>
        entry.translations.name?.nl_NL?.toLowerCase().includes(SEARCH_TERMS.dutchMouse),
      ),
    ).toBe(true);
    expect(
      data.products.some(
        (entry) =>
          entry.translations.name?.nl_NL?.toLowerCase().includes(SEARCH_TERMS.dutchChair) &&
          entry.name.includes(SEARCH_TERMS.englishChair),
      ),
    ).toBe(true);
  });

  it('has the checkout the contract suite reads: carriers, coupons, acquirers, pages', () => {
    const carrier = (name: string) =>
      found(
        data.carriers.find((entry) => entry.name === name),
        name,
      );
    expect(carrier(CARRIERS.standard.name)).toMatchObject({
      fixedPrice: CARRIERS.standard.price,
      freeOver: CARRIERS.standard.freeFrom,
    });
    expect(carrier(CARRIERS.express.name).fixedPrice).toBe(CARRIERS.express.price);
    expect(carrier(CARRIERS.pickUp.name).fixedPrice).toBe(CARRIERS.pickUp.price);

    const coupon = (code: string) =>
      found(
        data.coupons.find((entry) => entry.code === code),
        code,
      );
    expect(coupon(COUPONS.welcome.code)).toMatchObject({
      discountPercent: COUPONS.welcome.discount * 100,
      active: true,
    });
    expect(coupon(COUPONS.expired).active).toBe(false);
    expect(coupon(COUPONS.business.code)).toMatchObject({
      minimumAmount: COUPONS.business.minimum,
      active: true,
    });

    const acquirers = [...data.acquirers].sort((a, b) => a.sequence - b.sequence);
    expect(acquirers.map((acquirer) => acquirer.name)).toEqual([...ACQUIRER_SEQUENCE]);
    expect(acquirers[0]!.pendingMsg).toMatch(/IBAN/);
    const mollie = found(
      data.acquirers.find((acquirer) => acquirer.provider === 'mollie'),
      'Mollie',
    );
    expect(mollie.methods.map((method) => method.code)).toEqual(MOLLIE_METHODS.codes);
    const ideal = found(
      mollie.methods.find((method) => method.code === 'ideal'),
      'iDEAL',
    );
    expect(ideal.issuers).toContainEqual(MOLLIE_METHODS.idealIssuer);
    expect(ideal.issuers.map((issuer) => issuer.name)).toContain(MOLLIE_METHODS.otherIdealBank);

    const urls = data.pages.map((page) => page.url);
    expect(urls).toEqual(expect.arrayContaining([PAGES.about, ...PAGES.others, PAGES.shipping]));
    for (const page of data.pages) {
      expect(Object.keys(page.languages).sort()).toEqual([...WEBSITE_LANGUAGES].sort());
    }
    const about = found(
      data.pages.find((page) => page.url === PAGES.about),
      PAGES.about,
    );
    expect(about.languages.en_US!.content).toMatch(/<style>[\s\S]*<script>/);
    const storefrontAbout = found(
      data.storefrontPages.find((page) => page.url === PAGES.about),
      'the storefront /about',
    );
    expect(storefrontAbout.published).toBe(true);
    expect(storefrontAbout.languages[WEBSITE_DEFAULT_LANGUAGE]).toMatchObject({
      name: PAGES.storefrontAbout.name,
    });
    expect(storefrontAbout.languages[WEBSITE_DEFAULT_LANGUAGE]!.content).toContain(
      PAGES.storefrontAbout.text,
    );
    expect(data.redirects.length).toBeGreaterThan(0);
  });

  it('has the punch-out buyers with their credentials and return URLs', () => {
    const users = byKey(data.users);
    const buyerOf = (login: string) =>
      found(
        data.punchoutBuyers.find((buyer) => users.get(buyer.user)?.login === login),
        `the punch-out buyer ${login}`,
      );
    for (const seed of [CXML_BUYER, ARIBA_BUYER]) {
      const buyer = buyerOf(seed.login);
      expect(buyer).toMatchObject({
        protocol: 'cxml',
        messageField: seed.messageField,
        operationAllowed: 'edit',
      });
      expect(buyer.cxml).toEqual({
        from: seed.from,
        sender: seed.sender,
        supplier: seed.supplier,
        sharedSecret: seed.sharedSecret,
      });
      expect(commercialPartner(userPartner(seed.login)).name).toBe(CXML_BUYER_COMPANY);
    }
    const oci = buyerOf(OCI_BUYER.login);
    expect(oci.oci).toEqual({ username: OCI_BUYER.username, password: OCI_BUYER.ociPassword });
    expect(commercialPartner(userPartner(OCI_BUYER.login)).name).toBe(OCI_BUYER.company);
    for (const buyer of data.punchoutBuyers) {
      expect(buyer.returnUrls).toContain(PUNCHOUT_RETURN_URL);
      // mock-odoo's fake procurement system on its default port, for the live end-to-end run.
      expect(buyer.returnUrls).toContain('http://127.0.0.1:8069/procurement/return/');
      expect(buyer.returnUrls.some((url) => url.includes('{mock-odoo}'))).toBe(false);
      // Each buyer has the contract prices (Procurement Corp Europe itself has none).
      const partner = userPartner(users.get(buyer.user)!.login);
      expect(byKey(data.pricelists).get(partner.pricelist ?? '')?.discount).toBe(
        BUSINESS.discount * 100,
      );
    }
  });

  it('carries no mock-odoo ids', () => {
    const idLike = /^(id|ids)$|_ids?$|[a-z]Ids?$/;
    const keys: string[] = [];
    const walk = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) {
          keys.push(key);
          walk(inner);
        }
      }
    };
    walk(data);
    expect(keys.filter((key) => idLike.test(key))).toEqual([]);
    // mock-odoo numbers a personal catalog's slug after its customer's id.
    expect(
      data.catalogs.filter((catalog) => catalog.customer).map((catalog) => catalog.slug),
    ).toEqual([null]);
    for (const catalog of data.catalogs) expect(catalog.key).not.toMatch(/_\d+$/);
  });

  it('defines every key it refers to', () => {
    const defined = {
      partner: new Set([...data.partners.map((p) => p.key)]),
      pricelist: new Set(data.pricelists.map((p) => p.key)),
      category: new Set(data.categories.map((c) => c.key)),
      attribute: new Set(data.attributes.map((a) => a.key)),
      value: new Set(data.attributes.flatMap((a) => a.values.map((v) => v.key))),
      brand: new Set(data.brands.map((b) => b.key)),
      filterValue: new Set(data.filters.flatMap((f) => f.values.map((v) => v.key))),
      uom: new Set(data.uoms.map((u) => u.key)),
      product: new Set(data.products.map((p) => p.key)),
      variant: new Set(data.products.flatMap((p) => p.variants.map((v) => v.key))),
      carrier: new Set(data.carriers.map((c) => c.key)),
      coupon: new Set(data.coupons.map((c) => c.code)),
      user: new Set(data.users.map((u) => u.key)),
    };
    const dangling: string[] = [];
    const refer = (kind: keyof typeof defined, key: string | null, where: string) => {
      if (key !== null && !defined[kind].has(key)) dangling.push(`${where}: ${kind} ${key}`);
    };

    // Keys are unique per kind (they become external ids).
    for (const items of [
      data.partners,
      data.products,
      data.categories,
      data.users,
      data.orders,
      data.catalogs,
      data.pages,
      data.storefrontPages,
      data.redirects,
      data.acquirers,
      data.carriers,
      data.coupons,
      data.punchoutBuyers,
    ]) {
      const keys = items.map((item) => item.key);
      expect(new Set(keys).size).toBe(keys.length);
    }
    expect(defined.variant.size).toBe(data.products.reduce((sum, p) => sum + p.variants.length, 0));

    refer('pricelist', data.website.pricelist, 'website');
    // Parents before their children: the loader makes them in this order.
    const seenPartners = new Set<string>();
    for (const partner of data.partners) {
      if (partner.parent && !seenPartners.has(partner.parent))
        dangling.push(`partner ${partner.key} before its parent`);
      refer('pricelist', partner.pricelist, `partner ${partner.key}`);
      seenPartners.add(partner.key);
    }
    const seenCategories = new Set<string>();
    for (const category of data.categories) {
      if (category.parent && !seenCategories.has(category.parent))
        dangling.push(`category ${category.key} before its parent`);
      seenCategories.add(category.key);
    }
    for (const pricelist of data.pricelists) {
      for (const item of pricelist.items)
        refer('variant', item.product, `pricelist ${pricelist.key}`);
    }
    for (const entry of data.products) {
      const where = `product ${entry.key}`;
      refer('uom', entry.uom, where);
      refer('brand', entry.brand, where);
      entry.categories.forEach((key) => refer('category', key, where));
      entry.filterValues.forEach((key) => refer('filterValue', key, where));
      entry.alternatives.forEach((key) => refer('product', key, where));
      entry.accessories.forEach((key) => refer('variant', key, where));
      for (const line of entry.attributes) {
        refer('attribute', line.attribute, where);
        line.values.forEach((value) => refer('value', value.value, where));
      }
      const lineValues = new Set(
        entry.attributes.flatMap((line) => line.values.map((value) => value.value)),
      );
      for (const variant of entry.variants) {
        // A variant is one value of each of its template's lines.
        expect(variant.values.length).toBe(entry.attributes.length);
        variant.values.forEach((value) => {
          if (!lineValues.has(value))
            dangling.push(`variant ${variant.key}: value ${value} not on its template`);
        });
      }
    }
    for (const user of data.users) refer('partner', user.partner, `user ${user.key}`);
    for (const buyer of data.punchoutBuyers)
      refer('user', buyer.user, `punch-out buyer ${buyer.key}`);
    for (const catalog of data.catalogs) {
      refer('partner', catalog.customer, `catalog ${catalog.key}`);
      catalog.products.forEach((key) => refer('product', key, `catalog ${catalog.key}`));
    }
    for (const order of data.orders) {
      const where = `order ${order.key}`;
      refer('partner', order.partner, where);
      refer('partner', order.invoicePartner, where);
      refer('partner', order.shippingPartner, where);
      refer('pricelist', order.pricelist, where);
      refer('carrier', order.carrier, where);
      refer('coupon', order.coupon, where);
      for (const line of order.lines) {
        if (line.kind === 'product') refer('variant', line.product, where);
        else expect(line.product, `${where}: a ${line.kind} line names no product`).toBeNull();
      }
      const ordered = new Set(
        order.lines.filter((line) => line.kind === 'product').map((line) => line.product),
      );
      for (const picking of order.pickings) {
        for (const move of picking.moves) {
          refer('variant', move.product, `${where} ${picking.name}`);
          if (!ordered.has(move.product))
            dangling.push(`${where} ${picking.name}: ${move.product} is not ordered`);
        }
      }
    }
    for (const wish of data.wishlist) {
      refer('partner', wish.partner, 'wishlist');
      refer('variant', wish.product, 'wishlist');
    }
    expect(dangling).toEqual([]);
  });

  it("gives the seed's passwords and secrets in clear, matching mock-odoo's hashes", async () => {
    const rows = await many<{
      login: string;
      password_hash: string | null;
      punchout_secret_hash: string | null;
      oci_password_hash: string | null;
    }>(
      db,
      'SELECT login, password_hash, punchout_secret_hash, oci_password_hash FROM res_users ORDER BY id',
    );
    expect(data.users.map((user) => user.login)).toEqual(rows.map((row) => row.login));
    const hashes = new Map(rows.map((row) => [row.login, row]));
    for (const user of data.users) {
      expect(verifyPassword(user.password, hashes.get(user.login)!.password_hash), user.login).toBe(
        true,
      );
    }
    const users = byKey(data.users);
    for (const buyer of data.punchoutBuyers) {
      const stored = hashes.get(users.get(buyer.user)!.login)!;
      if (buyer.cxml)
        expect(verifyPassword(buyer.cxml.sharedSecret, stored.punchout_secret_hash)).toBe(true);
      if (buyer.oci)
        expect(verifyPassword(buyer.oci.password, stored.oci_password_hash)).toBe(true);
    }
  });

  it('is read whole by the Odoo loader, which reads nothing else', () => {
    const sources = readdirSync(LOADER)
      .filter((file) => file.endsWith('.py'))
      .map((file) => readFileSync(join(LOADER, file), 'utf8'))
      .join('\n');
    const read = new Set(
      [...sources.matchAll(/\bdata(?:\[|\.get\()'([A-Za-z]+)'/g)].map((match) => match[1]!),
    );
    const written = Object.keys(data).sort();
    expect([...read].sort()).toEqual(written);

    // The keys of the DemoData interface, the format the exporter promises.
    const exporter = readFileSync('scripts/export-odoo-demo-data.ts', 'utf8');
    const block = found(
      /export interface DemoData \{\n([\s\S]*?)\n\}/.exec(exporter)?.[1],
      'the DemoData interface',
    );
    const declared = [...block.matchAll(/^ {2}([A-Za-z]+)\??:/gm)].map((match) => match[1]!);
    expect(declared.sort()).toEqual(written);

    const format = /^FORMAT = (\d+)$/m.exec(readFileSync(join(LOADER, 'data_file.py'), 'utf8'));
    expect(Number(format?.[1])).toBe(FORMAT_VERSION);
    expect(data.format).toBe(FORMAT_VERSION);
  });
});
