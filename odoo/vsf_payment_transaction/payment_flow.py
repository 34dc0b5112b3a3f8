# -*- coding: utf-8 -*-
"""The storefront's payments on Odoo 15's payment API, for the resolvers of schema.py.

makePayment opens a transaction for the session cart the way website_sale's
``/shop/payment/transaction/<order>`` does (PaymentPortal._create_transaction with the order's
own total), then lets the acquirer start: a wire transfer turns pending, Adyen's hosted page gets
a payment link, Mollie waits for the storefront's payment. updatePayment follows a bound Mollie
payment (fetched from Mollie with payment_mollie's key and request helper) or confirms a paid
order. A transaction is the caller's when this session opened it or it is the signed-in
customer's; anything else is refused as if it did not exist.
"""
import re
from urllib.parse import urlsplit

from graphql import GraphQLError

from odoo import _
from odoo.exceptions import ValidationError
from odoo.fields import Command
from odoo.http import request
from odoo.tools import consteq

from odoo.addons.payment.controllers.post_processing import PaymentPostProcessing
from odoo.addons.website_sale.controllers.main import PaymentPortal

ACTIVE_STATES = ('enabled', 'test')
DROP_IN_PROVIDERS = ('adyen',)
# vsf_punchout's acquirers stand for a cart transfer to the procurement system, never a payment.
PUNCHOUT_PROVIDERS = ('sap_oci', 'ariba')

# Every transaction this session opened (access), beside Odoo's monitored list, from which
# website_sale drops the previous one so that the confirmation shows the latest.
SESSION_TRANSACTIONS = '__vsf_payment_tx_ids__'
WEBSITE_SALE_LAST_TX = '__website_sale_last_tx_id'

MOLLIE_PAYMENT_ID = re.compile(r'tr_[A-Za-z0-9]+')

# Marks a transaction this request has found to be the caller's, for the fields read from it.
CALLERS_TRANSACTION = 'vsf_payment_callers_transaction'


def transaction_not_found():
    return GraphQLError(_('Payment transaction does not exist.'))


def payment_transaction_not_found():
    """graphql_vuestorefront's own text for paymentTransaction (capitalised there)."""
    return GraphQLError(_('Payment Transaction does not exist.'))


def mollie_mismatch():
    return GraphQLError(_('Mollie: payment does not match the transaction.'))


# --- makePayment ---------------------------------------------------------------------------------

def make_payment(env, acquirer_id, extra):
    """A new transaction for the session cart with the acquirer, started."""
    acquirer = _startable_acquirer(env, acquirer_id)
    order = _session_cart(env)
    return_url = None
    if acquirer._vsf_sends_shopper_away():
        _check_method(acquirer, extra.get('method_code'), extra.get('issuer_code'))
        return_url = _return_url(env, extra.get('return_url'))
    tx = _open_transaction(acquirer, order)
    tx.vsf_return_url = return_url
    tx._vsf_start_payment()
    return _as_callers(tx)


def _startable_acquirer(env, acquirer_id):
    acquirer = env['payment.acquirer'].sudo().search(
        [('id', '=', acquirer_id), ('state', 'in', ACTIVE_STATES)], limit=1)
    if not acquirer:
        raise GraphQLError(_('Payment acquirer does not exist.'))
    if acquirer.provider in DROP_IN_PROVIDERS and not acquirer._vsf_uses_payment_link():
        raise GraphQLError(_('Use the Adyen drop-in for this acquirer.'))
    if acquirer.provider in PUNCHOUT_PROVIDERS:
        raise GraphQLError(_('Punch-out carts are transferred to the procurement system, not paid.'))
    if not acquirer._vsf_starts_payments():
        raise GraphQLError(_('Payment acquirer does not exist.'))
    return acquirer


def _session_cart(env):
    """The session's cart with at least one product; website_sale no longer hands out an order
    whose payment is under way."""
    website = env['website'].get_current_website()
    request.website = website
    order = website.sale_get_order()
    if not order or order.state != 'draft' or not _product_lines(order):
        raise GraphQLError(_('Shopping cart not found.'))
    return order


def _product_lines(order):
    def is_product(line):
        is_delivery = 'is_delivery' in line._fields and line.is_delivery
        return line.product_id and not line.display_type and not is_delivery
    return order.order_line.filtered(is_product)


def _check_method(acquirer, method_code, issuer_code):
    if method_code and not acquirer._vsf_offers_method(method_code, issuer_code):
        raise GraphQLError(_('Payment method not available.'))


def _return_url(env, given):
    """The storefront's return URL, else the website's (graphql_vuestorefront's payment success
    return URL); never one taken from request headers."""
    if given:
        if not _is_web_url(given):
            raise GraphQLError(_('Invalid return URL.'))
        return given
    website = env['website'].get_current_website()
    if 'vsf_payment_success_return_url' not in website._fields:
        return None
    # graphql_vuestorefront's website setting; it defaults to a placeholder, not a URL.
    configured = website.vsf_payment_success_return_url
    return configured if _is_web_url(configured) else None


def _is_web_url(value):
    """An absolute http(s) URL: providers send the shopper there, so nothing like javascript:."""
    if not isinstance(value, str) or any(char.isspace() for char in value):
        return False
    try:
        parts = urlsplit(value)
        return parts.scheme in ('http', 'https') and bool(parts.hostname)
    except ValueError:
        return False


def _open_transaction(acquirer, order):
    """website_sale's shop_payment_transaction for the order, with Odoo's own total."""
    tx = PaymentPortal()._create_transaction(
        payment_option_id=acquirer.id,
        reference_prefix=None,  # the order's name, as website_sale computes it
        amount=order.amount_total,
        currency_id=order.currency_id.id,
        partner_id=order.partner_invoice_id.id,
        flow='redirect',
        tokenization_requested=False,
        landing_route='/shop/payment/validate',
        custom_create_values={'sale_order_ids': [Command.set([order.id])]},
        sale_order_id=order.id,
    )
    _remember_in_session(tx)
    return tx


def _remember_in_session(tx):
    previous = tx.browse(request.session.get(WEBSITE_SALE_LAST_TX)).exists()
    if previous:
        PaymentPostProcessing.remove_transactions(previous)
    request.session[WEBSITE_SALE_LAST_TX] = tx.id
    request.session[SESSION_TRANSACTIONS] = request.session.get(SESSION_TRANSACTIONS, []) + [tx.id]


# --- Whose transaction ---------------------------------------------------------------------------

def _as_callers(tx):
    return tx.with_context(**{CALLERS_TRANSACTION: True})


def may_see(tx):
    """This session opened it, or it is the signed-in customer's (the transaction's partner or
    its order's, by commercial partner)."""
    if tx.env.context.get(CALLERS_TRANSACTION):
        return True
    opened_here = set(request.session.get(SESSION_TRANSACTIONS, []))
    opened_here.update(PaymentPostProcessing.get_monitored_transaction_ids())
    if tx.id in opened_here:
        return True
    user = request.env.user
    if user._is_public():
        return False
    customers = (tx.partner_id | tx.sale_order_ids.partner_id).commercial_partner_id
    return user.partner_id.commercial_partner_id in customers


def _seen_transaction(env, transaction_id, reference):
    """The transaction of this id (else of this reference) when the caller may see it, as the
    caller; None for any other, like an unknown one."""
    if transaction_id is not None:
        domain = [('id', '=', transaction_id)]
    elif reference:
        domain = [('reference', '=', reference)]
    else:
        return None
    tx = env['payment.transaction'].sudo().search(domain, limit=1)
    return _as_callers(tx) if tx and may_see(tx) else None


def own_transaction(env, transaction_id=None, reference=None):
    tx = _seen_transaction(env, transaction_id, reference)
    if not tx:
        raise transaction_not_found()
    return tx


def callers_transaction(env, transaction_id=None, reference=None):
    """paymentTransaction(id | reference): the caller's own transaction; any other, like an
    unknown one, does not exist. An id of 0 counts as none (the reference decides)."""
    tx = _seen_transaction(env, transaction_id or None, reference)
    if not tx:
        raise payment_transaction_not_found()
    return tx


def session_cart_for_adyen(env):
    """The session's cart as graphql_vuestorefront's adyenTransaction reads it (any draft
    order, empty or not)."""
    website = env['website'].get_current_website()
    request.website = website
    return website.sale_get_order()


def payment_request(tx):
    """What a provider needs to start paying the transaction (paymentTransactionRequest)."""
    return {
        'id': tx.id,
        'reference': tx.reference,
        'amount': tx.amount,
        'currency': tx.currency_id.name,
        'customer': {'name': tx.partner_name or None, 'email': tx.partner_email or None},
        'return_url': tx.vsf_return_url or None,
        'acquirer': tx.acquirer_id.name,
        'provider': tx.provider,
    }


# --- updatePayment -------------------------------------------------------------------------------

def update_payment(env, transaction_id, extra):
    provider_reference = extra.get('providerReference') if isinstance(extra, dict) else None
    if not isinstance(provider_reference, str):
        provider_reference = None
    tx = _refreshable_transaction(env, transaction_id, provider_reference)
    if tx.provider == 'mollie':
        _refresh_from_mollie(tx, provider_reference)
    else:
        # The provider's return already reached Odoo's own route; a paid order is confirmed.
        tx._vsf_confirm_paid_order()
    return tx


def _refreshable_transaction(env, transaction_id, provider_reference):
    """The caller's transaction or, without the shopper's session (the storefront's Mollie
    webhook), a Mollie transaction named with the payment it is bound to: Odoo then asks Mollie
    itself, so the caller decides nothing."""
    tx = env['payment.transaction'].sudo().search([('id', '=', transaction_id)], limit=1)
    if tx and may_see(tx):
        return _as_callers(tx)
    bound = tx.acquirer_reference if tx else None
    if bound and provider_reference and tx.provider == 'mollie' and consteq(bound, provider_reference):
        return _as_callers(tx)
    raise transaction_not_found()


def _refresh_from_mollie(tx, provider_reference):
    payment_id = provider_reference or tx.acquirer_reference
    if not payment_id:
        return  # nothing bound and nothing to bind: nothing to ask Mollie
    if not MOLLIE_PAYMENT_ID.fullmatch(payment_id):
        raise mollie_mismatch()
    if tx.acquirer_reference and tx.acquirer_reference != payment_id:
        raise GraphQLError(_('Mollie: the transaction is bound to another payment.'))
    payment = _fetch_mollie_payment(tx, payment_id)
    if not tx._vsf_matches_mollie_payment(payment):
        raise mollie_mismatch()
    tx._vsf_take_mollie_payment(payment_id, payment.get('status'))


def _fetch_mollie_payment(tx, payment_id):
    """GET /v2/payments/{id} with the acquirer's API key (payment_mollie's request helper)."""
    try:
        return tx.acquirer_id._mollie_make_request('/payments/%s' % payment_id, method='GET')
    except ValidationError as error:
        raise GraphQLError(error.args[0])
