import { beforeAll, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import {
  applyCouponAction,
  cartAddItemAction,
  cartAddMultipleItemsAction,
  cartClearAction,
  cartLoadAction,
  cartRemoveItemAction,
  cartRemoveMultipleItemsAction,
  cartUpdateItemQtyAction,
  quickOrderAction,
  removeCouponAction,
  updateCartItemAction,
} from '@/lib/cart/cart-actions';
import type { ActionResult } from '@/lib/shopper/action-result';
import { cartLoad } from '@/lib/cart/cart.server';
import type { Cart } from '@/lib/cart/types';
import { logInUser } from '@/lib/user/user.server';
import {
  wishlistAddItemAction,
  wishlistLoadAction,
  wishlistRemoveItemAction,
} from '@/lib/wishlist/wishlist-actions';
import { cookieJar, requestHeaders } from '@/tests/support/fake-next-headers';
import {
  cookieValue,
  sellableVariants,
  mockOdooPerFile,
  type SellableVariant,
} from '@/tests/support/mock-odoo-shopper';
import { actionData } from '@/tests/support/action-data';

vi.mock(
  'next-intl/server',
  async () => (await import('@/tests/support/fake-translations')).fakeNextIntlServer,
);

// Real HTTP to a PGlite Odoo: generous on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

const { odoo } = mockOdooPerFile();
let products: SellableVariant[];

beforeAll(async () => {
  products = await sellableVariants(odoo(), 3);
});

function productAt(index: number): SellableVariant {
  const product = products[index];
  if (!product) throw new Error(`no product ${index}`);
  return product;
}

const quantities = (cart: Cart) =>
  Object.fromEntries(cart.lines.map((line) => [line.productId, line.quantity]));

/** The cookie says what Odoo's cart holds (read again, not what the action returned). */
async function expectCartSizeMatchesOdoo(cart: Cart): Promise<void> {
  const truth = await cartLoad();
  expect(truth.lineCount).toBe(cart.lineCount);
  expect(cookieValue('cart-size')).toBe(String(truth.lineCount));
}

describe('cart actions', () => {
  it('keep cart-size equal to the line count after every step', async () => {
    const [a, b] = [productAt(0), productAt(1)];

    const empty = actionData(await cartLoadAction());
    expect(empty.lineCount).toBe(0);
    expect(cookieValue('cart-size')).toBe('0');

    const first = actionData(await cartAddItemAction({ productId: a.id, quantity: 2 }));
    expect(first.added).toBe(true);
    const added = first.cart;
    expect(quantities(added)).toEqual({ [a.id]: 2 });
    await expectCartSizeMatchesOdoo(added);

    // Already in the cart: nothing changes (Odoo alone would make it 7), and the answer says so.
    const repeated = actionData(await cartAddItemAction({ productId: a.id, quantity: 5 }));
    expect(repeated.added).toBe(false);
    const again = repeated.cart;
    expect(quantities(again)).toEqual({ [a.id]: 2 });
    expect(quantities(await cartLoad())).toEqual({ [a.id]: 2 });
    await expectCartSizeMatchesOdoo(again);

    const two = actionData(await cartAddItemAction({ productId: b.id, quantity: 1 })).cart;
    expect(two.lineCount).toBe(2);
    await expectCartSizeMatchesOdoo(two);

    const loaded = actionData(await cartLoadAction());
    expect(quantities(loaded)).toEqual({ [a.id]: 2, [b.id]: 1 });
    await expectCartSizeMatchesOdoo(loaded);

    const lineOfA = loaded.lines.find((line) => line.productId === a.id)?.id ?? 0;
    const updated = actionData(await cartUpdateItemQtyAction({ lineId: lineOfA, quantity: 4 }));
    expect(quantities(updated)).toEqual({ [a.id]: 4, [b.id]: 1 });
    await expectCartSizeMatchesOdoo(updated);

    const byProduct = actionData(await updateCartItemAction({ productId: b.id, quantity: 3 }));
    expect(quantities(byProduct)).toEqual({ [a.id]: 4, [b.id]: 3 });
    await expectCartSizeMatchesOdoo(byProduct);

    const removed = actionData(await cartRemoveItemAction({ lineId: lineOfA }));
    expect(quantities(removed)).toEqual({ [b.id]: 3 });
    await expectCartSizeMatchesOdoo(removed);

    const cleared = actionData(await cartClearAction());
    expect(cleared.lineCount).toBe(0);
    await expectCartSizeMatchesOdoo(cleared);
    expect(cookieValue('cart-size')).toBe('0');
  });

  it('writes cart-size as a plain, year-long cookie readable by page scripts', async () => {
    requestHeaders.set('x-forwarded-proto', 'https');
    actionData(await cartAddItemAction({ productId: productAt(0).id, quantity: 1 }));
    expect(cookieJar.stored('cart-size')?.options).toEqual({
      httpOnly: false,
      sameSite: 'lax',
      secure: true,
      path: '/',
      maxAge: 60 * 60 * 24 * 365,
    });
    // Over plain http the browser does not send the Secure cookie back, so it is written anew.
    requestHeaders.set('x-forwarded-proto', 'http');
    cookieJar.forget('cart-size');
    actionData(await cartLoadAction());
    expect(cookieJar.stored('cart-size')?.options.secure).toBe(false);
  });

  it('leaves cart-size alone while the count stays the same', async () => {
    const product = productAt(0);
    const { cart } = actionData(await cartAddItemAction({ productId: product.id, quantity: 1 }));
    const written = () => cookieJar.writes.filter((cookie) => cookie.name === 'cart-size').length;
    expect(written()).toBe(1);
    // A cookie written by an action makes Next render the calling page again: none is written
    // when the count is what the browser already has.
    actionData(await cartLoadAction());
    actionData(await cartUpdateItemQtyAction({ lineId: cart.lines[0]!.id, quantity: 3 }));
    expect(written()).toBe(1);
    expect(cookieValue('cart-size')).toBe('1');
    actionData(await cartRemoveItemAction({ lineId: cart.lines[0]!.id }));
    expect(written()).toBe(2);
    expect(cookieValue('cart-size')).toBe('0');
  });

  it('counts quantities instead when CART_SIZE_COUNT=quantity', async () => {
    process.env.CART_SIZE_COUNT = 'quantity';
    actionData(await cartAddItemAction({ productId: productAt(0).id, quantity: 2 }));
    const { cart } = actionData(
      await cartAddItemAction({ productId: productAt(1).id, quantity: 3 }),
    );
    expect(cart.lineCount).toBe(2);
    expect(cookieValue('cart-size')).toBe('5');
  });

  it('adds several products in one request, summing what is already there (Odoo)', async () => {
    const [a, b] = [productAt(0), productAt(1)];
    actionData(await cartAddItemAction({ productId: a.id, quantity: 1 }));
    const cart = actionData(
      await cartAddMultipleItemsAction({
        items: [
          { productId: a.id, quantity: 2 },
          { productId: b.id, quantity: 4 },
        ],
      }),
    );
    expect(quantities(cart)).toEqual({ [a.id]: 3, [b.id]: 4 });
    const lineIds = cart.lines.map((line) => line.id);
    const emptied = actionData(await cartRemoveMultipleItemsAction({ lineIds }));
    expect(emptied.lineCount).toBe(0);
    expect(cookieValue('cart-size')).toBe('0');
  });

  it('refuses invalid input with a translated text and never calls Odoo', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const quantityText = 'Enter a whole number from 1 to 99999.';
    const cases: [Promise<ActionResult<unknown>>, string][] = [
      [cartAddItemAction({ productId: 1, quantity: 0 }), quantityText],
      [cartAddItemAction({ productId: 1, quantity: -2 }), quantityText],
      [cartAddItemAction({ productId: 1, quantity: 1.5 }), quantityText],
      [cartAddItemAction({ productId: 1, quantity: 100000 }), quantityText],
      [cartAddItemAction(JSON.parse('{"productId":1,"quantity":"3"}')), quantityText],
      [cartAddItemAction({ productId: 1, quantity: Number.NaN }), quantityText],
      [cartAddItemAction({ productId: 0, quantity: 1 }), 'This request is not valid.'],
      [cartAddItemAction(JSON.parse('null')), 'This request is not valid.'],
      [cartUpdateItemQtyAction({ lineId: 5, quantity: 0 }), quantityText],
      [updateCartItemAction({ productId: 5, quantity: Infinity }), quantityText],
      [cartRemoveItemAction({ lineId: -1 }), 'This request is not valid.'],
      [cartRemoveMultipleItemsAction({ lineIds: [] }), 'This request is not valid.'],
      [
        cartRemoveMultipleItemsAction({ lineIds: Array.from({ length: 201 }, (_, i) => i + 1) }),
        'Send at most 200 lines at once.',
      ],
      [cartAddMultipleItemsAction({ items: [{ productId: 1, quantity: 0 }] }), quantityText],
      [applyCouponAction({ promo: '   ' }), 'Enter a coupon code of at most 64 characters.'],
      [quickOrderAction({ lines: [{ sku: '', quantity: 1 }] }), 'This request is not valid.'],
      [quickOrderAction({ lines: [{ sku: 'A', quantity: 0 }] }), quantityText],
      [wishlistAddItemAction({ productId: 1.5 }), 'This request is not valid.'],
      [wishlistRemoveItemAction(JSON.parse('{"wishId":"7"}')), 'This request is not valid.'],
    ];
    for (const [pending, error] of cases) {
      expect(await pending).toEqual({ ok: false, error });
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("applies a valid coupon and returns a refused one as the applied state, in the shop's words", async () => {
    actionData(await cartAddItemAction({ productId: productAt(0).id, quantity: 2 }));

    const refused = actionData(await applyCouponAction({ promo: 'NO-SUCH-CODE' }));
    expect(refused.coupon).toEqual({
      applied: false,
      error: en.CartActions.couponInvalid.replace('{code}', 'NO-SUCH-CODE'),
    });
    expect(refused.cart.hasCoupon).toBe(false);
    expect(refused.cart.lineCount).toBe(1);

    const applied = actionData(await applyCouponAction({ promo: ' WELCOME10 ' }));
    expect(applied.coupon).toEqual({ applied: true });
    expect(applied.cart.hasCoupon).toBe(true);
    expect(applied.cart.totals.discount).toBeLessThan(0);
    expect(cookieValue('cart-size')).toBe(String(applied.cart.lineCount));

    const twice = actionData(await applyCouponAction({ promo: 'WELCOME10' }));
    expect(twice.coupon).toEqual({
      applied: false,
      error: en.CartActions.couponAlreadyApplied.replace('{code}', 'WELCOME10'),
    });
    expect(twice.cart.hasCoupon).toBe(true);
  });

  it('removes the coupon from the order in Odoo: the discount goes, the total is back', async () => {
    const before = actionData(
      await cartAddItemAction({ productId: productAt(0).id, quantity: 2 }),
    ).cart;
    const applied = actionData(await applyCouponAction({ promo: 'WELCOME10' })).cart;
    expect(applied.totals.total).toBeLessThan(before.totals.total);

    const removed = actionData(await removeCouponAction());
    expect(removed.hasCoupon).toBe(false);
    expect(Math.abs(removed.totals.discount)).toBe(0);
    expect(removed.totals.total).toBe(before.totals.total);
    expect(removed.lines.map((line) => line.productId)).toEqual([productAt(0).id]);
    expect((await cartLoad()).totals.total).toBe(before.totals.total);
  });

  it('quick order adds the known SKUs in one request and lists the unknown ones', async () => {
    const [a, b] = [productAt(0), productAt(1)];
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const result = actionData(
      await quickOrderAction({
        lines: [
          { sku: a.sku, quantity: 2 },
          { sku: 'NO-SUCH-SKU', quantity: 1 },
          // Case does not matter (Odoo's search is case-insensitive on the stand-in).
          { sku: b.sku.toLowerCase(), quantity: 3 },
          // Only an exact code counts, not a code that merely contains it.
          { sku: a.sku.slice(0, -1), quantity: 1 },
          { sku: a.sku, quantity: 1 },
        ],
      }),
    );
    expect(result.added).toEqual([
      { sku: a.sku, quantity: 3 },
      { sku: b.sku.toLowerCase(), quantity: 3 },
    ]);
    expect(result.unknownSkus).toEqual(['NO-SUCH-SKU', a.sku.slice(0, -1)]);
    expect(quantities(result.cart)).toEqual({ [a.id]: 3, [b.id]: 3 });
    expect(cookieValue('cart-size')).toBe('2');
    const adds = fetchSpy.mock.calls.filter(([, init]) =>
      String(init?.body ?? '').includes('"operationName":"cartAddMultipleItems"'),
    );
    expect(adds).toHaveLength(1);
  });

  it('quick order without any known SKU sends nothing and returns the cart unchanged', async () => {
    const before = actionData(
      await cartAddItemAction({ productId: productAt(0).id, quantity: 1 }),
    ).cart;
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const result = actionData(
      await quickOrderAction({
        lines: [
          { sku: 'NOPE-1', quantity: 1 },
          { sku: 'NOPE-2', quantity: 4 },
        ],
      }),
    );
    expect(result.added).toEqual([]);
    expect(result.unknownSkus).toEqual(['NOPE-1', 'NOPE-2']);
    expect(quantities(result.cart)).toEqual(quantities(before));
    const mutations = fetchSpy.mock.calls.filter(([, init]) =>
      /"operationName":"cart(Add|Update|Remove)/.test(String(init?.body ?? '')),
    );
    expect(mutations).toEqual([]);
  });

  it("answers Odoo's known refusals in the shop's words, without an error log", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    actionData(await cartAddItemAction({ productId: productAt(0).id, quantity: 1 }));
    const result = await cartAddItemAction({ productId: 99_999_999, quantity: 1 });
    // website_sale's refusal of a product it cannot put in the cart, in the shop's words; a
    // shopper's mistake is not the server's: only texts the shop does not know are logged.
    expect(result).toEqual({ ok: false, error: en.OdooMessages.cartProductRefused });
    expect(log).not.toHaveBeenCalled();
    const session = cookieJar.get('session_id')?.value ?? 'no session';
    expect(JSON.stringify(log.mock.calls)).not.toContain(session);
    const notInCart = await updateCartItemAction({ productId: productAt(2).id, quantity: 2 });
    expect(notInCart).toEqual({ ok: false, error: 'That product is not in your cart' });
  });
});

describe('stock', () => {
  it('refuses a product out of stock, translated, and leaves the cart as it was', async () => {
    const { rows } = await odoo().db.query<{ id: number }>(
      `SELECT p.id FROM product_product p JOIN product_template t ON t.id = p.template_id
        WHERE p.active AND t.is_published AND t.sale_ok AND t.type = 'product'
          AND p.qty_available <= 0
        ORDER BY p.id LIMIT 1`,
    );
    const soldOut = rows[0];
    if (!soldOut) throw new Error('the seed has no variant out of stock');
    const kept = productAt(0);
    actionData(await cartAddItemAction({ productId: kept.id, quantity: 1 }));

    const refused = await cartAddItemAction({ productId: soldOut.id, quantity: 1 });
    expect(refused).toEqual({ ok: false, error: en.CartActions.outOfStock });
    const cart = await cartLoad();
    expect(quantities(cart)).toEqual({ [kept.id]: 1 });
    expect(cookieValue('cart-size')).toBe('1');
  });

  it('a quick order adds what is in stock and names the references it did not add', async () => {
    const { rows } = await odoo().db.query<{ id: number; sku: string }>(
      `SELECT p.id, p.default_code AS sku FROM product_product p
         JOIN product_template t ON t.id = p.template_id
        WHERE p.active AND t.is_published AND t.sale_ok AND t.type = 'product'
          AND p.qty_available <= 0 AND p.default_code IS NOT NULL
        ORDER BY p.id LIMIT 1`,
    );
    const soldOut = rows[0];
    if (!soldOut) throw new Error('the seed has no variant out of stock with a reference');
    const inStock = productAt(0);
    const result = actionData(
      await quickOrderAction({
        lines: [
          { sku: inStock.sku, quantity: 2 },
          { sku: soldOut.sku, quantity: 1 },
        ],
      }),
    );
    expect(result.added).toEqual([{ sku: inStock.sku, quantity: 2 }]);
    expect(result.outOfStockSkus).toEqual([soldOut.sku]);
    expect(quantities(result.cart)).toEqual({ [inStock.id]: 2 });
    expect(quantities(await cartLoad())).toEqual({ [inStock.id]: 2 });
    expect(cookieValue('cart-size')).toBe('1');
  });
});

describe('wishlist actions', () => {
  it('keep wishlist-size equal to the item count', async () => {
    const [a, b] = [productAt(0), productAt(1)];
    expect(actionData(await wishlistLoadAction()).totalCount).toBe(0);
    expect(cookieValue('wishlist-size')).toBe('0');

    const one = actionData(await wishlistAddItemAction({ productId: a.id }));
    expect(one.items.map((item) => item.productId)).toEqual([a.id]);
    expect(cookieValue('wishlist-size')).toBe('1');

    const again = actionData(await wishlistAddItemAction({ productId: a.id }));
    expect(again.totalCount).toBe(1);
    expect(cookieValue('wishlist-size')).toBe('1');

    const two = actionData(await wishlistAddItemAction({ productId: b.id }));
    expect(two.totalCount).toBe(2);
    expect(cookieValue('wishlist-size')).toBe('2');

    const notMine = await wishlistRemoveItemAction({ wishId: 987_654 });
    expect(notMine).toEqual({ ok: false, error: 'That item is not in your wishlist' });
    expect(actionData(await wishlistLoadAction()).totalCount).toBe(2);

    const wishOfA = two.items.find((item) => item.productId === a.id)?.id ?? 0;
    const removed = actionData(await wishlistRemoveItemAction({ wishId: wishOfA }));
    expect(removed.items.map((item) => item.productId)).toEqual([b.id]);
    expect(cookieValue('wishlist-size')).toBe('1');
  });
});

describe('signing in', () => {
  it('keeps the cart built as a guest in the same session', async () => {
    const [a, b] = [productAt(0), productAt(1)];
    actionData(await cartAddItemAction({ productId: a.id, quantity: 2 }));
    const guestCart = actionData(await cartAddItemAction({ productId: b.id, quantity: 1 })).cart;
    const guestSession = cookieJar.get('session_id')?.value;

    await logInUser('consumer@example.com', 'consumer123');
    // Odoo rotates the session id on login; the cart stays with the session.
    expect(cookieJar.get('session_id')?.value).not.toBe(guestSession);

    const signedIn = actionData(await cartLoadAction());
    expect(signedIn.id).toBe(guestCart.id);
    expect(quantities(signedIn)).toEqual({ [a.id]: 2, [b.id]: 1 });
    expect(cookieValue('cart-size')).toBe('2');
  });
});
