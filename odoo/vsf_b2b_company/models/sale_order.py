# -*- coding: utf-8 -*-
from odoo import models

from .payment_transaction import check_not_a_requester


class SaleOrder(models.Model):
    _inherit = 'sale.order'

    def action_confirm(self):
        # The portal confirms a quotation the customer signs without a payment.
        check_not_a_requester(self.env)
        return super().action_confirm()
