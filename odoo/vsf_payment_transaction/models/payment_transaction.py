# -*- coding: utf-8 -*-
import logging
import math

from odoo import _, fields, models

from odoo.addons.payment import utils as payment_utils
from odoo.addons.payment_adyen.const import CURRENCY_DECIMALS as ADYEN_CURRENCY_DECIMALS

_logger = logging.getLogger(__name__)

# What the storefront promises: once paid, cancelled or failed, a transaction stays so, whatever
# a replayed return, webhook or later provider answer says (Odoo's own _set_done would still
# accept 'cancel' and 'error').
FINAL_STATES = ('done', 'cancel', 'error')


class PaymentTransaction(models.Model):
    _inherit = 'payment.transaction'

    vsf_return_url = fields.Char(
        'Storefront return URL', readonly=True, groups='base.group_user',
        help='Where the storefront asked the provider to send the shopper back.')
    vsf_checkout_url = fields.Char(
        'Storefront checkout URL', readonly=True, groups='base.group_user',
        help="The provider's page the shopper pays on (an Adyen payment link).")

    # --- Starting (makePayment) -------------------------------------------------------------

    def _vsf_start_payment(self):
        """What the acquirer does with a transaction the storefront just opened."""
        self.ensure_one()
        if self.provider == 'transfer':
            self._vsf_start_transfer()
        elif self.acquirer_id._vsf_uses_payment_link():
            self._vsf_start_payment_link()
        # Mollie: the storefront creates the payment; the transaction waits for updatePayment.

    def _vsf_start_transfer(self):
        """payment_transfer's feedback, as its redirect form would post it: the transaction turns
        pending and sale sends the quotation, which waits for the money."""
        self.env['payment.transaction'].sudo()._handle_feedback_data(
            'transfer', {'reference': self.reference})

    def _vsf_start_payment_link(self):
        """An Adyen payment link for the transaction: its page is where the shopper pays, and
        Adyen's webhook (payment_adyen's /payment/adyen/notification) tells Odoo the outcome
        under the transaction's reference. The shopper is on their way to pay, so the
        transaction is pending from now on."""
        acquirer = self.acquirer_id
        currency = self.currency_id.name
        partner = self.partner_id
        payload = {
            'merchantAccount': acquirer.adyen_merchant_account,
            'amount': {
                'value': payment_utils.to_minor_currency_units(
                    self.amount, self.currency_id, ADYEN_CURRENCY_DECIMALS.get(currency)),
                'currency': currency,
            },
            'reference': self.reference,
            'shopperReference': acquirer._adyen_compute_shopper_reference(partner.id),
            'shopperLocale': (self.partner_lang or self.env.lang or 'en_US').replace('_', '-'),
        }
        if self.vsf_return_url:
            payload['returnUrl'] = self.vsf_return_url
        if partner.country_id:
            payload['countryCode'] = partner.country_id.code
        if partner.email:
            payload['shopperEmail'] = partner.email
        link = acquirer._vsf_adyen_create_payment_link(payload)
        self.vsf_checkout_url = link.get('url') or False
        self._vsf_set_pending_as_open_payment()

    def _vsf_set_pending_as_open_payment(self):
        """Pending without sale's _set_pending, which would send the quotation: the shopper may
        still abandon the provider's page, and a cancelled or failed payment leaves the order a
        quotation to pay again."""
        self._update_state(('draft',), 'pending', None)._log_received_message()

    # --- Adyen's hosted page: the webhook ------------------------------------------------------

    def _process_feedback_data(self, data):
        """A payment link's transaction learns its outcome from Adyen's webhook alone, and its
        shopper never visits Odoo's status page, which would post-process it: the order of a paid
        one is confirmed now (as payment_adyen_vsf does for the Drop-in's transactions)."""
        super()._process_feedback_data(data)
        if self.provider == 'adyen' and self.acquirer_id._vsf_uses_payment_link():
            self._vsf_confirm_paid_order()

    # --- Mollie (updatePayment) ---------------------------------------------------------------

    def _vsf_matches_mollie_payment(self, payment):
        """Whether a Mollie payment (its API resource) is for this transaction: our reference in
        its metadata, our currency and our amount."""
        self.ensure_one()
        if not isinstance(payment, dict):
            return False
        metadata = payment.get('metadata')
        amount = payment.get('amount')
        if not isinstance(metadata, dict) or not isinstance(amount, dict):
            return False
        if metadata.get('reference') != self.reference:
            return False
        if amount.get('currency') != self.currency_id.name or not isinstance(amount.get('value'), str):
            return False
        try:
            value = float(amount['value'])
        except ValueError:
            return False
        return math.isfinite(value) and self.currency_id.compare_amounts(value, self.amount) == 0

    def _vsf_take_mollie_payment(self, payment_id, status):
        """Binds the Mollie payment the first time and takes its status over, unless the
        transaction is final already (docs/odoo-extensions.md, "Mollie")."""
        self.ensure_one()
        if self.state in FINAL_STATES:
            return
        if not self.acquirer_reference:
            self.acquirer_reference = payment_id
        if status in ('paid', 'authorized'):
            self._set_done()
            self._vsf_confirm_paid_order()
        elif status in ('open', 'pending'):
            self._vsf_set_pending_as_open_payment()
        elif status == 'canceled':
            self._set_canceled(state_message=_('The customer cancelled the payment.'))
        elif status == 'expired':
            self._set_canceled(state_message=_('The payment expired.'))
        elif status == 'failed':
            self._set_error(_('The payment failed.'))
        else:
            _logger.info('Mollie payment %s has status %r; transaction %s left as it is',
                         payment_id, status, self.reference)

    # --- Paid ---------------------------------------------------------------------------------

    def _vsf_confirm_paid_order(self):
        """Confirms the order of a done transaction (sale checks that the amount is the order's
        total) and posts the payment, as Odoo's status page would once the shopper saw it: the
        storefront's shopper never visits that page."""
        for tx in self.filtered(lambda t: t.state == 'done'):
            tx._check_amount_and_confirm_order()
            tx._vsf_finalize_post_processing()

    def _vsf_finalize_post_processing(self):
        self.ensure_one()
        if self.is_post_processed:
            return
        try:
            with self.env.cr.savepoint():
                self._finalize_post_processing()
        except Exception:  # as payment's /payment/status/poll: the payment cron tries again
            self.invalidate_cache()
            _logger.warning('Post-processing of transaction %s failed; the payment cron will retry',
                            self.reference, exc_info=True)

    # --- What the storefront reads ------------------------------------------------------------

    def _vsf_state_message(self):
        """The state message; a pending wire transfer's is the acquirer's bank details, which
        payment_transfer shows from the acquirer instead of storing them."""
        self.ensure_one()
        if self.state_message:
            return self.state_message
        if self.provider == 'transfer' and self.state == 'pending':
            return self.acquirer_id.pending_msg or None
        return None

    def _vsf_checkout_url(self):
        """Where the shopper pays: the Adyen payment link's page."""
        self.ensure_one()
        return self.vsf_checkout_url or None
