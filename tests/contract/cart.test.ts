// Contract: the cart, delivery and coupons. The cart is the session's draft sale.order; every cart
// mutation works on it, prices come from the session's pricelist, amounts follow
// from the lines (21 % tax), and a request that fails changes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
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
  loadUserDocument,
  setShippingMethodDocument,
  shippingGetDeliveryMethodsDocument,
  updateCartItemDocument,
  type OrderFragment,
} from '@/graphql/generated/operations';
import type { OdooTestClient } from '@/tests/support/odoo-client';
import { fails, ok, present } from '@/tests/support/odoo-operations';
import { ADD, CART, ORDER, type Line, type Order } from '@/tests/support/raw-cart-documents';
import { contractBackend } from './backend';
import { newCustomer, registeredCustomer, signedIn } from './customers';
import { BUSINESS, CARRIERS, CONTRACT_CUSTOMER, COUPONS, TAX_RATE } from './demo-data';
import { sellableVariants, type SellableVariant } from './products';

const backend = contractBackend();
/** Variant ids of products with plenty of stock (cart updates stay within what is available). */
let variants: [number, number, number, number];
/** Every storable variant for sale, with its public price and stock (the cart amounts tests). */
let storable: SellableVariant[];

beforeAll(async () => {
  const { products } = await ok(backend.client(), getProductTemplatesListDocument, {
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
  storable = (await sellableVariants(backend.client())).filter((variant) => variant.storable);
}, 120_000);

/** A new browser session with its cart loaded. */
async function newShopper(): Promise<{ client: OdooTestClient; order: OrderFragment }> {
  const client = backend.client();
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

  it('refuses products and line updates that do not exist; removing one changes nothing', async () => {
    const { client } = await newShopper();
    await ok(client, cartAddItemDocument, { productId: variants[0], quantity: 1 });
    // graphql_vuestorefront removes the lines of the cart that have the id: none, no error.
    await ok(client, cartRemoveItemDocument, { lineId: 99_999_999 });
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

    const applied = await ok(client, applyCouponDocument, { promo: COUPONS.welcome.code });
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
    const [variant] = (await sellableVariants(backend.client())).flatMap(({ id, sku }) =>
      sku === null ? [] : [{ id, sku }],
    );
    if (!variant) throw new Error('a published variant with a SKU is missing');
    const { products } = await ok(backend.client(), findProductVariantsBySkuDocument, {
      search: variant.sku,
      pageSize: 50,
    });
    const found = (products?.products ?? []).flatMap((product) => product?.productVariants ?? []);
    expect(found).toContainEqual({ id: variant.id, sku: variant.sku });
    const none = await ok(backend.client(), findProductVariantsBySkuDocument, {
      search: 'NO-SUCH-SKU-42',
      pageSize: 50,
    });
    expect(none.products?.products ?? []).toEqual([]);
  });

  it('findProductVariantsBySkus finds every code in one call', async () => {
    const rows = (await sellableVariants(backend.client()))
      .flatMap(({ id, sku }) => (sku === null ? [] : [{ id, sku }]))
      .sort((a, b) => a.id - b.id)
      .slice(0, 2);
    const { productVariantsBySku } = await ok(backend.client(), findProductVariantsBySkusDocument, {
      skus: [...rows.map((row) => row.sku.toLowerCase()), 'NO-SUCH-SKU-42'],
    });
    expect(productVariantsBySku?.map(({ id, sku }) => ({ id, sku }))).toEqual(rows);
  });
});

// Cart identity, lines and amounts as raw documents: the fields the cart page and the checkout read.

interface Carrier {
  id: number;
  name: string;
  price: number;
}

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

const round2 = (value: number) => Math.round(value * 100) / 100;
/** website_sale's refusal of a product it cannot put in the cart (or of a line the cart has not). */
const CART_PRODUCT_REFUSED =
  'The given product does not exist therefore it cannot be added to cart.';
const LINES = { timeout: 60_000 };

/**
 * Distinct cheap variants with plenty of stock: a cart of two of one stays below the
 * free-delivery amount, and no test here asks for more than is free.
 */
function cheap(count: number): SellableVariant[] {
  const found = storable.filter(
    (variant) => variant.price >= 5 && variant.price <= 40 && variant.qty >= 60,
  );
  expect(found.length).toBeGreaterThanOrEqual(count);
  return found.slice(0, count);
}

function at(list: SellableVariant[], index: number): SellableVariant {
  const variant = list[index];
  if (!variant) throw new Error(`no variant at ${index}`);
  return variant;
}

async function data<T>(
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
  (await data<{ cart: { order: Order } }>(client, CART)).cart.order;
const add = async (client: OdooTestClient, productId: number, quantity = 1) =>
  (await data<{ cartAddItem: { order: Order } }>(client, ADD, { productId, quantity })).cartAddItem
    .order;
const lines = (order: Order) => order.orderLines ?? [];
const productLine = (order: Order, variantId: number) =>
  lines(order).find((line) => line.product?.id === variantId);

async function shopper(): Promise<OdooTestClient> {
  const client = backend.client();
  await cart(client);
  return client;
}

async function carrier(client: OdooTestClient, name: string): Promise<Carrier> {
  const methods = (await data<{ deliveryMethods: Carrier[] }>(client, DELIVERY_METHODS))
    .deliveryMethods;
  const found = methods.find((method) => method.name === name);
  if (!found) throw new Error(`carrier ${name} missing`);
  return found;
}

/** Python's str() of a float, as Odoo writes a quantity into a text: 2.0, 2.5. */
const pythonFloat = (value: number) => (Number.isInteger(value) ? value.toFixed(1) : String(value));

const sum = (items: Line[], pick: (line: Line) => number) =>
  items.reduce((total, line) => total + pick(line), 0);
/** A coupon's reward line: the one line with a negative price. */
const rewardLines = (order: Order) => lines(order).filter((line) => line.priceUnit < 0);
/** The delivery line: on the order, but not among the lines the website shows. */
const deliveryLines = (order: Order) => {
  const shown = new Set((order.websiteOrderLine ?? []).map((line) => line.id));
  return lines(order).filter((line) => !shown.has(line.id));
};

/**
 * Every amount of an order follows from its lines, as Odoo 15 and graphql_vuestorefront define
 * them: each line's tax rounded on its own; amountDelivery the delivery lines without tax (the
 * demo's customers and visitors see line amounts without tax); amountDiscounts the reward lines
 * with tax; amountSubtotal the other lines with tax less amountDelivery.
 */
function expectConsistentAmounts(order: Order) {
  const all = lines(order);
  for (const line of all) {
    expect(line.priceTax).toBeCloseTo(round2(line.priceSubtotal * TAX_RATE), 2);
    expect(line.priceTotal).toBeCloseTo(line.priceSubtotal + line.priceTax, 2);
  }
  expect(order.amountUntaxed).toBeCloseTo(
    sum(all, (line) => line.priceSubtotal),
    2,
  );
  expect(order.amountTax).toBeCloseTo(
    sum(all, (line) => line.priceTax),
    2,
  );
  expect(order.amountTotal).toBeCloseTo(order.amountUntaxed + order.amountTax, 2);
  expect(order.amountDelivery).toBeCloseTo(
    sum(deliveryLines(order), (line) => line.priceSubtotal),
    2,
  );
  expect(order.amountDiscounts).toBeCloseTo(
    sum(rewardLines(order), (line) => line.priceTotal),
    2,
  );
  const rewards = new Set(rewardLines(order));
  expect(order.amountSubtotal).toBeCloseTo(
    sum(
      all.filter((line) => !rewards.has(line)),
      (line) => line.priceTotal,
    ) - order.amountDelivery,
    2,
  );
}

describe('cart identity', LINES, () => {
  it('keeps the guest cart after signing in, taken over by the customer', async () => {
    const client = await shopper();
    const variant = at(cheap(1), 0);
    const guestCart = await add(client, variant.id, 3);
    await signedIn(backend, await registeredCustomer(backend), client);

    const after = await cart(client);
    expect(after.id).toBe(guestCart.id);
    expect(after.partner.id).not.toBe(guestCart.partner.id);
    expect(productLine(after, variant.id)?.quantity).toBe(3);
    const { partner } = await ok(client, loadUserDocument, {});
    expect(after.partner.id).toBe(partner.id);
  });

  it('gives a signed-in customer their last draft cart in a new session', async () => {
    const { account, client: first } = await newCustomer(backend);
    const variant = at(cheap(2), 1);
    const built = await add(first, variant.id, 1);
    const second = await signedIn(backend, account);
    const reattached = await cart(second);
    expect(reattached.id).toBe(built.id);
    expect(productLine(reattached, variant.id)?.quantity).toBe(1);
  });
});

describe('cart lines', LINES, () => {
  it('adds, adds the same variant again, updates, updates to 0, removes and clears', async () => {
    const client = await shopper();
    const [first, second] = [at(cheap(2), 0), at(cheap(2), 1)];

    let order = await add(client, first.id, 2);
    const line = productLine(order, first.id)!;
    expect(line.quantity).toBe(2);
    expect(line.priceUnit).toBeCloseTo(first.price, 2);
    // website_sale's text of a line: `[reference] Name (values)`, the sales description below.
    expect(line.name.startsWith(`[${first.sku}] ${first.name}`)).toBe(true);

    // Odoo adds up; not re-adding a product already in the cart is the storefront's decision.
    order = await add(client, first.id, 3);
    expect(lines(order)).toHaveLength(1);
    expect(productLine(order, first.id)!.quantity).toBe(5);
    expect(order.cartQuantity).toBe(5);

    order = await add(client, second.id, 1);
    const secondLine = productLine(order, second.id)!;
    expect(lines(order)).toHaveLength(2);

    order = (
      await data<{ cartUpdateItem: { order: Order } }>(client, UPDATE, {
        lineId: line.id,
        quantity: 1,
      })
    ).cartUpdateItem.order;
    expect(productLine(order, first.id)!.quantity).toBe(1);

    // vsf_base's fix: graphql_vuestorefront kept a line set to 0.
    order = (
      await data<{ cartUpdateItem: { order: Order } }>(client, UPDATE, {
        lineId: secondLine.id,
        quantity: 0,
      })
    ).cartUpdateItem.order;
    expect(productLine(order, second.id)).toBeUndefined();

    order = (await data<{ cartRemoveItem: { order: Order } }>(client, REMOVE, { lineId: line.id }))
      .cartRemoveItem.order;
    expect(order.orderLines).toBeNull();
    expect(order.amountTotal).toBe(0);
    expect(order.cartQuantity).toBeNull();

    await add(client, first.id, 1);
    await add(client, second.id, 1);
    const cleared = (await data<{ cartClear: Order }>(client, CLEAR)).cartClear;
    expect(cleared.id).toBe(order.id);
    expect(cleared.orderLines).toBeNull();
    expect(cleared.cartQuantity).toBeNull();
  });

  it('updates and removes several lines at once', async () => {
    const client = await shopper();
    const [a, b, c] = [at(cheap(3), 0), at(cheap(3), 1), at(cheap(3), 2)];
    let order = (
      await data<{ cartAddMultipleItems: { order: Order } }>(client, ADD_MANY, {
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
      await data<{ cartUpdateMultipleItems: { order: Order } }>(client, UPDATE_MANY, {
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
      await data<{ cartRemoveMultipleItems: { order: Order } }>(client, REMOVE_MANY, {
        lineIds: [lineA, lineC],
      })
    ).cartRemoveMultipleItems.order;
    expect(order.orderLines).toBeNull();
  });

  it('refuses an unknown product, and takes a quantity of 0 for one', async () => {
    const client = await shopper();
    expect(await failure(client, ADD, { productId: 99_999_999, quantity: 1 })).toBe(
      CART_PRODUCT_REFUSED,
    );
    expect((await cart(client)).orderLines).toBeNull();
    // website_sale's _cart_update starts a new line at one and adds the rest (here nothing).
    const variant = at(cheap(1), 0);
    expect(productLine(await add(client, variant.id, 0), variant.id)?.quantity).toBe(1);
    expect(productLine(await add(client, variant.id, 0), variant.id)?.quantity).toBe(1);
  });

  it('refuses to change a line of another session, and removes none of them', async () => {
    const owner = await shopper();
    const intruder = await shopper();
    const variant = at(cheap(1), 0);
    const ownerLine = productLine(await add(owner, variant.id, 2), variant.id)!;
    await add(intruder, variant.id, 1);

    // Odoo looks the line up in the session's cart, finds none, and so no product either.
    for (const [query, variables] of [
      [UPDATE, { lineId: ownerLine.id, quantity: 7 }],
      [UPDATE_MANY, { lines: [{ id: ownerLine.id, quantity: 7 }] }],
    ] as const) {
      expect(await failure(intruder, query, variables)).toBe(CART_PRODUCT_REFUSED);
    }
    // Removing removes the session cart's lines with those ids: none.
    await data(intruder, REMOVE, { lineId: ownerLine.id });
    await data(intruder, REMOVE_MANY, { lineIds: [ownerLine.id] });
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
    expect(message).toBe(CART_PRODUCT_REFUSED);
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

  it('sells no more than the stock: lowers the line with a warning, drops it without stock', async () => {
    const client = await shopper();
    const empty = storable.find((variant) => variant.qty === 0);
    const stocked = storable.find((variant) => variant.qty >= 2 && variant.qty <= 500);
    expect(empty && stocked).toBeTruthy();
    const asked = stocked!.qty + 3;
    let order = await add(client, stocked!.id, asked);
    const line = productLine(order, stocked!.id)!;
    expect(line.quantity).toBe(stocked!.qty);
    expect(line.warningStock).toBe(
      `You ask for ${pythonFloat(asked)} products but only ${pythonFloat(stocked!.qty)} is available`,
    );

    // Nothing in stock: website_sale_stock takes the line off again.
    order = await add(client, empty!.id, 2);
    expect(productLine(order, empty!.id)).toBeUndefined();
    // The warning stays with the line until the line is changed.
    expect(productLine(order, stocked!.id)!.warningStock).toBe(line.warningStock);

    order = (
      await data<{ cartUpdateItem: { order: Order } }>(client, UPDATE, {
        lineId: line.id,
        quantity: 1,
      })
    ).cartUpdateItem.order;
    expect(productLine(order, stocked!.id)!.quantity).toBe(1);
    // graphql_vuestorefront empties the warning before an update (an empty text, not null).
    expect(productLine(order, stocked!.id)!.warningStock).toBe('');
  });
});

describe('cart amounts', LINES, () => {
  it('computes untaxed, 21% tax, total, delivery and subtotal with a carrier', async () => {
    const client = await shopper();
    const variant = at(cheap(1), 0);
    const order = await add(client, variant.id, 2);
    const products = round2(variant.price * 2);
    const productsTax = round2(products * TAX_RATE);
    expect(order.amountUntaxed).toBeCloseTo(products, 2);
    expect(order.amountTax).toBeCloseTo(productsTax, 2);
    expect(order.amountTotal).toBeCloseTo(products + productsTax, 2);
    const line = productLine(order, variant.id)!;
    expect(line.priceSubtotal).toBeCloseTo(products, 2);
    expect(line.priceTax).toBeCloseTo(productsTax, 2);
    expect(line.priceTotal).toBeCloseTo(line.priceSubtotal + line.priceTax, 2);

    const standard = await carrier(client, CARRIERS.standard.name);
    expect(standard.price).toBeCloseTo(CARRIERS.standard.price, 2);
    expect((await carrier(client, CARRIERS.express.name)).price).toBeCloseTo(
      CARRIERS.express.price,
      2,
    );
    expect((await carrier(client, CARRIERS.pickUp.name)).price).toBe(0);

    const shipped = (
      await data<{ setShippingMethod: { order: Order } }>(client, SET_SHIPPING, { id: standard.id })
    ).setShippingMethod.order;
    expect(shipped.shippingMethod?.id).toBe(standard.id);
    expect(shipped.shippingMethod?.name).toBe(CARRIERS.standard.name);
    expect(shipped.shippingMethod?.price).toBeCloseTo(CARRIERS.standard.price, 2);
    expect(shipped.amountDelivery).toBeCloseTo(CARRIERS.standard.price, 2);
    // graphql_vuestorefront's amountSubtotal: the goods with tax, and the delivery's tax.
    const deliveryTax = round2(CARRIERS.standard.price * TAX_RATE);
    expect(shipped.amountSubtotal).toBeCloseTo(products + productsTax + deliveryTax, 2);
    expect(shipped.amountUntaxed).toBeCloseTo(products + CARRIERS.standard.price, 2);
    expect(shipped.websiteOrderLine).toHaveLength(1);
    expect(lines(shipped)).toHaveLength(2);
    expectConsistentAmounts(shipped);

    // vsf_base's fix: Odoo set the first carrier that fits instead.
    expect(await failure(client, SET_SHIPPING, { id: 99_999 })).toBe(
      'Delivery method does not exist.',
    );
    expect((await cart(client)).shippingMethod?.id).toBe(standard.id);
  });

  it('makes standard delivery free from 100 with tax and resets the carrier when the cart changes', async () => {
    const client = await shopper();
    const variant = at(cheap(1), 0);
    await add(client, variant.id, 1);
    const standard = await carrier(client, CARRIERS.standard.name);
    await data(client, SET_SHIPPING, { id: standard.id });

    // Below the amount without tax, above it with tax: Odoo compares the total with tax.
    const quantity = Math.ceil(CARRIERS.standard.freeFrom / (variant.price * (1 + TAX_RATE)));
    expect(variant.price * quantity).toBeLessThan(CARRIERS.standard.freeFrom);
    const bigger = (
      await data<{ cartUpdateItem: { order: Order } }>(client, UPDATE, {
        lineId: productLine(await cart(client), variant.id)!.id,
        quantity,
      })
    ).cartUpdateItem.order;
    // Odoo 15 drops the delivery line on every cart update: the shopper picks delivery again.
    expect(bigger.shippingMethod).toBeNull();
    expect(bigger.amountDelivery).toBe(0);
    expect((await carrier(client, CARRIERS.standard.name)).price).toBe(0);

    const free = (
      await data<{ setShippingMethod: { order: Order } }>(client, SET_SHIPPING, { id: standard.id })
    ).setShippingMethod.order;
    expect(free.shippingMethod?.price).toBe(0);
    expect(free.amountDelivery).toBe(0);
    expect(deliveryLines(free)).toHaveLength(1);
    expectConsistentAmounts(free);
  });

  it('applies a coupon as a reward line kept in step with the cart', async () => {
    const client = await shopper();
    const variant = at(cheap(1), 0);
    const { code, discount } = COUPONS.welcome;
    await add(client, variant.id, 2);
    const response = await client.request<{ applyCoupon: { error: string | null } }>(APPLY_COUPON, {
      promo: code,
    });
    expect(response.errors).toBeUndefined();
    expect(response.data!.applyCoupon.error).toBeNull();

    let order = await cart(client);
    const products = round2(variant.price * 2);
    const [reward] = rewardLines(order);
    expect(reward?.name).toBe(COUPONS.welcome.visitorLine);
    // Order.coupons and OrderLine.coupon list coupon.coupon codes, not a program's promo code.
    expect(reward?.coupon).toBeNull();
    expect(order.coupons).toBeNull();
    expect(reward?.priceSubtotal).toBeCloseTo(-round2(products * discount), 2);
    expect(order.amountDiscounts).toBeCloseTo(reward!.priceTotal, 2);
    expect(order.amountSubtotal).toBeCloseTo(products + round2(products * TAX_RATE), 2);
    expect(order.cartQuantity).toBe(2);
    expectConsistentAmounts(order);

    order = await add(client, variant.id, 1);
    const larger = round2(variant.price * 3);
    expect(rewardLines(order)).toHaveLength(1);
    expect(rewardLines(order)[0]!.priceSubtotal).toBeCloseTo(-round2(larger * discount), 2);

    const express = await carrier(client, CARRIERS.express.name);
    order = (
      await data<{ setShippingMethod: { order: Order } }>(client, SET_SHIPPING, { id: express.id })
    ).setShippingMethod.order;
    expect(order.amountUntaxed).toBeCloseTo(
      larger - round2(larger * discount) + CARRIERS.express.price,
      2,
    );
    expectConsistentAmounts(order);

    // Removing a product keeps the reward in step too (vsf_base: as an update to 0).
    const other = at(cheap(2), 1);
    order = await add(client, other.id, 1);
    order = (
      await data<{ cartRemoveItem: { order: Order } }>(client, REMOVE, {
        lineId: productLine(order, other.id)!.id,
      })
    ).cartRemoveItem.order;
    expect(rewardLines(order)[0]!.priceSubtotal).toBeCloseTo(-round2(larger * discount), 2);
    expectConsistentAmounts(order);
  });

  it('returns coupon problems as data, without a GraphQL error', async () => {
    const client = await shopper();
    const apply = async (promo: string) => {
      const response = await client.request<{ applyCoupon: { error: string | null } }>(
        APPLY_COUPON,
        { promo },
      );
      expect(response.errors).toBeUndefined();
      return response.data!.applyCoupon.error;
    };
    // sale_coupon's program rule asks for at least one product for sale.
    expect(await apply(COUPONS.welcome.code)).toBe(
      "You don't have the required product quantities on your sales order. If the reward is " +
        'same product quantity, please make sure that all the products are recorded on the ' +
        'sales order (Example: You need to have 3 T-shirts on your sales order if the promotion ' +
        "is 'Buy 2, Get 1 Free'.",
    );
    await add(client, at(cheap(1), 0).id, 1);
    expect(await apply('NOPE-123')).toBe('This coupon is invalid (NOPE-123).');
    expect(await apply(COUPONS.expired)).toBe(`This coupon is invalid (${COUPONS.expired}).`);
    // The program's minimum as Python writes the float, in the program's (company) currency.
    expect(await apply(COUPONS.business.code)).toBe(
      `A minimum of ${pythonFloat(COUPONS.business.minimum)} EUR should be purchased to get the reward`,
    );
    expect(await apply(COUPONS.welcome.code)).toBeNull();
    expect(await apply(COUPONS.welcome.code)).toBe(
      'The promo code is already applied on this order',
    );
    expect(rewardLines(await cart(client))).toHaveLength(1);
  });
});

describe('pricelists', LINES, () => {
  it('gives a business customer 10% lower line prices', async () => {
    const business = await signedIn(backend, BUSINESS);
    const variant = at(cheap(1), 0);
    const order = await add(business, variant.id, 1);
    expect(productLine(order, variant.id)!.priceUnit).toBeCloseTo(
      round2(variant.price * (1 - BUSINESS.discount)),
      2,
    );
  });

  it('re-prices a guest cart when a business customer signs in', async () => {
    const client = await shopper();
    const variant = at(cheap(1), 0);
    expect(productLine(await add(client, variant.id, 2), variant.id)!.priceUnit).toBeCloseTo(
      variant.price,
      2,
    );
    await signedIn(backend, CONTRACT_CUSTOMER, client);
    const order = await cart(client);
    const line = productLine(order, variant.id)!;
    expect(line.priceUnit).toBeCloseTo(round2(variant.price * (1 - BUSINESS.discount)), 2);
    expect(line.quantity).toBe(2);
    expectConsistentAmounts(order);
  });

  it("keeps a contract customer's pricelist in a later session, whatever the last cart had", async () => {
    const variant = at(cheap(1), 0);
    // The guest cart taken over above is the customer's last cart, made at public prices.
    const later = await signedIn(backend, CONTRACT_CUSTOMER);
    const line = productLine(await add(later, variant.id, 1), variant.id)!;
    expect(line.priceUnit).toBeCloseTo(round2(variant.price * (1 - BUSINESS.discount)), 2);
  });
});
