# -*- coding: utf-8 -*-
from odoo import _, api, fields, models
from odoo.exceptions import ValidationError

from odoo.addons.http_routing.models.ir_http import slugify


class ProductBrand(models.Model):
    _inherit = 'product.brand'

    website_slug = fields.Char(
        'Storefront slug', index=True, copy=False,
        help='The last part of the brand page address, /brand/<slug>; made from the name when empty.')

    _sql_constraints = [
        ('website_slug_unique', 'unique(website_slug)', 'Another brand has this storefront slug.'),
    ]

    @api.model_create_multi
    def create(self, vals_list):
        for vals in vals_list:
            if not vals.get('website_slug') and vals.get('name'):
                vals['website_slug'] = self._unique_slug(slugify(vals['name']))
        return super().create(vals_list)

    @api.constrains('website_slug')
    def _check_website_slug(self):
        for brand in self:
            if brand.website_slug and brand.website_slug != slugify(brand.website_slug):
                raise ValidationError(_(
                    'A storefront slug has lower-case letters, digits and dashes only, e.g. %s.',
                    slugify(brand.website_slug)))

    @api.model
    def _unique_slug(self, slug):
        candidate, number = slug, 1
        while self.search_count([('website_slug', '=', candidate)]):
            number += 1
            candidate = '%s-%d' % (slug, number)
        return candidate

    def _vsf_published_product_count(self):
        """Products of the brand the storefront shows the caller."""
        self.ensure_one()
        domain = self.env['product.template']._vsf_shop_domain()
        return self.env['product.template'].sudo().search_count(
            domain + [('product_brand_id', '=', self.id)])
