# -*- coding: utf-8 -*-
"""Stock of the demo products in the main warehouse.

The data gives each variant's free quantity, what the shop may sell now. The demo orders then
take their share the way Odoo does: an open delivery reserves goods that are in stock, a done one
took them out. So each variant gets its free quantity plus what the demo deliveries reserve and
carry; once the orders are loaded (orders.py), what is free again is the demo's quantity.
"""
from collections import defaultdict

from odoo.exceptions import UserError

RESERVING_STATES = ('assigned',)


def load_stock(env, data, refs, product_keys):
    """Stock for the products this load made (``product_keys``). A product that existed before
    keeps the stock it has."""
    location = stock_location(env)
    extra = stock_the_orders_take(data)
    for entry in data['products']:
        if entry['key'] not in product_keys or entry['type'] != 'product':
            continue
        for variant_entry in entry['variants']:
            variant = refs.need('variant', variant_entry['key'])
            needed = extra.get(variant_entry['key'], {'qty': 0, 'serials': []})
            quantity = variant_entry['qty'] + needed['qty']
            if entry['tracking'] == 'serial':
                put_serial_numbers(env, variant, location, quantity - len(needed['serials']), needed['serials'])
            elif quantity:
                env['stock.quant']._update_available_quantity(variant, location, quantity)


def sell_only_what_is_in_stock(env, data, refs):
    """The demo shop sells no more than it has (website_sale_stock's "Continue selling when
    out-of-stock" off, on every demo product): Odoo then lowers a cart line to the free quantity
    with a warning, or drops it when nothing is free."""
    templates = env['product.template'].browse([refs.need('product', entry['key']).id for entry in data['products']])
    templates.filtered('allow_out_of_stock_order').write({'allow_out_of_stock_order': False})


def stock_location(env):
    warehouse = env['stock.warehouse'].search([('company_id', '=', env.company.id)], limit=1)
    if not warehouse:
        raise UserError('vsf_demo_shop: the company %s has no warehouse.' % env.company.name)
    return warehouse.lot_stock_id


def stock_the_orders_take(data):
    """Per variant key: the quantity the demo deliveries reserve or carry, and the serial numbers
    the done ones carried (which must be in stock before they leave)."""
    extra = defaultdict(lambda: {'qty': 0, 'serials': []})
    for order in data['orders']:
        for picking in order['pickings']:
            if picking['state'] != 'done' and picking['state'] not in RESERVING_STATES:
                continue
            for move in picking['moves']:
                extra[move['product']]['qty'] += move['qty']
                if picking['state'] == 'done':
                    extra[move['product']]['serials'].extend(move['serials'])
    return extra


def put_serial_numbers(env, variant, location, unnamed, named):
    """One quant of one unit per serial number. The numbers the demo deliveries name come last:
    Odoo reserves the oldest quants first (FIFO), so an open delivery of the same variant does not
    take a number a done one is to carry."""
    names = ['%s-%04d' % (variant.default_code, number) for number in range(1, max(unnamed, 0) + 1)] + list(named)
    if not names:
        return
    lots = env['stock.production.lot'].create([
        {'name': name, 'product_id': variant.id, 'company_id': location.company_id.id or env.company.id}
        for name in names
    ])
    Quant = env['stock.quant']
    for lot in lots:
        Quant._update_available_quantity(variant, location, 1.0, lot_id=lot)
