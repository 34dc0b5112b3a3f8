/** A variant the customer's company has bought, with today's price for the customer. */
export interface PurchasedProduct {
  /** Variant (product.product) id: what the cart takes. */
  productId: number;
  templateId: number | null;
  name: string;
  /** Which variant ('Color: Silver, Memory: 32 GB'); empty for a product without variants. */
  variant: string;
  sku: string | null;
  slug: string;
  image: string | null;
  imageName: string;
  /** YYYY-MM-DD of the last confirmed order holding it, and that order's name. */
  lastOrderDate: string | null;
  lastOrderName: string;
  /** In how many orders, and how many units in all of them. */
  timesOrdered: number;
  quantity: number;
  /** Today's unit price for this customer, without tax; not positive means "on request". */
  price: number;
  isPositivePrice: boolean;
}

export interface PurchasedProductList {
  products: PurchasedProduct[];
  totalCount: number;
  /** The currency of the prices: the customer's pricelist's. */
  currency: string;
}
