# -*- coding: utf-8 -*-
from odoo import http
from odoo.http import request

from odoo.addons.graphql_vuestorefront.controllers.main import GraphQLController

from ..extension import core_schema, schema_for


class StorefrontGraphQLController(GraphQLController):
    """graphql_vuestorefront's routes, serving the schema of the installed storefront modules in
    the shopper's language and currency."""

    def get_domain_of_request_host(self):
        super().get_domain_of_request_host()
        website = request.env['website'].get_current_website()
        self._apply_frontend_lang(website)
        self._apply_frontend_currency(website)

    def _apply_frontend_lang(self, website):
        """The storefront sends the shopper's language as Odoo's website does (``frontend_lang``);
        a language the website does not offer keeps its default."""
        code = request.httprequest.cookies.get('frontend_lang')
        if code and code in website.language_ids.mapped('code'):
            request.context = dict(request.context, lang=code)

    def _apply_frontend_currency(self, website):
        """The storefront sends the shopper's currency (``frontend_currency``): the website's
        selectable pricelist in that currency becomes the session's, unless the customer has a
        pricelist of their own: a contract pricelist is not selectable, and may still belong to the
        website (Odoo 15 honours a customer's pricelist on the website only then)."""
        code = request.httprequest.cookies.get('frontend_currency')
        if not code:
            return
        own = request.env.user.partner_id.property_product_pricelist
        if own and not own.selectable:
            return
        pricelist = website.pricelist_ids.filtered(
            lambda pl: pl.selectable and pl.currency_id.name == code)[:1]
        if pricelist:
            request.session['website_sale_current_pl'] = pricelist.id

    @http.route()
    def graphiql(self, **kwargs):
        self.get_domain_of_request_host()
        return self._handle_graphiql_request(core_schema(schema_for(request.env)))

    @http.route()
    def graphql(self, **kwargs):
        self.get_domain_of_request_host()
        return self._handle_graphql_request(core_schema(schema_for(request.env)))
