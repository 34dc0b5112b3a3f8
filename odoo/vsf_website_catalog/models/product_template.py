# -*- coding: utf-8 -*-
from odoo import api, fields, models
from odoo.osv import expression


class ProductTemplate(models.Model):
    _inherit = 'product.template'

    website_catalog_ids = fields.Many2many(
        'website.catalog', 'website_catalog_product_template_rel', 'product_tmpl_id', 'catalog_id',
        string='Storefront catalogs', copy=False)

    @api.model
    def _vsf_listing_domain(self, filter):
        """A catalog-only customer's listings hold their personal catalog only; ``catalogSlug``
        narrows a listing to a catalog the caller may browse (none: an empty listing)."""
        return expression.AND([
            super()._vsf_listing_domain(filter),
            self._vsf_personal_catalog_domain(),
            self._vsf_catalog_slug_domain((filter or {}).get('catalog_slug')),
        ])

    @api.model
    def _vsf_personal_catalog_domain(self):
        customer = self.env.user._vsf_catalog_customer()
        if not customer:
            return []
        return [('website_catalog_ids.partner_id', '=', customer.id)]

    @api.model
    def _vsf_catalog_slug_domain(self, slug):
        if not slug:
            return []
        Catalog = self.env['website.catalog']
        catalogs = Catalog.search(expression.AND([
            Catalog._vsf_browsable_domain(), [('website_slug', '=', slug)]]))
        if not catalogs:
            return expression.FALSE_DOMAIN
        return [('website_catalog_ids', 'in', catalogs.ids)]

    def _vsf_outside_personal_catalog(self):
        """The templates of ``self`` that the caller, a catalog-only customer, may neither see
        nor buy; none for any other caller."""
        customer = self.env.user._vsf_catalog_customer()
        if not customer or not self:
            return self.browse()
        inside = self.search([('id', 'in', self.ids), ('website_catalog_ids.partner_id', '=', customer.id)])
        return self - inside

    def can_access_from_current_website(self, website_id=False):
        """graphql_vuestorefront's ``product(id|slug|barcode)`` and Odoo's product page answer
        nothing for a product outside a catalog-only customer's catalog."""
        if self._vsf_outside_personal_catalog():
            return False
        return super().can_access_from_current_website(website_id)
