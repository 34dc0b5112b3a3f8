# -*- coding: utf-8 -*-
"""The punch-out steps behind the GraphQL mutations: authenticate the procurement system's request,
keep it, open the buyer's session, transfer the cart. Every refusal reads as mock-odoo's (the
storefront recognises the texts); a refusal keeps nothing, since graphql_base rolls back.

Buyers and punch-outs are read and written as superuser: like Odoo's own login, authenticating a
caller cannot run with the caller's (public) rights. What a caller gets back is checked here: the
buyer of valid credentials, the punch-out of the caller's own browser session.
"""
import json
import math
import secrets
from datetime import timedelta, timezone

from dateutil.parser import isoparse
from graphql import GraphQLError

from odoo import _, fields
from odoo.http import request

from . import browser
from .models.punchout_session import hash_start_token

# How far a setup request's timestamp may be from now, either way (clock skew included).
TIMESTAMP_TOLERANCE = timedelta(minutes=5)
START_TOKEN_VALIDITY = timedelta(minutes=5)
# An edit request rebuilds a cart; no real cart has more lines.
MAX_ITEMS = 500


def wrong_login():
    # Odoo's own login error: nothing tells whether the identity, the secret or To was wrong.
    return GraphQLError(_('Wrong email or password.'))


def return_url_not_allowed():
    return GraphQLError(_('Return URL not allowed.'))


def value_of(enum_value):
    """An enum argument arrives as its value or as the Enum member, depending on graphene."""
    return getattr(enum_value, 'value', enum_value)


def _buyers():
    return request.env['vsf.punchout.buyer'].sudo()


def _punchouts():
    return request.env['vsf.punchout.session'].sudo()


def _credential(data):
    data = data or {}
    return data.get('domain') or '', data.get('identity') or ''


def _allowed_return_url(buyer, return_url):
    """The return URL exactly as received (an OCI HOOK_URL carries a query the buyer needs), when
    the buyer's allow-list has it. Checked only once the caller is authenticated: the list is not
    public."""
    if not buyer._vsf_allows_return_url(return_url):
        raise return_url_not_allowed()
    return return_url


# --- cXML setup (server to server) ---------------------------------------------------------------

def _setup_buyer(data):
    """The buyer named by From, when the shared secret is theirs and To is our credential towards
    them. The secret is checked even without a buyer, so the answer time does not tell either."""
    Buyer = _buyers()
    buyer = Buyer._vsf_find_by_from(*_credential(data.get('from_') or data.get('from')))
    secret_ok = Buyer._vsf_secret_matches(data.get('shared_secret'), buyer.shared_secret_hash)
    to_ok = bool(buyer) and buyer._vsf_is_supplier_credential(*_credential(data.get('to')))
    if not (buyer and secret_ok and to_ok):
        raise wrong_login()
    return buyer


def _check_timestamp(timestamp):
    """Refuses a request whose timestamp is unreadable or more than a few minutes off."""
    if timestamp is None:
        return
    try:
        sent = isoparse(timestamp)
    except (ValueError, OverflowError, TypeError):
        raise GraphQLError(_('Request expired.'))
    if sent.tzinfo is not None:
        sent = sent.astimezone(timezone.utc).replace(tzinfo=None)
    if abs(fields.Datetime.now() - sent) > TIMESTAMP_TOLERANCE:
        raise GraphQLError(_('Request expired.'))


def _check_new_payload(buyer, payload_id):
    """A replayed request (same payloadID for this buyer) opens no second punch-out."""
    if _punchouts().search_count([('buyer_id', '=', buyer.id), ('payload_id', '=', payload_id)]):
        raise GraphQLError(_('Duplicate payloadID.'))


def _items_to_keep(operation, items):
    """The ItemOut lines an edit or inspect request brings back; a create request starts empty."""
    if operation == 'create':
        return []
    items = items or []
    if len(items) > MAX_ITEMS:
        raise GraphQLError(_('Too many items.'))
    kept = []
    for sequence, item in enumerate(items, 1):
        quantity = item.get('quantity')
        if quantity is None or not math.isfinite(quantity) or quantity <= 0:
            raise GraphQLError(_('Quantity must be positive.'))
        kept.append((0, 0, {'sequence': sequence, 'sku': item.get('sku'),
                            'auxiliary_id': item.get('auxiliary_id') or False, 'quantity': quantity}))
    return kept


def _deployment_mode(value):
    return 'test' if (value or '').strip().lower() == 'test' else 'production'


def _iso_utc(moment):
    """As JavaScript's toISOString() writes it, the way mock-odoo answers."""
    return '%s.%03dZ' % (moment.strftime('%Y-%m-%dT%H:%M:%S'), moment.microsecond // 1000)


def setup(data):
    """Authenticates and keeps a cXML PunchOutSetupRequest: ``(start token, expiry)``."""
    buyer = _setup_buyer(data)
    return_url = _allowed_return_url(buyer, data.get('return_url'))
    _check_timestamp(data.get('timestamp'))
    _check_new_payload(buyer, data.get('payload_id'))
    operation = value_of(data.get('operation'))
    items = _items_to_keep(operation, data.get('items'))
    token = secrets.token_urlsafe(32)
    expires_at = fields.Datetime.now() + START_TOKEN_VALIDITY
    _punchouts().create({
        'buyer_id': buyer.id,
        'protocol': 'cxml',
        'operation': operation,
        'buyer_cookie': data.get('buyer_cookie'),
        'return_url': return_url,
        'deployment_mode': _deployment_mode(data.get('deployment_mode')),
        'payload_id': data.get('payload_id'),
        'selected_sku': (data.get('selected_sku') or '').strip() or False,
        'item_ids': items,
        'extrinsics': json.dumps([{'name': e.get('name'), 'value': e.get('value')}
                                  for e in data.get('extrinsics') or []]),
        'start_token_hash': hash_start_token(token),
        'start_expires_at': expires_at,
    })
    return token, _iso_utc(expires_at)


# --- The buyer's browser -------------------------------------------------------------------------

def start(token):
    """Opens a cXML punch-out from its StartPage token, once."""
    Punchout = _punchouts()
    # A new punch-out replaces the one this browser had open (rolled back if the token fails).
    Punchout._vsf_close_current()
    punchout = Punchout._vsf_claim(token)
    if not punchout:
        raise GraphQLError(_('This punch-out link has expired or was already used.'))
    browser.open_punchout(punchout)
    return punchout


def _login_buyer(protocol, identity, shared_secret, username, password):
    """The buyer of the protocol's credentials: identity + shared secret, or OCI user + password."""
    cxml = protocol == 'cxml'
    key = ((identity if cxml else username) or '').strip()
    secret = shared_secret if cxml else password
    Buyer = _buyers()
    buyer = Buyer.browse()
    if key:
        buyer = Buyer._vsf_find_cxml_by_identity(key) if cxml else Buyer._vsf_find_oci(key)
    stored_hash = buyer.shared_secret_hash if cxml else buyer.oci_password_hash
    matches = Buyer._vsf_secret_matches(secret, stored_hash)
    if not (secret and buyer and matches):
        raise wrong_login()
    return buyer


def login(protocol, identity=None, shared_secret=None, username=None, password=None, return_url=None,
          oci_ok_code=None, oci_target=None, oci_caller=None):
    """Signs the browser in as an OCI buyer (or a cXML buyer directly) and opens a punch-out."""
    protocol = value_of(protocol)
    oci = protocol == 'oci'
    buyer = _login_buyer(protocol, identity, shared_secret, username, password)
    allowed_url = _allowed_return_url(buyer, return_url) if return_url else False
    # OCI has no other way back than its HOOK_URL.
    if oci and not allowed_url:
        raise return_url_not_allowed()
    Punchout = _punchouts()
    Punchout._vsf_close_current()
    punchout = Punchout.create({
        'buyer_id': buyer.id,
        'protocol': protocol,
        'operation': 'create',
        'return_url': allowed_url,
        'oci_ok_code': oci and oci_ok_code or False,
        'oci_target': oci and oci_target or False,
        'oci_caller': oci and oci_caller or False,
    })
    browser.open_punchout(punchout)
    return punchout


def current():
    """The calling session's open punch-out (checked as the caller), to be read as superuser."""
    return _punchouts().browse(request.env['vsf.punchout.session']._vsf_current().ids)


def transfer():
    """The cart goes back to the procurement system: ``(punch-out, cancelled cart or empty)``.

    The draft is cancelled, so it never becomes a quotation or order and no transaction or
    invoice is made from it, and the session is logged out as by Odoo's logout. The buyer's real
    order comes later through another channel (cXML OrderRequest).
    """
    punchout = current()
    if not punchout:
        raise GraphQLError(_('No punch-out session.'))
    order = browser.session_draft()
    # Transferred first: from then on the session has no punch-out whose restrictions apply.
    punchout.write({'state': 'transferred', 'order_id': order.id})
    if order:
        order.with_context(disable_cancel_warning=True).action_cancel()
    browser.sign_out()
    return punchout, order
