# -*- coding: utf-8 -*-
from odoo import http
from odoo.http import request

from odoo.addons.graphql_vuestorefront.controllers.main import GraphQLController

from ..extension import core_schema, schema_for


class StorefrontGraphQLController(GraphQLController):
    """graphql_vuestorefront's routes, serving the schema of the installed storefront modules in
    the shopper's language and currency."""

    def _set_website_context(self):
        # graphql_vuestorefront 15.0 (since 2022-08) picks the website from the `resquest-host`
        # header here; the shopper's language and currency then refine its context.
        super()._set_website_context()
        website = request.env['website'].get_current_website()
        self._apply_frontend_lang(website)
        self._apply_frontend_currency(website)

    def _apply_frontend_lang(self, website):
        """The storefront sends the shopper's language as Odoo's website does (``frontend_lang``);
        without it, or for a language the website does not offer, the website's default. (On its
        own graphql_vuestorefront uses the website's language only when the ``resquest-host``
        names the website's domain, and the public user's, English, otherwise.)"""
        code = request.httprequest.cookies.get('frontend_lang')
        if not code or code not in website.language_ids.mapped('code'):
            code = website.default_lang_id.code
        if code:
            request.context = dict(request.context, lang=code)

    def _apply_frontend_currency(self, website):
        """The storefront sends the shopper's currency (``frontend_currency``): the website's
        selectable pricelist in that currency becomes the session's. A customer's contract
        pricelist (models/website.py) is never replaced by a currency: it is the session's
        whatever the cookie says, and whatever the session chose before they signed in."""
        contract = website._vsf_contract_pricelist()
        if contract:
            if request.session.get('website_sale_current_pl') != contract.id:
                request.session['website_sale_current_pl'] = contract.id
            return
        code = request.httprequest.cookies.get('frontend_currency')
        if not code:
            return
        pricelist = website.pricelist_ids.filtered(
            lambda pl: pl.selectable and pl.currency_id.name == code)[:1]
        if pricelist:
            request.session['website_sale_current_pl'] = pricelist.id

    @http.route()
    def graphiql(self, **kwargs):
        self._set_website_context()
        return self._handle_graphiql_request(core_schema(schema_for(request.env)))

    @http.route()
    def graphql(self, **kwargs):
        self._set_website_context()
        return self._handle_graphql_request(core_schema(schema_for(request.env)))
