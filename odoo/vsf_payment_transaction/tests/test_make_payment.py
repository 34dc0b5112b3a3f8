# -*- coding: utf-8 -*-
from odoo.tests import tagged

from .common import ACQUIRER, PaymentCase


@tagged('post_install', '-at_install')
class TestMakePayment(PaymentCase):

    def test_the_transaction_is_for_the_session_cart_at_odoos_total(self):
        order = self.add_to_cart(quantity=3)
        data = self.make_payment(self.mollie, returnUrl='https://shop.example/payment-details')
        tx = self.fresh('payment.transaction', data['id'])
        self.assertEqual(tx.sale_order_ids, order)
        self.assertEqual(tx.currency_id.compare_amounts(data['amount'], order.amount_total), 0)
        self.assertEqual(tx.currency_id, order.currency_id)
        self.assertEqual(tx.partner_id, order.partner_invoice_id)
        self.assertTrue(data['reference'].startswith(order.name))

    def test_mollie_only_opens_a_draft_transaction(self):
        self.add_to_cart()
        with self.mollie_says({}) as mollie:
            data = self.make_payment(self.mollie, returnUrl='https://shop.example/payment-details',
                                     methodCode='ideal', issuerCode='ideal_INGBNL2A')
        # The storefront creates the Mollie payment; Odoo asks Mollie nothing yet.
        mollie.assert_not_called()
        self.assertEqual(data['state'], 'Draft')
        self.assertIsNone(data['checkoutUrl'])
        self.assertIsNone(data['redirectForm'])
        self.assertEqual(data['returnUrl'], 'https://shop.example/payment-details')

    def test_a_wire_transfer_is_pending_with_the_bank_details_and_sends_the_quotation(self):
        order = self.add_to_cart()
        data = self.make_payment(self.transfer)
        self.assertEqual(data['state'], 'Pending')
        self.assertIn('IBAN NL00 TEST', data['stateMessage'])
        self.assertEqual(self.fresh('sale.order', order.id).state, 'sent')

    def test_the_acquirer_gives_its_bank_details_and_methods(self):
        transfer = self.graphql_data(ACQUIRER, {'id': self.transfer.id})['paymentAcquirer']
        self.assertIn('IBAN NL00 TEST', transfer['pendingMessage'])
        self.assertEqual(transfer['paymentMethods'], [])
        mollie = self.graphql_data(ACQUIRER, {'id': self.mollie.id})['paymentAcquirer']
        methods = mollie['paymentMethods']
        self.assertEqual([method['code'] for method in methods], ['ideal', 'creditcard', 'bancontact', 'banktransfer'])
        self.assertIn({'code': 'ideal_INGBNL2A', 'name': 'ING'}, methods[0]['issuers'])

    def test_a_session_without_products_in_its_cart_is_refused(self):
        self.assertEqual(self.make_payment_error(self.transfer), 'Shopping cart not found.')

    def test_an_unknown_or_disabled_acquirer_is_refused(self):
        self.add_to_cart()
        unknown = self.env['payment.acquirer'].sudo().search([], order='id desc', limit=1).id + 1000
        self.assertEqual(self.graphql_error(
            'mutation { makePayment(acquirerId: %d) { id } }' % unknown), 'Payment acquirer does not exist.')
        self.transfer.state = 'disabled'
        self.assertEqual(self.make_payment_error(self.transfer), 'Payment acquirer does not exist.')

    def test_a_method_or_bank_the_acquirer_does_not_offer_is_refused(self):
        self.add_to_cart()
        self.assertEqual(self.make_payment_error(self.mollie, methodCode='bitcoin'), 'Payment method not available.')
        self.assertEqual(self.make_payment_error(self.mollie, methodCode='ideal', issuerCode='ideal_NOBANK00'),
                         'Payment method not available.')

    def test_a_return_url_that_is_no_web_address_is_refused(self):
        self.add_to_cart()
        for url in ('javascript:alert(1)', '/payment-details', 'https://shop.example/a b'):
            self.assertEqual(self.make_payment_error(self.mollie, returnUrl=url), 'Invalid return URL.')
