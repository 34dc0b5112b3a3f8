import type { ProductRef } from '../model/product';
import type { Overrides, Resolver, ResolverOverride } from '../executable-schema';

// What graphql_vuestorefront 15.0 cannot answer on a stock Odoo 15, as it fails there (the stock
// profile only: our vsf_base module mends each, odoo/vsf_base/models/product_stock.py). The shop
// must not ask for these on a stock Odoo; a document that does fails here as it would there.

/** Its Product.status, isInStock and qty read free_qty, which stock defines on variants only. */
const TEMPLATE_HAS_NO_FREE_QTY = "'product.template' object has no attribute 'free_qty'";

/** Its AttributeValue.priceExtra reads price_extra, which a facet value (the attribute's own) lacks. */
const ATTRIBUTE_VALUE_HAS_NO_PRICE_EXTRA =
  "'product.attribute.value' object has no attribute 'price_extra'";

/**
 * A variant graphql_vuestorefront reads with the caller's rights (productVariant, no sudo): stock
 * computes its quantities through the warehouses, which visitors and portal customers may not read.
 */
const NO_WAREHOUSE_ACCESS = `You are not allowed to access 'Warehouse' (stock.warehouse) records.

This operation is allowed for the following groups:
\t- Inventory/Administrator
\t- Sales/User: Own Documents Only
\t- User types/Internal User

Contact your administrator to request access if necessary.`;

const stockField: ResolverOverride =
  (next: Resolver): Resolver =>
  (parent, args, context, info) => {
    const ref = parent as ProductRef;
    if (ref.kind === 'template') throw new Error(TEMPLATE_HAS_NO_FREE_QTY);
    if (ref.withCallerRights) throw new Error(NO_WAREHOUSE_ACCESS);
    return next(parent, args, context, info);
  };

const priceExtra: ResolverOverride =
  (next: Resolver): Resolver =>
  (parent, args, context, info) => {
    if ((parent as { model?: string }).model === 'product.attribute.value') {
      throw new Error(ATTRIBUTE_VALUE_HAS_NO_PRICE_EXTRA);
    }
    return next(parent, args, context, info);
  };

export const odoo15Faults: Overrides = {
  Product: { status: stockField, isInStock: stockField, qty: stockField },
  AttributeValue: { priceExtra },
};

/** The texts above: what the stock end-to-end run counts as a document the shop must not send. */
export const ODOO15_FAULT_MESSAGES: readonly string[] = [
  TEMPLATE_HAS_NO_FREE_QTY,
  ATTRIBUTE_VALUE_HAS_NO_PRICE_EXTRA,
  NO_WAREHOUSE_ACCESS,
];
