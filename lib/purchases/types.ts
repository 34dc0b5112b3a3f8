import type { VariantRow } from '@/lib/order/map-variant-row.server';

/** A variant the customer's company has bought, with today's price for the customer. */
export interface PurchasedProduct extends VariantRow {
  /** YYYY-MM-DD of the last confirmed order holding it, and that order's name. */
  lastOrderDate: string | null;
  lastOrderName: string;
  /** In how many orders, and how many units in all of them. */
  timesOrdered: number;
  quantity: number;
}

export interface PurchasedProductList {
  products: PurchasedProduct[];
  totalCount: number;
  /** The currency of the prices: the customer's pricelist's. */
  currency: string;
}
