import { memo, toPricelistCurrency, type Context } from '../context';
import { many, one } from '../db';
import { OdooError } from '../errors';
import type { DeliveryCarrier } from '../tables';
import { translate, translated } from '../translate';
import {
  DELIVERY_SEQUENCE,
  forgetOrder,
  orderPartnerLang,
  termsIn,
  totalWithoutDelivery,
} from './order';

// Delivery methods (Odoo's delivery.carrier) with fixed prices, and the order's delivery line.

export type CarrierRow = Pick<DeliveryCarrier, 'id' | 'name' | 'fixed_price' | 'free_over'>;

/**
 * delivery's rate_shipment for a fixed-price carrier: its price through the order's pricelist
 * (in the pricelist's currency; the demo's pricelists keep it whole), and nothing once the order
 * with tax, without delivery, reaches the free-from amount, which Odoo does not convert.
 */
export async function carrierRate(
  context: Context,
  carrier: CarrierRow,
  orderId: number | null,
): Promise<number> {
  if (carrier.free_over !== null) {
    const total = orderId === null ? 0 : await totalWithoutDelivery(context, orderId);
    if (total >= carrier.free_over) return 0;
  }
  return toPricelistCurrency(context, carrier.fixed_price);
}

/**
 * graphql_vuestorefront's ShippingMethod.price: the rate for a carrier that is free from an
 * amount on, the carrier's own fixed price (company currency) for any other.
 */
export function listedCarrierPrice(
  context: Context,
  carrier: CarrierRow,
  orderId: number | null,
): Promise<number> {
  return carrier.free_over === null
    ? Promise.resolve(carrier.fixed_price)
    : carrierRate(context, carrier, orderId);
}

/** A carrier with its name in the request's language (alias `d`). */
const CARRIER_SELECT = `SELECT d.id, ${translated('delivery.carrier,name', 'd')} AS name,
    d.fixed_price, d.free_over FROM delivery_carrier d`;

/** The website's carriers (website_sale_delivery's published ones). */
export function listCarriers(context: Context): Promise<CarrierRow[]> {
  return many<CarrierRow>(context.db, `${CARRIER_SELECT} WHERE d.active ORDER BY d.sequence, d.id`);
}

export function loadCarrier(context: Context, id: number): Promise<CarrierRow | null> {
  return memo(context, `carrier:${id}`, () =>
    one<CarrierRow>(context.db, `${CARRIER_SELECT} WHERE d.id = $1`, [id]),
  );
}

/**
 * setShippingMethod: one delivery line for the chosen carrier, at its current rate. A carrier
 * the website does not offer is refused (vsf_base's fix; Odoo took the first that fits).
 */
export async function setDelivery(context: Context, orderId: number, carrierId: number) {
  const carrier = await one<CarrierRow>(
    context.db,
    `${CARRIER_SELECT} WHERE d.id = $1 AND d.active`,
    [carrierId],
  );
  if (!carrier) throw new OdooError('Delivery method does not exist.');
  await context.db.query('DELETE FROM sale_order_line WHERE order_id = $1 AND is_delivery', [
    orderId,
  ]);
  const price = await carrierRate(context, carrier, orderId);
  // delivery's _create_delivery_line writes the line in the customer's language, and says when a
  // free-from amount made it free.
  const lang = await orderPartnerLang(context, orderId);
  const carrierName = await one<{ name: string }>(
    context.db,
    `SELECT ${translated('delivery.carrier,name', 'd', '$2')} AS name
       FROM delivery_carrier d WHERE d.id = $1`,
    [carrier.id, lang],
  );
  const name =
    carrier.free_over !== null && price === 0
      ? `${carrierName?.name}\n${translate(await termsIn(context, lang), 'Free Shipping')}`
      : (carrierName?.name ?? carrier.name);
  await context.db.query(
    `INSERT INTO sale_order_line
       (order_id, name, product_uom_qty, price_unit, is_delivery, sequence)
     VALUES ($1, $2, 1, $3, true, $4)`,
    [orderId, name, price, DELIVERY_SEQUENCE],
  );
  await context.db.query('UPDATE sale_order SET carrier_id = $1 WHERE id = $2', [
    carrier.id,
    orderId,
  ]);
  forgetOrder(context, orderId);
}
