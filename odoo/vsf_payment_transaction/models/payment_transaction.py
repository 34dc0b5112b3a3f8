# -*- coding: utf-8 -*-
import logging
import math
from urllib.parse import urlencode, urljoin

from lxml import html as lxml_html

from odoo import _, fields, models

from .payment_acquirer import HOSTED_PAGE_PROVIDERS

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
    vsf_redirect_form = fields.Text(
        'Storefront redirect form', readonly=True, groups='base.group_user',
        help="The provider's redirect form (hosted payment page) as Odoo rendered it.")

    # --- Starting (makePayment) -------------------------------------------------------------

    def _vsf_start_payment(self):
        """What the acquirer does with a transaction the storefront just opened."""
        self.ensure_one()
        if self.provider == 'transfer':
            self._vsf_start_transfer()
        elif self.provider in HOSTED_PAGE_PROVIDERS:
            self._vsf_start_hosted_page()
        # Mollie: the storefront creates the payment; the transaction waits for updatePayment.

    def _vsf_start_transfer(self):
        """payment_transfer's feedback, as its redirect form would post it: the transaction turns
        pending and sale sends the quotation, which waits for the money."""
        self.env['payment.transaction'].sudo()._handle_feedback_data(
            'transfer', {'reference': self.reference})

    def _vsf_start_hosted_page(self):
        """Renders the provider's redirect form for the storefront to post. The shopper is on
        their way to pay, so the transaction is pending from now on."""
        processing_values = self._get_processing_values()
        self.vsf_redirect_form = processing_values.get('redirect_form_html') or False
        self._vsf_set_pending_as_open_payment()

    def _vsf_set_pending_as_open_payment(self):
        """Pending without sale's _set_pending, which would send the quotation: the shopper may
        still abandon the provider's page, and a cancelled or failed payment leaves the order a
        quotation to pay again."""
        self._update_state(('draft',), 'pending', None)._log_received_message()

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
        """The redirect form as one address when a GET can replace it (method="get"); a form
        that posts (Adyen's hosted payment page) has none."""
        self.ensure_one()
        if not self.vsf_redirect_form:
            return None
        root = lxml_html.fragment_fromstring(self.vsf_redirect_form, create_parent='div')
        form = next(iter(root.iter('form')), None)
        if form is None or (form.get('method') or 'get').lower() != 'get' or not form.get('action'):
            return None
        action = urljoin(self.acquirer_id.get_base_url(), form.get('action'))
        inputs = [(field.get('name'), field.get('value') or '')
                  for field in form.iter('input') if field.get('type') == 'hidden' and field.get('name')]
        if not inputs:
            return action
        return '%s%s%s' % (action, '&' if '?' in action else '?', urlencode(inputs))
