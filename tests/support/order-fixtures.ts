import type {
  AttributeValueFragment,
  OrderFragment,
  OrderLineFragment,
  VariantProductFragment,
} from '@/graphql/generated/operations';

// Odoo-shaped answers for msw handlers: complete fragments with overridable parts.

export function attributeValue(
  attribute: { id: number; name: string },
  value: { id: number; name: string; displayType?: string; htmlColor?: string },
): AttributeValueFragment {
  return {
    id: value.id,
    name: value.name,
    displayType: value.displayType ?? 'radio',
    htmlColor: value.htmlColor ?? null,
    search: `${attribute.id}-${value.id}`,
    priceExtra: 0,
    attribute,
  };
}

export function variantProduct(
  overrides: Partial<VariantProductFragment> = {},
): VariantProductFragment {
  return {
    id: 101,
    name: 'Desk Chair',
    displayName: 'Desk Chair (Black, L)',
    sku: 'CHAIR-BL-L',
    slug: '/product/desk-chair-12',
    image: '/web/image/product.product/101/image_1920',
    smallImage: '/web/image/product.product/101/image_128',
    imageFilename: 'desk-chair',
    isInStock: true,
    qty: 7,
    combinationInfoVariant: { list_price: 150, price: 129.99, has_discounted_price: true },
    variantPrice: 150,
    variantPriceAfterDiscount: 129.99,
    variantHasDiscountedPrice: true,
    currency: { name: 'EUR' },
    variantAttributeValues: [
      attributeValue({ id: 1, name: 'Color' }, { id: 11, name: 'Black', displayType: 'color' }),
      attributeValue({ id: 2, name: 'Size' }, { id: 21, name: 'L' }),
    ],
    productTemplate: { id: 12, name: 'Desk Chair', slug: '/product/desk-chair-12' },
    firstVariant: { id: 101 },
    ...overrides,
  };
}

export function orderLine(overrides: Partial<OrderLineFragment> = {}): OrderLineFragment {
  return {
    id: 501,
    name: 'Desk Chair (Black, L)',
    quantity: 2,
    priceUnit: 107.43,
    priceSubtotal: 214.86,
    priceTotal: 259.98,
    priceTax: 45.12,
    warningStock: null,
    coupon: null,
    product: variantProduct(),
    ...overrides,
  };
}

export function order(overrides: Partial<OrderFragment> = {}): OrderFragment {
  const lines = overrides.websiteOrderLine ?? [orderLine()];
  return {
    id: 77,
    name: 'S00077',
    stage: 'Quotation',
    dateOrder: '2026-11-21 08:00:00',
    clientOrderRef: null,
    amountUntaxed: 214.86,
    amountTax: 45.12,
    amountTotal: 259.98,
    amountDelivery: 0,
    amountSubtotal: 259.98,
    amountDiscounts: 0,
    cartQuantity: lines.reduce((sum, line) => sum + (line.quantity ?? 0), 0),
    invoiceStatus: 'NothingtoInvoice',
    orderUrl: '/my/orders/77?access_token=x',
    currency: { id: 1, name: 'EUR', symbol: '€' },
    partner: { id: 4, name: 'Public user', email: null },
    partnerInvoice: null,
    partnerShipping: null,
    shippingMethod: null,
    orderLines: lines,
    websiteOrderLine: lines,
    coupons: [],
    lastTransaction: null,
    ...overrides,
  };
}
