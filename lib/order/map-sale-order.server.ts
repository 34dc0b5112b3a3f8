import 'server-only';
import type {
  AttributeValueFragment,
  OrderFragment,
  OrderLineFragment,
} from '@/graphql/generated/operations';
import { mapOptionalAddress } from '@/lib/addresses/map-address.server';
import { priceFromCombination } from '@/lib/catalog/map-price.server';
import { amount, compact, optionalText, text } from '@/lib/odoo/map-values.server';
import { mapPaymentTransaction } from '@/lib/order/map-payment.server';
import { mapDeliveryMethod } from '@/lib/order/map-delivery-method.server';
import { emptySaleOrder } from './empty-sale-order';
import { isProductLine } from './line-kind';
import { round2 } from './round2';
import type { OrderLine, OrderTotals, SaleOrder } from './types';

// Attribute names the business shop shows as "color" and "size" on cart lines, in its languages.
const COLOR_NAMES = /^(colou?r|kleur|farbe|цвет)$/i;
const SIZE_NAMES = /^(size|maat|gr(ö|oe|o)(ss|ß)e|размер)$/i;

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
    shippingMethod: order.shippingMethod ? mapDeliveryMethod(order.shippingMethod) : null,
    billingAddress: mapOptionalAddress(order.partnerInvoice),
    shippingAddress: mapOptionalAddress(order.partnerShipping),
    coupon: compact(order.coupons).find((coupon) => coupon.code)?.code ?? null,
    clientOrderRef: optionalText(order.clientOrderRef),
    lastTransaction: order.lastTransaction ? mapPaymentTransaction(order.lastTransaction) : null,
  };
}

/**
 * Subtotal as the reference getter computes it: round2(amountTotal - amountDelivery). The rows a
 * shopper sees are the tax-excluded parts of amountUntaxed; without Odoo's amountSubtotal the
 * products are what remains of it, so the rows always add up to the total.
 */
export function orderTotals(
  order: Pick<
    OrderFragment,
    | 'amountTotal'
    | 'amountDelivery'
    | 'amountTax'
    | 'amountUntaxed'
    | 'amountDiscounts'
    | 'amountSubtotal'
  >,
): OrderTotals {
  const total = amount(order.amountTotal);
  const delivery = amount(order.amountDelivery);
  const untaxed = amount(order.amountUntaxed);
  // Odoo reports reward amounts with either sign; on the order they always lower it.
  const discount = -Math.abs(amount(order.amountDiscounts));
  return {
    total,
    subtotal: round2(total - delivery),
    products: order.amountSubtotal ?? round2(untaxed - delivery - discount),
    discount,
    delivery,
    tax: amount(order.amountTax),
    untaxed,
  };
}

export function mapOrderLine(line: OrderLineFragment): OrderLine {
  const product = line.product;
  const values = compact(product?.variantAttributeValues);
  const price = priceFromCombination(product?.combinationInfoVariant, line.priceUnit);
  return {
    id: line.id,
    productId: product?.id ?? 0,
    templateId: product?.productTemplate?.id ?? null,
    name: text(product?.productTemplate?.name ?? product?.name ?? line.name),
    image: optionalText(product?.image),
    imageName: text(product?.imageFilename, 'image'),
    sku: text(product?.sku, String(product?.id ?? line.id)),
    slug: text(product?.productTemplate?.slug ?? product?.slug, '/'),
    quantity: amount(line.quantity),
    price: price.special,
    listPrice: price.regular,
    subtotal: amount(line.priceSubtotal),
    total: amount(line.priceTotal),
    color: valueOf(
      values,
      (value) => value.displayType === 'color' || nameMatches(value, COLOR_NAMES),
    ),
    size: valueOf(values, (value) => nameMatches(value, SIZE_NAMES)),
    isPositivePrice: price.special > 0,
    stock: product?.qty ?? null,
    stockWarning: optionalText(line.warningStock),
  };
}

function nameMatches(value: AttributeValueFragment, names: RegExp): boolean {
  return names.test(value.attribute?.name?.trim() ?? '');
}

function valueOf(
  values: readonly AttributeValueFragment[],
  matches: (value: AttributeValueFragment) => boolean,
): string | null {
  return optionalText(values.find(matches)?.name);
}
