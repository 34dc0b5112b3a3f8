import 'server-only';
import type {
  OrderFragment,
  OrderLineFragment,
  VariantProductFragment,
} from '@/graphql/generated/operations';
import { mapOptionalAddress } from '@/lib/addresses/map-address.server';
import { priceFromCombination, priceOf } from '@/lib/catalog/map-price.server';
import { amount, compact, optionalText, text } from '@/lib/odoo/map-values.server';
import { mapPaymentTransaction } from '@/lib/order/map-payment.server';
import { emptySaleOrder } from './empty-sale-order';
import { isDiscountLine, isProductLine } from './line-kind';
import { round2 } from './round2';
import type { OrderLine, OrderTotals, SaleOrder } from './types';

export function mapSaleOrder(order: OrderFragment | null | undefined): SaleOrder {
  if (!order) return emptySaleOrder();
  // websiteOrderLine: what Odoo's own shop shows in the cart (no delivery line).
  const lines = compact(order.websiteOrderLine ?? order.orderLines).map(mapOrderLine);
  // Counters count products: a coupon's reward line is not one more item in the bag.
  const products = lines.filter(isProductLine);
  const quantity = products.reduce((sum, line) => sum + line.quantity, 0);
  return {
    id: order.id,
    name: text(order.name),
    stage: order.stage,
    currency: optionalText(order.currency?.name),
    lines,
    totals: orderTotals(order),
    lineCount: products.length,
    quantity,
    shippingMethod: order.shippingMethod
      ? { id: order.shippingMethod.id, name: text(order.shippingMethod.name) }
      : null,
    billingAddress: mapOptionalAddress(order.partnerInvoice),
    shippingAddress: mapOptionalAddress(order.partnerShipping),
    hasCoupon: compact(order.coupons).length > 0 || lines.some(isDiscountLine),
    clientOrderRef: optionalText(order.clientOrderRef),
    lastTransaction: order.lastTransaction ? mapPaymentTransaction(order.lastTransaction) : null,
  };
}

/**
 * The rows a shopper sees, each without tax, from the order's lines: they add up to Odoo's
 * amountUntaxed on every backend. (graphql_vuestorefront's amountSubtotal and amountDiscounts
 * include tax, and its amountDelivery does or not by the customer's settings: none is a row.)
 * The delivery lines are those the website leaves out of websiteOrderLine; a reward line is one
 * with a negative price. Subtotal, as the reference getter has it: round2(total - delivery).
 */
export function orderTotals(
  order: Pick<
    OrderFragment,
    'amountTotal' | 'amountTax' | 'amountUntaxed' | 'orderLines' | 'websiteOrderLine'
  >,
): OrderTotals {
  const total = amount(order.amountTotal);
  const all = compact(order.orderLines ?? order.websiteOrderLine);
  const shown = new Set(compact(order.websiteOrderLine).map((line) => line.id));
  const untaxedOf = (lines: readonly OrderLineFragment[]) =>
    round2(lines.reduce((sum, line) => sum + amount(line.priceSubtotal), 0));
  const delivery = untaxedOf(all.filter((line) => !shown.has(line.id)));
  const shownLines = all.filter((line) => shown.has(line.id));
  return {
    total,
    subtotal: round2(total - delivery),
    products: untaxedOf(shownLines.filter((line) => !isRewardLine(line))),
    discount: untaxedOf(shownLines.filter(isRewardLine)),
    delivery,
    tax: amount(order.amountTax),
    untaxed: amount(order.amountUntaxed),
  };
}

/** A coupon's reward: the line's own price is negative (its product, a discount, costs 0). */
function isRewardLine(line: OrderLineFragment): boolean {
  return amount(line.priceUnit) < 0;
}

export function mapOrderLine(line: OrderLineFragment): OrderLine {
  const product = line.product;
  const reward = isRewardLine(line);
  // A reward line's product is Odoo's discount product (price 0): the line says what it gives.
  const price = reward
    ? priceOf(line.priceUnit, line.priceUnit, false)
    : priceFromCombination(product?.combinationInfoVariant, line.priceUnit);
  return {
    id: line.id,
    productId: product?.id ?? 0,
    templateId: product?.productTemplate?.id ?? null,
    name: text(reward ? line.name : (product?.productTemplate?.name ?? product?.name ?? line.name)),
    image: optionalText(product?.image),
    imageName: text(product?.imageFilename, 'image'),
    sku: text(product?.sku, String(product?.id ?? line.id)),
    slug: text(product?.productTemplate?.slug ?? product?.slug, '/'),
    quantity: amount(line.quantity),
    price: price.special,
    listPrice: price.regular,
    subtotal: amount(line.priceSubtotal),
    total: amount(line.priceTotal),
    attributes: variantAttributes(product),
    isPositivePrice: price.special > 0,
    stock: product?.qty ?? null,
    stockWarning: optionalText(line.warningStock),
  };
}

/** A variant's attribute values ('Memory', '16 GB'), in Odoo's order and language. */
export function variantAttributes(
  product: Pick<VariantProductFragment, 'variantAttributeValues'> | null | undefined,
): OrderLine['attributes'] {
  return compact(product?.variantAttributeValues).flatMap((value) => {
    const name = optionalText(value.attribute?.name);
    const label = optionalText(value.name);
    return name && label ? [{ name, value: label }] : [];
  });
}
