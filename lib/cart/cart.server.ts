import 'server-only';
import {
  cartAddItemDocument,
  cartAddMultipleItemsDocument,
  cartClearDocument,
  cartLoadDocument,
  cartRemoveItemDocument,
  cartRemoveMultipleItemsDocument,
  cartUpdateItemQtyDocument,
  updateCartItemDocument,
} from '@/graphql/generated/operations';
import { hasOdooSession, odooSession } from '@/lib/shopper/odoo-session.server';
import { assertPositiveQuantity, CartError } from './cart-error';
import { isInCartInStock } from './stock';
import { emptySaleOrder } from '@/lib/order/empty-sale-order';
import { mapSaleOrder } from '@/lib/order/map-sale-order.server';
import type { Cart } from './types';

// The shopper's cart is Odoo's draft order of their session: every call forwards the session.

/**
 * Without a session there is no cart yet; asking Odoo would open a session and an empty draft
 * order for every first visit (and a page could not even keep that session cookie).
 */
export async function cartLoad(): Promise<Cart> {
  if (!(await hasOdooSession())) return emptySaleOrder();
  const data = await odooSession().request(cartLoadDocument);
  return mapSaleOrder(data.cart?.order);
}

/** productId is a variant id (the card's variantId or the real product's productId). */
export async function cartAddItem(productId: number, quantity = 1): Promise<Cart> {
  assertPositiveQuantity(quantity);
  const data = await odooSession().request(cartAddItemDocument, { productId, quantity });
  return mapSaleOrder(data.cartAddItem?.order);
}

export async function cartAddMultipleItems(
  items: readonly { productId: number; quantity: number }[],
): Promise<Cart> {
  items.forEach((item) => assertPositiveQuantity(item.quantity));
  const data = await odooSession().request(cartAddMultipleItemsDocument, {
    products: items.map((item) => ({ id: item.productId, quantity: item.quantity })),
  });
  return mapSaleOrder(data.cartAddMultipleItems?.order);
}

/**
 * Several products in one cartAddMultipleItems call, each as a single add would be: what Odoo
 * dropped, or kept with nothing in stock, is not added, and such a line is taken out again.
 * Answers the cart and the variants that were out of stock.
 */
export async function cartAddInStock(
  items: readonly { productId: number; quantity: number }[],
): Promise<{ cart: Cart; outOfStock: number[] }> {
  const answer = await cartAddMultipleItems(items);
  const lineOf = new Map(answer.lines.map((line) => [line.productId, line]));
  const outOfStock = [...new Set(items.map((item) => item.productId))].filter(
    (productId) => !isInCartInStock(lineOf.get(productId)),
  );
  const emptyLines = outOfStock.flatMap((productId) => lineOf.get(productId)?.id ?? []);
  const cart = emptyLines.length > 0 ? await cartRemoveMultipleItems(emptyLines) : answer;
  return { cart, outOfStock };
}

export async function cartRemoveItem(lineId: number): Promise<Cart> {
  const data = await odooSession().request(cartRemoveItemDocument, { lineId });
  return mapSaleOrder(data.cartRemoveItem?.order);
}

export async function cartRemoveMultipleItems(lineIds: readonly number[]): Promise<Cart> {
  const data = await odooSession().request(cartRemoveMultipleItemsDocument, {
    lineIds: [...lineIds],
  });
  return mapSaleOrder(data.cartRemoveMultipleItems?.order);
}

/** Sets the quantity of one order line. */
export async function cartUpdateItemQty(lineId: number, quantity: number): Promise<Cart> {
  assertPositiveQuantity(quantity);
  const data = await odooSession().request(cartUpdateItemQtyDocument, { lineId, quantity });
  return mapSaleOrder(data.cartUpdateItem?.order);
}

/**
 * The spec's update by product: Odoo updates lines, so this finds the line of that variant in
 * the current cart first.
 */
export async function updateCartItem(productId: number, quantity: number): Promise<Cart> {
  assertPositiveQuantity(quantity);
  const line = (await cartLoad()).lines.find((candidate) => candidate.productId === productId);
  if (!line) throw new CartError('not-in-cart', `Product ${productId} is not in the cart`);
  const data = await odooSession().request(updateCartItemDocument, {
    lines: [{ id: line.id, quantity }],
  });
  return mapSaleOrder(data.cartUpdateMultipleItems?.order);
}

export async function cartClear(): Promise<Cart> {
  const data = await odooSession().request(cartClearDocument);
  return mapSaleOrder(data.cartClear);
}
