import type { Cart } from '@/lib/cart/types';

/** A product of a past order as order again offers it: one line per variant. */
export interface ReorderLine {
  /** Variant (product.product) id: what the cart takes. */
  productId: number;
  templateId: number | null;
  name: string;
  /** Which variant ('Color: Silver, Memory: 32 GB'); empty for a product without variants. */
  variant: string;
  sku: string;
  /** What was ordered, in whole units of at least 1: the cart takes whole units only. */
  quantity: number;
}

/** A unit price without tax, in the currency Odoo priced it in. */
export interface UnitPrice {
  amount: number;
  currency: string | null;
}

/**
 * What became of one product sent to the cart again: added (at today's price, which may differ
 * from what was paid), or not added because Odoo no longer sells it to this customer (archived,
 * unpublished, outside a catalog-only customer's catalog), its price is on request, or nothing is
 * in stock.
 */
export type ReorderOutcome =
  | { productId: number; status: 'added' }
  | { productId: number; status: 'priceChanged'; was: UnitPrice; now: UnitPrice }
  | { productId: number; status: 'notSold' | 'onRequest' | 'outOfStock' };

/** The answer of an add to the cart again: the cart, and one outcome per product asked for. */
export interface ReorderAnswer {
  cart: Cart;
  lines: ReorderOutcome[];
}
