# -*- coding: utf-8 -*-
"""A quick order's internal references, looked up at once.

A code names a variant by its own internal reference (``default_code``), or a product by the
product's reference, which stands for its default variant. Codes match whole, ignoring case and
the spaces around them; only what the customer may buy is found (for sale on this website,
published, within the listing hook's restriction, e.g. a catalog-only customer's catalog).
"""
from graphql import GraphQLError

from odoo import _
from odoo.osv import expression
from odoo.addons.vsf_base.like_patterns import escape_like

# The storefront sends at most this many; more is a misuse, refused whole.
MAX_SKU_CODES = 200


def distinct_codes(skus):
    """The codes without surrounding spaces, empty ones and repeats (ignoring case)."""
    return list(dict.fromkeys(sku.strip().upper() for sku in skus if sku and sku.strip()))


def reference_is_one_of(codes):
    return expression.OR([[('default_code', '=ilike', escape_like(code))] for code in codes])


def variants_by_sku(env, skus):
    """The variants the codes name that the caller may buy, by id."""
    if len(skus) > MAX_SKU_CODES:
        raise GraphQLError(_('At most %s internal references at once.') % MAX_SKU_CODES)
    # graphql_vuestorefront reads the catalogue as superuser, once the domain says what is shown.
    variants = env['product.product'].sudo()
    templates = env['product.template'].sudo()
    codes = distinct_codes(skus)
    if not codes:
        return variants.browse()
    by_own_code = variants.search(reference_is_one_of(codes))
    by_product_code = templates.search(reference_is_one_of(codes))
    candidates = by_own_code.mapped('product_tmpl_id') | by_product_code
    buyable = templates.search(expression.AND([env['product.template']._vsf_shop_domain(), [('id', 'in', candidates.ids)]]))
    found = by_own_code.filtered(lambda variant: variant.product_tmpl_id in buyable)
    # product_variant_id is the product's default variant, the one the shop offers first.
    found |= (by_product_code & buyable).mapped('product_variant_id')
    return found.sorted('id')
