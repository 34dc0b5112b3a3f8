import { describe, expect, it, vi } from 'vitest';
import { getProductTemplate } from '@/lib/catalog/products.server';
import { mockOdooPerFile } from '@/tests/support/mock-odoo-shopper';

vi.mock(
  'next-intl/server',
  async () => (await import('@/tests/support/fake-translations')).fakeNextIntlServer,
);

vi.setConfig({ testTimeout: 30_000 });

// Odoo lists a product's accessories as variants; the seed gives this laptop two variants of one
// sleeve. The page shows the sleeve once.

const { odoo } = mockOdooPerFile();

describe("a product's accessories", () => {
  it('show one card per product, though Odoo lists two of its variants', async () => {
    // Template 4, the laptop: two accessories share one template.
    const { rows } = await odoo().db.query<{ variants: number; templates: number }>(
      `SELECT count(*)::int AS variants, count(DISTINCT v.template_id)::int AS templates
         FROM product_accessory a JOIN product_product v ON v.id = a.product_id
        WHERE a.template_id = 4`,
    );
    expect(rows[0]!.variants).toBeGreaterThan(rows[0]!.templates);
    const product = await getProductTemplate('en', {
      slug: '/product/kestrel-performance-laptop-16-kx-570-4',
    });
    const templates = (product?.accessories ?? []).map((card) => card.variantOf);
    expect(templates.length).toBeGreaterThan(0);
    expect(new Set(templates).size).toBe(templates.length);
  });
});
