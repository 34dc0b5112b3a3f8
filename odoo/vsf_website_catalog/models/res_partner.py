# -*- coding: utf-8 -*-
from odoo import fields, models


class ResPartner(models.Model):
    _inherit = 'res.partner'

    # Not a commercial field (_commercial_fields): it may be set on one contact of a company
    # alone; set on the company it holds for every contact (_vsf_catalog_customer).
    website_catalog_products = fields.Boolean(
        'Personal catalog only',
        help='In the storefront this customer only sees, and may only buy, the products of its '
             'personal catalog. Set on a company, it holds for all its contacts.')

    def _vsf_catalog_customer(self):
        """The customer whose personal catalog limits this partner (its commercial partner, when
        the partner or that customer has the flag), or no partner."""
        self.ensure_one()
        customer = self.commercial_partner_id
        if self.website_catalog_products or customer.website_catalog_products:
            return customer
        return self.browse()
