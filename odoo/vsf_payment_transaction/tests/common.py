# -*- coding: utf-8 -*-
from contextlib import contextmanager
from unittest.mock import MagicMock, patch

import requests

from odoo import http
from odoo.tests.common import get_db_name

from odoo.addons.payment_mollie.models import payment_acquirer as mollie_acquirer_module
from odoo.addons.vsf_base.tests.common import GraphQLCase

CART_ADD = '''mutation ($productId: Int!, $quantity: Int!) {
  cartAddItem(productId: $productId, quantity: $quantity) { order { id amountTotal } } }'''
TX_FIELDS = 'id reference amount state stateMessage returnUrl checkoutUrl redirectForm acquirerReference'
MAKE_PAYMENT = '''mutation ($acquirerId: Int!, $extra: MakePaymentExtraInput) {
  makePayment(acquirerId: $acquirerId, extra: $extra) { %s } }''' % TX_FIELDS
UPDATE_PAYMENT = '''mutation ($transactionId: Int!, $extra: UpdatePaymentExtraInput) {
  updatePayment(transactionId: $transactionId, extra: $extra) { %s } }''' % TX_FIELDS
TX_REQUEST = '''query ($transactionId: Int, $reference: String) {
  paymentTransactionRequest(transactionId: $transactionId, reference: $reference) }'''
ACQUIRER = '''query ($id: Int) { paymentAcquirer(id: $id) {
  id pendingMessage paymentMethods { code name issuers { code name } } } }'''

NOT_FOUND = 'Payment transaction does not exist.'
MISMATCH = 'Mollie: payment does not match the transaction.'
PAYMENT_ID = 'tr_vsfTest0001'


class PaymentCase(GraphQLCase):
    """A shop with a wire transfer and a Mollie acquirer (test mode) and a product to buy."""

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.product = cls.env['product.product'].create({
            'name': 'Storefront payment desk', 'list_price': 150.0, 'sale_ok': True, 'is_published': True,
        })
        cls.transfer = cls.env.ref('payment.payment_acquirer_transfer')
        cls.transfer.write({'state': 'test', 'pending_msg': '<p>Please transfer to IBAN NL00 TEST 0123 4567 89</p>'})
        cls.mollie = cls.env.ref('payment.payment_acquirer_mollie')
        # A paid transaction is posted in the acquirer's journal (post-processing).
        bank = cls.env['account.journal'].search([('type', '=', 'bank')], limit=1)
        cls.mollie.write({'state': 'test', 'mollie_api_key': 'test_vsfpaymentkey', 'journal_id': bank.id})

    # --- Through the API, in the current session -----------------------------------------------

    def graphql(self, query, variables=None, cookies=None):
        """In English, as the storefront's contract reads Odoo's texts: the demo website speaks
        Dutch (vsf_demo), and Odoo translates the refusals into the shopper's language."""
        answer = super().graphql(query, variables, dict({'frontend_lang': 'en_US'}, **(cookies or {})))
        self._keep_odoos_session_cookie()
        return answer

    def _keep_odoos_session_cookie(self):
        """HttpCase puts the session cookie in the jar without a domain; Odoo's answer sets it
        again for the host, rotated on login. Both would go out, the stale one first."""
        jar = self.opener.cookies
        cookies = [cookie for cookie in jar if cookie.name == 'session_id']
        if any(cookie.domain for cookie in cookies):
            for cookie in cookies:
                if not cookie.domain:
                    jar.clear(cookie.domain, cookie.path, cookie.name)

    def add_to_cart(self, quantity=2):
        data = self.graphql_data(CART_ADD, {'productId': self.product.id, 'quantity': quantity})
        return self.fresh('sale.order', data['cartAddItem']['order']['id'])

    def make_payment(self, acquirer, **extra):
        return self.graphql_data(MAKE_PAYMENT, {'acquirerId': acquirer.id, 'extra': extra})['makePayment']

    def make_payment_error(self, acquirer, **extra):
        return self.graphql_error(MAKE_PAYMENT, {'acquirerId': acquirer.id, 'extra': extra})

    def update_payment(self, transaction_id, extra=None):
        return self.graphql_data(UPDATE_PAYMENT, {'transactionId': transaction_id, 'extra': extra or {}})['updatePayment']

    def update_payment_error(self, transaction_id, extra=None):
        return self.graphql_error(UPDATE_PAYMENT, {'transactionId': transaction_id, 'extra': extra or {}})

    def open_mollie_transaction(self):
        self.add_to_cart()
        return self.fresh('payment.transaction', self.make_payment(self.mollie)['id'])

    def use_new_session(self):
        """Another browser, or the storefront's webhook handler: a session of its own, as
        HttpCase.setUp makes one; the previous opener keeps the previous session."""
        session = http.root.session_store.new()
        session.db = get_db_name()
        http.root.session_store.save(session)
        self.opener = requests.Session()
        self.opener.cookies['session_id'] = session.sid

    def log_in(self, login):
        """Signs the current session in as the storefront does (graphql_vuestorefront's login)."""
        self.graphql_data('mutation ($login: String!) { login(email: $login, password: $login) { id } }',
                          {'login': login})

    # --- Reading what the requests wrote -------------------------------------------------------

    def fresh(self, model, record_id):
        """The record as the requests left it (they share this test's transaction)."""
        self.env[model].invalidate_cache()
        return self.env[model].browse(record_id)

    # --- Mollie --------------------------------------------------------------------------------

    def mollie_payment(self, tx, status, payment_id=PAYMENT_ID, **changes):
        """Mollie's payment resource as GET /v2/payments/{id} answers it for the transaction."""
        payment = {
            'resource': 'payment',
            'id': payment_id,
            'status': status,
            'amount': {
                'currency': tx.currency_id.name,
                'value': '%.*f' % (tx.currency_id.decimal_places, tx.amount),
            },
            'metadata': {'reference': tx.reference, 'transactionId': tx.id},
        }
        payment.update(changes)
        return payment

    @contextmanager
    def mollie_says(self, payment):
        """payment_mollie's HTTP call answered with ``payment``; yields the patched call."""
        response = MagicMock()
        response.json.return_value = payment
        fake_requests = MagicMock(exceptions=requests.exceptions)
        fake_requests.request.return_value = response
        with patch.object(mollie_acquirer_module, 'requests', fake_requests):
            yield fake_requests.request
