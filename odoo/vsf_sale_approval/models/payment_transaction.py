# -*- coding: utf-8 -*-
from odoo import api, models
from odoo.exceptions import ValidationError

from .sale_order import APPROVED

NEEDS_APPROVAL = "This order needs your company's approval: submit it for approval instead of paying."


class PaymentTransaction(models.Model):
    _inherit = 'payment.transaction'

    @api.model_create_multi
    def create(self, vals_list):
        """No payment places an order that waits for, or needs, an Admin's approval."""
        transactions = super().create(vals_list)
        for order in transactions.sale_order_ids:
            status = order._vsf_approval_status()
            if (status and status != APPROVED) or (not status and order._vsf_needs_approval()):
                raise ValidationError(NEEDS_APPROVAL)
        return transactions
