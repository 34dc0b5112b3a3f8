# -*- coding: utf-8 -*-
from odoo.tests import tagged

from .common import PaymentCase

PAYMENT_TRANSACTION = '''query ($id: Int, $reference: String) {
  paymentTransaction(id: $id, reference: $reference) { id reference customer { name email } } }'''
ADYEN_TRANSACTION = 'mutation ($id: Int!) { adyenTransaction(acquirerId: $id) { transaction } }'
NOT_FOUND = 'Payment Transaction does not exist.'


@tagged('post_install', '-at_install')
class TestPaymentTransactionQuery(PaymentCase):
    """graphql_vuestorefront's paymentTransaction answers any transaction to anyone."""

    def test_the_session_reads_its_own_transaction(self):
        self.add_to_cart()
        data = self.make_payment(self.mollie)
        by_id = self.graphql_data(PAYMENT_TRANSACTION, {'id': data['id']})['paymentTransaction']
        self.assertEqual(by_id['reference'], data['reference'])
        by_reference = self.graphql_data(PAYMENT_TRANSACTION, {'reference': data['reference']})
        self.assertEqual(by_reference['paymentTransaction']['id'], data['id'])

    def test_another_session_finds_no_transaction_of_someone_else(self):
        self.add_to_cart()
        data = self.make_payment(self.mollie)
        self.use_new_session()
        self.add_to_cart()
        self.assertEqual(self.graphql_error(PAYMENT_TRANSACTION, {'id': data['id']}), NOT_FOUND)
        self.assertEqual(self.graphql_error(PAYMENT_TRANSACTION, {'reference': data['reference']}), NOT_FOUND)

    def test_an_unknown_transaction_does_not_exist(self):
        self.assertEqual(self.graphql_error(PAYMENT_TRANSACTION, {'reference': 'S99999-nothing'}), NOT_FOUND)
        self.assertEqual(self.graphql_error(PAYMENT_TRANSACTION, {}), NOT_FOUND)


@tagged('post_install', '-at_install')
class TestAdyenTransaction(PaymentCase):
    """graphql_vuestorefront's adyenTransaction passes the cart's access token to website_sale's
    route, and a fresh cart has none until its portal URL is asked for."""

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.adyen = cls.env.ref('payment.payment_acquirer_adyen')
        cls.adyen.write({
            'state': 'test',
            'adyen_merchant_account': 'VsfTestMerchant',
            'adyen_api_key': 'vsf-test-api-key',
            'adyen_client_key': 'test_VSFCLIENTKEY',
            'adyen_hmac_key': '00' * 32,
            'adyen_checkout_api_url': 'https://checkout-test.adyen.com/checkout',
            'adyen_recurring_api_url': 'https://pal-test.adyen.com/pal/servlet/Recurring',
        })

    def test_a_guest_opens_a_transaction_for_a_fresh_cart(self):
        order = self.add_to_cart()
        self.assertFalse(order.access_token)
        opened = self.graphql_data(ADYEN_TRANSACTION, {'id': self.adyen.id})['adyenTransaction']['transaction']
        tx = self.env['payment.transaction'].search([('reference', '=', opened['reference'])])
        self.assertEqual(tx.sale_order_ids, order)
        self.assertEqual(tx.operation, 'online_direct')
        self.assertTrue(tx.created_on_vsf)
        self.assertRegex(opened['access_token'], r'^[0-9a-f]{64}$')

    def test_a_session_without_a_cart_is_told_so_after_the_acquirer_is_checked(self):
        self.assertEqual(self.graphql_error(ADYEN_TRANSACTION, {'id': self.transfer.id}),
                         'Payment acquirer with "adyen" Provider does not exist.')
        self.assertEqual(self.graphql_error(ADYEN_TRANSACTION, {'id': self.adyen.id}), 'Shopping cart not found.')
