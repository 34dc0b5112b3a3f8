# -*- coding: utf-8 -*-
from odoo.tests import tagged
from odoo.tests.common import new_test_user

from odoo.addons.vsf_base.tests.common import GraphQLCase

LISTING = '''query ($filter: ProductFilterInput) {
  products(filter: $filter, pageSize: 50) {
    totalCount
    products { id }
    ... on ProductList { filterValues { id name htmlColor search filter { id name displayType } } }
  }
}'''
FILTERS = '''query ($slug: String) {
  filters(categorySlug: $slug) { id name displayType values { id name htmlColor search } }
}'''


@tagged('post_install', '-at_install')
class TestProductFilters(GraphQLCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        Filter = cls.env['product.filter']
        cls.material = Filter.create({'name': 'Material test', 'sequence': 1, 'value_ids': [
            (0, 0, {'name': 'Oak', 'sequence': 1}),
            (0, 0, {'name': 'Steel', 'sequence': 2}),
            (0, 0, {'name': 'Glass', 'sequence': 3}),
        ]})
        cls.oak, cls.steel, cls.glass = cls.material.value_ids
        cls.energy = Filter.create({'name': 'Energy label test', 'sequence': 2, 'display_type': 'color',
                                    'value_ids': [(0, 0, {'name': 'A', 'html_color': '#00ff00'}),
                                                  (0, 0, {'name': 'B', 'html_color': '#ffff00'})]})
        cls.label_a, cls.label_b = cls.energy.value_ids
        cls.hidden = Filter.create({'name': 'Hidden test', 'is_published': False,
                                    'value_ids': [(0, 0, {'name': 'Secret'})]})
        Category = cls.env['product.public.category']
        cls.category = Category.create({'name': 'Filter test', 'website_slug': '/category/vsf-filter-test'})
        cls.other_category = Category.create({'name': 'Filter test other'})

        def product(name, values, category, published=True):
            return cls.env['product.template'].create({
                'name': name, 'is_published': published, 'sale_ok': True,
                'public_categ_ids': [(6, 0, category.ids)],
                'product_filter_value_ids': [(6, 0, values.ids)],
            })
        cls.oak_a = product('Oak desk A', cls.oak | cls.label_a | cls.hidden.value_ids, cls.category)
        cls.steel_b = product('Steel desk B', cls.steel | cls.label_b, cls.category)
        cls.oak_b = product('Oak shelf B', cls.oak | cls.label_b, cls.category)
        cls.glass_draft = product('Glass desk draft', cls.glass, cls.category, published=False)
        cls.elsewhere = product('Steel lamp elsewhere', cls.steel | cls.label_a, cls.other_category)

    def listing(self, **filter):
        filter.setdefault('categoryId', [self.category.id])
        return self.graphql_data(LISTING, {'filter': filter})['products']

    def token(self, value):
        return '%d-%d' % (value.filter_id.id, value.id)

    def test_values_of_one_filter_are_alternatives(self):
        either = self.listing(filters=[self.token(self.steel), self.token(self.oak)])
        self.assertEqual({p['id'] for p in either['products']}, set((self.oak_a | self.steel_b | self.oak_b).ids))

    def test_every_filter_named_must_match(self):
        both = self.listing(filters=[self.token(self.oak), self.token(self.label_b)])
        self.assertEqual([p['id'] for p in both['products']], self.oak_b.ids)

    def test_malformed_tokens_are_ignored(self):
        everything = self.listing()
        ignored = self.listing(filters=['nonsense', '12-', '-3', '1-2-3', None])
        self.assertEqual(ignored['totalCount'], everything['totalCount'])

    def test_listing_facets_are_the_values_on_the_match_without_the_filters(self):
        everything = self.listing()
        narrowed = self.listing(filters=[self.token(self.label_a)])
        self.assertEqual(narrowed['totalCount'], 1)
        self.assertEqual(narrowed['filterValues'], everything['filterValues'])
        # Glass is only on an unpublished product; the hidden filter offers no facet.
        self.assertEqual([value['id'] for value in everything['filterValues']],
                         (self.oak | self.steel | self.label_a | self.label_b).ids)
        label_a = everything['filterValues'][2]
        self.assertEqual(label_a, {
            'id': self.label_a.id, 'name': 'A', 'htmlColor': '#00ff00', 'search': self.token(self.label_a),
            'filter': {'id': self.energy.id, 'name': 'Energy label test', 'displayType': 'color'},
        })

    def test_filters_of_a_category_offer_the_values_used_there(self):
        filters = self.graphql_data(FILTERS, {'slug': '/category/vsf-filter-test'})['filters']
        mine = [f for f in filters if f['id'] in (self.material | self.energy | self.hidden).ids]
        self.assertEqual([f['id'] for f in mine], [self.material.id, self.energy.id])
        self.assertEqual([v['name'] for v in mine[0]['values']], ['Oak', 'Steel'])
        self.assertEqual(mine[0]['values'][0]['search'], self.token(self.oak))
        self.assertEqual(mine[1]['displayType'], 'color')

    def test_filters_without_a_category_offer_every_value_in_use(self):
        filters = self.graphql_data(FILTERS)['filters']
        material = next(f for f in filters if f['id'] == self.material.id)
        self.assertEqual([v['name'] for v in material['values']], ['Oak', 'Steel'])
        self.assertNotIn(self.hidden.id, [f['id'] for f in filters])

    def test_an_unknown_category_offers_no_filter_of_ours(self):
        filters = self.graphql_data(FILTERS, {'slug': '/category/no-such-category'})['filters']
        self.assertEqual(filters, [])

    def test_names_in_the_shoppers_language(self):
        self.env['res.lang']._activate_lang('nl_NL')
        website = self.env['website'].get_current_website()
        website.language_ids |= self.env['res.lang']._lang_get('nl_NL')
        self.material.with_context(lang='nl_NL').name = 'Materiaal test'
        self.oak.with_context(lang='nl_NL').name = 'Eik'
        answer = self.graphql_data(FILTERS, {'slug': '/category/vsf-filter-test'}, cookies={'frontend_lang': 'nl_NL'})
        material = next(f for f in answer['filters'] if f['id'] == self.material.id)
        self.assertEqual((material['name'], material['values'][0]['name']), ('Materiaal test', 'Eik'))

    def test_a_signed_in_customer_reads_filters(self):
        new_test_user(self.env, login='vsf_filter_customer', groups='base.group_portal')
        self.authenticate('vsf_filter_customer', 'vsf_filter_customer')
        filters = self.graphql_data(FILTERS, {'slug': '/category/vsf-filter-test'})['filters']
        self.assertEqual(len(filters), 2)
        self.assertEqual(len(self.listing()['filterValues']), 4)
