# -*- coding: utf-8 -*-
from odoo import api, models

# InvoicePaymentState values (schema.py).
NOT_PAID = 'not_paid'
PAID = 'paid'
PARTIALLY_PAID = 'partial'
REVERSED = 'reversed'

# account.move.payment_state -> InvoicePaymentState value. `in_payment` (paid, the bank statement
# not reconciled yet) reads as paid, as Odoo 15's portal shows it; `invoicing_legacy` (moves from
# before the Accounting app) as not paid, which is what that portal shows for it.
PAYMENT_STATES = {
    'not_paid': NOT_PAID,
    'invoicing_legacy': NOT_PAID,
    'partial': PARTIALLY_PAID,
    'in_payment': PAID,
    'paid': PAID,
    'reversed': REVERSED,
}

# Invoices and credit notes to customers; vendor bills are not the shop's business.
CUSTOMER_MOVE_TYPES = ('out_invoice', 'out_refund')


def payment_state_value(payment_state):
    """The InvoicePaymentState value of an account.move payment_state."""
    return PAYMENT_STATES.get(payment_state)


def odoo_payment_states(values):
    """The account.move payment_states that read as the given InvoicePaymentState values."""
    return sorted(state for state, value in PAYMENT_STATES.items() if value in values)


class AccountMove(models.Model):
    _inherit = 'account.move'

    def _vsf_payment_state(self):
        self.ensure_one()
        return payment_state_value(self.payment_state)

    @api.model
    def _vsf_portal_invoices_domain(self, partner):
        """The customer moves the partner's company follows, in every state, as
        graphql_vuestorefront 15.0's `invoices` finds them (the contract suite lists a draft and a
        cancelled invoice; the shop itself asks for posted ones). Vendor bills are never listed."""
        return [
            ('message_partner_ids', 'child_of', [partner.commercial_partner_id.id]),
            ('move_type', 'in', CUSTOMER_MOVE_TYPES),
        ]
