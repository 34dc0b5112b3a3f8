// The cart as raw GraphQL documents (not the shop's generated operations): every field the cart
// page and the checkout read, for the contract suite and mock-odoo's own cart tests.

export interface Line {
  id: number;
  name: string;
  quantity: number;
  priceUnit: number;
  priceSubtotal: number;
  priceTax: number;
  priceTotal: number;
  warningStock: string | null;
  coupon: { code: string } | null;
  product: { id: number } | null;
}

export interface Order {
  id: number;
  name: string;
  stage: string;
  amountUntaxed: number;
  amountTax: number;
  amountTotal: number;
  amountDelivery: number;
  amountSubtotal: number;
  amountDiscounts: number;
  /** Null for an empty cart (graphql_vuestorefront answers `cart_quantity or None`). */
  cartQuantity: number | null;
  partner: { id: number };
  coupons: { code: string }[] | null;
  shippingMethod: { id: number; name: string; price: number } | null;
  orderLines: Line[] | null;
  websiteOrderLine: { id: number }[] | null;
}

export const ORDER = `id name stage amountUntaxed amountTax amountTotal amountDelivery amountSubtotal
  amountDiscounts cartQuantity partner { id } coupons { code } shippingMethod { id name price }
  orderLines { id name quantity priceUnit priceSubtotal priceTax priceTotal warningStock
    coupon { code } product { id } }
  websiteOrderLine { id }`;

export const CART = `query { cart { order { ${ORDER} } } }`;
export const ADD = `mutation add($productId: Int!, $quantity: Int!) {
  cartAddItem(productId: $productId, quantity: $quantity) { order { ${ORDER} } } }`;
