# -*- coding: utf-8 -*-
from odoo import api, models
from odoo.exceptions import ValidationError

PO_REFERENCE_REQUIRED = 'Your company requires a PO reference on every order.'


class PaymentTransaction(models.Model):
    _inherit = 'payment.transaction'

    @api.model_create_multi
    def create(self, vals_list):
        """Paying is where an order is placed: a company that requires a PO reference has none
        placed without one, whichever way the shopper pays."""
        transactions = super().create(vals_list)
        for order in transactions.sale_order_ids:
            company = order.partner_id.commercial_partner_id
            if company.vsf_po_reference_required and not (order.client_order_ref or '').strip():
                raise ValidationError(PO_REFERENCE_REQUIRED)
        return transactions
