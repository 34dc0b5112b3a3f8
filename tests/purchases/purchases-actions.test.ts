import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cartClear, cartLoad } from '@/lib/cart/cart.server';
import { addPurchasedAction } from '@/lib/purchases/purchases-actions';
import { resetRateLimits } from '@/lib/shopper/rate-limit.server';
import en from '@/messages/en.json';
import { actionData } from '@/tests/support/action-data';
import { mockOdooPerFile, sellableVariants } from '@/tests/support/mock-odoo-shopper';
import { signIn } from '@/tests/support/sign-in';

vi.mock(
  'next-intl/server',
  async () => (await import('@/tests/support/fake-translations')).fakeNextIntlServer,
);

// Purchased products to the cart, against a real mock-odoo: order again's answer per product,
// with Odoo deciding what this customer may still buy.
vi.setConfig({ testTimeout: 60_000 });

const { odoo } = mockOdooPerFile();

interface Variant {
  productId: number;
  templateId: number;
}

/** Sellable variants with their templates; `inCatalogOf` limits them to a customer's catalog. */
async function variants(
  count: number,
  catalog?: { of: string; inside: boolean },
): Promise<Variant[]> {
  const ids = (await sellableVariants(odoo(), 200)).map((variant) => variant.id);
  const { rows } = await odoo().db.query<{ productId: number; templateId: number }>(
    `SELECT p.id AS "productId", p.template_id AS "templateId" FROM product_product p
      WHERE p.id = ANY($1::int[])
        AND ($2::text IS NULL OR (p.template_id IN (
              SELECT cp.template_id FROM website_catalog_product cp
                JOIN website_catalog c ON c.id = cp.catalog_id
                JOIN res_users u ON u.partner_id = c.partner_id WHERE u.login = $2)) = $3)
      ORDER BY p.id LIMIT $4`,
    [ids, catalog?.of ?? null, catalog?.inside ?? true, count],
  );
  if (rows.length < count) throw new Error(`only ${rows.length} such variants`);
  return rows;
}

beforeEach(() => resetRateLimits());

describe('purchased products to the cart', () => {
  it('adds the selected products in their quantities, each answered', async () => {
    await signIn('consumer@example.com', 'consumer123');
    await cartClear();
    const [first, second] = await variants(2);
    const answer = actionData(
      await addPurchasedAction({
        lines: [
          { ...first!, quantity: 3 },
          { ...second!, quantity: 1 },
        ],
      }),
    );
    expect(answer.lines).toEqual([
      { productId: first!.productId, status: 'added' },
      { productId: second!.productId, status: 'added' },
    ]);
    expect(
      (await cartLoad()).lines.map(({ productId, quantity }) => [productId, quantity]),
    ).toEqual([
      [first!.productId, 3],
      [second!.productId, 1],
    ]);
  });

  it("answers 'no longer sold' for what is outside a catalog-only customer's catalog, and adds the rest", async () => {
    const [outside] = await variants(1, { of: 'catalog@example.com', inside: false });
    const [inside] = await variants(1, { of: 'catalog@example.com', inside: true });
    await signIn('catalog@example.com', 'catalog123');
    await cartClear();
    const answer = actionData(
      await addPurchasedAction({
        lines: [
          { ...outside!, quantity: 1 },
          { ...inside!, quantity: 1 },
        ],
      }),
    );
    expect(answer.lines.map((line) => line.status)).toEqual(['notSold', 'added']);
    expect((await cartLoad()).lines.map((line) => line.productId)).toEqual([inside!.productId]);
  });

  it("reads a variant named with another product's template as no longer sold", async () => {
    await signIn('consumer@example.com', 'consumer123');
    await cartClear();
    const [variant] = await variants(1);
    const { rows } = await odoo().db.query<{ id: number }>(
      'SELECT id FROM product_template WHERE is_published AND sale_ok AND id <> $1 LIMIT 1',
      [variant!.templateId],
    );
    const templateId = rows[0]!.id;
    const answer = actionData(
      await addPurchasedAction({
        lines: [{ productId: variant!.productId, templateId, quantity: 1 }],
      }),
    );
    expect(answer.lines[0]?.status).toBe('notSold');
    expect((await cartLoad()).lines).toEqual([]);
  });

  it('is for signed-in customers only, with the cart’s limits', async () => {
    const [variant] = await variants(1);
    expect(await addPurchasedAction({ lines: [{ ...variant!, quantity: 1 }] })).toEqual({
      ok: false,
      error: en.ShopperActions.signInRequired,
    });
    await signIn('consumer@example.com', 'consumer123');
    expect(await addPurchasedAction({ lines: [{ ...variant!, quantity: 0 }] })).toEqual({
      ok: false,
      error: en.OrderAgain.invalidQuantity.replace('{max}', '99999'),
    });
    const many = Array.from({ length: 201 }, (_, index) => ({
      productId: index + 1,
      templateId: 1,
      quantity: 1,
    }));
    expect(await addPurchasedAction({ lines: many })).toEqual({
      ok: false,
      error: en.OrderAgain.tooManyLines.replace('{max}', '200'),
    });
    // Without its template a line is refused.
    expect(
      (await addPurchasedAction({ lines: [{ productId: variant!.productId, quantity: 1 }] })).ok,
    ).toBe(false);
  });
});
