# -*- coding: utf-8 -*-
from odoo import fields, models


class ProductSet(models.Model):
    _inherit = 'product.set'

    # The OCA module's partner_id says whose set it is; a storefront list belongs to the
    # customer's commercial partner (the company), so all its people share it. The owner is the
    # contact who made it: they and the company's Admins rename and delete it.
    vsf_owner_id = fields.Many2one(
        'res.partner', string='Made by', index=True, ondelete='set null',
        help="The storefront contact who made this list.")


class ProductSetLine(models.Model):
    _inherit = 'product.set.line'

    vsf_note = fields.Char(string='Note', help="The customer's note on this line of their list.")
