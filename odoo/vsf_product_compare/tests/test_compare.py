# -*- coding: utf-8 -*-
from unittest.mock import patch

from odoo.tests import tagged
from odoo.tests.common import new_test_user

from odoo.addons.vsf_base.tests.common import GraphQLCase

COMPARE = '''query ($ids: [Int!]!) {
  compareProducts(productIds: $ids) { products { id name } attributes { id name values } }
}'''


@tagged('post_install', '-at_install')
class TestCompareProducts(GraphQLCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        Attribute = cls.env['product.attribute']
        cls.colour = Attribute.create({'name': 'Colour compare', 'sequence': 1, 'value_ids': [
            (0, 0, {'name': 'Red', 'sequence': 1}), (0, 0, {'name': 'Blue', 'sequence': 2})]})
        cls.size = Attribute.create({'name': 'Size compare', 'sequence': 2, 'value_ids': [
            (0, 0, {'name': 'Large'})]})
        cls.red, cls.blue = cls.colour.value_ids

        def product(name, lines, published=True):
            return cls.env['product.template'].create({
                'name': name, 'is_published': published, 'sale_ok': True,
                'attribute_line_ids': [(0, 0, {'attribute_id': attribute.id, 'value_ids': [(6, 0, values.ids)]})
                                       for attribute, values in lines],
            })
        cls.chair = product('Compare chair', [(cls.colour, cls.blue | cls.red)])
        cls.desk = product('Compare desk', [(cls.size, cls.size.value_ids), (cls.colour, cls.red)])
        cls.plain = product('Compare plain', [])
        cls.draft = product('Compare draft', [(cls.colour, cls.red)], published=False)

    def compare(self, ids):
        return self.graphql_data(COMPARE, {'ids': ids})['compareProducts']

    def test_products_come_in_the_order_asked_each_once(self):
        ids = [self.desk.id, self.chair.id, self.desk.id, self.plain.id]
        products = self.compare(ids)['products']
        self.assertEqual([p['id'] for p in products], [self.desk.id, self.chair.id, self.plain.id])

    def test_rows_align_the_values_with_the_products(self):
        comparison = self.compare([self.plain.id, self.chair.id, self.desk.id])
        self.assertEqual(comparison['attributes'], [
            {'id': self.colour.id, 'name': 'Colour compare', 'values': ['', 'Red, Blue', 'Red']},
            {'id': self.size.id, 'name': 'Size compare', 'values': ['', '', 'Large']},
        ])

    def test_unpublished_and_unknown_products_are_left_out(self):
        comparison = self.compare([self.draft.id, self.chair.id, 987654321])
        self.assertEqual([p['id'] for p in comparison['products']], [self.chair.id])
        self.assertEqual([row['values'] for row in comparison['attributes']], [['Red, Blue']])

    def test_nothing_to_compare_gives_no_rows(self):
        self.assertEqual(self.compare([]), {'products': [], 'attributes': []})

    def test_at_most_twelve_products_are_compared(self):
        many = self.env['product.template'].create([
            {'name': 'Compare many %d' % n, 'is_published': True, 'sale_ok': True} for n in range(13)])
        self.assertEqual(len(self.compare(many.ids)['products']), 12)

    def test_the_listing_restriction_applies(self):
        # As vsf_website_catalog does for a catalog-only customer: the listing hook narrows what
        # the caller may see, and the comparison follows it.
        desk_id = self.desk.id
        restricted = patch.object(self.registry['product.template'], '_vsf_listing_domain',
                                  lambda model, filter: [('id', '!=', desk_id)])
        with restricted:
            products = self.compare([self.chair.id, self.desk.id])['products']
        self.assertEqual([p['id'] for p in products], [self.chair.id])

    def test_a_signed_in_customer_compares(self):
        new_test_user(self.env, login='vsf_compare_customer', groups='base.group_portal')
        self.authenticate('vsf_compare_customer', 'vsf_compare_customer')
        self.assertEqual(len(self.compare([self.chair.id, self.desk.id])['products']), 2)
