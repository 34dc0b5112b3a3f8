// Contract: the cart and delivery operations of graphql/generated/operations.ts against mock-odoo.
// The cart is the session's draft sale.order; every cart mutation works on it (odoo-api.md 1.3).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyCouponDocument,
  cartAddItemDocument,
  cartAddMultipleItemsDocument,
  cartClearDocument,
  cartLoadDocument,
  cartRemoveItemDocument,
  cartRemoveMultipleItemsDocument,
  cartUpdateItemQtyDocument,
  findProductVariantsBySkuDocument,
  findProductVariantsBySkusDocument,
  getProductTemplatesListDocument,
  setShippingMethodDocument,
  shippingGetDeliveryMethodsDocument,
  updateCartItemDocument,
  type OrderFragment,
} from '@/graphql/generated/operations';
import type { RunningMockOdoo } from '@/mock-odoo/src/start';
import { odooClient, startTestOdoo, type OdooTestClient } from '@/tests/mock-odoo/harness';
import { ok, fails, present } from './contract-helpers';

let odoo: RunningMockOdoo;
/** Variant ids of products with plenty of stock (cart updates stay within what is available). */
let variants: [number, number, number, number];

beforeAll(async () => {
  odoo = await startTestOdoo();
  const { products } = await ok(odooClient(odoo.url), getProductTemplatesListDocument, {
    pageSize: 60,
  });
  const inStock = (products?.products ?? []).flatMap((product) =>
    product?.firstVariant?.isInStock && (product.firstVariant.qty ?? 0) >= 10
      ? [product.firstVariant.id]
      : [],
  );
  const [a, b, c, d] = inStock;
  if (a === undefined || b === undefined || c === undefined || d === undefined) {
    throw new Error('the seed should have products in stock');
  }
  variants = [a, b, c, d];
}, 120_000);

afterAll(async () => {
  await odoo?.stop();
});

/** A new browser session with its cart loaded. */
async function newShopper(): Promise<{ client: OdooTestClient; order: OrderFragment }> {
  const client = odooClient(odoo.url);
  const { cart } = await ok(client, cartLoadDocument, {});
  return { client, order: present(cart?.order, 'cart order') };
}

async function cartOf(client: OdooTestClient): Promise<OrderFragment> {
  const { cart } = await ok(client, cartLoadDocument, {});
  return present(cart?.order, 'cart order');
}

function lineOf(order: OrderFragment, variantId: number) {
  return present(
    order.orderLines?.find((line) => line.product?.id === variantId),
    `line of variant ${variantId}`,
  );
}

const productIds = (order: OrderFragment) =>
  (order.orderLines ?? []).map((line) => line.product?.id).sort();

describe('cart contract', { timeout: 60_000 }, () => {
  it('cartLoad creates one draft cart per session', async () => {
    const { client, order } = await newShopper();
    expect(client.sessionId).toBeTruthy();
    expect(order.stage).toBe('Quotation');
    expect(order.orderLines ?? []).toEqual([]);
    expect((await cartOf(client)).id).toBe(order.id);
    const other = await newShopper();
    expect(other.order.id).not.toBe(order.id);
  });

  it('cartAddItem adds a variant line with prices and totals', async () => {
    const { client, order } = await newShopper();
    const { cartAddItem } = await ok(client, cartAddItemDocument, {
      productId: variants[0],
      quantity: 2,
    });
    const cart = present(cartAddItem?.order, 'order');
    expect(cart.id).toBe(order.id);
    const line = lineOf(cart, variants[0]);
    expect(line.quantity).toBe(2);
    expect(line.priceUnit).toBeGreaterThan(0);
    expect(line.product?.productTemplate?.id).toEqual(expect.any(Number));
    expect(line.product?.combinationInfoVariant).toBeTruthy();
    expect(cart.amountTotal).toBeGreaterThan(0);
    expect(cart.cartQuantity).toBe(2);
    expect(cart.websiteOrderLine?.map((item) => item.id)).toContain(line.id);
    expect(productIds(await cartOf(client))).toEqual([variants[0]]);
  });

  it('cartUpdateItemQty and updateCartItem set the quantity of a line', async () => {
    const { client } = await newShopper();
    const added = await ok(client, cartAddItemDocument, { productId: variants[0], quantity: 1 });
    const lineId = lineOf(present(added.cartAddItem?.order, 'order'), variants[0]).id;

    const { cartUpdateItem } = await ok(client, cartUpdateItemQtyDocument, { lineId, quantity: 5 });
    expect(lineOf(present(cartUpdateItem?.order, 'order'), variants[0]).quantity).toBe(5);

    const { cartUpdateMultipleItems } = await ok(client, updateCartItemDocument, {
      lines: [{ id: lineId, quantity: 3 }],
    });
    const order = present(cartUpdateMultipleItems?.order, 'order');
    expect(lineOf(order, variants[0]).quantity).toBe(3);
    expect(order.cartQuantity).toBe(3);
  });

  it('cartAddMultipleItems and cartRemoveMultipleItems add and remove several lines', async () => {
    const { client } = await newShopper();
    await ok(client, cartAddItemDocument, { productId: variants[0], quantity: 1 });
    const { cartAddMultipleItems } = await ok(client, cartAddMultipleItemsDocument, {
      products: [
        { id: variants[1], quantity: 1 },
        { id: variants[2], quantity: 3 },
      ],
    });
    const order = present(cartAddMultipleItems?.order, 'order');
    expect(productIds(order)).toEqual([variants[0], variants[1], variants[2]].sort());
    expect(lineOf(order, variants[2]).quantity).toBe(3);

    const { cartRemoveMultipleItems } = await ok(client, cartRemoveMultipleItemsDocument, {
      lineIds: [lineOf(order, variants[1]).id, lineOf(order, variants[2]).id],
    });
    expect(productIds(present(cartRemoveMultipleItems?.order, 'order'))).toEqual([variants[0]]);
  });

  it('cartRemoveItem removes one line and cartClear empties the cart', async () => {
    const { client, order } = await newShopper();
    const { cartAddMultipleItems } = await ok(client, cartAddMultipleItemsDocument, {
      products: [
        { id: variants[0], quantity: 1 },
        { id: variants[1], quantity: 1 },
        { id: variants[3], quantity: 2 },
      ],
    });
    const full = present(cartAddMultipleItems?.order, 'order');
    const { cartRemoveItem } = await ok(client, cartRemoveItemDocument, {
      lineId: lineOf(full, variants[1]).id,
    });
    expect(productIds(present(cartRemoveItem?.order, 'order'))).toEqual(
      [variants[0], variants[3]].sort(),
    );

    // cartClear answers with the order itself, not CartData.
    const { cartClear } = await ok(client, cartClearDocument, {});
    expect(cartClear?.id).toBe(order.id);
    expect(cartClear?.orderLines ?? []).toEqual([]);
    expect((await cartOf(client)).orderLines ?? []).toEqual([]);
  });

  it('fails for lines and products that do not exist, leaving the cart as it was', async () => {
    const { client } = await newShopper();
    await ok(client, cartAddItemDocument, { productId: variants[0], quantity: 1 });
    await fails(client, cartRemoveItemDocument, { lineId: 99_999_999 });
    await fails(client, cartUpdateItemQtyDocument, { lineId: 99_999_999, quantity: 2 });
    await fails(client, cartAddItemDocument, { productId: 99_999_999, quantity: 1 });
    const order = await cartOf(client);
    expect(productIds(order)).toEqual([variants[0]]);
    expect(lineOf(order, variants[0]).quantity).toBe(1);
  });

  it('rolls a failing request back as a whole', async () => {
    const { client } = await newShopper();
    await fails(client, cartAddMultipleItemsDocument, {
      products: [
        { id: variants[1], quantity: 1 },
        { id: 99_999_999, quantity: 1 },
      ],
    });
    expect((await cartOf(client)).orderLines ?? []).toEqual([]);
  });

  it('applyCoupon reports a refused code as data and discounts a valid one', async () => {
    const { client } = await newShopper();
    const added = await ok(client, cartAddItemDocument, { productId: variants[0], quantity: 2 });
    const before = present(added.cartAddItem?.order?.amountTotal, 'total');

    const refused = await ok(client, applyCouponDocument, { promo: 'NO-SUCH-CODE' });
    expect(refused.applyCoupon?.error).toEqual(expect.any(String));
    expect((await cartOf(client)).amountTotal).toBe(before);

    // WELCOME10: the seed's 10% welcome code.
    const applied = await ok(client, applyCouponDocument, { promo: 'WELCOME10' });
    expect(applied.applyCoupon?.error ?? null).toBeNull();
    expect(present((await cartOf(client)).amountTotal, 'total')).toBeLessThan(before);
  });

  it('lists delivery methods and sets one on the cart', async () => {
    const { client } = await newShopper();
    await ok(client, cartAddItemDocument, { productId: variants[0], quantity: 1 });
    const { deliveryMethods } = await ok(client, shippingGetDeliveryMethodsDocument, {});
    const methods = present(deliveryMethods, 'delivery methods');
    expect(methods.length).toBeGreaterThan(0);
    const priciest = [...methods].sort((a, b) => (b.price ?? 0) - (a.price ?? 0))[0];
    const method = present(priciest, 'a delivery method');

    const { setShippingMethod } = await ok(client, setShippingMethodDocument, {
      shippingMethodId: method.id,
    });
    const order = present(setShippingMethod?.order, 'order');
    expect(order.shippingMethod?.id).toBe(method.id);
    expect(order.amountDelivery).toBeCloseTo(present(method.price, 'price'), 2);
    expect((await cartOf(client)).shippingMethod?.id).toBe(method.id);

    await fails(client, setShippingMethodDocument, { shippingMethodId: 99_999_999 });
  });

  it('findProductVariantsBySku finds a variant by its internal reference', async () => {
    const { rows } = await odoo.db.query<{ id: number; sku: string }>(
      `SELECT p.id, p.default_code AS sku FROM product_product p
         JOIN product_template t ON t.id = p.template_id
        WHERE p.active AND t.is_published AND p.default_code IS NOT NULL ORDER BY p.id LIMIT 1`,
    );
    const variant = present(rows[0], 'a published variant with a SKU');
    const { products } = await ok(odooClient(odoo.url), findProductVariantsBySkuDocument, {
      search: variant.sku,
      pageSize: 50,
    });
    const found = (products?.products ?? []).flatMap((product) => product?.productVariants ?? []);
    expect(found).toContainEqual({ id: variant.id, sku: variant.sku });
    const none = await ok(odooClient(odoo.url), findProductVariantsBySkuDocument, {
      search: 'NO-SUCH-SKU-42',
      pageSize: 50,
    });
    expect(none.products?.products ?? []).toEqual([]);
  });

  it('findProductVariantsBySkus finds every code in one call', async () => {
    const { rows } = await odoo.db.query<{ id: number; sku: string }>(
      `SELECT p.id, p.default_code AS sku FROM product_product p
         JOIN product_template t ON t.id = p.template_id
        WHERE p.active AND t.is_published AND t.sale_ok AND p.default_code IS NOT NULL
        ORDER BY p.id LIMIT 2`,
    );
    const { productVariantsBySku } = await ok(
      odooClient(odoo.url),
      findProductVariantsBySkusDocument,
      { skus: [...rows.map((row) => row.sku.toLowerCase()), 'NO-SUCH-SKU-42'] },
    );
    expect(productVariantsBySku?.map(({ id, sku }) => ({ id, sku }))).toEqual(rows);
  });
});
