# -*- coding: utf-8 -*-
from odoo.tests import tagged
from odoo.tests.common import TransactionCase

from .common import QuotationData


@tagged('post_install', '-at_install')
class TestPortalState(QuotationData, TransactionCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls._create_product()
        cls.customer = cls.env['res.partner'].create({'name': 'VSF portal state customer'})

    def test_a_quotation_past_its_validity_date_is_expired_draft_or_sent(self):
        past = self._days_from_today(-1)
        for state in ('draft', 'sent'):
            order = self._order(self.customer, state, validity_date=past)
            self.assertTrue(order._vsf_is_expired(), state)
            self.assertEqual(order._vsf_portal_state(), 'expired', state)

    def test_a_quotation_valid_today_or_without_date_is_open(self):
        today = self._order(self.customer, 'sent', validity_date=self._days_from_today(0))
        undated = self._order(self.customer, 'draft', validity_date=False)
        for order in today + undated:
            self.assertFalse(order._vsf_is_expired())
            self.assertEqual(order._vsf_portal_state(), 'open')

    def test_a_confirmed_order_has_no_portal_state_and_never_expires(self):
        order = self._order(self.customer, 'sale')
        order.validity_date = self._days_from_today(-10)
        self.assertFalse(order._vsf_is_expired())
        self.assertIsNone(order._vsf_portal_state())

    def test_a_cancelled_quotation_is_cancelled(self):
        order = self._order(self.customer, 'cancel', validity_date=self._days_from_today(-10))
        self.assertEqual(order._vsf_portal_state(), 'cancelled')

    def test_a_sent_quotation_with_a_pending_payment_waits_for_it(self):
        order = self._order(self.customer, 'sent', validity_date=self._days_from_today(-1))
        self._transaction(order, 'pending')
        self.assertEqual(order._vsf_portal_state(), 'waiting_for_payment')

    def test_only_the_last_transaction_counts(self):
        order = self._order(self.customer, 'sent')
        self._transaction(order, 'pending')
        self._transaction(order, 'cancel')
        self.assertEqual(order._vsf_portal_state(), 'open')

    def test_a_draft_transaction_is_not_the_last_one(self):
        # payment.transaction._get_last leaves drafts out: a payment page opened again does not
        # end the wait for the transfer.
        order = self._order(self.customer, 'sent')
        self._transaction(order, 'pending')
        self._transaction(order, 'draft')
        self.assertEqual(order._vsf_portal_state(), 'waiting_for_payment')

    def test_the_portal_state_domains_select_what_the_orders_say(self):
        orders = (
            self._order(self.customer, 'draft', validity_date=self._days_from_today(3))
            + self._order(self.customer, 'sent', validity_date=self._days_from_today(-3))
            + self._order(self.customer, 'cancel')
            + self._order(self.customer, 'sale')
        )
        waiting = self._order(self.customer, 'sent')
        self._transaction(waiting, 'pending')
        orders |= waiting
        scope = [('id', 'in', orders.ids)]
        SaleOrder = self.env['sale.order']
        for state in ('open', 'expired', 'cancelled', 'waiting_for_payment'):
            domain = SaleOrder._vsf_portal_states_domain([state], scope)
            found = SaleOrder.search(scope + domain)
            self.assertEqual(found, orders.filtered(lambda o: o._vsf_portal_state() == state), state)
        expired = SaleOrder.search(scope + SaleOrder._vsf_expired_domain())
        not_expired = SaleOrder.search(scope + SaleOrder._vsf_not_expired_domain())
        self.assertEqual(expired, orders.filtered(lambda o: o._vsf_is_expired()))
        self.assertEqual(not_expired, orders - expired)
