import type { Address } from '@/lib/addresses/types';
import type { ChosenDeliveryMethod } from '@/lib/order/delivery-types';
import type { PaymentTransaction } from '@/lib/order/payment-types';

export type OrderStage = 'Quotation' | 'QuotationSent' | 'SalesOrder' | 'Locked' | 'Cancelled';

/** One line of a sale order (cart, quotation or order). */
export interface OrderLine {
  /** Order line id: what remove and quantity updates take. */
  id: number;
  /** Variant (product.product) id. */
  productId: number;
  templateId: number | null;
  name: string;
  image: string | null;
  imageName: string;
  sku: string;
  slug: string;
  quantity: number;
  /** Unit price for the website pricelist. */
  price: number;
  listPrice: number;
  /** Line amount without tax. */
  subtotal: number;
  /** Line amount with tax. */
  total: number;
  /** The variant's attribute values, in Odoo's order and language ('Memory', '16 GB'). */
  attributes: { name: string; value: string }[];
  isPositivePrice: boolean;
  /** Free quantity in stock; null when Odoo does not say. */
  stock: number | null;
  /** Odoo's stock warning after a quantity change ('You ask for 5 products but only 2 are available'). */
  stockWarning: string | null;
}

/**
 * An order's amounts. Product lines, discount and delivery are the sums of those lines without
 * tax and add up to Odoo's `untaxed`; `untaxed + tax = total`.
 */
export interface OrderTotals {
  total: number;
  /** total - delivery, rounded to cents (spec). */
  subtotal: number;
  /** Product lines, without tax. */
  products: number;
  /** Coupon rewards, without tax: zero or negative. */
  discount: number;
  /** Delivery lines, without tax. */
  delivery: number;
  tax: number;
  untaxed: number;
}

/**
 * An Odoo sale order as the shop shows it: the session's draft order is the cart; quotations and
 * confirmed orders have the same shape.
 */
export interface SaleOrder {
  /** Null only when Odoo returned no order at all. */
  id: number | null;
  name: string;
  stage: OrderStage | null;
  currency: string | null;
  lines: OrderLine[];
  totals: OrderTotals;
  /** Product lines (no delivery, no coupon reward line): the cart-size cookie value. */
  lineCount: number;
  /** Sum of the product lines' quantities. */
  quantity: number;
  shippingMethod: ChosenDeliveryMethod | null;
  billingAddress: Address | null;
  shippingAddress: Address | null;
  /**
   * A coupon's reward is on the order. Odoo lists coupon.coupon codes only (Order.coupons), not
   * the promo code of a program: its reward line is what shows one was applied.
   */
  hasCoupon: boolean;
  clientOrderRef: string | null;
  lastTransaction: PaymentTransaction | null;
}
