import { memo, toPricelistCurrency, type Context } from '../context';
import { many, one } from '../db';
import { OdooError } from '../errors';
import { DELIVERY_SEQUENCE, forgetOrder, productUntaxed } from './order';
import { translated } from '../translate';

// Delivery methods (Odoo's delivery.carrier) with fixed prices, and the order's delivery line.

export interface CarrierRow {
  id: number;
  name: string;
  fixed_price: number;
  free_over: number | null;
}

/**
 * Odoo's rate for a fixed-price carrier: free once the products reach its free_over amount. Both
 * are in the company currency (euros); Odoo converts them to the order's currency.
 */
export function carrierPrice(context: Context, carrier: CarrierRow, productAmount: number): number {
  if (
    carrier.free_over !== null &&
    productAmount >= toPricelistCurrency(context, carrier.free_over)
  )
    return 0;
  return toPricelistCurrency(context, carrier.fixed_price);
}

/** A carrier with its name in the request's language (alias `d`). */
const CARRIER_SELECT = `SELECT d.id, ${translated('delivery.carrier,name', 'd')} AS name,
    d.fixed_price, d.free_over FROM delivery_carrier d`;

export function listCarriers(context: Context): Promise<CarrierRow[]> {
  return many<CarrierRow>(context.db, `${CARRIER_SELECT} WHERE d.active ORDER BY d.sequence, d.id`);
}

export function loadCarrier(context: Context, id: number): Promise<CarrierRow | null> {
  return memo(context, `carrier:${id}`, () =>
    one<CarrierRow>(context.db, `${CARRIER_SELECT} WHERE d.id = $1`, [id]),
  );
}

/** Products amount of an order (0 without one), as the carrier rates see it. */
export function cartProductAmount(context: Context, orderId: number | null): Promise<number> {
  return orderId === null ? Promise.resolve(0) : productUntaxed(context, orderId);
}

/** setShippingMethod: one delivery line for the chosen carrier, at its current rate. */
export async function setDelivery(context: Context, orderId: number, carrierId: number) {
  const carrier = await one<CarrierRow>(
    context.db,
    `${CARRIER_SELECT} WHERE d.id = $1 AND d.active`,
    [carrierId],
  );
  if (!carrier) throw new OdooError('Delivery method does not exist.');
  const price = carrierPrice(context, carrier, await productUntaxed(context, orderId));
  await context.db.query('DELETE FROM sale_order_line WHERE order_id = $1 AND is_delivery', [
    orderId,
  ]);
  await context.db.query(
    `INSERT INTO sale_order_line
       (order_id, name, product_uom_qty, price_unit, is_delivery, sequence)
     VALUES ($1, $2, 1, $3, true, $4)`,
    [orderId, carrier.name, price, DELIVERY_SEQUENCE],
  );
  await context.db.query('UPDATE sale_order SET carrier_id = $1 WHERE id = $2', [
    carrier.id,
    orderId,
  ]);
  forgetOrder(context, orderId);
}
