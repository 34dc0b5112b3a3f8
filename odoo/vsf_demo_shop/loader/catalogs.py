# -*- coding: utf-8 -*-
"""The storefront's catalogs (vsf_website_catalog): curated public ones and a customer's
personal assortment."""
from .present import has_model
from .translations import translate_record


def load_catalogs(env, data, refs):
    if not has_model(env, 'website.catalog'):
        return
    Catalog = env['website.catalog']
    for sequence, entry in enumerate(data['catalogs'], 1):
        customer = refs.need('partner', entry['customer']) if entry['customer'] else env['res.partner']
        values = {
            'name': entry['name'],
            'description': entry['description'] or False,
            'sequence': sequence * 10,
            'partner_id': customer.id,
            # A public catalog shows once published; a personal one always shows to its customer.
            'is_published': not customer,
            'product_tmpl_ids': [(6, 0, [refs.need('product', key).id for key in entry['products']])],
        }
        # Without a slug (a personal catalog) Odoo makes one from the name.
        if entry['slug']:
            values['website_slug'] = entry['slug']
        catalog, new = refs.ensure_values(
            'catalog', entry['key'], Catalog, values, find=lambda: find_catalog(Catalog, entry, customer))
        if new:
            translate_record(catalog, entry['translations'])


def find_catalog(Catalog, entry, customer):
    """The catalog of the slug, or the customer's personal one: each is unique."""
    if entry['slug']:
        return Catalog.search([('website_slug', '=', entry['slug'])], limit=1)
    return Catalog.search([('partner_id', '=', customer.id)], limit=1) if customer else Catalog
