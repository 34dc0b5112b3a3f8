# -*- coding: utf-8 -*-
from odoo import models
from odoo.http import request


class Website(models.Model):
    _inherit = 'website'

    def sale_get_order(self, force_create=False, code=None, update_pricelist=False, force_pricelist=False):
        """A draft cart follows the session's pricelist: after the shopper chose another currency
        (controllers/main.py) the cart takes that pricelist and every line is priced again, as
        Odoo's own pricelist switch does (graphql_vuestorefront's cart calls never ask for it)."""
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
