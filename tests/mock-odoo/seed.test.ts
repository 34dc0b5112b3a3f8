import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '@/mock-odoo/src/open-database';
import { verifyPassword } from '@/mock-odoo/src/passwords';

let first: PGlite;
let second: PGlite;
let fromImage: PGlite;

beforeAll(async () => {
  [first, second, fromImage] = await Promise.all([
    openDatabase('memory'),
    openDatabase('memory'),
    openDatabase('memory', inject('mockOdooSeedImage')),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([first?.close(), second?.close(), fromImage?.close()]);
});

async function rows<T>(db: PGlite, sql: string, params: unknown[] = []): Promise<T[]> {
  return (await db.query<T>(sql, params)).rows;
}

async function value<T>(db: PGlite, sql: string, params: unknown[] = []): Promise<T> {
  const [row] = await rows<Record<string, T>>(db, sql, params);
  if (!row) throw new Error(`no row for ${sql}`);
  return Object.values(row)[0] as T;
}

/** Everything the seed writes, except what may differ by design (see the comments). */
const SNAPSHOT_QUERIES = [
  `SELECT id, name, description_sale, list_price, default_code, barcode, brand_id, is_published,
          weight, image_hue, image_shape, website_meta_title, create_date
     FROM product_template ORDER BY id`,
  `SELECT id, template_id, default_code, barcode, active, qty_available, combination_indices
     FROM product_product ORDER BY id`,
  'SELECT template_id, count(*)::int AS variants FROM product_product GROUP BY 1 ORDER BY 1',
  'SELECT * FROM product_template_attribute_value ORDER BY id',
  'SELECT * FROM product_variant_combination ORDER BY 1, 2',
  'SELECT * FROM product_template_public_category ORDER BY 1, 2',
  'SELECT * FROM product_public_category ORDER BY id',
  'SELECT * FROM product_alternative ORDER BY 1, 2',
  'SELECT * FROM product_accessory ORDER BY 1, 2',
  'SELECT * FROM product_template_filter_value ORDER BY 1, 2',
  'SELECT * FROM website_catalog_product ORDER BY 1, 2',
  'SELECT * FROM res_partner ORDER BY id',
  // Password hashes are salted at random, so only the accounts themselves are compared.
  'SELECT id, login, partner_id, oci_username, punchout_identity, punchout_return_urls FROM res_users ORDER BY id',
  // Quotation validity dates follow the seeding day on purpose.
  `SELECT id, name, partner_id, state, date_order, client_order_ref, note, carrier_id, access_token,
          invoice_status FROM sale_order ORDER BY id`,
  'SELECT * FROM sale_order_line ORDER BY id',
  'SELECT * FROM account_move ORDER BY id',
  'SELECT * FROM account_move_line ORDER BY id',
  'SELECT * FROM mail_followers ORDER BY res_model, res_id, partner_id',
  'SELECT * FROM product_wishlist ORDER BY id',
  'SELECT * FROM website_page ORDER BY id',
];

describe('seed', () => {
  it('is deterministic: two fresh databases hold the same shop', async () => {
    for (const sql of SNAPSHOT_QUERIES) {
      const [a, b] = await Promise.all([rows(first, sql), rows(second, sql)]);
      expect(a.length, sql).toBeGreaterThan(0);
      expect(b, sql).toEqual(a);
    }
  });

  // The unit suite's mock-odoos start from the image seeded once per run (tests/setup/seed-image.ts).
  it('the seed image of the run holds the same shop as a fresh seed', async () => {
    for (const sql of SNAPSHOT_QUERIES) {
      expect(await rows(fromImage, sql), sql).toEqual(await rows(first, sql));
    }
  });

  it('has the website, currencies, pricelists and countries with states', async () => {
    const [website] = await rows<{
      name: string;
      domain: string;
      default_lang: string;
      pl: string;
    }>(
      first,
      `SELECT w.name, w.domain, w.default_lang, pl.name AS pl,
              (SELECT name FROM res_partner WHERE id = w.public_partner_id) AS public_partner,
              (SELECT name FROM res_partner WHERE id = w.company_partner_id) AS company
         FROM website w JOIN product_pricelist pl ON pl.id = w.pricelist_id WHERE w.id = 1`,
    );
    expect(website).toMatchObject({
      name: 'Odoo Shop',
      domain: 'localhost',
      default_lang: 'nl_NL',
      pl: 'Public Pricelist',
      public_partner: 'Public user',
      company: 'Odoo Shop B.V.',
    });
    expect(await rows(first, 'SELECT name, symbol FROM res_currency ORDER BY id')).toEqual([
      { name: 'EUR', symbol: '€' },
      { name: 'USD', symbol: '$' },
    ]);
    expect(await rows(first, 'SELECT name, discount FROM product_pricelist ORDER BY id')).toEqual([
      { name: 'Public Pricelist', discount: 0 },
      { name: 'Business -10%', discount: 10 },
      { name: 'Public Pricelist USD', discount: 0 },
    ]);
    expect(await rows(first, 'SELECT rate FROM res_currency_rate')).toEqual([{ rate: 1.0856 }]);
    const states = await rows<{ code: string; n: number }>(
      first,
      `SELECT c.code, count(s.id)::int AS n FROM res_country c
         LEFT JOIN res_country_state s ON s.country_id = c.id GROUP BY c.code`,
    );
    const byCode = Object.fromEntries(states.map((row) => [row.code, row.n]));
    expect(byCode).toMatchObject({ NL: 12, DE: 16, US: 51, FR: 0, GB: 0, LU: 0, AT: 0 });
    expect(byCode.BE).toBeGreaterThanOrEqual(10);
  });

  it('has a category tree with /category/computers and its children', async () => {
    expect(
      await value<number>(first, 'SELECT count(*)::int FROM product_public_category'),
    ).toBeGreaterThanOrEqual(12);
    const children = await rows<{ slug: string }>(
      first,
      `SELECT c.slug FROM product_public_category c JOIN product_public_category p ON p.id = c.parent_id
        WHERE p.slug = '/category/computers' ORDER BY c.sequence`,
    );
    expect(children.map((row) => row.slug)).toEqual([
      '/category/laptops',
      '/category/desktops',
      '/category/monitors',
      '/category/accessories',
    ]);
    const grandchildren = await rows<{ slug: string }>(
      first,
      `SELECT c.slug FROM product_public_category c JOIN product_public_category p ON p.id = c.parent_id
        WHERE p.slug = '/category/accessories' ORDER BY c.sequence`,
    );
    expect(grandchildren.map((row) => row.slug)).toEqual(['/category/keyboards', '/category/mice']);
    const slugs = await rows<{ slug: string }>(first, 'SELECT slug FROM product_public_category');
    expect(slugs.every((row) => /^\/category\/[a-z0-9-]+$/.test(row.slug))).toBe(true);
  });

  it('has at least 300 products with consistent variants, codes and barcodes', async () => {
    expect(
      await value<number>(first, 'SELECT count(*)::int FROM product_template'),
    ).toBeGreaterThanOrEqual(300);
    // combination_indices = the variant's ptav ids, sorted and joined.
    const mismatched = await value<number>(
      first,
      `SELECT count(*)::int FROM product_product p
        WHERE p.combination_indices <> COALESCE((
          SELECT string_agg(c.ptav_id::text, ',' ORDER BY c.ptav_id)
            FROM product_variant_combination c WHERE c.product_id = p.id), '')`,
    );
    expect(mismatched).toBe(0);
    // Templates without attributes have exactly one variant; others the full cartesian product.
    const wrongCounts = await value<number>(
      first,
      `SELECT count(*)::int FROM product_template t
        WHERE (SELECT count(*) FROM product_product p WHERE p.template_id = t.id) <> (
          SELECT COALESCE(exp(sum(ln(n)))::int, 1) FROM (
            SELECT count(*) AS n FROM product_template_attribute_value ptav
              JOIN product_attribute_value v ON v.id = ptav.attribute_value_id
             WHERE ptav.template_id = t.id GROUP BY v.attribute_id) per_attribute)`,
    );
    expect(wrongCounts).toBe(0);
    const withColor = await value<number>(
      first,
      `SELECT count(DISTINCT ptav.template_id)::int FROM product_template_attribute_value ptav
         JOIN product_attribute_value v ON v.id = ptav.attribute_value_id
         JOIN product_attribute a ON a.id = v.attribute_id WHERE a.name = 'Color'`,
    );
    expect(withColor).toBeGreaterThan(90);
    const codes = await rows<{ default_code: string; barcode: string }>(
      first,
      'SELECT default_code, barcode FROM product_product',
    );
    expect(new Set(codes.map((row) => row.default_code)).size).toBe(codes.length);
    expect(new Set(codes.map((row) => row.barcode)).size).toBe(codes.length);
    for (const { default_code: code, barcode } of codes) {
      expect(code).toMatch(/^SKU-\d{5}(-[A-Z0-9]+)*$/);
      expect(isEan13(barcode), barcode).toBe(true);
    }
    const memoryExtras = await rows<{ name: string; price_extra: number }>(
      first,
      `SELECT DISTINCT v.name, ptav.price_extra FROM product_template_attribute_value ptav
         JOIN product_attribute_value v ON v.id = ptav.attribute_value_id
         JOIN product_attribute a ON a.id = v.attribute_id WHERE a.name = 'Memory' ORDER BY 2`,
    );
    expect(memoryExtras).toEqual([
      { name: '8 GB', price_extra: 0 },
      { name: '16 GB', price_extra: 80 },
      { name: '32 GB', price_extra: 240 },
    ]);
  });

  it('covers every stock level, quotation-only, unpublished and archived products', async () => {
    const [stock] = await rows<{ zero: number; low: number; high: number; archived: number }>(
      first,
      `SELECT count(*) FILTER (WHERE qty_available = 0)::int AS zero,
              count(*) FILTER (WHERE qty_available BETWEEN 1 AND 4)::int AS low,
              count(*) FILTER (WHERE qty_available >= 5)::int AS high,
              count(*) FILTER (WHERE NOT active)::int AS archived
         FROM product_product`,
    );
    expect(stock?.zero).toBeGreaterThan(0);
    expect(stock?.low).toBeGreaterThan(0);
    expect(stock?.high).toBeGreaterThan(0);
    expect(stock?.archived).toBeGreaterThan(0);
    expect(
      await value<number>(
        first,
        'SELECT count(*)::int FROM product_template WHERE is_published AND list_price = 0',
      ),
    ).toBeGreaterThanOrEqual(6);
    expect(
      await value<number>(
        first,
        'SELECT count(*)::int FROM product_template WHERE NOT is_published',
      ),
    ).toBeGreaterThan(0);
    const prices = await rows<{ list_price: number }>(
      first,
      'SELECT list_price FROM product_template WHERE list_price > 0',
    );
    expect(prices.every((row) => row.list_price >= 4.95 && row.list_price <= 2499)).toBe(true);
    const nineties = prices.filter((row) => /\.9[59]$/.test(row.list_price.toFixed(2)));
    expect(nineties.length / prices.length).toBeGreaterThan(0.6);
  });

  it('has exactly two unsafe descriptions and some safe HTML ones', async () => {
    expect(
      await value<number>(
        first,
        `SELECT count(*)::int FROM product_template WHERE description_sale LIKE '%<script>alert(1)</script>%'`,
      ),
    ).toBe(1);
    expect(
      await value<number>(
        first,
        `SELECT count(*)::int FROM product_template WHERE description_sale LIKE '%onerror="alert(1)"%'`,
      ),
    ).toBe(1);
    expect(
      await value<number>(
        first,
        `SELECT count(*)::int FROM product_template WHERE description_sale LIKE '%<a href="https://%'`,
      ),
    ).toBeGreaterThan(0);
  });

  it('has brands, filters, catalogs, carriers, coupons, pages and redirects', async () => {
    expect(
      await value<number>(first, 'SELECT count(*)::int FROM product_brand'),
    ).toBeGreaterThanOrEqual(12);
    const filters = await rows<{ name: string; values: string }>(
      first,
      `SELECT f.name, string_agg(v.name, ',' ORDER BY v.sequence) AS values
         FROM product_filter f JOIN product_filter_value v ON v.filter_id = f.id GROUP BY f.id ORDER BY f.sequence`,
    );
    expect(filters).toEqual([
      { name: 'Material', values: 'Wood,Metal,Plastic,Fabric' },
      { name: 'Energy label', values: 'A,B,C' },
      { name: 'Warranty', values: '1 year,2 years,3 years' },
    ]);
    const catalogs = await rows<{ slug: string; partner_id: number | null; n: number }>(
      first,
      `SELECT c.slug, c.partner_id, count(p.template_id)::int AS n FROM website_catalog c
         JOIN website_catalog_product p ON p.catalog_id = c.id GROUP BY c.id ORDER BY c.id`,
    );
    const catalogPartner = await value<number>(
      first,
      "SELECT partner_id FROM res_users WHERE login = 'catalog@example.com'",
    );
    expect(catalogs).toEqual([
      { slug: 'back-to-school', partner_id: null, n: 25 },
      { slug: 'home-office', partner_id: null, n: 25 },
      { slug: `personal-${catalogPartner}`, partner_id: catalogPartner, n: 20 },
    ]);
    expect(
      await rows(
        first,
        'SELECT name, fixed_price, free_over FROM delivery_carrier ORDER BY sequence',
      ),
    ).toEqual([
      { name: 'Standard delivery', fixed_price: 6.95, free_over: 100 },
      { name: 'Express delivery', fixed_price: 12.95, free_over: null },
      { name: 'Pick up in store', fixed_price: 0, free_over: null },
    ]);
    expect(
      await rows(
        first,
        'SELECT code, discount_percent, minimum_amount, active FROM coupon_program ORDER BY id',
      ),
    ).toEqual([
      { code: 'WELCOME10', discount_percent: 10, minimum_amount: 0, active: true },
      { code: 'B2B5', discount_percent: 5, minimum_amount: 500, active: true },
      { code: 'EXPIRED', discount_percent: 10, minimum_amount: 0, active: false },
    ]);
    const pages = await rows<{ url: string; lang: string; content: string }>(
      first,
      'SELECT url, lang, content FROM website_page',
    );
    expect(pages).toHaveLength(16);
    for (const lang of ['nl_NL', 'en_US', 'de_DE', 'ru_RU']) {
      const about = pages.find((page) => page.url === '/about' && page.lang === lang);
      expect(about?.content).toContain('<script>');
      expect(about?.content).toContain('<style>');
      for (const url of ['/terms', '/privacy', '/shipping']) {
        expect(pages.some((page) => page.url === url && page.lang === lang)).toBe(true);
      }
    }
    expect(
      await rows(first, 'SELECT url_from, url_to FROM website_rewrite ORDER BY id'),
    ).toContainEqual({
      url_from: '/category/laptop',
      url_to: '/category/laptops',
    });
  });

  it('has the payment acquirers in order', async () => {
    const acquirers = await rows<{
      name: string;
      provider: string;
      state: string;
      pending_msg: string | null;
      vsf_adyen_hosted_page: boolean;
    }>(
      first,
      'SELECT name, provider, state, pending_msg, vsf_adyen_hosted_page FROM payment_acquirer ORDER BY sequence',
    );
    expect(
      acquirers.map((row) => [row.name, row.provider, row.state, row.vsf_adyen_hosted_page]),
    ).toEqual([
      ['Wire Transfer', 'transfer', 'enabled', false],
      ['ADYEN', 'adyen', 'test', false],
      // Adyen's hosted page: an Adyen acquirer that sends shoppers to a payment link.
      ['ADYEN_OG', 'adyen', 'test', true],
      ['MOLLIE', 'mollie', 'test', false],
      ['SAP_OCI', 'sap_oci', 'test', false],
      ['ARIBA_NETWORK', 'ariba', 'test', false],
      ['PAYPAL', 'paypal', 'disabled', false],
    ]);
    expect(acquirers[0]?.pending_msg).toContain('NL91ABNA0417164300');
  });

  it('has the demo users with their passwords and flags', async () => {
    const user = async (login: string) => {
      const [row] = await rows<{
        password_hash: string;
        name: string;
        partner_id: number;
        parent: string | null;
        parent_is_company: boolean | null;
        parent_vat: string | null;
        parent_registry: string | null;
        pricelist: string | null;
        parent_pricelist: string | null;
        website_catalog_products: boolean;
        city: string | null;
        oci_username: string | null;
        oci_password_hash: string | null;
        punchout_domain: string | null;
        punchout_identity: string | null;
        punchout_secret_hash: string | null;
        punchout_message_field: string;
        punchout_operation_allowed: string;
        punchout_supplier_domain: string | null;
        punchout_supplier_identity: string | null;
        punchout_return_urls: string[];
      }>(
        first,
        `SELECT u.*, p.name, p.city, p.website_catalog_products, parent.name AS parent,
                parent.is_company AS parent_is_company, parent.vat AS parent_vat,
                parent.company_registry AS parent_registry,
                (SELECT name FROM product_pricelist WHERE id = p.pricelist_id) AS pricelist,
                (SELECT name FROM product_pricelist WHERE id = parent.pricelist_id) AS parent_pricelist
           FROM res_users u JOIN res_partner p ON p.id = u.partner_id
           LEFT JOIN res_partner parent ON parent.id = p.parent_id
          WHERE u.login = $1 AND u.active`,
        [login],
      );
      if (!row) throw new Error(`no user ${login}`);
      return row;
    };
    // The procurement system's return endpoint and the fake one on mock-odoo (any port).
    const returnUrls = ['https://eproc.buyer.example/punchout/', '{mock-odoo}/procurement/return/'];

    const consumer = await user('consumer@example.com');
    expect(verifyPassword('consumer123', consumer.password_hash)).toBe(true);
    expect(consumer).toMatchObject({ name: 'Sanne de Vries', city: 'Amsterdam', parent: null });
    expect(
      await rows(first, 'SELECT type, city FROM res_partner WHERE parent_id = $1', [
        consumer.partner_id,
      ]),
    ).toEqual([{ type: 'delivery', city: 'Utrecht' }]);

    const business = await user('business@example.com');
    expect(verifyPassword('business123', business.password_hash)).toBe(true);
    expect(business).toMatchObject({
      name: 'Jan Bakker',
      parent: 'Bakker Techniek B.V.',
      parent_is_company: true,
      parent_vat: 'NL123456789B01',
      parent_registry: '12345678',
      pricelist: 'Business -10%',
      parent_pricelist: 'Business -10%',
    });
    const companyAddresses = await rows<{ type: string }>(
      first,
      `SELECT type FROM res_partner WHERE parent_id = (SELECT parent_id FROM res_partner WHERE id = $1)
        ORDER BY type`,
      [business.partner_id],
    );
    expect(companyAddresses.map((row) => row.type)).toEqual(['contact', 'delivery', 'invoice']);

    const catalog = await user('catalog@example.com');
    expect(verifyPassword('catalog123', catalog.password_hash)).toBe(true);
    expect(catalog).toMatchObject({ name: 'Catalogus Klant', website_catalog_products: true });

    const oci = await user('oci-buyer@example.com');
    expect(verifyPassword('oci123', oci.password_hash)).toBe(true);
    expect(verifyPassword('oci123', oci.oci_password_hash)).toBe(true);
    expect(oci).toMatchObject({
      name: 'Inkoop Afdeling (OCI)',
      parent: 'Groothandel Noord B.V.',
      parent_pricelist: 'Business -10%',
      oci_username: 'OCIBUYER',
      punchout_return_urls: returnUrls,
    });

    const cxml = await user('cxml-buyer@example.com');
    expect(verifyPassword('cxml123', cxml.password_hash)).toBe(true);
    expect(verifyPassword('cxml-secret', cxml.punchout_secret_hash)).toBe(true);
    expect(cxml).toMatchObject({
      name: 'Lena Hoffmann',
      parent: 'Procurement Corp Europe',
      pricelist: 'Business -10%',
      punchout_domain: 'DUNS',
      punchout_identity: '987654321',
      punchout_message_field: 'cXML-urlencoded',
      punchout_operation_allowed: 'edit',
      punchout_supplier_domain: 'DUNS',
      punchout_supplier_identity: '123456789',
      punchout_return_urls: returnUrls,
    });

    const ariba = await user('ariba-buyer@example.com');
    expect(verifyPassword('ariba123', ariba.password_hash)).toBe(true);
    expect(verifyPassword('ariba-secret', ariba.punchout_secret_hash)).toBe(true);
    expect(ariba).toMatchObject({
      parent: 'Procurement Corp Europe',
      pricelist: 'Business -10%',
      punchout_domain: 'NetworkID',
      punchout_identity: 'AN01000000001-T',
      punchout_message_field: 'cXML-base64',
      punchout_operation_allowed: 'edit',
      punchout_supplier_domain: 'NetworkID',
      punchout_supplier_identity: 'AN01000000999',
      punchout_return_urls: returnUrls,
    });
    expect(ariba.partner_id).not.toBe(cxml.partner_id);
  });

  it('gives the business customer every order state, open and expired quotations', async () => {
    const partnerId = await value<number>(
      first,
      "SELECT partner_id FROM res_users WHERE login = 'business@example.com'",
    );
    const orders = await rows<{
      id: number;
      name: string;
      state: string;
      open: boolean;
      invoice_status: string;
    }>(
      first,
      'SELECT id, name, state, validity_date >= current_date AS open, invoice_status FROM sale_order WHERE partner_id = $1',
      [partnerId],
    );
    const count = (state: string, open?: boolean) =>
      orders.filter((order) => order.state === state && (open === undefined || order.open === open))
        .length;
    expect(count('draft', true)).toBeGreaterThanOrEqual(3);
    expect(count('draft', false)).toBeGreaterThanOrEqual(2);
    expect(count('sent', true)).toBeGreaterThanOrEqual(1);
    expect(count('sent', false)).toBeGreaterThanOrEqual(1);
    expect(count('cancel')).toBeGreaterThanOrEqual(2);
    expect(count('sale')).toBeGreaterThanOrEqual(4);
    expect(count('done')).toBeGreaterThanOrEqual(2);
    for (const order of orders) expect(order.name).toBe(`S${String(order.id).padStart(5, '0')}`);
    expect(orders.some((order) => order.invoice_status === 'to invoice')).toBe(true);
    expect(orders.some((order) => order.invoice_status === 'invoiced')).toBe(true);

    // Business prices are the list price (plus extras) less 10%.
    const lines = await rows<{ price_unit: number; list: number }>(
      first,
      `SELECT l.price_unit, t.list_price + COALESCE((SELECT sum(ptav.price_extra)
                FROM product_variant_combination c
                JOIN product_template_attribute_value ptav ON ptav.id = c.ptav_id
               WHERE c.product_id = l.product_id), 0) AS list
         FROM sale_order_line l JOIN sale_order o ON o.id = l.order_id
         JOIN product_product p ON p.id = l.product_id JOIN product_template t ON t.id = p.template_id
        WHERE o.partner_id = $1`,
      [partnerId],
    );
    expect(lines.length).toBeGreaterThan(10);
    // Same rounding as the storefront's pricing (model/product.ts): round2(list * (1 - 10 / 100)).
    for (const line of lines) {
      expect(line.price_unit).toBe(Math.round(line.list * (1 - 10 / 100) * 100) / 100);
    }
    expect(
      await value<number>(
        first,
        'SELECT count(*)::int FROM sale_order_line l JOIN sale_order o ON o.id = l.order_id WHERE o.partner_id = $1 AND l.is_delivery',
        [partnerId],
      ),
    ).toBeGreaterThan(0);

    const consumerOrders = await value<number>(
      first,
      `SELECT count(*)::int FROM sale_order WHERE state = 'sale'
          AND partner_id = (SELECT partner_id FROM res_users WHERE login = 'consumer@example.com')`,
    );
    expect(consumerOrders).toBeGreaterThanOrEqual(2);
  });

  it("writes the lines of past orders in the customer's language, as Odoo stores them", async () => {
    // Reward and delivery lines have no product to translate: their text is what Odoo wrote.
    const names = await rows<{ name: string }>(
      first,
      'SELECT DISTINCT name FROM sale_order_line WHERE product_id IS NULL ORDER BY name',
    );
    expect(names.map((row) => row.name)).toEqual(
      expect.arrayContaining(['Korting: 5% zakelijke korting', 'Standaardverzending']),
    );
    expect(
      names.map((row) => row.name).filter((name) => /discount|delivery|store/i.test(name)),
    ).toEqual([]);
  });

  it('gives the business customer invoices in every state and payment state', async () => {
    const partnerId = await value<number>(
      first,
      "SELECT partner_id FROM res_users WHERE login = 'business@example.com'",
    );
    const invoices = await rows<{
      name: string;
      state: string;
      payment_state: string;
      amount_untaxed: number;
      amount_tax: number;
      amount_total: number;
      amount_residual: number;
      invoice_origin: string;
      order_name: string;
      order_state: string;
      lines_total: number;
    }>(
      first,
      `SELECT m.*, o.name AS order_name, o.state AS order_state,
              (SELECT sum(price_total) FROM account_move_line WHERE move_id = m.id) AS lines_total
         FROM account_move m JOIN sale_order o ON o.id = m.order_id
        WHERE o.partner_id = $1 AND m.move_type = 'out_invoice' ORDER BY m.id`,
      [partnerId],
    );
    expect(new Set(invoices.map((invoice) => invoice.state))).toEqual(
      new Set(['draft', 'posted', 'cancel']),
    );
    expect(new Set(invoices.map((invoice) => invoice.payment_state))).toEqual(
      new Set(['not_paid', 'paid', 'partial', 'reversed']),
    );
    invoices.forEach((invoice, index) => {
      expect(invoice.name).toMatch(
        new RegExp(`^INV/\\d{4}/${String(index + 1).padStart(5, '0')}$`),
      );
      expect(invoice.invoice_origin).toBe(invoice.order_name);
      expect(['sale', 'done']).toContain(invoice.order_state);
      expect(invoice.amount_tax).toBeCloseTo(invoice.amount_untaxed * 0.21, 2);
      expect(invoice.amount_total).toBeCloseTo(invoice.amount_untaxed + invoice.amount_tax, 2);
      expect(invoice.lines_total).toBeCloseTo(invoice.amount_total, 1);
      if (invoice.payment_state === 'paid') expect(invoice.amount_residual).toBe(0);
      if (invoice.payment_state === 'partial') {
        expect(invoice.amount_residual).toBeGreaterThan(0);
        expect(invoice.amount_residual).toBeLessThan(invoice.amount_total);
      }
    });
  });
});

describe('seed followers', () => {
  it('let the customers follow their demo orders and invoices, not the credit note', async () => {
    const unfollowed = await rows<{ model: string; name: string; move_type: string | null }>(
      first,
      `SELECT 'sale.order' AS model, o.name, NULL AS move_type FROM sale_order o
        WHERE NOT EXISTS (SELECT 1 FROM mail_followers f WHERE f.res_model = 'sale.order'
                            AND f.res_id = o.id AND f.partner_id = o.partner_id)
       UNION ALL
       SELECT 'account.move', m.name, m.move_type FROM account_move m
        WHERE NOT EXISTS (SELECT 1 FROM mail_followers f WHERE f.res_model = 'account.move'
                            AND f.res_id = m.id AND f.partner_id = m.partner_id)`,
    );
    expect(unfollowed).toEqual([
      {
        model: 'account.move',
        name: expect.stringMatching(/^RINV\/\d{4}\/00001$/),
        move_type: 'out_refund',
      },
    ]);
  });

  it('make the customer follow an order once it is sent or confirmed, not a cancelled draft', async () => {
    const seen: number[] = [];
    // Rolled back: the other tests read the seed as it is.
    await first.transaction(async (tx) => {
      const { rows: drafts } = await tx.query<{ id: number }>(
        "SELECT id FROM sale_order WHERE state = 'draft' ORDER BY id LIMIT 2",
      );
      const [cancelled, sent] = drafts.map((draft) => draft.id);
      await tx.query(
        "DELETE FROM mail_followers WHERE res_model = 'sale.order' AND res_id = ANY($1)",
        [[cancelled, sent]],
      );
      await tx.query("UPDATE sale_order SET state = 'cancel' WHERE id = $1", [cancelled]);
      await tx.query("UPDATE sale_order SET state = 'sent' WHERE id = $1", [sent]);
      for (const id of [cancelled, sent]) {
        const { rows: followers } = await tx.query(
          "SELECT 1 FROM mail_followers WHERE res_model = 'sale.order' AND res_id = $1",
          [id],
        );
        seen.push(followers.length);
      }
      await tx.rollback();
    });
    expect(seen).toEqual([0, 1]);
  });
});

function isEan13(code: string): boolean {
  if (!/^\d{13}$/.test(code)) return false;
  const digits = [...code].map(Number);
  const sum = digits
    .slice(0, 12)
    .reduce((acc, digit, index) => acc + digit * (index % 2 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === digits[12];
}
