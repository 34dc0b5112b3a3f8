# -*- coding: utf-8 -*-
from odoo import _, api, fields, models
from odoo.exceptions import ValidationError
from odoo.osv import expression

from odoo.addons.http_routing.models.ir_http import slugify


class WebsiteCatalog(models.Model):
    _name = 'website.catalog'
    _inherit = ['vsf.slug.mixin']
    _description = 'Storefront catalog'
    _order = 'sequence, id'

    name = fields.Char(required=True, translate=True)
    website_slug = fields.Char(
        required=True,
        help='The last part of the catalog page address, /catalog/<slug>; made from the name.')
    description = fields.Text(translate=True, help='Shown above the products on the catalog page.')
    sequence = fields.Integer(default=10)
    is_published = fields.Boolean(
        'Published', copy=False,
        help='A public catalog shows in the storefront once published. A personal catalog always '
             'shows to its customer.')
    partner_id = fields.Many2one(
        'res.partner', 'Customer', index=True, ondelete='cascade',
        domain="['|', ('is_company', '=', True), ('parent_id', '=', False)]",
        help='Set for a personal catalog: only this customer (a company and its contacts, or an '
             'individual) sees it.')
    product_tmpl_ids = fields.Many2many(
        'product.template', 'website_catalog_product_template_rel', 'catalog_id', 'product_tmpl_id',
        string='Products')
    product_count = fields.Integer('Product count', compute='_compute_product_count')

    _sql_constraints = [
        ('website_slug_unique', 'unique(website_slug)', 'Another catalog has this storefront slug.'),
    ]

    @api.depends('product_tmpl_ids')
    def _compute_product_count(self):
        for catalog in self:
            catalog.product_count = len(catalog.product_tmpl_ids)

    @api.onchange('name')
    def _onchange_name_propose_slug(self):
        # The slug is required: the form proposes one as soon as the catalog has a name.
        if self.name and not self.website_slug:
            self.website_slug = self._vsf_unique_slug(slugify(self.name))

    @api.constrains('partner_id')
    def _check_partner_id(self):
        for catalog in self.filtered('partner_id'):
            customer = catalog.partner_id.commercial_partner_id
            if catalog.partner_id != customer:
                raise ValidationError(_(
                    'A personal catalog belongs to the customer, not to one of its contacts: '
                    'choose %s.', customer.display_name))
            if self.search_count([('partner_id', '=', customer.id), ('id', '!=', catalog.id)]):
                raise ValidationError(_('%s has a personal catalog already.', customer.display_name))

    # --- What the storefront's caller may see (self.env.user) -----------------------------------
    # The domains are explicit rather than left to the record rules, so that they also hold when
    # a caller searches with sudo() or is an internal user (who has no rule).

    @api.model
    def _vsf_browsable_domain(self):
        """Catalogs whose slug the caller may browse: the published public ones and their own
        personal one."""
        domain = [('partner_id', '=', False), ('is_published', '=', True)]
        user = self.env.user
        if user._is_public():
            return domain
        return expression.OR([domain, [('partner_id', '=', user.partner_id.commercial_partner_id.id)]])

    @api.model
    def _vsf_listed_domain(self):
        """Catalogs the caller is offered (``catalogs``): a catalog-only customer their own
        personal catalog alone, anyone else the browsable ones."""
        customer = self.env.user._vsf_catalog_customer()
        if customer:
            return [('partner_id', '=', customer.id)]
        return self._vsf_browsable_domain()

    @api.model
    def _vsf_listed(self):
        """The caller's catalogs, their personal one first."""
        return self.search(self._vsf_listed_domain()).sorted(lambda catalog: not catalog.partner_id)
