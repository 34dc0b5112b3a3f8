import { memo, type Context } from '../context';
import { many } from '../db';
import type { Resolvers } from '../executable-schema';
import { Conditions, wireName } from '../model/document-lists';
import { odooDatetime } from '../model/order';
import { addReadableRule, documentReader } from '../model/portal-documents';
import { ref, type IdRef } from '../model/refs';
import type { StockPicking } from '../tables';

// vsf_sale_delivery: an order's deliveries (Odoo 17's sale_stock delivery_status backported, the
// carrier's delivery date of OCA delivery_state) and the invoices the caller may read.

/** A stock_picking row without its order, with the lot names of its lines. */
type PickingRow = Omit<StockPicking, 'sale_id'> & { serial_numbers: string[] | null };

const PICKING_STATES: Record<string, string> = {
  Draft: 'draft',
  Waiting: 'waiting',
  Confirmed: 'confirmed',
  Assigned: 'assigned',
  Done: 'done',
  Cancelled: 'cancel',
};

/** Odoo's datetimes travel as 'YYYY-MM-DD HH:MM:SS' (the user's time zone; UTC here). */
const datetime = (date: Date | null) => (date ? odooDatetime(date) : null);

function loadPickings(context: Context, orderId: number): Promise<PickingRow[]> {
  return memo(context, `sale.order:pickings:${orderId}`, () =>
    many<PickingRow>(
      context.db,
      `SELECT p.id, p.name, p.state, p.backorder_id, p.scheduled_date, p.date_done,
              p.date_delivered, p.carrier_tracking_ref, p.carrier_tracking_url,
              array_remove(array_agg(l.lot_name ORDER BY l.id), NULL) AS serial_numbers
         FROM stock_picking p
         LEFT JOIN stock_move_line l ON l.picking_id = p.id
        WHERE p.sale_id = $1
        GROUP BY p.id
        ORDER BY p.id`,
      [orderId],
    ),
  );
}

/** Odoo 17 sale_stock `_compute_delivery_status` (every picking here goes to the customer). */
function deliveryStatus(pickings: PickingRow[]): string | null {
  const live = pickings.filter((picking) => picking.state !== 'cancel');
  if (live.length === 0) return null;
  if (live.every((picking) => picking.state === 'done')) return 'Full';
  if (live.some((picking) => picking.state === 'done')) return 'Partial';
  return 'Pending';
}

const deliveryFields = {
  deliveryStatus: async (parent: IdRef, _args: unknown, context: Context) =>
    deliveryStatus(await loadPickings(context, parent.id)),
  // OrderDelivery has no resolvers of its own: the objects carry the wire field names.
  deliveries: async (parent: IdRef, _args: unknown, context: Context) =>
    (await loadPickings(context, parent.id)).map((picking) => ({
      id: picking.id,
      name: picking.name,
      state: wireName(PICKING_STATES, picking.state),
      isBackorder: picking.backorder_id !== null,
      scheduledDate: datetime(picking.scheduled_date),
      dateDone: datetime(picking.date_done),
      dateDelivered: datetime(picking.date_delivered),
      trackingReference: picking.carrier_tracking_ref,
      trackingUrl: picking.carrier_tracking_url,
      serialNumbers: picking.serial_numbers ?? [],
    })),
  /** invoice_ids: the order's invoices and credit notes in any state, those the caller reads. */
  invoices: async (parent: IdRef, _args: unknown, context: Context) => {
    const reader = await documentReader(context);
    if (!reader) return [];
    const where = new Conditions();
    where.add((p) => `order_id = ${p}`, parent.id);
    addReadableRule(where, 'account.move', 'account_move', reader);
    const rows = await many<{ id: number }>(
      context.db,
      `SELECT id FROM account_move ${where.sql} ORDER BY invoice_date, id`,
      where.params,
    );
    return rows.map((row) => ref(row.id));
  },
};

export const saleDeliveryResolvers: Resolvers = {
  Order: deliveryFields,
};
