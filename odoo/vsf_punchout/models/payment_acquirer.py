# -*- coding: utf-8 -*-
from odoo import models


class PaymentAcquirer(models.Model):
    _inherit = 'payment.acquirer'

    # graphql_vuestorefront's adyenPaymentMethods asks Adyen for the cart's payment methods without
    # creating a transaction first (payment_transaction.py refuses those); every Adyen API call of a
    # shopper goes through here.
    def _adyen_make_request(self, *args, **kwargs):
        self.env['vsf.punchout.session']._vsf_refuse_payment()
        return super()._adyen_make_request(*args, **kwargs)
