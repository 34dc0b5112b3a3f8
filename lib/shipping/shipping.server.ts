import 'server-only';
import {
  setShippingMethodDocument,
  shippingGetDeliveryMethodsDocument,
} from '@/graphql/generated/operations';
import { mapSaleOrder } from '@/lib/order/map-sale-order.server';
import type { Cart } from '@/lib/cart/types';
import { compact } from '@/lib/odoo/map-values.server';
import { odooSession } from '@/lib/shopper/odoo-session.server';
import { mapDeliveryMethod } from '../order/map-delivery-method.server';
import type { DeliveryMethod } from '../order/delivery-types';

/** Carriers for the session cart (they depend on its address and content). */
export async function shippingGetDeliveryMethods(): Promise<DeliveryMethod[]> {
  const data = await odooSession().request(shippingGetDeliveryMethodsDocument);
  return compact(data.deliveryMethods).map(mapDeliveryMethod);
}

/** Odoo adds the delivery line; the cart comes back with its new shipping method and totals. */
export async function setShippingMethod(shippingMethodId: number): Promise<Cart> {
  const data = await odooSession().request(setShippingMethodDocument, { shippingMethodId });
  return mapSaleOrder(data.setShippingMethod?.order);
}
