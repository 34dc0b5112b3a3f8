# -*- coding: utf-8 -*-
from odoo import fields, models


class ProductBrand(models.Model):
    _name = 'product.brand'
    _inherit = ['product.brand', 'vsf.slug.mixin']

    website_slug = fields.Char(
        help='The last part of the brand page address, /brand/<slug>; made from the name when empty.')

    _sql_constraints = [
        ('website_slug_unique', 'unique(website_slug)', 'Another brand has this storefront slug.'),
    ]

    def _vsf_published_product_count(self):
        """Products of the brand the storefront shows the caller."""
        self.ensure_one()
        domain = self.env['product.template']._vsf_shop_domain()
        return self.env['product.template'].sudo().search_count(
            domain + [('product_brand_id', '=', self.id)])
