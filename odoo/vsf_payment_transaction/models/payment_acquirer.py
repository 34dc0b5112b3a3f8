# -*- coding: utf-8 -*-
from odoo import fields, models

# Odoo modules whose redirect form sends the shopper to the provider's hosted payment page. Only
# odoogap's payment_adyen_og (15.0.1.0.0, provider ``adyen_og``) does that for Adyen on Odoo 15:
# payment_adyen 15.0 is the Drop-in alone.
HOSTED_PAGE_PROVIDERS = ('adyen_og',)

# The storefront creates Mollie payments itself (docs/odoo-extensions.md, "Mollie"); Odoo opens
# the transaction and follows the payment it is bound to.
STOREFRONT_OWNED_PROVIDERS = ('mollie',)


class PaymentAcquirer(models.Model):
    _inherit = 'payment.acquirer'

    vsf_payment_method_ids = fields.One2many(
        'vsf.payment.method', 'acquirer_id', string='Storefront payment methods',
        help='The methods (and their issuers, such as the banks of iDEAL) the storefront offers '
             'with this acquirer.')

    def _vsf_starts_payments(self):
        """Whether makePayment opens transactions for this acquirer."""
        self.ensure_one()
        return self.provider in ('transfer',) + STOREFRONT_OWNED_PROVIDERS + HOSTED_PAGE_PROVIDERS

    def _vsf_sends_shopper_away(self):
        """Whether the shopper pays on the provider's page, and so needs a way back."""
        self.ensure_one()
        return self.provider in STOREFRONT_OWNED_PROVIDERS + HOSTED_PAGE_PROVIDERS

    def _vsf_offers_method(self, method_code, issuer_code=None):
        """Whether the storefront may ask the provider for this method (and issuer)."""
        self.ensure_one()
        method = self.vsf_payment_method_ids.filtered(lambda m: m.code == method_code)[:1]
        if not method:
            return False
        return not issuer_code or issuer_code in method.issuer_ids.mapped('code')
