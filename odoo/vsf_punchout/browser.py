# -*- coding: utf-8 -*-
"""The buyer's browser session: signed in as the buyer without a password, a fresh cart, and
logged out when the cart goes back.

Odoo 15's ``OpenERPSession.authenticate(db, login, password)`` checks the password, keeps the user
as ``pre_uid`` and, without a second factor, calls ``finalize()``, which makes ``pre_uid`` the
session's ``uid`` and ``request.uid``, computes the ``session_token`` and loads the user's
context, and asks for a new session id (``rotate``). The punch-out authenticates the buyer by its
own credentials (shared secret, one-time start token, OCI password), then takes the same second
half: ``pre_uid`` + ``finalize()``. When the response is saved, Odoo rotates the session id and
recomputes the token with ``security.compute_session_token``; later requests are checked by
``security.check_session`` as after any login.

Session data is not part of the database transaction: graphql_base rolls the database back on an
error but the session is saved all the same. So the session is signed in only after every check,
and logged out again if building the cart fails.
"""
from odoo.http import request

from .models.punchout_session import SESSION_KEY


def sign_in(user):
    """The browser session now belongs to ``user``, as after login, with nothing of its past:
    no cart, payments or punch-out of whoever used it before."""
    session = request.session
    session.logout(keep_db=True)
    session.pre_uid = user.id
    session.login = user.login
    session.finalize()


def sign_out():
    """Odoo's logout: a new session id, the public user, no cart."""
    request.session.logout(keep_db=True)


def current_website():
    website = request.env['website'].get_current_website()
    request.website = website
    return website


def new_cart():
    """A new draft cart of the signed-in buyer, never their last website draft (which
    ``website.sale_get_order`` would reopen): website_sale's own order values, for the buyer's
    pricelist."""
    website = current_website()
    values = website._prepare_sale_order_values(request.env.user.partner_id, website.get_current_pricelist())
    values['website_id'] = website.id
    order = request.env['sale.order'].with_company(website.company_id).sudo().create(values)
    order.onchange_partner_shipping_id()
    request.session['sale_order_id'] = order.id
    return order


def sellable_variant(website, sku):
    """The variant the website sells under this internal reference (SupplierPartID), or empty."""
    domain = website.sale_product_domain() + [('default_code', '=', sku), ('is_published', '=', True)]
    return request.env['product.product'].sudo().search(domain, order='id', limit=1)


def rebuild_cart(order, items):
    """Puts an edited or inspected cart's lines back, at today's prices. Lines the shop can no
    longer sell (unknown, archived or unpublished references) are left out rather than failing
    the punch-out, and so are quantities below one unit, which a website cart does not hold."""
    website = current_website()
    for item in items:
        variant = sellable_variant(website, item.sku) if item.quantity >= 1 else None
        if variant:
            order._cart_update(product_id=variant.id, add_qty=int(item.quantity))


def open_punchout(punchout):
    """Signs the browser in as the punch-out's buyer with a fresh cart (rebuilt from the request's
    items for edit and inspect) and makes the punch-out this session's."""
    sign_in(punchout.user_id)
    try:
        cart = new_cart()
        # Rebuilt before the session names its punch-out: an inspected cart refuses changes from then on.
        if punchout.operation in ('edit', 'inspect'):
            rebuild_cart(cart, punchout.item_ids)
        punchout.write({'order_id': cart.id})
        request.session[SESSION_KEY] = punchout.id
    except Exception:
        sign_out()
        raise


def session_draft():
    """The session's own cart while it is still a draft; a punch-out never falls back to another."""
    order_id = request.session.get('sale_order_id')
    order = request.env['sale.order'].sudo().browse(order_id).exists() if order_id else request.env['sale.order']
    return order if order.state == 'draft' else request.env['sale.order']
