# -*- coding: utf-8 -*-
from unittest.mock import MagicMock, patch

import requests

from odoo.tests import tagged
from odoo.tools import mute_logger

from odoo.addons.vsf_payment_transaction.models import payment_acquirer as acquirer_module

from .common import PaymentCase

LINK_URL = 'https://test.adyen.link/PL0123456789ABCDEF'


@tagged('post_install', '-at_install')
class TestAdyenPaymentLink(PaymentCase):
    """Adyen's hosted page on Odoo 15: an Adyen acquirer flagged for it answers makePayment with
    a payment link, and Adyen's webhook settles the transaction and confirms the order."""

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.hosted = cls.env.ref('payment.payment_acquirer_adyen').copy({
            'name': 'ADYEN_OG',
            'state': 'test',
            'vsf_adyen_hosted_page': True,
            'adyen_merchant_account': 'VsfTestMerchant',
            'adyen_api_key': 'vsf-test-api-key',
            'adyen_client_key': 'test_VSFCLIENTKEY',
            'adyen_hmac_key': '00' * 32,
            'adyen_checkout_api_url': 'https://checkout-test.adyen.com/checkout',
            'adyen_recurring_api_url': 'https://pal-test.adyen.com/pal/servlet/Recurring',
            'journal_id': cls.env['account.journal'].search([('type', '=', 'bank')], limit=1).id,
        })
        cls.drop_in = cls.env.ref('payment.payment_acquirer_adyen')
        cls.drop_in.write({'state': 'test', 'vsf_adyen_hosted_page': False})

    def adyen_answers(self, answer, status=201):
        response = MagicMock(status_code=status)
        response.json.return_value = answer
        if status >= 400:
            response.raise_for_status.side_effect = requests.exceptions.HTTPError(response=response)
        fake = MagicMock(exceptions=requests.exceptions)
        fake.post.return_value = response
        return patch.object(acquirer_module, 'requests', fake)

    def test_make_payment_sends_the_shopper_to_a_payment_link_for_the_order(self):
        order = self.add_to_cart(quantity=3)
        with self.adyen_answers({'id': 'PL0123456789ABCDEF', 'url': LINK_URL, 'status': 'active'}) as fake:
            data = self.make_payment(self.hosted, returnUrl='https://shop.example/payment-details')
        self.assertEqual(data['checkoutUrl'], LINK_URL)
        self.assertEqual(data['state'], 'Pending')
        self.assertIsNone(data['redirectForm'])
        (url,), call = fake.post.call_args
        self.assertEqual(url, 'https://checkout-test.adyen.com/checkout/V67/paymentLinks')
        self.assertEqual(call['headers'], {'X-API-Key': 'vsf-test-api-key'})
        tx = self.fresh('payment.transaction', data['id'])
        self.assertEqual(call['json']['merchantAccount'], 'VsfTestMerchant')
        self.assertEqual(call['json']['reference'], tx.reference)
        self.assertEqual(call['json']['amount'], {'value': round(order.amount_total * 100), 'currency': 'EUR'})
        self.assertEqual(call['json']['returnUrl'], 'https://shop.example/payment-details')
        # Not sent: the shopper may still leave Adyen's page without paying.
        self.assertEqual(self.fresh('sale.order', order.id).state, 'draft')

    @mute_logger('odoo.addons.vsf_payment_transaction.models.payment_acquirer')
    def test_adyen_out_of_reach_or_refusing_fails_with_payment_adyens_texts(self):
        self.add_to_cart()
        with self.adyen_answers({'status': 422, 'errorCode': '14_030'}, status=422):
            error = self.make_payment_error(self.hosted)
        self.assertEqual(error, 'Adyen: The communication with the API failed.')
        fake = MagicMock(exceptions=requests.exceptions)
        fake.post.side_effect = requests.exceptions.ConnectionError()
        with patch.object(acquirer_module, 'requests', fake):
            self.assertEqual(self.make_payment_error(self.hosted),
                             'Adyen: Could not establish the connection to the API.')

    def test_the_drop_in_acquirer_still_refuses_make_payment(self):
        self.add_to_cart()
        self.assertEqual(self.make_payment_error(self.drop_in), 'Use the Adyen drop-in for this acquirer.')

    def test_adyens_webhook_settles_the_transaction_and_confirms_the_order(self):
        order = self.add_to_cart()
        with self.adyen_answers({'id': 'PL0123456789ABCDEF', 'url': LINK_URL, 'status': 'active'}):
            data = self.make_payment(self.hosted, returnUrl='https://shop.example/payment-details')
        tx = self.fresh('payment.transaction', data['id'])
        # What payment_adyen's webhook route hands over for an AUTHORISATION.
        self.env['payment.transaction']._handle_feedback_data('adyen', {
            'merchantReference': tx.reference, 'pspReference': 'PSP0000000000001',
            'eventCode': 'AUTHORISATION', 'success': 'true', 'resultCode': 'Authorised',
        })
        self.assertEqual(tx.state, 'done')
        self.assertEqual(tx.acquirer_reference, 'PSP0000000000001')
        self.assertEqual(self.fresh('sale.order', order.id).state, 'sale')
        self.assertTrue(tx.is_post_processed)
