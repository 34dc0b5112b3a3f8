import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningMockOdoo } from '@/mock-odoo/src/start';
import { odooClient, startTestOdoo, type OdooTestClient } from './harness';

interface Line {
  id: number;
  name: string;
  quantity: number;
  priceUnit: number;
  priceSubtotal: number;
  priceTax: number;
  priceTotal: number;
  warningStock: string | null;
  coupon: { code: string } | null;
  product: { id: number } | null;
}
interface Order {
  id: number;
  name: string;
  stage: string;
  amountUntaxed: number;
  amountTax: number;
  amountTotal: number;
  amountDelivery: number;
  amountSubtotal: number;
  amountDiscounts: number;
  cartQuantity: number;
  partner: { id: number };
  coupons: { code: string }[] | null;
  shippingMethod: { id: number; name: string; price: number } | null;
  orderLines: Line[] | null;
  websiteOrderLine: { id: number }[] | null;
}
interface Variant {
  id: number;
  name: string;
  price: number;
  qty: number;
}
interface Carrier {
  id: number;
  name: string;
  price: number;
}

const ORDER = `id name stage amountUntaxed amountTax amountTotal amountDelivery amountSubtotal
  amountDiscounts cartQuantity partner { id } coupons { code } shippingMethod { id name price }
  orderLines { id name quantity priceUnit priceSubtotal priceTax priceTotal warningStock
    coupon { code } product { id } }
  websiteOrderLine { id }`;

const CART = `query { cart { order { ${ORDER} } } }`;
const ADD = `mutation add($productId: Int!, $quantity: Int!) {
  cartAddItem(productId: $productId, quantity: $quantity) { order { ${ORDER} } } }`;
const UPDATE = `mutation update($lineId: Int!, $quantity: Int!) {
  cartUpdateItem(lineId: $lineId, quantity: $quantity) { order { ${ORDER} } } }`;
const REMOVE = `mutation remove($lineId: Int!) { cartRemoveItem(lineId: $lineId) { order { ${ORDER} } } }`;
const CLEAR = `mutation { cartClear { ${ORDER} } }`;
const ADD_MANY = `mutation addMany($products: [ProductInput]!) {
  cartAddMultipleItems(products: $products) { order { ${ORDER} } } }`;
const UPDATE_MANY = `mutation updateMany($lines: [CartLineInput]!) {
  cartUpdateMultipleItems(lines: $lines) { order { ${ORDER} } } }`;
const REMOVE_MANY = `mutation removeMany($lineIds: [Int]!) {
  cartRemoveMultipleItems(lineIds: $lineIds) { order { ${ORDER} } } }`;
const DELIVERY_METHODS = `query { deliveryMethods { id name price } }`;
const SET_SHIPPING = `mutation ship($id: Int!) {
  setShippingMethod(shippingMethodId: $id) { order { ${ORDER} } } }`;
const APPLY_COUPON = `mutation coupon($promo: String) { applyCoupon(promo: $promo) { error } }`;
const LOGIN = `mutation login($email: String!, $password: String!) {
  login(email: $email, password: $password) { id } }`;

let odoo: RunningMockOdoo;
let variants: Variant[];

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Sellable variants with their public price and stock, straight from the database. */
async function loadVariants(): Promise<Variant[]> {
  const { rows } = await odoo.db.query<Variant>(
    `SELECT p.id, t.name, p.qty_available AS qty,
            t.list_price + COALESCE((SELECT SUM(ptav.price_extra) FROM product_variant_combination c
              JOIN product_template_attribute_value ptav ON ptav.id = c.ptav_id
             WHERE c.product_id = p.id), 0) AS price
       FROM product_product p JOIN product_template t ON t.id = p.template_id
      WHERE p.active AND t.is_published AND t.sale_ok AND t.type = 'product'
      ORDER BY p.id`,
  );
  return rows.map((row) => ({ ...row, price: round2(row.price) }));
}

/** Distinct cheap variants (a cart of one each stays below the free-delivery threshold). */
function cheap(count: number): Variant[] {
  const found = variants.filter((variant) => variant.price >= 5 && variant.price <= 40);
  expect(found.length).toBeGreaterThanOrEqual(count);
  return found.slice(0, count);
}

function at(list: Variant[], index: number): Variant {
  const variant = list[index];
  if (!variant) throw new Error(`no variant at ${index}`);
  return variant;
}

async function ok<T>(
  client: OdooTestClient,
  query: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  const response = await client.request<T>(query, variables);
  expect(response.errors).toBeUndefined();
  expect(response.data).not.toBeNull();
  return response.data as T;
}

async function failure(
  client: OdooTestClient,
  query: string,
  variables?: Record<string, unknown>,
): Promise<string | undefined> {
  const response = await client.request(query, variables);
  expect(response.status).toBe(200);
  return response.errors?.[0]?.message;
}

const cart = async (client: OdooTestClient) =>
  (await ok<{ cart: { order: Order } }>(client, CART)).cart.order;
const add = async (client: OdooTestClient, productId: number, quantity = 1) =>
  (await ok<{ cartAddItem: { order: Order } }>(client, ADD, { productId, quantity })).cartAddItem
    .order;
const lines = (order: Order) => order.orderLines ?? [];
const productLine = (order: Order, variantId: number) =>
  lines(order).find((line) => line.product?.id === variantId);

async function shopper(): Promise<OdooTestClient> {
  const client = odooClient(odoo.url);
  await cart(client);
  return client;
}

async function signedIn(email: string, password: string): Promise<OdooTestClient> {
  const client = odooClient(odoo.url);
  await ok(client, LOGIN, { email, password });
  return client;
}

async function carrier(client: OdooTestClient, name: string): Promise<Carrier> {
  const methods = (await ok<{ deliveryMethods: Carrier[] }>(client, DELIVERY_METHODS))
    .deliveryMethods;
  const found = methods.find((method) => method.name === name);
  if (!found) throw new Error(`carrier ${name} missing`);
  return found;
}

/** Every amount of an order follows from its lines: the invariants the storefront relies on. */
function expectConsistentAmounts(order: Order) {
  const all = lines(order);
  const untaxed = round2(all.reduce((sum, line) => sum + line.priceSubtotal, 0));
  expect(order.amountUntaxed).toBeCloseTo(untaxed, 2);
  expect(order.amountTax).toBeCloseTo(round2(untaxed * 0.21), 2);
  expect(order.amountTotal).toBeCloseTo(round2(order.amountUntaxed + order.amountTax), 2);
  expect(round2(order.amountSubtotal + order.amountDelivery + order.amountDiscounts)).toBeCloseTo(
    order.amountUntaxed,
    2,
  );
}

beforeAll(async () => {
  odoo = await startTestOdoo();
  variants = await loadVariants();
}, 120_000);

afterAll(() => odoo?.stop());

describe('cart identity', () => {
  it('creates the cart lazily on the first call and sets the session cookie', async () => {
    const client = odooClient(odoo.url);
    const count = async () =>
      (await odoo.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sale_order')).rows[0]!.n;
    const before = await count();
    const first = await client.request<{ cart: { order: Order } }>(CART);
    expect(first.errors).toBeUndefined();
    expect(first.setCookie).toMatch(/session_id=[0-9a-f]{40};.*HttpOnly/);
    const order = first.data!.cart.order;
    expect(order.name).toBe(`S${String(order.id).padStart(5, '0')}`);
    expect(order.stage).toBe('Quotation');
    expect(order.orderLines).toBeNull();
    expect(order.amountTotal).toBe(0);
    expect(await count()).toBe(before + 1);

    const second = await client.request<{ cart: { order: Order } }>(CART);
    expect(second.setCookie).toBeNull();
    expect(second.data!.cart.order.id).toBe(order.id);
    expect(await count()).toBe(before + 1);
  });

  it('starts a new cart once the previous order is confirmed', async () => {
    const client = await shopper();
    const variant = at(cheap(1), 0);
    const confirmed = await add(client, variant.id, 2);
    await odoo.db.query("UPDATE sale_order SET state = 'sale' WHERE id = $1", [confirmed.id]);

    const fresh = await cart(client);
    expect(fresh.id).not.toBe(confirmed.id);
    expect(fresh.orderLines).toBeNull();
    const { rows } = await odoo.db.query<{ state: string; n: number }>(
      'SELECT state, (SELECT count(*)::int FROM sale_order_line WHERE order_id = $1) AS n FROM sale_order WHERE id = $1',
      [confirmed.id],
    );
    expect(rows[0]).toEqual({ state: 'sale', n: 1 });
  });

  it('keeps the guest cart after signing in, taken over by the customer', async () => {
    const client = await shopper();
    const variant = at(cheap(1), 0);
    const guestCart = await add(client, variant.id, 3);
    await ok(client, LOGIN, { email: 'consumer@example.com', password: 'consumer123' });

    const after = await cart(client);
    expect(after.id).toBe(guestCart.id);
    expect(after.partner.id).not.toBe(guestCart.partner.id);
    expect(productLine(after, variant.id)?.quantity).toBe(3);
    const { rows } = await odoo.db.query<{ partner_id: number }>(
      "SELECT u.partner_id FROM res_users u WHERE u.login = 'consumer@example.com'",
    );
    expect(after.partner.id).toBe(rows[0]!.partner_id);
  });

  it('gives a signed-in customer their last draft cart in a new session', async () => {
    const first = await signedIn('consumer@example.com', 'consumer123');
    const variant = at(cheap(2), 1);
    const built = await add(first, variant.id, 1);
    const second = await signedIn('consumer@example.com', 'consumer123');
    const reattached = await cart(second);
    expect(reattached.id).toBe(built.id);
    expect(productLine(reattached, variant.id)?.quantity).toBe(1);
  });
});

describe('cart lines', () => {
  it('adds, adds the same variant again, updates, updates to 0, removes and clears', async () => {
    const client = await shopper();
    const [first, second] = [at(cheap(2), 0), at(cheap(2), 1)];

    let order = await add(client, first.id, 2);
    const line = productLine(order, first.id)!;
    expect(line.quantity).toBe(2);
    expect(line.priceUnit).toBe(first.price);
    expect(line.name.startsWith(first.name)).toBe(true);

    // Odoo adds up; not re-adding a product already in the cart is the storefront's decision.
    order = await add(client, first.id, 3);
    expect(lines(order)).toHaveLength(1);
    expect(productLine(order, first.id)!.quantity).toBe(5);
    expect(order.cartQuantity).toBe(5);

    order = await add(client, second.id, 1);
    const secondLine = productLine(order, second.id)!;
    expect(lines(order)).toHaveLength(2);

    order = (
      await ok<{ cartUpdateItem: { order: Order } }>(client, UPDATE, {
        lineId: line.id,
        quantity: 1,
      })
    ).cartUpdateItem.order;
    expect(productLine(order, first.id)!.quantity).toBe(1);

    order = (
      await ok<{ cartUpdateItem: { order: Order } }>(client, UPDATE, {
        lineId: secondLine.id,
        quantity: 0,
      })
    ).cartUpdateItem.order;
    expect(productLine(order, second.id)).toBeUndefined();

    order = (await ok<{ cartRemoveItem: { order: Order } }>(client, REMOVE, { lineId: line.id }))
      .cartRemoveItem.order;
    expect(order.orderLines).toBeNull();
    expect(order.amountTotal).toBe(0);

    await add(client, first.id, 1);
    await add(client, second.id, 1);
    const cleared = (await ok<{ cartClear: Order }>(client, CLEAR)).cartClear;
    expect(cleared.id).toBe(order.id);
    expect(cleared.orderLines).toBeNull();
    expect(cleared.cartQuantity).toBe(0);
  });

  it('updates and removes several lines at once', async () => {
    const client = await shopper();
    const [a, b, c] = [at(cheap(3), 0), at(cheap(3), 1), at(cheap(3), 2)];
    let order = (
      await ok<{ cartAddMultipleItems: { order: Order } }>(client, ADD_MANY, {
        products: [
          { id: a.id, quantity: 1 },
          { id: b.id, quantity: 2 },
          { id: c.id, quantity: 3 },
        ],
      })
    ).cartAddMultipleItems.order;
    expect(lines(order).map((line) => line.quantity)).toEqual([1, 2, 3]);
    const [lineA, lineB, lineC] = [a, b, c].map((variant) => productLine(order, variant.id)!.id);

    order = (
      await ok<{ cartUpdateMultipleItems: { order: Order } }>(client, UPDATE_MANY, {
        lines: [
          { id: lineA, quantity: 4 },
          { id: lineB, quantity: 0 },
        ],
      })
    ).cartUpdateMultipleItems.order;
    expect(lines(order).map((line) => [line.id, line.quantity])).toEqual([
      [lineA, 4],
      [lineC, 3],
    ]);

    order = (
      await ok<{ cartRemoveMultipleItems: { order: Order } }>(client, REMOVE_MANY, {
        lineIds: [lineA, lineC],
      })
    ).cartRemoveMultipleItems.order;
    expect(order.orderLines).toBeNull();
  });

  it('refuses unknown products and quantities below one', async () => {
    const client = await shopper();
    expect(await failure(client, ADD, { productId: 99_999_999, quantity: 1 })).toBe(
      'Product does not exist',
    );
    expect(await failure(client, ADD, { productId: at(cheap(1), 0).id, quantity: 0 })).toBe(
      'Quantity must be positive.',
    );
    const { rows } = await odoo.db.query<{ id: number }>(
      `SELECT p.id FROM product_product p JOIN product_template t ON t.id = p.template_id
        WHERE NOT p.active OR NOT t.is_published OR NOT t.sale_ok LIMIT 1`,
    );
    if (rows[0]) {
      expect(await failure(client, ADD, { productId: rows[0].id, quantity: 1 })).toBe(
        'Product does not exist',
      );
    }
    expect((await cart(client)).orderLines).toBeNull();
  });

  it('refuses a line of another session and changes nothing', async () => {
    const owner = await shopper();
    const intruder = await shopper();
    const variant = at(cheap(1), 0);
    const ownerLine = productLine(await add(owner, variant.id, 2), variant.id)!;
    await add(intruder, variant.id, 1);

    for (const [query, variables] of [
      [UPDATE, { lineId: ownerLine.id, quantity: 7 }],
      [REMOVE, { lineId: ownerLine.id }],
      [UPDATE_MANY, { lines: [{ id: ownerLine.id, quantity: 7 }] }],
      [REMOVE_MANY, { lineIds: [ownerLine.id] }],
    ] as const) {
      expect(await failure(intruder, query, variables)).toBe('This document does not exist.');
    }
    expect(productLine(await cart(owner), variant.id)?.quantity).toBe(2);
    expect(lines(await cart(intruder))).toHaveLength(1);
  });

  it('adds nothing from cartAddMultipleItems when one product is unknown', async () => {
    const client = await shopper();
    const [kept, a, b] = [at(cheap(3), 0), at(cheap(3), 1), at(cheap(3), 2)];
    await add(client, kept.id, 1);
    const message = await failure(client, ADD_MANY, {
      products: [
        { id: a.id, quantity: 1 },
        { id: kept.id, quantity: 5 },
        { id: 99_999_999, quantity: 1 },
        { id: b.id, quantity: 1 },
      ],
    });
    expect(message).toBe('Product does not exist');
    const order = await cart(client);
    expect(lines(order).map((line) => [line.product?.id, line.quantity])).toEqual([[kept.id, 1]]);
  });

  it('ends 10 parallel adds on one session with the lines of a serial run', async () => {
    const client = await shopper();
    const pool = cheap(6);
    const shared = at(pool, 0);
    const requests = Array.from({ length: 10 }, (_, index) => ({
      productId: index % 2 === 0 ? shared.id : at(pool, 1 + (((index - 1) / 2) % 5)).id,
      quantity: index + 1,
    }));
    const expected = new Map<number, number>();
    for (const request of requests) {
      expected.set(request.productId, (expected.get(request.productId) ?? 0) + request.quantity);
    }

    const responses = await Promise.all(
      requests.map((variables) =>
        client.request<{ cartAddItem: { order: Order } }>(ADD, variables),
      ),
    );
    for (const response of responses) expect(response.errors).toBeUndefined();
    const orderIds = new Set(responses.map((response) => response.data!.cartAddItem.order.id));
    expect(orderIds.size).toBe(1);

    const order = await cart(client);
    expect(new Map(lines(order).map((line) => [line.product!.id, line.quantity]))).toEqual(
      expected,
    );
    expect(order.cartQuantity).toBe(55);
  });

  it('drops lines whose variant was archived', async () => {
    const client = await shopper();
    // Variants no other test uses, so archiving one for a moment disturbs nothing else.
    const [kept, archived] = [at(cheap(12), 10), at(cheap(12), 11)];
    await add(client, kept.id, 1);
    await add(client, archived.id, 1);
    await odoo.db.query('UPDATE product_product SET active = false WHERE id = $1', [archived.id]);
    try {
      const order = await cart(client);
      expect(lines(order).map((line) => line.product?.id)).toEqual([kept.id]);
      expect(order.amountUntaxed).toBe(kept.price);
    } finally {
      await odoo.db.query('UPDATE product_product SET active = true WHERE id = $1', [archived.id]);
    }
  });

  it('warns when a line asks for more than the stock', async () => {
    const client = await shopper();
    const empty = variants.find((variant) => variant.qty === 0);
    const stocked = variants.find((variant) => variant.qty >= 5);
    expect(empty && stocked).toBeTruthy();
    await add(client, stocked!.id, 1);
    const order = await add(client, empty!.id, 2);
    expect(productLine(order, empty!.id)!.warningStock).toBe(
      'You ask for 2 products but only 0 is available',
    );
    expect(productLine(order, stocked!.id)!.warningStock).toBeNull();
  });
});

describe('cart amounts', () => {
  it('computes untaxed, 21% tax, total, delivery and subtotal with a carrier', async () => {
    const client = await shopper();
    const variant = at(cheap(1), 0);
    const order = await add(client, variant.id, 2);
    const products = round2(variant.price * 2);
    expect(order.amountUntaxed).toBe(products);
    expect(order.amountTax).toBe(round2(products * 0.21));
    expect(order.amountTotal).toBe(round2(products + round2(products * 0.21)));
    const line = productLine(order, variant.id)!;
    expect(line.priceSubtotal).toBe(products);
    expect(line.priceTax).toBe(round2(products * 0.21));
    expect(line.priceTotal).toBe(round2(line.priceSubtotal + line.priceTax));

    const standard = await carrier(client, 'Standard delivery');
    expect(standard.price).toBe(6.95);
    expect((await carrier(client, 'Express delivery')).price).toBe(12.95);
    expect((await carrier(client, 'Pick up in store')).price).toBe(0);

    const shipped = (
      await ok<{ setShippingMethod: { order: Order } }>(client, SET_SHIPPING, { id: standard.id })
    ).setShippingMethod.order;
    expect(shipped.shippingMethod).toEqual({
      id: standard.id,
      name: 'Standard delivery',
      price: 6.95,
    });
    expect(shipped.amountDelivery).toBe(6.95);
    expect(shipped.amountSubtotal).toBe(products);
    expect(shipped.amountUntaxed).toBe(round2(products + 6.95));
    expect(shipped.websiteOrderLine).toHaveLength(1);
    expect(lines(shipped)).toHaveLength(2);
    expectConsistentAmounts(shipped);

    expect(await failure(client, SET_SHIPPING, { id: 99_999 })).toBe(
      'Delivery method does not exist.',
    );
  });

  it('makes standard delivery free from 100 and resets the carrier when the cart changes', async () => {
    const client = await shopper();
    const variant = at(cheap(1), 0);
    await add(client, variant.id, 1);
    const standard = await carrier(client, 'Standard delivery');
    await ok(client, SET_SHIPPING, { id: standard.id });

    const quantity = Math.ceil(100 / variant.price);
    const bigger = (
      await ok<{ cartUpdateItem: { order: Order } }>(client, UPDATE, {
        lineId: productLine(await cart(client), variant.id)!.id,
        quantity,
      })
    ).cartUpdateItem.order;
    // Odoo 15 drops the delivery line on every cart update: the shopper picks delivery again.
    expect(bigger.shippingMethod).toBeNull();
    expect(bigger.amountDelivery).toBe(0);
    expect((await carrier(client, 'Standard delivery')).price).toBe(0);

    const free = (
      await ok<{ setShippingMethod: { order: Order } }>(client, SET_SHIPPING, { id: standard.id })
    ).setShippingMethod.order;
    expect(free.shippingMethod?.price).toBe(0);
    expect(free.amountDelivery).toBe(0);
    expectConsistentAmounts(free);
  });

  it('applies a coupon as a reward line kept in step with the cart', async () => {
    const client = await shopper();
    const variant = at(cheap(1), 0);
    await add(client, variant.id, 2);
    const response = await client.request<{ applyCoupon: { error: string | null } }>(APPLY_COUPON, {
      promo: 'WELCOME10',
    });
    expect(response.errors).toBeUndefined();
    expect(response.data!.applyCoupon.error).toBeNull();

    let order = await cart(client);
    const products = round2(variant.price * 2);
    const reward = lines(order).find((line) => line.coupon !== null)!;
    expect(reward.name).toMatch(/^Discount: /);
    expect(reward.coupon).toEqual({ code: 'WELCOME10' });
    expect(reward.priceSubtotal).toBe(-round2(products * 0.1));
    expect(order.coupons).toEqual([{ code: 'WELCOME10' }]);
    expect(order.amountDiscounts).toBe(-round2(products * 0.1));
    expect(order.amountSubtotal).toBe(products);
    expect(order.cartQuantity).toBe(2);
    expectConsistentAmounts(order);

    order = await add(client, variant.id, 1);
    const larger = round2(variant.price * 3);
    expect(order.amountDiscounts).toBe(-round2(larger * 0.1));
    expect(lines(order).filter((line) => line.coupon !== null)).toHaveLength(1);

    const express = await carrier(client, 'Express delivery');
    order = (
      await ok<{ setShippingMethod: { order: Order } }>(client, SET_SHIPPING, { id: express.id })
    ).setShippingMethod.order;
    expect(order.amountUntaxed).toBe(round2(larger - round2(larger * 0.1) + 12.95));
    expectConsistentAmounts(order);
  });

  it('returns coupon problems as data, without a GraphQL error', async () => {
    const client = await shopper();
    await add(client, at(cheap(1), 0).id, 1);
    const apply = async (promo: string) => {
      const response = await client.request<{ applyCoupon: { error: string | null } }>(
        APPLY_COUPON,
        {
          promo,
        },
      );
      expect(response.errors).toBeUndefined();
      return response.data!.applyCoupon.error;
    };
    expect(await apply('NOPE-123')).toBe('This coupon is invalid (NOPE-123).');
    expect(await apply('EXPIRED')).toBe('This coupon is invalid (EXPIRED).');
    expect(await apply('B2B5')).toBe('A minimum of 500 € should be purchased to get the reward');
    expect(await apply('WELCOME10')).toBeNull();
    expect(await apply('WELCOME10')).toBe('This promo code is already applied.');
    expect((await cart(client)).coupons).toEqual([{ code: 'WELCOME10' }]);
  });
});

describe('pricelists', () => {
  it('gives a business customer 10% lower line prices', async () => {
    const business = await signedIn('business@example.com', 'business123');
    const variant = at(cheap(1), 0);
    const order = await add(business, variant.id, 1);
    expect(productLine(order, variant.id)!.priceUnit).toBe(round2(variant.price * 0.9));
  });

  it('re-prices a guest cart when a business customer signs in', async () => {
    const client = await shopper();
    const variant = at(cheap(1), 0);
    expect(productLine(await add(client, variant.id, 2), variant.id)!.priceUnit).toBe(
      variant.price,
    );
    await ok(client, LOGIN, { email: 'business@example.com', password: 'business123' });
    const order = await cart(client);
    const line = productLine(order, variant.id)!;
    expect(line.priceUnit).toBe(round2(variant.price * 0.9));
    expect(line.quantity).toBe(2);
    expectConsistentAmounts(order);
  });

  it("applies a variant's pricelist item before its template's, and the template's before the global", async () => {
    // A template with three variants: rules for the template and for one of its variants.
    const { rows } = await odoo.db.query<{ template_id: number; ids: number[] }>(
      `SELECT p.template_id, array_agg(p.id ORDER BY p.id) AS ids FROM product_product p
         JOIN product_template t ON t.id = p.template_id
        WHERE p.active AND t.is_published AND t.sale_ok AND t.type = 'product' AND t.list_price > 0
          AND NOT EXISTS (SELECT 1 FROM product_pricelist_item i WHERE i.product_tmpl_id = t.id
                             OR i.product_id IN (SELECT id FROM product_product WHERE template_id = t.id))
        GROUP BY p.template_id HAVING count(*) >= 3 ORDER BY p.template_id LIMIT 1`,
    );
    const { template_id: templateId, ids } = rows[0]!;
    const [withVariantRule, withTemplateRule] = ids;
    const { rows: lists } = await odoo.db.query<{ id: number }>(
      "SELECT id FROM product_pricelist WHERE name = 'Business -10%'",
    );
    const business = lists[0]!.id;
    await odoo.db.query(
      `INSERT INTO product_pricelist_item
         (pricelist_id, applied_on, product_tmpl_id, product_id, compute_price, fixed_price, percent_price)
       VALUES ($1, '1_product', $2, NULL, 'percentage', 0, 25),
              ($1, '0_product_variant', NULL, $3, 'fixed', 12.34, 0)`,
      [business, templateId, withVariantRule],
    );
    try {
      const client = await signedIn('business@example.com', 'business123');
      const price = (id: number) => variants.find((variant) => variant.id === id)!.price;
      await add(client, withVariantRule!, 1);
      const order = await add(client, withTemplateRule!, 1);
      expect(productLine(order, withVariantRule!)!.priceUnit).toBe(12.34);
      expect(productLine(order, withTemplateRule!)!.priceUnit).toBe(
        round2(price(withTemplateRule!) * 0.75),
      );
      // A shopper without that pricelist pays the list price.
      const guest = await shopper();
      expect(productLine(await add(guest, withVariantRule!, 1), withVariantRule!)!.priceUnit).toBe(
        price(withVariantRule!),
      );
    } finally {
      await odoo.db.query(
        'DELETE FROM product_pricelist_item WHERE product_tmpl_id = $1 OR product_id = $2',
        [templateId, withVariantRule],
      );
    }
  });
});
