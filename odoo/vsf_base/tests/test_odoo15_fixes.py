# -*- coding: utf-8 -*-
"""What graphql_vuestorefront 15.0 gets wrong on a live Odoo 15, as vsf_base mends it (schema.py,
models/product_stock.py): each test fails without the fix."""
from odoo.tests import tagged

from .common import GraphQLCase


@tagged('post_install', '-at_install')
class TestOdoo15Fixes(GraphQLCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.category = cls.env['product.public.category'].create({'name': 'Storefront fixes'})
        colour = cls.env['product.attribute'].create({
            'name': 'Storefront colour', 'sequence': 1, 'create_variant': 'always',
            'value_ids': [(0, 0, {'name': 'Plain', 'sequence': 1}), (0, 0, {'name': 'Gold', 'sequence': 2})],
        })
        cls.plain, cls.gold = colour.value_ids.sorted('sequence')

        def product(name, price, **values):
            return cls.env['product.template'].create(dict({
                'name': name, 'list_price': price, 'type': 'product', 'is_published': True,
                'sale_ok': True, 'public_categ_ids': [(6, 0, cls.category.ids)],
            }, **values))

        cls.cheap = product('Storefront fixes zylamp', 100.0, default_code='SFX-ZYLAMP')
        # Its default variant costs 100 + 50: shown above the 120 of the next one.
        cls.golden = product('Storefront fixes vase', 100.0, attribute_line_ids=[(0, 0, {
            'attribute_id': colour.id, 'value_ids': [(6, 0, cls.gold.ids)]})])
        cls.golden.attribute_line_ids.product_template_value_ids.price_extra = 50.0
        cls.middle = product('Storefront fixes chair', 120.0, description_sale='A zylamp holder',
                             attribute_line_ids=[(0, 0, {
                                 'attribute_id': colour.id, 'value_ids': [(6, 0, cls.plain.ids)]})])
        stock = cls.env.ref('stock.stock_location_stock')
        cls.env['stock.quant']._update_available_quantity(cls.cheap.product_variant_id, stock, 7.0)

    def listing(self, **arguments):
        query = '''query ($filter: ProductFilterInput, $sort: ProductSortInput, $search: String) {
          products(filter: $filter, sort: $sort, search: $search, pageSize: 10) {
            totalCount attributeValues { id priceExtra } products { id isInStock qty status }
          }
        }'''
        arguments.setdefault('filter', {'categoryId': [self.category.id]})
        return self.graphql_data(query, arguments)['products']

    def test_a_templates_stock_is_its_variants_free_quantity(self):
        products = {p['id']: p for p in self.listing()['products']}
        self.assertEqual(products[self.cheap.id], {'id': self.cheap.id, 'isInStock': True, 'qty': 7.0, 'status': 1})
        self.assertEqual(products[self.middle.id]['isInStock'], False)

    def test_a_facet_value_has_no_extra_price_of_its_own(self):
        facets = self.listing()['attributeValues']
        self.assertIn({'id': self.gold.id, 'priceExtra': 0.0}, facets)

    def test_a_visitor_reads_a_variants_stock_without_warehouse_rights(self):
        query = '''query ($t: Int, $c: [Int]) { productVariant(productTemplateId: $t, combinationId: $c) {
            product { id isInStock qty } } }'''
        combination = self.golden.attribute_line_ids.product_template_value_ids.ids
        data = self.graphql_data(query, {'t': self.golden.id, 'c': combination})
        self.assertEqual(data['productVariant']['product']['isInStock'], False)

    def test_price_sorting_follows_the_price_a_card_shows(self):
        ascending = [p['id'] for p in self.listing(sort={'price': 'ASC'})['products']]
        self.assertEqual(ascending, [self.cheap.id, self.middle.id, self.golden.id])
        descending = [p['id'] for p in self.listing(sort={'price': 'DESC'})['products']]
        self.assertEqual(descending, [self.golden.id, self.middle.id, self.cheap.id])

    def test_a_search_finds_english_names_and_ranks_name_matches_first(self):
        self.env['res.lang']._activate_lang('nl_NL')
        website = self.env['website'].get_current_website()
        website.language_ids |= self.env['res.lang']._lang_get('nl_NL')
        self.cheap.with_context(lang='nl_NL').name = 'Winkelfix zylamp'
        query = '''query ($search: String) { products(search: $search, sort: {name: ASC}) {
            products { id } } }'''
        dutch = {'frontend_lang': 'nl_NL'}
        found = self.graphql_data(query, {'search': 'fixes zylamp'}, cookies=dutch)['products']['products']
        self.assertEqual(found[0]['id'], self.cheap.id)
        # The chair mentions the lamp in its description only: after the lamp itself.
        found = self.graphql_data(query, {'search': 'zylamp'}, cookies=dutch)['products']['products']
        ids = [p['id'] for p in found]
        self.assertLess(ids.index(self.cheap.id), ids.index(self.middle.id))
        by_reference = self.graphql_data(query, {'search': 'sfx-zylamp'})['products']['products']
        self.assertEqual([p['id'] for p in by_reference], [self.cheap.id])

    def test_a_search_ranks_a_name_with_the_word_of_its_own_before_one_with_it_inside_a_word(self):
        query = '''query ($search: String) { products(search: $search, sort: {name: ASC}) {
            products { id } } }'''
        # A-Z, the set would come first; the lamp is named after the word itself.
        lamp_set = self.env['product.template'].create({
            'name': 'Storefront fixes a zylampset', 'list_price': 10.0, 'is_published': True,
            'sale_ok': True, 'public_categ_ids': [(6, 0, self.category.ids)]})
        found = self.graphql_data(query, {'search': 'zylamp'})['products']['products']
        ids = [p['id'] for p in found]
        self.assertLess(ids.index(self.cheap.id), ids.index(lamp_set.id))
        # The chair mentions the word in its description only: after both.
        self.assertLess(ids.index(lamp_set.id), ids.index(self.middle.id))

    def test_the_facets_keep_their_order_when_a_filter_narrows_the_listing(self):
        every = self.listing()['attributeValues']
        narrowed = self.listing(filter={'categoryId': [self.category.id], 'minPrice': 110})
        self.assertEqual(narrowed['attributeValues'], every)

    def test_an_unknown_slug_is_null_not_an_error(self):
        data = self.graphql_data('''{ product(slug: "/product/no-such-thing-0") { id }
            category(slug: "/category/no-such-category") { id } }''')
        self.assertEqual(data, {'product': None, 'category': None})
