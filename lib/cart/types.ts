import type { OrderLine, SaleOrder } from '@/lib/order/types';

/** The cart is the session's draft sale order (Odoo's `sale.order` in state draft). */
export type Cart = SaleOrder;
export type CartLine = OrderLine;

/** What adding answers: the cart, and whether the product went in or was there already. */
export interface CartAddition {
  cart: Cart;
  added: boolean;
}

/** A refused coupon is not a failure: Odoo's text comes back with the reloaded cart. */
export type CouponResult = { applied: true } | { applied: false; error: string; cart: Cart };
