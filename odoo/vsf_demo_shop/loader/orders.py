# -*- coding: utf-8 -*-
"""The customers' sales documents, brought to the demo's state the way a salesperson does it in
Odoo 15: quotations drafted, sent or cancelled; orders confirmed, delivered (deliveries.py),
invoiced and paid (invoices.py), some of them locked."""
import re
from datetime import timedelta

from odoo import fields
from odoo.exceptions import UserError

from .deliveries import ship_order
from .invoices import invoice_order
from .present import present_fields


def load_orders(env, data, refs, shop):
    Order = env['sale.order']
    for entry in data['orders']:
        order, new = refs.ensure('order', entry['key'], lambda: Order.create(order_values(env, entry, refs, shop)))
        if new:
            add_lines(env, order, entry, refs)
            bring_to_state(env, order, entry, refs)
    number_after_the_demo_orders(env, shop)


def number_after_the_demo_orders(env, shop):
    """The demo orders keep the demo's numbers (order_values), which Odoo's sequence did not
    give: it would give them again to the next carts. It goes on after the highest number any
    order of the company has in its format."""
    # The sequence next_by_code takes: the company's own before a shared one.
    found = env['ir.sequence'].search(
        [('code', '=', 'sale.order'), ('company_id', 'in', [shop.company.id, False])], order='company_id', limit=1)
    if not found:
        return
    prefix, suffix = found._get_prefix_suffix()
    pattern = re.compile(r'^%s(\d+)%s$' % (re.escape(prefix), re.escape(suffix)))
    names = env['sale.order'].search([('company_id', '=', shop.company.id)]).mapped('name')
    numbers = [int(match.group(1)) for match in map(pattern.match, names) if match]
    if numbers and max(numbers) >= found.number_next_actual:
        found.number_next = max(numbers) + 1


def order_values(env, entry, refs, shop):
    values = {
        'partner_id': refs.need('partner', entry['partner']).id,
        'partner_invoice_id': refs.need('partner', entry['invoicePartner']).id,
        'partner_shipping_id': refs.need('partner', entry['shippingPartner']).id,
        'pricelist_id': refs.need('pricelist', entry['pricelist']).id,
        'company_id': shop.company.id,
        'date_order': entry['dateOrder'],
        'validity_date': validity_date(entry),
        'client_order_ref': entry['clientOrderRef'] or False,
        # The customer's own note (vsf_sale_order_reference); Odoo's `note` is the terms.
        'customer_comment': entry['note'] or False,
        'website_id': shop.website.id if entry['fromWebsite'] else False,
    }
    if entry['fromWebsite'] and shop.website.salesteam_id:
        values['team_id'] = shop.website.salesteam_id.id
    # Odoo numbers orders itself; the demo's number where no other order has it yet (a database
    # with Odoo's own demo orders has S00001 and on).
    if not env['sale.order'].search_count([('name', '=', entry['name'])]):
        values['name'] = entry['name']
    return present_fields(env['sale.order'], values)


def validity_date(entry):
    """A quotation stays open or expired relative to the day the demo is loaded, as in the
    demo shop; other documents keep their date."""
    if entry['validityDaysFromToday'] is not None:
        return fields.Date.today() + timedelta(days=entry['validityDaysFromToday'])
    return entry['validityDate'] or False


def add_lines(env, order, entry, refs):
    """The goods at the demo's prices (Odoo fills in their unit and taxes), then the coupon's
    reward and the delivery as Odoo adds them."""
    env['sale.order.line'].create([{
        'order_id': order.id,
        'product_id': refs.need('variant', line['product']).id,
        'name': line['name'],
        'product_uom_qty': line['qty'],
        'price_unit': line['priceUnit'],
    } for line in entry['lines'] if line['kind'] == 'product'])
    for line in entry['lines']:
        if line['kind'] == 'reward':
            apply_coupon(env, order, entry, line)
        elif line['kind'] == 'delivery':
            add_delivery(order, entry, line, refs)
    if entry['carrier'] and not order.carrier_id:
        order.carrier_id = refs.need('carrier', entry['carrier'])


def apply_coupon(env, order, entry, line):
    """sale_coupon's own way of applying a promo code (the storefront's applyCoupon uses it too).
    The reward line is named as the demo shop names it."""
    if not entry['coupon']:
        raise UserError('vsf_demo_shop: %s has a reward line but no coupon.' % entry['name'])
    status = env['sale.coupon.apply.code'].apply_coupon(order, entry['coupon'])
    problem = status.get('error') or status.get('not_found')
    if problem:
        raise UserError('vsf_demo_shop: the coupon %s does not apply to %s: %s' % (entry['coupon'], entry['name'], problem))
    order.order_line.filtered('is_reward_line').write({'name': line['name']})


def add_delivery(order, entry, line, refs):
    if not entry['carrier']:
        raise UserError('vsf_demo_shop: %s has a delivery line but no carrier.' % entry['name'])
    order.set_delivery_line(refs.need('carrier', entry['carrier']), line['priceUnit'])
    order.order_line.filtered('is_delivery').write({'name': line['name']})


def bring_to_state(env, order, entry, refs):
    """Odoo's portal rule lets a customer read the orders they follow, and Odoo subscribes them
    when it sends or confirms one. The demo shop shows its customers all their quotations: the
    drafts are shared with them, the cancelled ones were sent before."""
    state = entry['state']
    if state == 'draft':
        share_with_customer(order)
    elif state == 'sent':
        order.action_quotation_sent()
    elif state == 'cancel':
        order.action_quotation_sent()
        order.action_cancel()
    elif state in ('sale', 'done'):
        order.action_confirm()
        # Odoo dates an order on its confirmation; the demo's order date is kept.
        order.write({'date_order': entry['dateOrder']})
        ship_order(env, order, entry, refs)
        invoice_order(env, order, entry)
        if state == 'done':
            order.action_done()
    else:
        raise UserError('vsf_demo_shop: %s is in a state the loader does not know: %s.' % (entry['name'], state))


def share_with_customer(order):
    """What the salesperson does adding the customer to a quotation's followers (or sharing it
    from the chatter) before sending it."""
    order.message_subscribe(partner_ids=order.partner_id.ids)
