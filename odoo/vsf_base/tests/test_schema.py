# -*- coding: utf-8 -*-
import graphene

from odoo.tests import tagged
from odoo.tests.common import new_test_user

from odoo.addons.graphql_vuestorefront.schemas.objects import Product

from ..extension import EXTENSIONS, SchemaExtension, build_schema
from .common import GraphQLCase

LISTING = '''
query ($filter: ProductFilterInput, $sort: ProductSortInput) {
  products(filter: $filter, sort: $sort, pageSize: 2) {
    totalCount minPrice maxPrice products { id name }
  }
}'''


@tagged('post_install', '-at_install')
class TestStorefrontSchema(GraphQLCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.category = cls.env['product.public.category'].create({'name': 'Storefront test'})
        cls.products = cls.env['product.template'].create([{
            'name': 'Storefront test %s' % price,
            'list_price': price,
            'is_published': True,
            'sale_ok': True,
            'public_categ_ids': [(6, 0, cls.category.ids)],
        } for price in (30.0, 10.0, 20.0)])

    def test_products_listing_is_graphql_vuestorefronts(self):
        data = self.graphql_data(LISTING, {
            'filter': {'categoryId': [self.category.id]}, 'sort': {'price': 'ASC'}})
        listing = data['products']
        self.assertEqual(listing['totalCount'], 3)
        self.assertEqual([p['name'] for p in listing['products']],
                         ['Storefront test 10.0', 'Storefront test 20.0'])
        self.assertEqual((listing['minPrice'], listing['maxPrice']), (10.0, 30.0))

    def test_price_range_of_the_facets_ignores_the_price_filter(self):
        data = self.graphql_data(LISTING, {
            'filter': {'categoryId': [self.category.id], 'minPrice': 15}, 'sort': {'price': 'ASC'}})
        listing = data['products']
        self.assertEqual(listing['totalCount'], 2)
        self.assertEqual((listing['minPrice'], listing['maxPrice']), (10.0, 30.0))

    def test_shoppers_language_from_the_frontend_lang_cookie(self):
        self.env['res.lang']._activate_lang('nl_NL')
        website = self.env['website'].get_current_website()
        website.language_ids |= self.env['res.lang']._lang_get('nl_NL')
        product = self.products[0]
        product.with_context(lang='nl_NL').name = 'Winkeltest'
        query = 'query ($id: Int) { product(id: $id) { name } }'
        dutch = self.graphql_data(query, {'id': product.id}, cookies={'frontend_lang': 'nl_NL'})
        self.assertEqual(dutch['product']['name'], 'Winkeltest')
        unknown = self.graphql_data(query, {'id': product.id}, cookies={'frontend_lang': 'xx_XX'})
        self.assertEqual(unknown['product']['name'], product.with_context(lang=website.default_lang_id.code).name)

    def _offer_usd(self):
        """A selectable USD pricelist on the website beside its EUR one."""
        website = self.env['website'].get_current_website()
        usd = self.env.ref('base.USD')
        usd.active = True
        self.env['product.pricelist'].create({
            'name': 'Storefront USD', 'currency_id': usd.id, 'selectable': True,
            'website_id': website.id,
        })
        return website

    def _cart_currency_with_usd_cookie(self):
        cart = '''mutation ($id: Int!) { cartAddItem(productId: $id, quantity: 1) {
            order { currency { name } } } }'''
        variant = self.products[0].product_variant_id
        data = self.graphql_data(cart, {'id': variant.id}, cookies={'frontend_currency': 'USD'})
        return data['cartAddItem']['order']['currency']['name']

    def test_a_currency_cookie_selects_the_websites_pricelist_in_that_currency(self):
        self._offer_usd()
        self.assertEqual(self._cart_currency_with_usd_cookie(), 'USD')

    def test_a_customer_with_a_contract_pricelist_keeps_it_whatever_the_currency_cookie(self):
        website = self._offer_usd()
        contract = self.env['product.pricelist'].create({
            'name': 'Storefront contract', 'currency_id': website.company_id.currency_id.id,
            'selectable': False, 'website_id': website.id,
        })
        buyer = new_test_user(self.env, login='vsf_contract_buyer', groups='base.group_portal')
        buyer.partner_id.property_product_pricelist = contract
        self.authenticate(buyer.login, buyer.login)
        self.assertEqual(self._cart_currency_with_usd_cookie(), contract.currency_id.name)

    def test_only_installed_modules_are_served(self):
        schema = str(build_schema(frozenset(['vsf_base'])))
        self.assertNotIn('brands(', schema)
        self.assertIn('products(', schema)

    def test_two_modules_may_not_add_the_same_field(self):
        first = SchemaExtension('test_first', fields={Product: {'storefront_test': graphene.String()}})
        second = SchemaExtension('test_second', fields={Product: {'storefront_test': graphene.String()}})
        try:
            with self.assertRaises(ValueError):
                build_schema(frozenset([first.module, second.module]))
        finally:
            EXTENSIONS.pop(first.module)
            EXTENSIONS.pop(second.module)
