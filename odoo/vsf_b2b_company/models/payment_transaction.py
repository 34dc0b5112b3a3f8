# -*- coding: utf-8 -*-
from odoo import api, models
from odoo.exceptions import ValidationError

from .res_partner import REQUESTER

PO_REFERENCE_REQUIRED = 'Your company requires a PO reference on every order.'
REQUESTERS_DO_NOT_PLACE = 'Your role lets you request orders, not place them.'


def check_not_a_requester(env):
    """A company's Requester never places an order: not by paying, not by accepting a quote. The
    caller is who counts (an Admin who places a Requester's approved order may)."""
    partner = env.user.partner_id
    if (not env.user.has_group('base.group_user') and partner.vsf_company_role == REQUESTER
            and partner.sudo()._vsf_buying_company()):
        raise ValidationError(REQUESTERS_DO_NOT_PLACE)


class PaymentTransaction(models.Model):
    _inherit = 'payment.transaction'

    @api.model_create_multi
    def create(self, vals_list):
        """Paying is where an order is placed: a company that requires a PO reference has none
        placed without one, and a Requester places none, whichever way the shopper pays."""
        transactions = super().create(vals_list)
        if transactions.sale_order_ids:
            check_not_a_requester(self.env)
        for order in transactions.sale_order_ids:
            company = order.partner_id.commercial_partner_id
            if company.vsf_po_reference_required and not (order.client_order_ref or '').strip():
                raise ValidationError(PO_REFERENCE_REQUIRED)
        return transactions
