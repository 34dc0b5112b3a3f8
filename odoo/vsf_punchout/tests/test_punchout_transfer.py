# -*- coding: utf-8 -*-
from odoo.tests import tagged

from .common import ADD_TO_CART, SESSION, TRANSFER, PunchoutCase

NO_SESSION = 'No punch-out session.'


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
        self.assertEqual(self.graphql_error('mutation { makeGiftCardPayment { done } }'),
                         'Punch-out carts are transferred to the procurement system, not paid.')
        self.assertEqual(self.graphql_data(TRANSFER)['punchoutTransfer']['session']['state'], 'TRANSFERRED')
