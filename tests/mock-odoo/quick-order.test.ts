import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningMockOdoo } from '@/mock-odoo/src/start';
import { odooClient, startTestOdoo } from './harness';

// vsf_quick_order (docs/odoo-extensions.md): a quick order's codes in one query.

let odoo: RunningMockOdoo;

beforeAll(async () => {
  odoo = await startTestOdoo();
}, 120_000);

afterAll(async () => {
  await odoo?.stop();
});

const LOOKUP = `query q($skus: [String!]!) { productVariantsBySku(skus: $skus) { id sku } }`;

describe('productVariantsBySku', () => {
  it('finds variants by exact internal reference, ignoring case', async () => {
    const { rows } = await odoo.db.query<{ id: number; sku: string }>(
      `SELECT p.id, p.default_code AS sku FROM product_product p
         JOIN product_template t ON t.id = p.template_id
        WHERE p.active AND t.is_published AND t.sale_ok AND p.default_code IS NOT NULL
        ORDER BY p.id LIMIT 2`,
    );
    const [a, b] = rows;
    if (!a || !b) throw new Error('no variants');
    const answer = await odooClient(odoo.url).request<{
      productVariantsBySku: { id: number; sku: string }[];
    }>(LOOKUP, { skus: [a.sku.toLowerCase(), ` ${b.sku} `, a.sku.slice(0, -1), 'NOPE'] });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.productVariantsBySku).toEqual([
      { id: a.id, sku: a.sku },
      { id: b.id, sku: b.sku },
    ]);
  });

  it("takes a product's own reference (one with variants) as its default variant", async () => {
    const { rows } = await odoo.db.query<{ code: string; id: number; sku: string }>(
      `SELECT t.default_code AS code, p.id, p.default_code AS sku FROM product_template t
         JOIN product_product p ON p.id = (SELECT MIN(id) FROM product_product
                                            WHERE template_id = t.id AND active)
        WHERE t.is_published AND t.sale_ok AND p.default_code <> t.default_code
          AND (SELECT count(*) FROM product_product WHERE template_id = t.id) > 1
        ORDER BY t.id LIMIT 1`,
    );
    const [template] = rows;
    if (!template) throw new Error('no product with variants');
    const answer = await odooClient(odoo.url).request<{
      productVariantsBySku: { id: number; sku: string; productTemplate: { sku: string } }[];
    }>(
      `query q($skus: [String!]!) { productVariantsBySku(skus: $skus) { id sku productTemplate { sku } } }`,
      { skus: [template.code.toLowerCase()] },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.productVariantsBySku).toEqual([
      { id: template.id, sku: template.sku, productTemplate: { sku: template.code } },
    ]);
  });

  it('refuses more than 200 codes at once', async () => {
    const skus = Array.from({ length: 201 }, (_, index) => `X-${index}`);
    const answer = await odooClient(odoo.url).request(LOOKUP, { skus });
    expect(answer.errors?.[0]?.message).toBe('At most 200 internal references at once.');
  });

  it('shows a catalog-only customer only their catalog', async () => {
    const customer = odooClient(odoo.url);
    await customer.request(
      `mutation { login(email: "catalog@example.com", password: "catalog123") { id } }`,
    );
    const { rows } = await odoo.db.query<{ sku: string; inside: boolean }>(
      `SELECT p.default_code AS sku,
              EXISTS (SELECT 1 FROM website_catalog_product cp JOIN website_catalog c ON c.id = cp.catalog_id
                       JOIN res_users u ON u.partner_id = c.partner_id
                      WHERE cp.template_id = t.id AND u.login = 'catalog@example.com') AS inside
         FROM product_product p JOIN product_template t ON t.id = p.template_id
        WHERE p.active AND t.is_published AND t.sale_ok AND p.default_code IS NOT NULL`,
    );
    const inside = rows.find((row) => row.inside);
    const outside = rows.find((row) => !row.inside);
    if (!inside || !outside) throw new Error('seed lacks a catalog split');
    const answer = await customer.request<{ productVariantsBySku: { sku: string }[] }>(LOOKUP, {
      skus: [inside.sku, outside.sku],
    });
    expect(answer.data?.productVariantsBySku.map((variant) => variant.sku)).toEqual([inside.sku]);
  });
});
