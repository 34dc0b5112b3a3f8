# -*- coding: utf-8 -*-
from odoo import api, models
from odoo.osv import expression


class ProductTemplate(models.Model):
    _inherit = 'product.template'

    @api.model
    def _vsf_listing_domain(self, filter):
        """Conditions on a ``products`` listing and its facets, from the request's
        ProductFilterInput (a dict with the Python names of its fields) and the caller
        (``self.env.user``). Only published products: Odoo 15's ``sale_product_domain()`` leaves
        publication to record rules, which graphql_vuestorefront's ``sudo()`` search skips. The
        storefront modules extend it with ``super()`` (a brand, a catalog, a catalog-only
        customer's own catalog)."""
        return [('is_published', '=', True)]

    @api.model
    def _vsf_refinement_domain(self, filter):
        """Conditions that narrow the listing but not its facets, as attribute values do."""
        return []

    @api.model
    def _vsf_shop_domain(self):
        """The products a shopper may see anywhere in the storefront (compare, quick search, quick
        order, counts): for sale on the current website and within ``_vsf_listing_domain``."""
        website = self.env['website'].get_current_website()
        return expression.AND([website.sale_product_domain(), self._vsf_listing_domain({})])
