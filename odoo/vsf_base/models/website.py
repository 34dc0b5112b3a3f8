# -*- coding: utf-8 -*-
from odoo import SUPERUSER_ID, models
from odoo.http import request


class Website(models.Model):
    _inherit = 'website'

    def _vsf_contract_pricelist(self):
        """The signed-in customer's contract pricelist: their own pricelist, which the website
        gives them (available on it) but offers no other shopper (not selectable). Empty for a
        visitor and for a customer on a pricelist anyone may choose."""
        self.ensure_one()
        none = self.env['product.pricelist']
        if self.env.user._is_public():
            return none
        own = self.env.user.partner_id.property_product_pricelist
        if own and not own.selectable and own._is_available_on_website(self.id):
            return own
        return none

    def get_current_pricelist(self):
        """A contract pricelist before anything else. Odoo 15 prefers the session's pricelist and
        then the one of the customer's last cart: a currency chosen before signing in, or a cart
        started as a visitor, would otherwise price a contract customer's every later session."""
        return self._vsf_contract_pricelist() or super().get_current_pricelist()

    def sale_get_order(self, force_create=False, code=None, update_pricelist=False, force_pricelist=False):
        """A draft cart follows the session's pricelist: after the shopper chose another currency
        (controllers/main.py) the cart takes that pricelist and every line is priced again, as
        Odoo's own pricelist switch does (graphql_vuestorefront's cart calls never ask for it).

        The cart is always the shopper's. graphql_vuestorefront reads a customer's orders as the
        superuser and its ShippingMethod.price then asks for the cart in that name: website_sale
        took the superuser for a customer who had just signed in and gave the session's cart,
        addresses and all, to OdooBot (a paid order read on its confirmation page kept OdooBot as
        its customer). Asked in the superuser's name during a shopper's request, it answers for
        the shopper."""
        if request and request.uid and self.env.uid == SUPERUSER_ID != request.uid:
            self = self.with_user(request.uid)
        order = super().sale_get_order(
            force_create=force_create, code=code, update_pricelist=update_pricelist,
            force_pricelist=force_pricelist)
        session_pricelist = request and request.session.get('website_sale_current_pl')
        if (order and order.state == 'draft' and not update_pricelist and session_pricelist
                and order.pricelist_id.id != session_pricelist):
            order = super().sale_get_order(
                force_create=force_create, code=code, update_pricelist=True,
                force_pricelist=force_pricelist)
        return order
