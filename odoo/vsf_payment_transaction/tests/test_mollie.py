# -*- coding: utf-8 -*-
from odoo.tests import tagged

from .common import MISMATCH, NOT_FOUND, PAYMENT_ID, PaymentCase


@tagged('post_install', '-at_install')
class TestMolliePayments(PaymentCase):
    """updatePayment with a Mollie payment the storefront created (docs/odoo-extensions.md)."""

    def bind(self, tx, status, **changes):
        """updatePayment in the shopper's session, Mollie answering ``status`` for the payment."""
        with self.mollie_says(self.mollie_payment(tx, status, **changes)):
            return self.update_payment(tx.id, {'providerReference': PAYMENT_ID})

    def test_binding_an_open_payment_asks_mollie_and_makes_the_transaction_pending(self):
        tx = self.open_mollie_transaction()
        with self.mollie_says(self.mollie_payment(tx, 'open')) as mollie:
            data = self.update_payment(tx.id, {'providerReference': PAYMENT_ID})
        self.assertEqual((data['state'], data['acquirerReference']), ('Pending', PAYMENT_ID))
        method, url = mollie.call_args[0]
        self.assertEqual((method, url), ('GET', 'https://api.mollie.com/v2/payments/%s' % PAYMENT_ID))
        self.assertEqual(mollie.call_args[1]['headers']['Authorization'], 'Bearer test_vsfpaymentkey')
        self.assertEqual(self.fresh('sale.order', tx.sale_order_ids.id).state, 'draft')

    def test_a_paid_payment_confirms_the_order(self):
        tx = self.open_mollie_transaction()
        self.bind(tx, 'open')
        self.assertEqual(self.bind(tx, 'paid')['state'], 'Confirmed')
        self.assertEqual(self.fresh('sale.order', tx.sale_order_ids.id).state, 'sale')

    def test_a_cancelled_payment_cancels_and_the_order_stays_a_quotation(self):
        tx = self.open_mollie_transaction()
        data = self.bind(tx, 'canceled')
        self.assertEqual((data['state'], data['stateMessage']), ('Canceled', 'The customer cancelled the payment.'))
        self.assertEqual(self.fresh('sale.order', tx.sale_order_ids.id).state, 'draft')

    def test_an_expired_payment_cancels(self):
        tx = self.open_mollie_transaction()
        data = self.bind(tx, 'expired')
        self.assertEqual((data['state'], data['stateMessage']), ('Canceled', 'The payment expired.'))

    def test_a_failed_payment_is_an_error(self):
        tx = self.open_mollie_transaction()
        data = self.bind(tx, 'failed')
        self.assertEqual((data['state'], data['stateMessage']), ('Error', 'The payment failed.'))
        self.assertEqual(self.fresh('sale.order', tx.sale_order_ids.id).state, 'draft')

    def test_a_payment_of_another_amount_currency_or_reference_is_refused(self):
        tx = self.open_mollie_transaction()
        other_currency = 'USD' if tx.currency_id.name != 'USD' else 'EUR'
        others = [
            {'amount': {'currency': tx.currency_id.name, 'value': '%.2f' % (tx.amount - 1)}},
            {'amount': {'currency': other_currency, 'value': '%.2f' % tx.amount}},
            {'metadata': {'reference': 'S99999-1', 'transactionId': tx.id}},
            {'metadata': None},
        ]
        for changes in others:
            with self.mollie_says(self.mollie_payment(tx, 'paid', **changes)):
                error = self.update_payment_error(tx.id, {'providerReference': PAYMENT_ID})
            self.assertEqual(error, MISMATCH)
        tx = self.fresh('payment.transaction', tx.id)
        self.assertEqual((tx.state, tx.acquirer_reference), ('draft', False))

    def test_a_malformed_payment_id_is_refused_without_asking_mollie(self):
        tx = self.open_mollie_transaction()
        with self.mollie_says({}) as mollie:
            error = self.update_payment_error(tx.id, {'providerReference': 'tr_../../customers'})
        self.assertEqual(error, MISMATCH)
        mollie.assert_not_called()

    def test_another_payment_for_a_bound_transaction_is_refused(self):
        tx = self.open_mollie_transaction()
        self.bind(tx, 'open')
        other = self.mollie_payment(tx, 'paid', payment_id='tr_vsfTest0002')
        with self.mollie_says(other):
            error = self.update_payment_error(tx.id, {'providerReference': 'tr_vsfTest0002'})
        self.assertEqual(error, 'Mollie: the transaction is bound to another payment.')
        self.assertEqual(self.fresh('payment.transaction', tx.id).acquirer_reference, PAYMENT_ID)

    def test_a_done_transaction_never_changes_again(self):
        tx = self.open_mollie_transaction()
        self.bind(tx, 'paid')
        # A replayed webhook, or Mollie reporting otherwise later: the outcome stays.
        for status in ('paid', 'failed', 'canceled'):
            self.assertEqual(self.bind(tx, status)['state'], 'Confirmed')
        self.assertEqual(self.fresh('sale.order', tx.sale_order_ids.id).state, 'sale')

    def test_without_the_session_an_unbound_transaction_is_refused(self):
        tx = self.open_mollie_transaction()
        self.use_new_session()
        with self.mollie_says(self.mollie_payment(tx, 'paid')) as mollie:
            error = self.update_payment_error(tx.id, {'providerReference': PAYMENT_ID})
        self.assertEqual(error, NOT_FOUND)
        mollie.assert_not_called()
        self.assertEqual(self.fresh('payment.transaction', tx.id).state, 'draft')

    def test_without_the_session_a_bound_transaction_is_refreshed_from_mollie(self):
        tx = self.open_mollie_transaction()
        self.bind(tx, 'open')
        self.use_new_session()  # the storefront's webhook handler
        for extra in ({}, {'providerReference': 'tr_vsfTest0002'}):
            self.assertEqual(self.update_payment_error(tx.id, extra), NOT_FOUND)
        self.assertEqual(self.bind(tx, 'paid')['state'], 'Confirmed')
        self.assertEqual(self.fresh('sale.order', tx.sale_order_ids.id).state, 'sale')
