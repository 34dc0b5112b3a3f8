# -*- coding: utf-8 -*-
import logging

import requests

from odoo import _, fields, models
from odoo.exceptions import ValidationError

_logger = logging.getLogger(__name__)

# The storefront creates Mollie payments itself (docs/odoo-extensions.md, "Mollie"); Odoo opens
# the transaction and follows the payment it is bound to.
STOREFRONT_OWNED_PROVIDERS = ('mollie',)

# Adyen's Checkout API version of the payment links, the one payment_adyen 15.0 speaks.
ADYEN_PAYMENT_LINKS_VERSION = 67


class PaymentAcquirer(models.Model):
    _inherit = 'payment.acquirer'

    vsf_payment_method_ids = fields.One2many(
        'vsf.payment.method', 'acquirer_id', string='Storefront payment methods',
        help='The methods (and their issuers, such as the banks of iDEAL) the storefront offers '
             'with this acquirer.')
    vsf_adyen_hosted_page = fields.Boolean(
        string='Storefront: Adyen hosted page',
        help="The storefront sends the shopper to Adyen's hosted payment page (a payment link "
             "for the order) instead of showing Adyen's Drop-in. Adyen reports the payment "
             "through this acquirer's webhook.")

    def _vsf_uses_payment_link(self):
        """An Adyen acquirer whose shoppers pay on Adyen's hosted page (odoogap's
        payment_adyen_og did this with a form; graphql_vuestorefront 15.0 no longer has it)."""
        self.ensure_one()
        return self.provider == 'adyen' and self.vsf_adyen_hosted_page

    def _vsf_starts_payments(self):
        """Whether makePayment opens transactions for this acquirer."""
        self.ensure_one()
        return self.provider in ('transfer',) + STOREFRONT_OWNED_PROVIDERS or self._vsf_uses_payment_link()

    def _vsf_sends_shopper_away(self):
        """Whether the shopper pays on the provider's page, and so needs a way back."""
        self.ensure_one()
        return self.provider in STOREFRONT_OWNED_PROVIDERS or self._vsf_uses_payment_link()

    def _vsf_offers_method(self, method_code, issuer_code=None):
        """Whether the storefront may ask the provider for this method (and issuer)."""
        self.ensure_one()
        method = self.vsf_payment_method_ids.filtered(lambda m: m.code == method_code)[:1]
        if not method:
            return False
        return not issuer_code or issuer_code in method.issuer_ids.mapped('code')

    def _vsf_adyen_create_payment_link(self, payload):
        """Adyen's POST /paymentLinks at the acquirer's Checkout API URL, as payment_adyen calls
        its endpoints (`<url>/V<version>/<endpoint>`, the API key in X-API-Key), with its error
        texts. payment_adyen 15.0 has no payment links, so its request helper has no version for
        them."""
        self.ensure_one()
        url = '%s/V%d/paymentLinks' % (self.adyen_checkout_api_url.rstrip('/'), ADYEN_PAYMENT_LINKS_VERSION)
        try:
            response = requests.post(url, json=payload, headers={'X-API-Key': self.adyen_api_key}, timeout=60)
            response.raise_for_status()
        except (requests.exceptions.ConnectionError, requests.exceptions.Timeout):
            _logger.exception("unable to reach endpoint at %s", url)
            raise ValidationError("Adyen: " + _("Could not establish the connection to the API."))
        except requests.exceptions.HTTPError as error:
            _logger.exception("invalid API request at %s: %s", url, error.response.text)
            raise ValidationError("Adyen: " + _("The communication with the API failed."))
        return response.json()
