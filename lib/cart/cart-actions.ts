'use server';

import { isDiscountLine } from '@/lib/order/line-kind';
import { addressRule, MINUTE, type RateRule } from '@/lib/shopper/rate-rules.server';
import { shopperAction, NO_INPUT, ShopperRefusal } from '@/lib/shopper/shopper-action.server';
import type { Translate } from '@/lib/shopper/translate.server';
import { signedInShopper } from '@/lib/shopper/user-session.server';
import {
  cartAddInStock,
  cartAddItem,
  cartAddMultipleItems,
  cartClear,
  cartLoad,
  cartRemoveItem,
  cartRemoveMultipleItems,
  cartUpdateItemQty,
  updateCartItem,
} from './cart.server';
import { CartError } from './cart-error';
import { isInCartInStock } from './stock';
import {
  addMultipleItemsSchema,
  couponSchema,
  lineIdSchema,
  lineQuantitySchema,
  MAX_ORDER_LINES,
  MAX_PROMO_LENGTH,
  productQuantitySchema,
  quickOrderSchema,
  removeMultipleItemsSchema,
  skuKey,
} from './cart-schemas';
import { setCartSizeCookie } from './cart-size-cookie.server';
import { applyCoupon } from './coupon.server';
import { couponRefusal } from './coupon-refusal.server';
import { quickOrderRateRules } from './quick-order-limit.server';
import { findVariantIdsBySku } from './find-variants-by-sku.server';
import { MAX_CART_QUANTITY } from './quantity';
import type { Cart } from './types';

// The browser's only way to change the cart. Every action parses its input (it arrives as
// unknown, whatever the types say), works on the shopper's own Odoo session, runs in that
// session's queue and sets the cart-size cookie from the cart it answers with.

/**
 * Coupon codes are what a bot would hammer (guessing codes); a shopper types a few, an office
 * behind one address a few dozen. Quick orders: quick-order-limit.server.ts.
 */
const COUPON_LIMIT = { limit: 30, windowMs: 10 * MINUTE };

const perAddress =
  (name: string, rule: RateRule['rule']) =>
  (_input: unknown, address: string): RateRule[] => [addressRule(name, address, rule)];

/** What all cart actions share: anyone may keep a cart, and the cart's texts for refusals. */
const cart = {
  access: 'anyone',
  messages: 'CartActions',
  describeInvalidInput,
  describeError,
} as const;

/** A cart change: one Odoo answered too late may not have been saved, and the cart is reloaded. */
const cartChange = {
  ...cart,
  describeUnanswered: (translate: Translate<'CartActions'>) => translate('mayNotBeSaved'),
} as const;

export const cartLoadAction = shopperAction({
  ...cart,
  name: 'cartLoad',
  input: NO_INPUT,
  run: () => withCartSize(cartLoad()),
});

/**
 * The spec: adding a product already in the cart changes nothing (Odoo would add the quantity).
 * The answer says which happened, so the shopper can be told. A product out of stock is not added
 * (the listing and the product page offer no button for it; a request made anyway is refused).
 */
export const cartAddItemAction = shopperAction({
  ...cartChange,
  name: 'cartAddItem',
  startsCart: true,
  input: productQuantitySchema,
  run: async (item, { translate }) => {
    const current = await cartLoad();
    if (current.lines.some((line) => line.productId === item.productId)) {
      return { cart: await withCartSize(Promise.resolve(current)), added: false };
    }
    const answer = await cartAddItem(item.productId, item.quantity);
    const added = answer.lines.find((line) => line.productId === item.productId);
    if (!isInCartInStock(added)) {
      // Odoo with stock checks drops the line itself; one that only warns keeps it: take it out.
      if (added) await withCartSize(cartRemoveItem(added.id));
      else await withCartSize(Promise.resolve(answer));
      throw new ShopperRefusal(translate('outOfStock'));
    }
    return { cart: await withCartSize(Promise.resolve(answer)), added: true };
  },
});

export const cartRemoveItemAction = shopperAction({
  ...cartChange,
  name: 'cartRemoveItem',
  input: lineIdSchema,
  run: async ({ lineId }, { translate }) => {
    await assertOwnLines([lineId], translate);
    return withCartSize(cartRemoveItem(lineId));
  },
});

/** Only above zero (the schema); removing a line is cartRemoveItemAction. */
export const cartUpdateItemQtyAction = shopperAction({
  ...cartChange,
  name: 'cartUpdateItemQty',
  input: lineQuantitySchema,
  run: async (line, { translate }) => {
    await assertOwnLines([line.lineId], translate);
    return withCartSize(cartUpdateItemQty(line.lineId, line.quantity));
  },
});

/** By variant id: updateCartItem finds the shopper's own line of that variant (or refuses). */
export const updateCartItemAction = shopperAction({
  ...cartChange,
  name: 'updateCartItem',
  input: productQuantitySchema,
  run: (item) => withCartSize(updateCartItem(item.productId, item.quantity)),
});

export const cartClearAction = shopperAction({
  ...cartChange,
  name: 'cartClear',
  input: NO_INPUT,
  run: () => withCartSize(cartClear()),
});

/**
 * A refused code is not a failure: Odoo's text comes back as the applied state with the reloaded
 * cart (spec). An accepted one comes back with the cart that now carries the discount.
 */
export const applyCouponAction = shopperAction({
  ...cartChange,
  name: 'applyCoupon',
  input: couponSchema,
  rateLimits: perAddress('coupon', COUPON_LIMIT),
  run: async ({ promo }, { translate }) => {
    // A punch-out cart goes back line by line to the buyer's system, which has no place for a
    // reward line: its contract prices are the discount.
    if ((await signedInShopper())?.punchout) {
      throw new ShopperRefusal(translate('noCouponInPunchout'));
    }
    const result = await applyCoupon(promo);
    if (!result.applied) {
      const refusal = couponRefusal(result.error);
      // Odoo's own wording stays in the log; the shopper reads the shop's.
      if (refusal === 'couponRefused') console.warn('[cart] coupon refused:', result.error);
      return {
        cart: await withCartSize(Promise.resolve(result.cart)),
        coupon: { applied: false as const, error: translate(refusal, { code: promo.trim() }) },
      };
    }
    return { cart: await withCartSize(cartLoad()), coupon: { applied: true as const } };
  },
});

/**
 * 'Remove coupon': Odoo withdraws a promotion when its reward line is removed (sale_coupon's
 * unlink), so the reward lines go and the totals are Odoo's again without the discount.
 */
export const removeCouponAction = shopperAction({
  ...cartChange,
  name: 'removeCoupon',
  input: NO_INPUT,
  run: async () => {
    const current = await cartLoad();
    const rewards = current.lines.filter(isDiscountLine).map((line) => line.id);
    return withCartSize(
      rewards.length > 0 ? cartRemoveMultipleItems(rewards) : Promise.resolve(current),
    );
  },
});

/**
 * Several products in one Odoo request (all or nothing). Unlike cartAddItemAction, quantities of
 * products already in the cart are added, as Odoo does: this is the bulk path (quick order).
 */
export const cartAddMultipleItemsAction = shopperAction({
  ...cartChange,
  name: 'cartAddMultipleItems',
  startsCart: true,
  input: addMultipleItemsSchema,
  run: ({ items }) => withCartSize(cartAddMultipleItems(items)),
});

export const cartRemoveMultipleItemsAction = shopperAction({
  ...cartChange,
  name: 'cartRemoveMultipleItems',
  input: removeMultipleItemsSchema,
  run: async ({ lineIds }, { translate }) => {
    await assertOwnLines(lineIds, translate);
    return withCartSize(cartRemoveMultipleItems(lineIds));
  },
});

/**
 * SKUs (Odoo's internal reference of a variant) to the cart: the known ones go to Odoo in one
 * cartAddMultipleItems call, the unknown ones come back. Nothing known: nothing is sent.
 */
export const quickOrderAction = shopperAction({
  ...cartChange,
  name: 'quickOrder',
  startsCart: true,
  input: quickOrderSchema,
  rateLimits: quickOrderRateRules,
  run: async ({ lines }) => {
    const variants = await findVariantIdsBySku(lines.map((line) => line.sku));
    const resolved = lines.flatMap((line) => {
      const variant = variants.get(skuKey(line.sku));
      return variant === undefined
        ? []
        : [{ line, productId: variant.id, variantSku: variant.sku }];
    });
    const unknownSkus = lines
      .filter((line) => !variants.has(skuKey(line.sku)))
      .map((line) => line.sku);
    // A product's reference (not one variant's) was taken as its default variant: say which.
    const defaultVariants = resolved
      .filter(({ line, variantSku }) => variantSku && skuKey(variantSku) !== skuKey(line.sku))
      .map(({ line, variantSku }) => ({ sku: line.sku, variantSku }));
    // As a single add: what Odoo dropped, or kept with nothing in stock, is not added.
    const { cart, outOfStock } =
      resolved.length > 0
        ? await cartAddInStock(
            resolved.map(({ line, productId }) => ({ productId, quantity: line.quantity })),
          )
        : { cart: await cartLoad(), outOfStock: [] };
    await setCartSizeCookie(cart);
    const unavailable = resolved.filter(({ productId }) => outOfStock.includes(productId));
    return {
      cart,
      added: resolved.filter((item) => !unavailable.includes(item)).map(({ line }) => line),
      unknownSkus,
      outOfStockSkus: unavailable.map(({ line }) => line.sku),
      defaultVariants,
    };
  },
});

async function withCartSize(pending: Promise<Cart>): Promise<Cart> {
  const cart = await pending;
  await setCartSizeCookie(cart);
  return cart;
}

/**
 * Odoo only edits lines of the session's own order, but says so with a generic "This document
 * does not exist."; checking first gives the shopper a clear answer and sends nothing.
 */
async function assertOwnLines(
  lineIds: readonly number[],
  translate: Translate<'CartActions'>,
): Promise<void> {
  const own = new Set((await cartLoad()).lines.map((line) => line.id));
  if (lineIds.some((lineId) => !own.has(lineId))) {
    throw new ShopperRefusal(translate('notInCart'));
  }
}

function describeInvalidInput(
  issue: { code: string; path: PropertyKey[]; origin?: string },
  translate: Translate<'CartActions'>,
): string | undefined {
  if (issue.code === 'too_big' && issue.path.length === 1 && issue.origin === 'array') {
    return translate('tooManyLines', { max: MAX_ORDER_LINES });
  }
  if (issue.path.includes('quantity'))
    return translate('invalidQuantity', { max: MAX_CART_QUANTITY });
  if (issue.path.includes('promo')) return translate('invalidPromo', { max: MAX_PROMO_LENGTH });
  return undefined;
}

function describeError(error: unknown, translate: Translate<'CartActions'>): string | undefined {
  if (!(error instanceof CartError)) return undefined;
  return error.reason === 'not-in-cart'
    ? translate('productNotInCart')
    : translate('invalidQuantity', { max: MAX_CART_QUANTITY });
}
