# -*- coding: utf-8 -*-
"""What the checkout offers besides the products: delivery methods (Odoo's fixed-price carriers)
and promo codes (sale_coupon's coupon programs in Odoo 15)."""
from .translations import translate_record


def load_checkout(env, data, refs, shop):
    load_carriers(env, data, refs, shop)
    unpublish_other_carriers(env, data, refs)
    load_coupons(env, data, refs)


def load_carriers(env, data, refs, shop):
    Carrier = env['delivery.carrier']
    for entry in data['carriers']:
        carrier, new = refs.ensure(
            'carrier', entry['key'], lambda: Carrier.create(carrier_values(entry, refs, shop)))
        if new:
            translate_record(carrier, entry['translations'])
        keep_carrier_price(env, data, refs, carrier)


def unpublish_other_carriers(env, data, refs):
    """The website offers the demo's carriers only: Odoo's delivery module brings a published
    "Free delivery charges" of its own, which the demo shop does not have."""
    if 'is_published' not in env['delivery.carrier']._fields:
        return
    demo = env['delivery.carrier'].browse([refs.need('carrier', entry['key']).id for entry in data['carriers']])
    (env['delivery.carrier'].search([('is_published', '=', True)]) - demo).write({'is_published': False})


def carrier_values(entry, refs, shop):
    product, _new = refs.ensure_values('carrier_product', entry['key'], shop.env['product.product'], {
        'name': entry['name'],
        'detailed_type': 'service',
        'sale_ok': False,
        'purchase_ok': False,
        'list_price': entry['fixedPrice'],
        # Delivery is taxed like the goods.
        'taxes_id': [(6, 0, shop.tax.ids)],
        'invoice_policy': 'order',
    })
    values = {
        'name': entry['name'],
        'delivery_type': 'fixed',
        'product_id': product.id,
        'fixed_price': entry['fixedPrice'],
        'free_over': entry['freeOver'] is not None,
        'amount': entry['freeOver'] or 0.0,
        'sequence': entry['sequence'],
        'active': entry['active'],
        'vsf_demo_tracking_url': entry['trackingUrl'] or False,
    }
    # website_sale_delivery publishes carriers per website.
    if 'is_published' in shop.env['delivery.carrier']._fields:
        values['is_published'] = entry['active']
    return values


def keep_carrier_price(env, data, refs, carrier):
    """Odoo prices a fixed carrier with the order's pricelist (fixed_rate_shipment), so a global
    discount would lower the delivery cost too; the storefront charges every customer the
    carrier's price. A rule for the carrier's product alone is more specific than the global
    one and keeps its price."""
    Item = env['product.pricelist.item']
    template = carrier.product_id.product_tmpl_id
    for entry in data['pricelists']:
        if not entry['discount']:
            continue
        pricelist = refs.need('pricelist', entry['key'])
        values = {
            'pricelist_id': pricelist.id, 'applied_on': '1_product', 'product_tmpl_id': template.id,
            'compute_price': 'percentage', 'percent_price': 0.0,
        }
        rule = Item.search([('pricelist_id', '=', pricelist.id), ('applied_on', '=', '1_product'),
                            ('product_tmpl_id', '=', template.id)], limit=1)
        if rule:
            rule.write(values)
        else:
            Item.create(values)


def load_coupons(env, data, refs):
    """A promo code taking a percentage off the order (its untaxed goods from a minimum). A code
    that ended is an archived program: Odoo then answers 'This coupon is invalid', as the demo
    shop does."""
    Program = env['coupon.program'].with_context(active_test=False)
    for entry in data['coupons']:
        values = {
            'name': entry['name'],
            'active': entry['active'],
            'program_type': 'promotion_program',
            'promo_code_usage': 'code_needed',
            'promo_code': entry['code'],
            'promo_applicability': 'on_current_order',
            'reward_type': 'discount',
            'discount_type': 'percentage',
            'discount_percentage': entry['discountPercent'],
            'discount_apply_on': 'on_order',
            'rule_minimum_amount': entry['minimumAmount'],
            'rule_minimum_amount_tax_inclusion': 'tax_excluded',
        }
        program, new = refs.ensure_values(
            'coupon', entry['key'], Program, values,
            find=lambda: Program.search([('promo_code', '=', entry['code'])], limit=1))
        if new:
            translate_record(program, entry['translations'])
