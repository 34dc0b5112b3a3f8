# -*- coding: utf-8 -*-
"""What the catalogue is sorted and filtered by: website categories, variant attributes, brands
(OCA product_brand) and the storefront's filters (vsf_product_filter)."""
from .present import has_field, has_model
from .translations import translate_record


def ensure_translated(refs, kind, entry, Model, values, find=None):
    """The record of ``entry`` (made, adopted or found again), translated when this load bound it."""
    record, new = refs.ensure_values(kind, entry['key'], Model, values, find=find)
    if new:
        translate_record(record, entry['translations'])
    return record


def load_catalogue(env, data, refs):
    load_categories(env, data, refs)
    load_attributes(env, data, refs)
    load_brands(env, data, refs)
    load_filters(env, data, refs)


def load_categories(env, data, refs):
    """Parents come before their children in the data. The slug is graphql_vuestorefront's
    ``website_slug`` (``category(slug)``, ``categorySlug``); a category that already has the
    slug is taken over, as the slug must stay unique."""
    Category = env['product.public.category']
    for entry in data['categories']:
        values = {
            'name': entry['name'],
            'parent_id': refs.need('category', entry['parent']).id if entry['parent'] else False,
            'sequence': entry['sequence'],
            'website_slug': entry['slug'],
        }
        ensure_translated(refs, 'category', entry, Category, values,
                          find=lambda: Category.search([('website_slug', '=', entry['slug'])], limit=1))


def load_attributes(env, data, refs):
    """Always new attributes, even where Odoo's demo data has one of the same name (Color): its
    values would mix with the demo shop's in every colour facet."""
    Attribute = env['product.attribute']
    for entry in data['attributes']:
        values = {
            'name': entry['name'],
            'display_type': entry['displayType'],
            'create_variant': entry['createVariant'],
            'sequence': entry['sequence'],
        }
        # Odoo 16 added the attribute's visibility; Odoo 15 shows every attribute.
        if 'visibility' in Attribute._fields:
            values['visibility'] = entry['visibility']
        attribute = ensure_translated(refs, 'attribute', entry, Attribute, values)
        load_attribute_values(env, refs, attribute, entry['values'])


def load_attribute_values(env, refs, attribute, entries):
    Value = env['product.attribute.value']
    for entry in entries:
        values = {
            'attribute_id': attribute.id,
            'name': entry['name'],
            'html_color': entry['htmlColor'] or False,
            'sequence': entry['sequence'],
        }
        # Odoo allows each value name once per attribute.
        ensure_translated(
            refs, 'attribute_value', entry, Value, values,
            find=lambda: Value.search([('attribute_id', '=', attribute.id), ('name', '=', entry['name'])], limit=1))


def load_brands(env, data, refs):
    """The storefront finds a brand by its slug (vsf_product_brand's ``website_slug``, unique)."""
    # OCA product_brand alone has no slug: the brands are vsf_product_brand's.
    if not has_field(env, 'product.brand', 'website_slug'):
        return
    Brand = env['product.brand']
    for entry in data['brands']:
        values = {
            'name': entry['name'],
            'description': entry['description'] or False,
            'website_slug': entry['slug'],
        }
        ensure_translated(refs, 'brand', entry, Brand, values,
                          find=lambda: Brand.search([('website_slug', '=', entry['slug'])], limit=1))


def load_filters(env, data, refs):
    if not has_model(env, 'product.filter'):
        return
    Filter = env['product.filter']
    Value = env['product.filter.value']
    for entry in data['filters']:
        values = {
            'name': entry['name'],
            'display_type': entry['displayType'],
            'sequence': entry['sequence'],
            'is_published': True,
        }
        product_filter = ensure_translated(refs, 'filter', entry, Filter, values)
        for value_entry in entry['values']:
            value_values = {
                'filter_id': product_filter.id,
                'name': value_entry['name'],
                'html_color': value_entry['htmlColor'] or False,
                'sequence': value_entry['sequence'],
            }
            ensure_translated(
                refs, 'filter_value', value_entry, Value, value_values,
                find=lambda: Value.search(
                    [('filter_id', '=', product_filter.id), ('name', '=', value_entry['name'])], limit=1))
