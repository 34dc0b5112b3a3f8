# -*- coding: utf-8 -*-
from odoo import api, models


class PaymentTransaction(models.Model):
    _inherit = 'payment.transaction'

    # Every way to pay a cart (website_sale's transaction route, graphql_vuestorefront's and our
    # payment mutations) creates a transaction first.
    @api.model_create_multi
    def create(self, vals_list):
        self.env['vsf.punchout.session']._vsf_refuse_payment()
        return super().create(vals_list)
