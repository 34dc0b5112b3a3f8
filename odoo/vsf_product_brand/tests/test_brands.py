# -*- coding: utf-8 -*-
from odoo.exceptions import ValidationError
from odoo.tests import tagged
from odoo.tests.common import new_test_user

from odoo.addons.vsf_base.tests.common import GraphQLCase

BRANDS = '''query ($search: String) { brands(search: $search) { id name slug productCount } }'''
BRAND = '''query ($id: Int, $slug: String) { brand(id: $id, slug: $slug) { id name slug description } }'''
LISTING = '''query ($filter: ProductFilterInput) {
  products(filter: $filter, pageSize: 50) { totalCount products { id brand { id slug } } } }'''


@tagged('post_install', '-at_install')
class TestBrands(GraphQLCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        Brand = cls.env['product.brand']
        cls.arbor = Brand.create({'name': 'Arbor & Co Test', 'description': 'Desks'})
        cls.nord = Brand.create({'name': 'Nordbyte Test', 'website_slug': 'nordbyte-test'})
        cls.published = cls.env['product.template'].create([
            {'name': 'Arbor desk', 'is_published': True, 'sale_ok': True, 'product_brand_id': cls.arbor.id},
            {'name': 'Arbor chair', 'is_published': True, 'sale_ok': True, 'product_brand_id': cls.arbor.id},
            {'name': 'Nord laptop', 'is_published': True, 'sale_ok': True, 'product_brand_id': cls.nord.id},
        ])
        cls.unpublished = cls.env['product.template'].create(
            {'name': 'Arbor prototype', 'is_published': False, 'sale_ok': True, 'product_brand_id': cls.arbor.id})

    def test_a_brand_gets_a_slug_from_its_name(self):
        self.assertEqual(self.arbor.website_slug, 'arbor-co-test')
        self.assertEqual(self.env['product.brand'].create({'name': 'Arbor & Co Test'}).website_slug,
                         'arbor-co-test-2')

    def test_a_slug_is_lower_case_letters_digits_and_dashes(self):
        with self.assertRaises(ValidationError):
            self.nord.website_slug = 'Nord Byte'

    def test_brands_by_name_with_their_published_products(self):
        brands = self.graphql_data(BRANDS, {'search': 'Test'})['brands']
        names = [brand['name'] for brand in brands]
        self.assertEqual(names, sorted(names))
        arbor = next(brand for brand in brands if brand['id'] == self.arbor.id)
        self.assertEqual(arbor, {'id': self.arbor.id, 'name': 'Arbor & Co Test',
                                 'slug': 'arbor-co-test', 'productCount': 2})

    def test_a_brand_by_id_or_slug_and_none_for_an_unknown_one(self):
        by_slug = self.graphql_data(BRAND, {'slug': 'nordbyte-test'})['brand']
        self.assertEqual(by_slug['id'], self.nord.id)
        by_id = self.graphql_data(BRAND, {'id': self.arbor.id})['brand']
        self.assertEqual(by_id['description'], 'Desks')
        self.assertIsNone(self.graphql_data(BRAND, {'slug': 'no-such-brand'})['brand'])

    def test_the_brand_filter_narrows_the_listing(self):
        by_ids = self.graphql_data(LISTING, {'filter': {'brandIds': [self.arbor.id]}})['products']
        self.assertEqual({p['id'] for p in by_ids['products']}, set(self.published[:2].ids))
        by_slug = self.graphql_data(LISTING, {'filter': {'brandSlug': 'nordbyte-test'}})['products']
        self.assertEqual([p['brand'] for p in by_slug['products']], [{'id': self.nord.id, 'slug': 'nordbyte-test'}])
        unknown = self.graphql_data(LISTING, {'filter': {'brandSlug': 'no-such-brand'}})['products']
        self.assertEqual(unknown['totalCount'], 0)

    def test_an_anonymous_visitor_reads_brands(self):
        self.assertTrue(self.graphql_data(BRANDS, {'search': 'Nordbyte'})['brands'])

    def test_a_signed_in_customer_reads_brands(self):
        new_test_user(self.env, login='vsf_brand_customer', groups='base.group_portal')
        self.authenticate('vsf_brand_customer', 'vsf_brand_customer')
        self.assertTrue(self.graphql_data(BRANDS, {'search': 'Nordbyte'})['brands'])
