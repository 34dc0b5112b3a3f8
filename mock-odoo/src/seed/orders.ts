import type { Db } from '../db';
import type { BaseIds } from './base';
import { CODE_TERMS } from './code-terms';
import { sellable, type CatalogIds, type SeededVariant } from './catalog';
import { dateAfter, daysBeforeBase, fromToday } from './clock';
import type { CustomerIds } from './customers';
import { SERIAL_CATEGORIES, seedDeliveries, type DeliveryPlan } from './deliveries';
import type { NewRow, SaleOrderLine } from '../tables';
import { idAt, insertLinks, insertRows } from './insert';
import { DEFAULT_LANGUAGE } from './languages';
import type { Rng } from './random';
import { CARRIER_NAMES, COUPON_PROGRAM_NAMES } from './taxonomy-translations';

/** The order name the cart code also derives from the id: S00042. */
export const orderName = (id: number) => `S${String(id).padStart(5, '0')}`;

const TAX_RATE = 0.21;
const round2 = (value: number) => Math.round(value * 100) / 100;

type Carrier = 'standard' | 'express' | 'pickup';

interface OrderSpec {
  customer: 'business' | 'consumer';
  state: 'draft' | 'sent' | 'sale' | 'done' | 'cancel';
  daysAgo: number;
  /** Quotations: validity relative to the seeding day (positive = still open). */
  validInDays?: number;
  invoiceStatus?: 'to invoice' | 'invoiced';
  carrier?: Carrier;
  ref?: string;
  note?: string;
  /** Confirmed with the B2B5 coupon (needs >= 500 of goods: one line is a laptop). */
  coupon?: boolean;
  invoices?: InvoiceSpec[];
  /** Confirmed orders: how far shipping got. */
  delivery?: DeliveryPlan;
}

interface InvoiceSpec {
  state: 'draft' | 'posted' | 'cancel';
  paymentState: 'not_paid' | 'paid' | 'partial' | 'reversed';
  daysAfterOrder: number;
}

/** The order history; quotations first in the customer's timeline, ids follow date_order. */
const ORDERS: OrderSpec[] = [
  {
    customer: 'business',
    state: 'done',
    daysAgo: 240,
    invoiceStatus: 'invoiced',
    carrier: 'standard',
    ref: 'PO-2026-0031',
    invoices: [{ state: 'posted', paymentState: 'paid', daysAfterOrder: 2 }],
    delivery: 'delivered',
  },
  {
    customer: 'business',
    state: 'done',
    daysAgo: 205,
    invoiceStatus: 'invoiced',
    carrier: 'express',
    note: 'Graag leveren bij de goederenontvangst, achteringang Waalhaven.',
    // Invoiced with the wrong address, reversed by a credit note and invoiced again.
    invoices: [
      { state: 'posted', paymentState: 'reversed', daysAfterOrder: 1 },
      { state: 'posted', paymentState: 'paid', daysAfterOrder: 6 },
    ],
    delivery: 'partiallyDelivered',
  },
  { customer: 'business', state: 'cancel', daysAgo: 190, ref: 'RFQ-2026-0058' },
  {
    customer: 'consumer',
    state: 'sale',
    daysAgo: 150,
    invoiceStatus: 'to invoice',
    carrier: 'standard',
    delivery: 'delivered',
  },
  {
    customer: 'business',
    state: 'sale',
    daysAgo: 160,
    invoiceStatus: 'invoiced',
    carrier: 'standard',
    ref: 'PO-2026-0087',
    coupon: true,
    invoices: [{ state: 'posted', paymentState: 'partial', daysAfterOrder: 3 }],
    delivery: 'backorder',
  },
  {
    customer: 'business',
    state: 'sale',
    daysAgo: 120,
    invoiceStatus: 'invoiced',
    carrier: 'pickup',
    invoices: [{ state: 'posted', paymentState: 'not_paid', daysAfterOrder: 2 }],
    delivery: 'processed',
  },
  { customer: 'business', state: 'draft', daysAgo: 100, validInDays: -45 },
  {
    customer: 'business',
    state: 'cancel',
    daysAgo: 85,
    note: 'Vervangen door een nieuwe offerte met bureaus van 160 cm.',
  },
  {
    customer: 'business',
    state: 'sale',
    daysAgo: 70,
    invoiceStatus: 'to invoice',
    carrier: 'standard',
    ref: 'PO-2026-0142',
    invoices: [{ state: 'draft', paymentState: 'not_paid', daysAfterOrder: 1 }],
    delivery: 'sent',
  },
  { customer: 'business', state: 'sent', daysAgo: 55, validInDays: -5, ref: 'RFQ-2026-0117' },
  {
    customer: 'business',
    state: 'sale',
    daysAgo: 40,
    invoiceStatus: 'to invoice',
    carrier: 'express',
    note: 'Levering vóór vrijdag i.v.m. verhuizing van de afdeling.',
    invoices: [{ state: 'cancel', paymentState: 'not_paid', daysAfterOrder: 1 }],
    delivery: 'partiallySent',
  },
  { customer: 'business', state: 'draft', daysAgo: 30, validInDays: -10 },
  {
    customer: 'consumer',
    state: 'sale',
    daysAgo: 25,
    invoiceStatus: 'to invoice',
    carrier: 'express',
    note: 'Graag bij de buren afgeven als ik niet thuis ben.',
    delivery: 'received',
  },
  { customer: 'business', state: 'sent', daysAgo: 12, validInDays: 7, ref: 'RFQ-2026-0311' },
  { customer: 'business', state: 'draft', daysAgo: 9, validInDays: 14 },
  {
    customer: 'business',
    state: 'draft',
    daysAgo: 5,
    validInDays: 21,
    note: 'Inclusief montage op locatie graag apart vermelden.',
  },
  { customer: 'business', state: 'draft', daysAgo: 2, validInDays: 30, ref: 'PO-2026-0198' },
];

// Odoo writes a line's text once, in the customer's language (the seeded customers keep the
// website's default, Dutch), and never translates it afterwards: the reward line is
// `Discount: <program>`, the delivery line the carrier's name.
const CUSTOMER_LANG = DEFAULT_LANGUAGE;
const REWARD_LINE_NAME = CODE_TERMS['Discount: %s']![CUSTOMER_LANG].replace(
  '%s',
  COUPON_PROGRAM_NAMES['5% business discount']![CUSTOMER_LANG],
);
const CARRIER_LINE_NAMES: Record<Carrier, string> = {
  standard: CARRIER_NAMES['Standard delivery']![CUSTOMER_LANG],
  express: CARRIER_NAMES['Express delivery']![CUSTOMER_LANG],
  pickup: CARRIER_NAMES['Pick up in store']![CUSTOMER_LANG],
};

type LinePlan = Pick<
  SaleOrderLine,
  'product_id' | 'name' | 'product_uom_qty' | 'price_unit' | 'is_delivery' | 'is_reward'
>;

const BULK_CATEGORIES = ['paper', 'writing'];

/** Each partner follows the record of the same index (mail_followers), which Odoo's portal reads. */
async function follow(
  db: Db,
  model: 'sale.order' | 'account.move',
  ids: number[],
  partnerIds: number[],
): Promise<void> {
  await insertLinks(
    db,
    'mail_followers',
    partnerIds.map((partnerId, index) => ({
      res_model: model,
      res_id: idAt(ids, index),
      partner_id: partnerId,
    })),
  );
}

interface SeededMove {
  row: NewRow<'account_move'> & { name: string; invoice_date: string; payment_state: string };
  lines: LinePlan[];
}

/**
 * The credit note of each reversed invoice (account.move._reverse_moves with cancel=True, as the
 * loader makes it): the invoice's lines and amounts on its day, reconciled with it, so both are
 * paid and the invoice reads reversed. Odoo counts it among the order's invoices (invoice_ids).
 */
function creditNotes(invoices: readonly SeededMove[], rng: Rng): SeededMove[] {
  const perYear = new Map<string, number>();
  return invoices
    .filter((invoice) => invoice.row.payment_state === 'reversed')
    .map((invoice) => {
      const year = invoice.row.invoice_date.slice(0, 4);
      const number = (perYear.get(year) ?? 0) + 1;
      perYear.set(year, number);
      return {
        lines: invoice.lines,
        row: {
          ...invoice.row,
          name: `RINV/${year}/${String(number).padStart(5, '0')}`,
          move_type: 'out_refund',
          payment_state: 'paid',
          ref: `Reversal of: ${invoice.row.name}`,
          amount_residual: 0,
          access_token: rng.uuid(),
        },
      };
    });
}

function productLines(
  rng: Rng,
  pool: SeededVariant[],
  discount: number,
  spec: OrderSpec,
): LinePlan[] {
  const count = spec.customer === 'consumer' ? rng.int(1, 3) : rng.int(2, 5);
  const picked = rng.sample(pool, count);
  if (spec.coupon) {
    const laptop = pool.find((variant) => variant.template.plan.blueprint.category === 'laptops');
    if (laptop && !picked.includes(laptop)) picked.unshift(laptop);
  }
  return picked.map((variant) => {
    const bulk = BULK_CATEGORIES.includes(variant.template.plan.blueprint.category);
    const qty =
      spec.customer === 'consumer'
        ? rng.int(1, 2)
        : bulk
          ? rng.pick([5, 10, 20, 25, 40])
          : rng.int(1, variant.listPrice > 500 ? 3 : 6);
    return {
      product_id: variant.id,
      name: variant.displayName,
      product_uom_qty: qty,
      price_unit: round2(variant.listPrice * (1 - discount / 100)),
      is_delivery: false,
      is_reward: false,
    };
  });
}

export async function seedOrders(
  db: Db,
  rng: Rng,
  base: BaseIds,
  catalog: CatalogIds,
  customers: CustomerIds,
): Promise<void> {
  const pool = rng.shuffle(catalog.variants.filter(sellable));
  const now = new Date();
  const specs = [...ORDERS].sort((a, b) => b.daysAgo - a.daysAgo);

  const planned = specs.map((spec) => {
    const business = spec.customer === 'business';
    const discount = business ? 10 : 0;
    // Whole minutes during office hours after the base time.
    const dateOrder = daysBeforeBase(spec.daysAgo - rng.int(0, 480) / 1440);
    const lines = productLines(rng, pool, discount, spec);
    const goods = round2(
      lines.reduce((sum, line) => sum + line.product_uom_qty * line.price_unit, 0),
    );
    const reward = spec.coupon ? round2(goods * 0.05) : 0;
    if (spec.coupon) {
      lines.push({
        product_id: null,
        name: REWARD_LINE_NAME,
        product_uom_qty: 1,
        price_unit: -reward,
        is_delivery: false,
        is_reward: true,
      });
    }
    if (spec.carrier) {
      const fixed = { standard: 6.95, express: 12.95, pickup: 0 }[spec.carrier];
      lines.push({
        product_id: null,
        name: CARRIER_LINE_NAMES[spec.carrier],
        product_uom_qty: 1,
        price_unit: spec.carrier === 'standard' && goods - reward >= 100 ? 0 : fixed,
        is_delivery: true,
        is_reward: false,
      });
    }
    const quotation = spec.state === 'draft' || spec.state === 'sent';
    const row = {
      name: 'S',
      partner_id: business ? customers.business.partner : customers.consumer.partner,
      partner_invoice_id: business ? customers.business.invoice : customers.consumer.partner,
      partner_shipping_id: business ? customers.business.delivery : customers.consumer.delivery,
      state: spec.state,
      date_order: dateOrder,
      // Open quotations must stay open (and expired ones expired) whenever the seed runs.
      validity_date:
        quotation && spec.validInDays !== undefined
          ? fromToday(spec.validInDays, now)
          : dateAfter(dateOrder, 30),
      client_order_ref: spec.ref ?? null,
      note: spec.note ?? null,
      carrier_id: spec.carrier ? base.carriers[spec.carrier] : null,
      pricelist_id: business ? base.businessPricelist : base.publicPricelist,
      // Quotations are made by sales staff in the back office; web carts carry the website.
      website_id: spec.state === 'sale' || spec.state === 'done' ? base.website : null,
      coupon_program_id: spec.coupon ? base.coupons.b2b : null,
      access_token: rng.uuid(),
      invoice_status: spec.invoiceStatus ?? 'no',
    } satisfies NewRow<'sale_order'>;
    return { spec, row, lines, dateOrder };
  });

  const orderIds = await insertRows(
    db,
    'sale_order',
    planned.map((order) => order.row),
  );
  await db.query(`UPDATE sale_order SET name = 'S' || lpad(id::text, 5, '0') WHERE name = 'S'`);
  // The customer follows each of their demo orders, so Odoo's portal rule lets them read it: Odoo
  // subscribes them when an order is sent or confirmed (a cancelled one was sent first), and the
  // salesperson shared the drafts with them (vsf_demo's loader does the same).
  await follow(
    db,
    'sale.order',
    orderIds,
    planned.map((order) => order.row.partner_id),
  );

  await insertRows(
    db,
    'sale_order_line',
    planned.flatMap((order, index) =>
      order.lines.map((line, lineIndex) => ({
        order_id: idAt(orderIds, index),
        ...line,
        sequence: (lineIndex + 1) * 10,
      })),
    ),
  );

  const serialTracked = new Set(
    pool
      .filter((variant) => SERIAL_CATEGORIES.has(variant.template.plan.blueprint.category))
      .map((variant) => variant.id),
  );
  await seedDeliveries(
    db,
    planned.flatMap((order, index) => {
      const plan = order.spec.delivery;
      if (!plan) return [];
      const goods = order.lines.filter((line) => !line.is_delivery && !line.is_reward);
      return [
        {
          orderId: idAt(orderIds, index),
          plan,
          dateOrder: order.dateOrder,
          tracked: order.spec.carrier !== 'pickup',
          lines: goods.map((line) => ({
            productId: line.product_id ?? 0,
            quantity: line.product_uom_qty,
            serial: serialTracked.has(line.product_id ?? 0),
          })),
        },
      ];
    }),
  );

  const invoices = planned
    .flatMap((order, index) =>
      (order.spec.invoices ?? []).map((invoice) => ({
        invoice,
        order,
        orderId: idAt(orderIds, index),
        date: dateAfter(order.dateOrder, invoice.daysAfterOrder),
      })),
    )
    .sort((a, b) => a.date.localeCompare(b.date));
  const perYear = new Map<string, number>();
  const invoiceRows = invoices.map(({ invoice, order, orderId, date }) => {
    const year = date.slice(0, 4);
    const number = (perYear.get(year) ?? 0) + 1;
    perYear.set(year, number);
    const untaxed = round2(
      order.lines.reduce((sum, line) => sum + line.product_uom_qty * line.price_unit, 0),
    );
    const tax = round2(untaxed * TAX_RATE);
    const total = round2(untaxed + tax);
    const residual = {
      paid: 0,
      reversed: 0,
      partial: round2(total * 0.4),
      not_paid: total,
    }[invoice.paymentState];
    return {
      row: {
        name: `INV/${year}/${String(number).padStart(5, '0')}`,
        move_type: 'out_invoice',
        // sale's _prepare_invoice: the invoice goes to the order's invoice address.
        partner_id: order.row.partner_invoice_id,
        partner_shipping_id: order.row.partner_shipping_id,
        order_id: orderId,
        invoice_date: date,
        invoice_date_due: dateAfter(date, 30),
        state: invoice.state,
        payment_state: invoice.paymentState,
        invoice_origin: orderName(orderId),
        ref: order.spec.ref ?? null,
        amount_untaxed: untaxed,
        amount_tax: tax,
        amount_total: total,
        amount_residual: residual,
        access_token: rng.uuid(),
      },
      lines: order.lines,
    };
  });
  const moves: SeededMove[] = [
    ...invoiceRows,
    ...creditNotes(invoiceRows, rng.fork('credit notes')),
  ];
  const moveIds = await insertRows(
    db,
    'account_move',
    moves.map((invoice) => invoice.row),
  );
  // Odoo subscribes the invoice's partner when it posts an invoice (the loader does so for drafts
  // and cancelled ones too); the customer is not sent the credit notes.
  await follow(
    db,
    'account.move',
    moveIds,
    invoiceRows.map((invoice) => invoice.row.partner_id),
  );
  await insertRows(
    db,
    'account_move_line',
    moves.flatMap((invoice, index) =>
      invoice.lines.map((line) => {
        const subtotal = round2(line.product_uom_qty * line.price_unit);
        return {
          move_id: idAt(moveIds, index),
          product_id: line.product_id,
          name: line.name,
          quantity: line.product_uom_qty,
          price_unit: line.price_unit,
          price_subtotal: subtotal,
          price_total: round2(subtotal * (1 + TAX_RATE)),
        };
      }),
    ),
  );

  // The consumer's wishlist (partner-bound, as for every signed-in shopper).
  const wishlist = rng.sample(pool, 2);
  await insertRows(
    db,
    'product_wishlist',
    wishlist.map((variant, index) => ({
      partner_id: customers.consumer.partner,
      session_id: null,
      product_id: variant.id,
      create_date: daysBeforeBase(20 - index * 7),
    })),
  );
}
