'use server';

import type { ActionResult } from './action-result';
import {
  cartAddItem,
  cartAddMultipleItems,
  cartClear,
  cartLoad,
  cartRemoveItem,
  cartRemoveMultipleItems,
  cartUpdateItemQty,
  updateCartItem,
} from './cart';
import {
  addMultipleItemsSchema,
  couponSchema,
  lineIdSchema,
  lineQuantitySchema,
  productQuantitySchema,
  quickOrderSchema,
  removeMultipleItemsSchema,
  skuKey,
} from './cart-schemas';
import { setCartSizeCookie } from './count-cookies';
import { applyCoupon } from './coupon';
import { findVariantIdsBySku } from './find-variants-by-sku';
import { NO_INPUT, runShopperAction, ShopperRefusal, type Translate } from './shopper-action';
import type { Cart, CartAddition } from './types';

// The browser's only way to change the cart. Every action parses its input (it arrives as
// unknown, whatever the types say), works on the shopper's own Odoo session, runs in that
// session's queue and sets the cart-size cookie from the cart it answers with.

export async function cartLoadAction(): Promise<ActionResult<Cart>> {
  return runShopperAction('cartLoad', NO_INPUT, undefined, async () => withCartSize(cartLoad()));
}

/**
 * The spec: adding a product already in the cart changes nothing (Odoo would add the quantity).
 * The answer says which happened, so the shopper can be told.
 */
export async function cartAddItemAction(input: {
  productId: number;
  quantity: number;
}): Promise<ActionResult<CartAddition>> {
  return runShopperAction('cartAddItem', productQuantitySchema, input, async (item) => {
    const current = await cartLoad();
    if (current.lines.some((line) => line.productId === item.productId)) {
      return { cart: await withCartSize(Promise.resolve(current)), added: false };
    }
    return { cart: await withCartSize(cartAddItem(item.productId, item.quantity)), added: true };
  });
}

export async function cartRemoveItemAction(input: { lineId: number }): Promise<ActionResult<Cart>> {
  return runShopperAction('cartRemoveItem', lineIdSchema, input, async ({ lineId }, translate) => {
    await assertOwnLines([lineId], translate);
    return withCartSize(cartRemoveItem(lineId));
  });
}

/** Only above zero (the schema); removing a line is cartRemoveItemAction. */
export async function cartUpdateItemQtyAction(input: {
  lineId: number;
  quantity: number;
}): Promise<ActionResult<Cart>> {
  return runShopperAction(
    'cartUpdateItemQty',
    lineQuantitySchema,
    input,
    async (line, translate) => {
      await assertOwnLines([line.lineId], translate);
      return withCartSize(cartUpdateItemQty(line.lineId, line.quantity));
    },
  );
}

/** By variant id: updateCartItem finds the shopper's own line of that variant (or refuses). */
export async function updateCartItemAction(input: {
  productId: number;
  quantity: number;
}): Promise<ActionResult<Cart>> {
  return runShopperAction('updateCartItem', productQuantitySchema, input, async (item) =>
    withCartSize(updateCartItem(item.productId, item.quantity)),
  );
}

export async function cartClearAction(): Promise<ActionResult<Cart>> {
  return runShopperAction('cartClear', NO_INPUT, undefined, async () => withCartSize(cartClear()));
}

/**
 * A refused code is not a failure: Odoo's text comes back as the applied state with the reloaded
 * cart (spec). An accepted one comes back with the cart that now carries the discount.
 */
export async function applyCouponAction(input: {
  promo: string;
}): Promise<
  ActionResult<{ cart: Cart; coupon: { applied: true } | { applied: false; error: string } }>
> {
  return runShopperAction('applyCoupon', couponSchema, input, async ({ promo }) => {
    const result = await applyCoupon(promo);
    if (!result.applied) {
      return {
        cart: await withCartSize(Promise.resolve(result.cart)),
        coupon: { applied: false as const, error: result.error },
      };
    }
    return { cart: await withCartSize(cartLoad()), coupon: { applied: true as const } };
  });
}

/**
 * Several products in one Odoo request (all or nothing). Unlike cartAddItemAction, quantities of
 * products already in the cart are added, as Odoo does: this is the bulk path (quick order).
 */
export async function cartAddMultipleItemsAction(input: {
  items: { productId: number; quantity: number }[];
}): Promise<ActionResult<Cart>> {
  return runShopperAction(
    'cartAddMultipleItems',
    addMultipleItemsSchema,
    input,
    async ({ items }) => withCartSize(cartAddMultipleItems(items)),
  );
}

export async function cartRemoveMultipleItemsAction(input: {
  lineIds: number[];
}): Promise<ActionResult<Cart>> {
  return runShopperAction(
    'cartRemoveMultipleItems',
    removeMultipleItemsSchema,
    input,
    async ({ lineIds }, translate) => {
      await assertOwnLines(lineIds, translate);
      return withCartSize(cartRemoveMultipleItems(lineIds));
    },
  );
}

/**
 * SKUs (Odoo's internal reference of a variant) to the cart: the known ones go to Odoo in one
 * cartAddMultipleItems call, the unknown ones come back. Nothing known: nothing is sent.
 */
export async function quickOrderAction(input: {
  lines: { sku: string; quantity: number }[];
}): Promise<
  ActionResult<{
    cart: Cart;
    added: { sku: string; quantity: number }[];
    unknownSkus: string[];
  }>
> {
  return runShopperAction('quickOrder', quickOrderSchema, input, async ({ lines }) => {
    const variantIds = await findVariantIdsBySku(lines.map((line) => line.sku));
    const resolved = lines.flatMap((line) => {
      const productId = variantIds.get(skuKey(line.sku));
      return productId === undefined ? [] : [{ line, productId }];
    });
    const unknownSkus = lines
      .filter((line) => !variantIds.has(skuKey(line.sku)))
      .map((line) => line.sku);
    const cart = await withCartSize(
      resolved.length > 0
        ? cartAddMultipleItems(
            resolved.map(({ line, productId }) => ({ productId, quantity: line.quantity })),
          )
        : cartLoad(),
    );
    return { cart, added: resolved.map(({ line }) => line), unknownSkus };
  });
}

async function withCartSize(pending: Promise<Cart>): Promise<Cart> {
  const cart = await pending;
  await setCartSizeCookie(cart);
  return cart;
}

/**
 * Odoo only edits lines of the session's own order, but says so with a generic "This document
 * does not exist."; checking first gives the shopper a clear answer and sends nothing.
 */
async function assertOwnLines(lineIds: readonly number[], translate: Translate): Promise<void> {
  const own = new Set((await cartLoad()).lines.map((line) => line.id));
  if (lineIds.some((lineId) => !own.has(lineId))) {
    throw new ShopperRefusal(translate('notInCart'));
  }
}
