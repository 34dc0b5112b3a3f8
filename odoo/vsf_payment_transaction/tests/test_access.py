# -*- coding: utf-8 -*-
from odoo.tests import tagged
from odoo.tests.common import new_test_user

from .common import NOT_FOUND, TX_REQUEST, PaymentCase


@tagged('post_install', '-at_install')
class TestTransactionAccess(PaymentCase):

    def test_the_session_reads_what_mollie_needs_for_its_transaction(self):
        self.add_to_cart()
        data = self.make_payment(self.mollie, returnUrl='https://shop.example/payment-details')
        by_reference = self.graphql_data(TX_REQUEST, {'reference': data['reference']})['paymentTransactionRequest']
        tx = self.fresh('payment.transaction', data['id'])
        self.assertEqual(by_reference, {
            'id': tx.id,
            'reference': tx.reference,
            'amount': tx.amount,
            'currency': tx.currency_id.name,
            'customer': {'name': tx.partner_name or None, 'email': tx.partner_email or None},
            'return_url': 'https://shop.example/payment-details',
            'acquirer': self.mollie.name,
            'provider': 'mollie',
        })
        by_id = self.graphql_data(TX_REQUEST, {'transactionId': tx.id})['paymentTransactionRequest']
        self.assertEqual(by_id, by_reference)

    def test_another_session_can_neither_read_nor_refresh_the_transaction(self):
        self.add_to_cart()
        data = self.make_payment(self.mollie)
        self.use_new_session()
        self.add_to_cart()  # a shopper with a cart of their own
        self.assertEqual(self.graphql_error(TX_REQUEST, {'transactionId': data['id']}), NOT_FOUND)
        self.assertEqual(self.graphql_error(TX_REQUEST, {'reference': data['reference']}), NOT_FOUND)
        self.assertEqual(self.update_payment_error(data['id']), NOT_FOUND)

    def test_an_unknown_transaction_does_not_exist(self):
        self.assertEqual(self.graphql_error(TX_REQUEST, {'reference': 'S99999-nothing'}), NOT_FOUND)
        self.assertEqual(self.graphql_error(TX_REQUEST, {}), NOT_FOUND)

    def test_a_customer_reads_their_transaction_from_another_signed_in_session(self):
        login = 'vsf.payment.customer@example.com'
        new_test_user(self.env, login=login, groups='base.group_portal')
        self.log_in(login)
        self.add_to_cart()
        data = self.make_payment(self.mollie)

        self.use_new_session()
        self.log_in(login)
        seen = self.graphql_data(TX_REQUEST, {'transactionId': data['id']})['paymentTransactionRequest']
        self.assertEqual(seen['reference'], data['reference'])

        new_test_user(self.env, login='vsf.payment.other@example.com', groups='base.group_portal')
        self.use_new_session()
        self.log_in('vsf.payment.other@example.com')
        self.assertEqual(self.graphql_error(TX_REQUEST, {'transactionId': data['id']}), NOT_FOUND)
