# -*- coding: utf-8 -*-
from odoo import api, models
from odoo.osv import expression


class ProductTemplate(models.Model):
    _inherit = 'product.template'

    @api.model
    def _vsf_listing_domain(self, filter):
        """``brandIds`` and ``brandSlug`` narrow a listing to those brands' products."""
        domain = super()._vsf_listing_domain(filter)
        if filter.get('brand_ids'):
            domain = expression.AND([domain, [('product_brand_id', 'in', filter['brand_ids'])]])
        if filter.get('brand_slug'):
            domain = expression.AND([domain, [('product_brand_id.website_slug', '=', filter['brand_slug'])]])
        return domain
