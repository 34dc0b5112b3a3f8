# -*- coding: utf-8 -*-
from odoo import api, fields, models
from odoo.osv import expression

QUOTATION_STATES = ('draft', 'sent')
# A wire transfer under way: sale's payment.transaction._set_pending marks the quotation sent and
# only a done transaction confirms it (authorized ones stay when the amount does not match).
PAYMENT_UNDER_WAY_STATES = ('pending', 'authorized')

# QuotationPortalState values (schema.py).
OPEN = 'open'
EXPIRED = 'expired'
CANCELLED = 'cancelled'
WAITING_FOR_PAYMENT = 'waiting_for_payment'


class SaleOrder(models.Model):
    _inherit = 'sale.order'

    def _vsf_is_expired(self):
        """A quotation past its validity date. Odoo's own ``is_expired`` counts sent quotations
        only, because its portal lists no drafts; the storefront's quotes list shows drafts too,
        and a draft past its date can no more be accepted than a sent one."""
        self.ensure_one()
        return bool(self.state in QUOTATION_STATES and self.validity_date
                    and self.validity_date < fields.Date.today())

    def _vsf_is_waiting_for_payment(self):
        """A sent quotation whose last transaction (Odoo's get_portal_last_transaction) is a
        payment on its way: the customer has ordered, the money is not in yet."""
        self.ensure_one()
        last = self.sudo().get_portal_last_transaction()
        return self.state == 'sent' and last.state in PAYMENT_UNDER_WAY_STATES

    def _vsf_portal_state(self):
        """Where the quotation stands for the customer; None for a confirmed order."""
        self.ensure_one()
        if self.state == 'cancel':
            return CANCELLED
        if self.state not in QUOTATION_STATES:
            return None
        if self._vsf_is_waiting_for_payment():
            return WAITING_FOR_PAYMENT
        return EXPIRED if self._vsf_is_expired() else OPEN

    @api.model
    def _vsf_expired_domain(self):
        return [('state', 'in', QUOTATION_STATES), ('validity_date', '!=', False),
                ('validity_date', '<', fields.Date.today())]

    @api.model
    def _vsf_not_expired_domain(self):
        return ['|', '|', ('state', 'not in', QUOTATION_STATES), ('validity_date', '=', False),
                ('validity_date', '>=', fields.Date.today())]

    @api.model
    def _vsf_waiting_for_payment_ids(self, scope):
        """Ids of the orders of ``scope`` (a domain) waiting for their payment. "Last transaction"
        has no domain, so the candidates are read: sent orders with such a transaction at all.
        Read as superuser: a portal customer may not search payment transactions; the list
        itself is still searched as the caller."""
        candidates = self.sudo().search(expression.AND([scope, [
            ('state', '=', 'sent'), ('transaction_ids.state', 'in', PAYMENT_UNDER_WAY_STATES)]]))
        return candidates.filtered(lambda order: order._vsf_is_waiting_for_payment()).ids

    @api.model
    def _vsf_portal_states_domain(self, portal_states, scope):
        """The orders of ``scope`` in any of the given portal states."""
        waiting_ids = self._vsf_waiting_for_payment_ids(scope)
        not_waiting = [('id', 'not in', waiting_ids)]
        domains = {
            OPEN: expression.AND([
                [('state', 'in', QUOTATION_STATES)], self._vsf_not_expired_domain(), not_waiting]),
            EXPIRED: expression.AND([self._vsf_expired_domain(), not_waiting]),
            CANCELLED: [('state', '=', 'cancel')],
            WAITING_FOR_PAYMENT: [('id', 'in', waiting_ids)],
        }
        return expression.OR([domains[state] for state in portal_states if state in domains])
