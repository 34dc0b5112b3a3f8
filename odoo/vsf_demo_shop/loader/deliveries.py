# -*- coding: utf-8 -*-
"""A confirmed order's deliveries, in the states the demo shows: validated (with serial numbers,
a tracking number and the carrier's delivery report), partly so with a backorder, ready or
waiting for stock.

The data lists an order's pickings in Odoo's order: the delivery the order made first, then each
backorder a partial validation left. So the loader validates what the demo says was shipped from
the open delivery and goes on with the backorder Odoo makes of the rest."""
import logging

from odoo.exceptions import UserError

_logger = logging.getLogger(__name__)

# button_validate without its wizards: the backorder is wanted (skip_backorder keeps it, only
# picking_ids_not_to_backorder drops it), the done quantities are set, and no SMS is confirmed.
VALIDATE_CONTEXT = {'skip_backorder': True, 'skip_immediate': True, 'skip_sms': True}


def ship_order(env, order, entry, refs):
    picking = open_delivery(order)
    for picking_entry in entry['pickings']:
        if not picking:
            raise UserError('vsf_demo_shop: %s has no open delivery left for %s.' % (entry['name'], picking_entry['name']))
        # Before validating: Odoo refuses a new scheduled date on a done picking.
        picking.write({'scheduled_date': picking_entry['scheduledDate']})
        if picking_entry['state'] == 'done':
            following = deliver(env, picking, picking_entry, refs)
        else:
            leave_open(picking, picking_entry)
            following = env['stock.picking']
        describe(env, order, picking, picking_entry)
        picking = following


def open_delivery(order):
    deliveries = order.picking_ids.filtered(
        lambda picking: picking.location_dest_id.usage == 'customer' and picking.state not in ('done', 'cancel'))
    return deliveries.sorted('id')[:1]


def deliver(env, picking, entry, refs):
    """Validates the goods of ``entry`` (their serial numbers as they were shipped) and returns
    the backorder Odoo made of what is left, if any."""
    picking.do_unreserve()
    lines = []
    for move_entry in entry['moves']:
        variant = refs.need('variant', move_entry['product'])
        move = picking.move_lines.filtered(
            lambda m: m.product_id == variant and m.state not in ('done', 'cancel'))[:1]
        if not move:
            raise UserError('vsf_demo_shop: %s does not carry %s.' % (entry['name'], variant.default_code))
        lines += move_line_values(env, move, move_entry)
    env['stock.move.line'].create(lines)
    picking.with_context(**VALIDATE_CONTEXT).button_validate()
    if picking.state != 'done':
        raise UserError('vsf_demo_shop: Odoo did not validate %s.' % entry['name'])
    return env['stock.picking'].search([('backorder_id', '=', picking.id)], limit=1)


def move_line_values(env, move, move_entry):
    values = {
        'move_id': move.id,
        'picking_id': move.picking_id.id,
        'product_id': move.product_id.id,
        'product_uom_id': move.product_uom.id,
        'location_id': move.location_id.id,
        'location_dest_id': move.location_dest_id.id,
        'company_id': move.company_id.id,
    }
    if move_entry['serials']:
        return [dict(values, lot_id=serial_number(env, move, name).id, qty_done=1.0) for name in move_entry['serials']]
    return [dict(values, qty_done=move_entry['qty'])]


def serial_number(env, move, name):
    """The lot stock.py put in stock for this delivery; made here for a product this load did
    not stock (it existed before), whose stock then goes below zero as Odoo allows."""
    Lot = env['stock.production.lot']
    lot = Lot.search([('product_id', '=', move.product_id.id), ('name', '=', name),
                      ('company_id', '=', move.company_id.id)], limit=1)
    return lot or Lot.create({'name': name, 'product_id': move.product_id.id, 'company_id': move.company_id.id})


def leave_open(picking, entry):
    """Ready: the goods are reserved. Waiting for stock: nothing is, though the goods are there
    (the demo's scheduler is off, shop_setup.py). Odoo's 'waiting another operation' comes only
    from a chained or make-to-order move; the demo's one-step delivery waits for stock instead."""
    if entry['state'] == 'assigned':
        picking.action_assign()
        if picking.state != 'assigned':
            _logger.warning('vsf_demo_shop: %s could not reserve all its goods (%s).', entry['name'], picking.state)
    else:
        picking.do_unreserve()


def describe(env, order, picking, entry):
    values = {}
    if entry['dateDone']:
        # Odoo stamps the validation now; the demo's date is kept.
        values['date_done'] = entry['dateDone']
    if entry['trackingRef']:
        values['carrier_tracking_ref'] = entry['trackingRef']
    if order.carrier_id and not picking.carrier_id:
        values['carrier_id'] = order.carrier_id.id
    values.update(carrier_report(picking, entry))
    taken = env['stock.picking'].search_count([
        ('name', '=', entry['name']), ('company_id', '=', picking.company_id.id), ('id', '!=', picking.id)])
    if not taken:
        # The demo's number where no other delivery has it (Odoo's demo data has WH/OUT/00001 on).
        values['name'] = entry['name']
    picking.write(values)


def carrier_report(picking, entry):
    """OCA delivery_state: when the parcel left and whether the carrier reported it delivered."""
    if entry['state'] != 'done' or 'delivery_state' not in picking._fields:
        return {}
    values = {'date_shipped': entry['dateDone'][:10]}
    if entry['dateDelivered']:
        values.update(date_delivered=entry['dateDelivered'], delivery_state='customer_delivered')
    elif entry['trackingRef']:
        values['delivery_state'] = 'in_transit'
    return values
