# -*- coding: utf-8 -*-
from unittest.mock import patch

from odoo.tests import tagged

from .common import ADD_TO_CART, SESSION, TRANSFER, PunchoutCase

NO_SESSION = 'No punch-out session.'
NOT_PAID = 'Punch-out carts are transferred to the procurement system, not paid.'


@tagged('post_install', '-at_install')
class TestPunchoutTransfer(PunchoutCase):

    def test_the_transfer_returns_the_cart_cancels_it_and_logs_the_session_out(self):
        request = self.setup_request()
        self.started_punchout(request)
        self.graphql_data(ADD_TO_CART, {'productId': self.products[0].id, 'quantity': 2})
        self.graphql_data(ADD_TO_CART, {'productId': self.products[1].id, 'quantity': 1})
        cart_id = self.cart_lines()[0]
        transactions = self.env['payment.transaction'].sudo().search_count([])

        transfer = self.graphql_data(TRANSFER)['punchoutTransfer']
        self.assertEqual(transfer['session'], {'state': 'TRANSFERRED', 'protocol': 'CXML',
                                               'buyerCookie': request['buyerCookie'], 'returnUrl': request['returnUrl']})
        order = transfer['order']
        self.assertEqual(order['id'], cart_id)
        self.assertEqual([(line['product']['sku'], line['quantity']) for line in order['orderLines']],
                         [('VSF-PO-1', 2.0), ('VSF-PO-2', 1.0)])
        for line in order['orderLines']:
            self.assertAlmostEqual(line['priceSubtotal'], line['priceUnit'] * line['quantity'], places=2)
            self.assertTrue(line['product']['uomCode'])
        self.assertAlmostEqual(order['amountUntaxed'], sum(line['priceSubtotal'] for line in order['orderLines']), 2)

        self.env['sale.order'].invalidate_cache()
        self.assertEqual(self.env['sale.order'].browse(cart_id).state, 'cancel')
        self.assertEqual(self.env['payment.transaction'].sudo().search_count([]), transactions)
        punchout = self.punchout_of(request['payloadId'])
        self.assertEqual((punchout.state, punchout.order_id.id), ('transferred', cart_id))
        # Logged out: the public user, a new cart, no punch-out; a second transfer finds none.
        self.assertIsNone(self.signed_in_email())
        self.assertIsNone(self.graphql_data(SESSION)['punchoutSession'])
        self.assertEqual(self.graphql_error(TRANSFER), NO_SESSION)
        self.assertNotEqual(self.cart_lines()[0], cart_id)

    def test_an_oci_cart_is_transferred_the_same_way(self):
        self.oci_login()
        self.graphql_data(ADD_TO_CART, {'productId': self.products[2].id, 'quantity': 4})
        transfer = self.graphql_data(TRANSFER)['punchoutTransfer']
        self.assertEqual(transfer['session']['protocol'], 'OCI')
        self.assertEqual(transfer['order']['orderLines'][0]['quantity'], 4.0)

    def test_a_session_without_a_punchout_has_nothing_to_transfer(self):
        self.assertEqual(self.graphql_error(TRANSFER), NO_SESSION)
        self.authenticate(self.cxml_user.login, self.cxml_user.login)
        self.assertEqual(self.graphql_error(TRANSFER), NO_SESSION)

    def test_a_punchout_cart_is_not_confirmed_here(self):
        self.started_punchout()
        # graphql_vuestorefront confirms an empty (free) cart without a payment.
        self.assertEqual(self.graphql_error('mutation { makeGiftCardPayment { done } }'), NOT_PAID)
        self.assertEqual(self.graphql_data(TRANSFER)['punchoutTransfer']['session']['state'], 'TRANSFERRED')

    def test_a_punchout_cart_asks_adyen_for_no_payment_methods(self):
        adyen = self.env.ref('payment.payment_acquirer_adyen')
        adyen.write({
            'state': 'test',
            'adyen_merchant_account': 'VsfPunchoutTest',
            'adyen_api_key': 'vsf-test-api-key',
            'adyen_client_key': 'test_VSFCLIENTKEY',
            'adyen_hmac_key': '00' * 32,
            'adyen_checkout_api_url': 'https://checkout-test.adyen.com/checkout',
            'adyen_recurring_api_url': 'https://pal-test.adyen.com/pal/servlet/Recurring',
        })
        self.env['base'].flush()
        self.started_punchout()
        self.graphql_data(ADD_TO_CART, {'productId': self.products[0].id, 'quantity': 1})
        # graphql_vuestorefront's adyenPaymentMethods opens no transaction: it asks Adyen directly.
        with patch('odoo.addons.payment_adyen.models.payment_acquirer.requests.request') as adyen_api:
            self.assertEqual(self.graphql_error(
                'mutation ($id: Int!) { adyenPaymentMethods(acquirerId: $id) { adyenPaymentMethods } }',
                {'id': adyen.id}), NOT_PAID)
        adyen_api.assert_not_called()
