import 'server-only';
import type { ShippingMethodFragment } from '@/graphql/generated/operations';
import { amount, optionalText, text } from '@/lib/odoo/map-values.server';
import type { DeliveryMethod } from './delivery-types';

export function mapDeliveryMethod(method: ShippingMethodFragment): DeliveryMethod {
  return {
    id: method.id,
    name: text(method.name),
    price: amount(method.price),
    image: optionalText(method.image),
    imageName: text(method.imageFilename, 'carrier'),
  };
}
