# -*- coding: utf-8 -*-
"""The products: templates with their attribute lines, the variants Odoo makes of them (codes,
barcodes, price extras, archived combinations) and the products suggested beside them."""
from odoo.exceptions import UserError

from .present import has_field, has_model, present_fields
from .translations import import_translations

# Back-office features the demo catalogue uses, granted to internal users as Odoo's settings do
# (res.config.settings adds a group to the implied groups of base.group_user).
FEATURE_GROUPS = (
    'product.group_product_variant',
    'product.group_product_pricelist',
    'uom.group_uom',
    'stock.group_production_lot',
)


def show_product_features(env):
    internal = env.ref('base.group_user')
    for xmlid in FEATURE_GROUPS:
        group = env.ref(xmlid, raise_if_not_found=False)
        if group and group not in internal.implied_ids:
            internal.write({'implied_ids': [(4, group.id)]})


def load_products(env, data, refs, shop):
    """Returns the keys of the products this load made; only those get stock (stock.py)."""
    show_product_features(env)
    Template = env['product.template']
    made = []
    for entry in data['products']:
        template, new = refs.ensure(
            'product', entry['key'], lambda: Template.create(template_values(entry, refs, shop)))
        if new:
            set_up_variants(template, entry, refs)
            import_translations(template, entry['translations'])
            made.append(entry)
    # Suggestions point at other products: every product exists by now.
    for entry in made:
        link_related_products(refs, entry)
    return {entry['key'] for entry in made}


def template_values(entry, refs, shop):
    uom = refs.need('uom', entry['uom'])
    values = {
        'name': entry['name'],
        'description_sale': entry['descriptionSale'] or False,
        'list_price': entry['listPrice'],
        'detailed_type': entry['type'],
        'tracking': entry['tracking'] if entry['type'] == 'product' else 'none',
        'sale_ok': entry['saleOk'],
        'is_published': entry['published'],
        # The storefront invoices ordered quantities (an order may be invoiced before it ships).
        'invoice_policy': 'order',
        'uom_id': uom.id,
        'uom_po_id': uom.id,
        'taxes_id': [(6, 0, shop.tax.ids)],
        'public_categ_ids': [(6, 0, [refs.need('category', key).id for key in entry['categories']])],
        'website_meta_title': entry['meta']['title'] or False,
        'website_meta_description': entry['meta']['description'] or False,
        'website_meta_keywords': entry['meta']['keywords'] or False,
        'attribute_line_ids': [(0, 0, attribute_line_values(line, refs)) for line in entry['attributes']],
    }
    env = refs.env
    # The brands and filters catalogue.py made, where their modules are installed.
    if has_field(env, 'product.brand', 'website_slug'):
        values['product_brand_id'] = refs.need('brand', entry['brand']).id if entry['brand'] else False
    if has_model(env, 'product.filter'):
        values['product_filter_value_ids'] = [(6, 0, [refs.need('filter_value', key).id for key in entry['filterValues']])]
    values['vsf_unspsc_code'] = entry['unspscCode'] or False
    return present_fields(env['product.template'], values)


def attribute_line_values(line, refs):
    return {
        'attribute_id': refs.need('attribute', line['attribute']).id,
        'value_ids': [(6, 0, [refs.need('attribute_value', value['value']).id for value in line['values']])],
    }


def set_up_variants(template, entry, refs):
    set_price_extras(template, entry, refs)
    by_values = variants_by_values(template)
    for variant_entry in entry['variants']:
        combination = frozenset(refs.need('attribute_value', key).id for key in variant_entry['values'])
        variant = by_values.get(combination)
        if not variant:
            raise UserError('vsf_demo_shop: Odoo made no variant %s of %s.' % (variant_entry['sku'], entry['sku']))
        variant.write({
            'default_code': variant_entry['sku'],
            'barcode': variant_entry['barcode'] or False,
            'weight': entry['weight'] or 0.0,
        })
        refs.bind('variant', variant_entry['key'], variant)
    # Archived last: Odoo makes every combination of the lines; the shop sells some of them no more.
    for variant_entry in entry['variants']:
        if not variant_entry['active']:
            refs.need('variant', variant_entry['key']).active = False
    keep_template_reference(template, entry)


def variants_by_values(template):
    variants = template.with_context(active_test=False).product_variant_ids
    return {
        frozenset(variant.product_template_attribute_value_ids.product_attribute_value_id.ids): variant
        for variant in variants
    }


def set_price_extras(template, entry, refs):
    ptavs = template.attribute_line_ids.product_template_value_ids
    for line in entry['attributes']:
        for value in line['values']:
            if value['priceExtra']:
                attribute_value = refs.need('attribute_value', value['value'])
                ptavs.filtered(lambda ptav: ptav.product_attribute_value_id == attribute_value).write(
                    {'price_extra': value['priceExtra']})


def keep_template_reference(template, entry):
    """graphql_vuestorefront gives a template's default_code as its sku, and the storefront finds
    a product by it. Odoo computes a template's code and weight from a single variant and leaves
    them empty for several; written after the variants, the template keeps the demo's until its
    variants' codes or weights change."""
    if len(template.product_variant_ids) > 1:
        template.write({'default_code': entry['sku'], 'weight': entry['weight'] or 0.0})


def link_related_products(refs, entry):
    template = refs.need('product', entry['key'])
    template.write({
        'alternative_product_ids': [(6, 0, [refs.need('product', key).id for key in entry['alternatives']])],
        'accessory_product_ids': [(6, 0, [refs.need('variant', key).id for key in entry['accessories']])],
    })
