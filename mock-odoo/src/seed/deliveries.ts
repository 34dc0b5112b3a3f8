import type { Db } from '../db';
import { dateAfter } from './clock';
import type { NewRow } from '../tables';
import { idAt, insertRows } from './insert';

/**
 * How far a confirmed order's shipping got. Each gives one order status label in the shop
 * (docs/odoo-extensions.md, Deliveries): a waiting picking, a ready one, a first shipment with its
 * rest waiting for stock or ready, everything shipped, and the carrier's delivery reports.
 */
export type DeliveryPlan =
  | 'received'
  | 'processed'
  | 'backorder'
  | 'partiallySent'
  | 'sent'
  | 'partiallyDelivered'
  | 'delivered';

/** Goods whose serial numbers Odoo tracks (product tracking 'serial'). */
export const SERIAL_CATEGORIES = new Set(['laptops', 'desktops', 'monitors']);

export interface DeliveredOrder {
  orderId: number;
  plan: DeliveryPlan;
  /** ISO timestamp of the order. */
  dateOrder: string;
  /** Parcels get a carrier's tracking number; a pick-up in the store does not. */
  tracked: boolean;
  lines: { productId: number; quantity: number; serial: boolean }[];
}

interface PickingPlan {
  state: 'waiting' | 'confirmed' | 'assigned' | 'done';
  delivered: boolean;
  /** The first shipment takes the first product line; its backorder the rest. */
  part: 'all' | 'first' | 'rest';
}

const PICKINGS: Record<DeliveryPlan, PickingPlan[]> = {
  received: [{ state: 'waiting', delivered: false, part: 'all' }],
  processed: [{ state: 'assigned', delivered: false, part: 'all' }],
  backorder: [
    { state: 'done', delivered: false, part: 'first' },
    { state: 'confirmed', delivered: false, part: 'rest' },
  ],
  partiallySent: [
    { state: 'done', delivered: false, part: 'first' },
    { state: 'assigned', delivered: false, part: 'rest' },
  ],
  sent: [{ state: 'done', delivered: false, part: 'all' }],
  partiallyDelivered: [
    { state: 'done', delivered: true, part: 'first' },
    { state: 'done', delivered: false, part: 'rest' },
  ],
  delivered: [{ state: 'done', delivered: true, part: 'all' }],
};

const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** Pickings (with Track & Trace) and their done lines (with serial numbers); no randomness. */
export async function seedDeliveries(db: Db, orders: DeliveredOrder[]): Promise<void> {
  let sequence = 0;
  const planned = orders.flatMap((order) =>
    PICKINGS[order.plan].map((picking, index) => {
      sequence += 1;
      const done = picking.state === 'done';
      const shippedOn = dateAfter(order.dateOrder, 1 + index * 6);
      const trackingRef =
        done && order.tracked ? `3SBKR${pad(order.orderId, 5)}${pad(index + 1, 2)}` : null;
      const row: NewRow<'stock_picking'> = {
        name: `WH/OUT/${pad(sequence, 5)}`,
        sale_id: order.orderId,
        state: picking.state,
        scheduled_date: `${shippedOn}T08:00:00Z`,
        date_done: done ? `${shippedOn}T15:30:00Z` : null,
        date_delivered: picking.delivered ? `${dateAfter(shippedOn, 1)}T11:15:00Z` : null,
        carrier_tracking_ref: trackingRef,
        carrier_tracking_url: trackingRef
          ? `https://tracking.example.com/parcel/${trackingRef}`
          : null,
      };
      const lines = order.lines.filter((_, lineIndex) =>
        picking.part === 'all' ? true : picking.part === 'first' ? lineIndex === 0 : lineIndex > 0,
      );
      return { row, lines, done };
    }),
  );
  const ids = await insertRows(
    db,
    'stock_picking',
    planned.map((picking) => picking.row),
  );
  // A second picking of an order is the backorder of its first.
  await db.query(
    `UPDATE stock_picking p SET backorder_id = first.id
       FROM (SELECT sale_id, min(id) AS id FROM stock_picking GROUP BY sale_id) first
      WHERE p.sale_id = first.sale_id AND p.id <> first.id`,
  );
  await insertRows(
    db,
    'stock_move_line',
    planned.flatMap((picking, index): NewRow<'stock_move_line'>[] => {
      if (!picking.done) return [];
      const pickingId = idAt(ids, index);
      return picking.lines.flatMap((line): NewRow<'stock_move_line'>[] =>
        line.serial
          ? Array.from({ length: line.quantity }, (_, unit) => ({
              picking_id: pickingId,
              product_id: line.productId,
              qty_done: 1,
              lot_name: `SN${pad(line.productId, 5)}-${pad(pickingId, 3)}${unit + 1}`,
            }))
          : [
              {
                picking_id: pickingId,
                product_id: line.productId,
                qty_done: line.quantity,
                lot_name: null,
              },
            ],
      );
    }),
  );
}
