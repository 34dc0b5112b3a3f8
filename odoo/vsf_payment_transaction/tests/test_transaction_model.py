# -*- coding: utf-8 -*-
from odoo.tests import tagged
from odoo.tests.common import TransactionCase


@tagged('post_install', '-at_install')
class TestTransactionModel(TransactionCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        acquirer = cls.env.ref('payment.payment_acquirer_transfer')
        cls.tx = cls.env['payment.transaction'].create({
            'acquirer_id': acquirer.id,
            'reference': 'VSF-MODEL-TEST-1',
            'amount': 12.34,
            'currency_id': cls.env.ref('base.EUR').id,
            'partner_id': cls.env['res.partner'].create({'name': 'Model Test Buyer'}).id,
        })

    def mollie_payment(self, value='12.34', currency='EUR', reference='VSF-MODEL-TEST-1'):
        return {'amount': {'value': value, 'currency': currency}, 'metadata': {'reference': reference}}

    def test_a_mollie_payment_matches_only_its_reference_currency_and_amount(self):
        self.assertTrue(self.tx._vsf_matches_mollie_payment(self.mollie_payment()))
        for payment in (self.mollie_payment(value='12.33'), self.mollie_payment(value='NaN'),
                        self.mollie_payment(value='twelve'), self.mollie_payment(currency='USD'),
                        self.mollie_payment(reference='VSF-MODEL-TEST-2'), {'amount': None}, None):
            self.assertFalse(self.tx._vsf_matches_mollie_payment(payment), payment)

    def test_a_pending_wire_transfer_tells_the_bank_details(self):
        self.tx.acquirer_id.pending_msg = '<p>IBAN NL00 TEST 0123 4567 89</p>'
        self.tx._set_pending()
        self.assertIn('IBAN NL00 TEST', self.tx._vsf_state_message())
