# -*- coding: utf-8 -*-
from odoo.tests import tagged
from odoo.tests.common import TransactionCase

from ..models.account_move import odoo_payment_states, payment_state_value


@tagged('post_install', '-at_install')
class TestPaymentState(TransactionCase):

    def test_every_odoo_payment_state_has_a_storefront_one(self):
        selection = dict(self.env['account.move']._fields['payment_state'].selection)
        self.assertEqual({state: payment_state_value(state) for state in selection}, {
            'not_paid': 'not_paid',
            'in_payment': 'paid',
            'paid': 'paid',
            'partial': 'partial',
            'reversed': 'reversed',
            'invoicing_legacy': 'not_paid',
        })

    def test_a_storefront_payment_state_filters_by_the_odoo_states_it_stands_for(self):
        self.assertEqual(odoo_payment_states(['paid']), ['in_payment', 'paid'])
        self.assertEqual(odoo_payment_states(['not_paid']), ['invoicing_legacy', 'not_paid'])
        self.assertEqual(odoo_payment_states(['partial', 'reversed']), ['partial', 'reversed'])
        self.assertEqual(odoo_payment_states(['no such state']), [])
