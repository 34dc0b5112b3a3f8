# -*- coding: utf-8 -*-
from odoo import fields, models


class TierDefinition(models.Model):
    _inherit = 'tier.definition'

    vsf_company_id = fields.Many2one(
        'res.partner', string='Storefront company', index=True, ondelete='cascade',
        help="The business customer whose approval rule this is (kept by the storefront: set on "
             "the customer's company in the storefront, not here).")
