# -*- coding: utf-8 -*-
from odoo.tests import tagged

from odoo.addons.vsf_base.tests.common import GraphQLCase

PRODUCTS = '''query ($ids: [Int]) {
  products(filter: {ids: $ids}, pageSize: 10) { products { id uomCode unspscCode firstVariant { uomCode unspscCode } } } }'''


@tagged('post_install', '-at_install')
class TestProductCodes(GraphQLCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        unit = cls.env.ref('uom.product_uom_unit')
        unit.unece_code = 'C62'
        pack = cls.env['uom.uom'].create({
            'name': 'Punch-out test pack of 6', 'category_id': unit.category_id.id, 'uom_type': 'bigger',
            'factor_inv': 6, 'unece_code': False})
        Template = cls.env['product.template']
        classified = {'name': 'Copy paper test', 'is_published': True, 'sale_ok': True,
                      'uom_id': unit.id, 'uom_po_id': unit.id}
        classified['vsf_unspsc_code'] = '14111507'
        cls.classified = Template.create(classified)
        cls.plain = Template.create({'name': 'Test six-pack', 'is_published': True, 'sale_ok': True,
                                     'uom_id': pack.id, 'uom_po_id': pack.id})
        cls.env['base'].flush()

    def listed(self):
        products = self.graphql_data(PRODUCTS, {'ids': [self.classified.id, self.plain.id]})['products']['products']
        return {product['id']: product for product in products}

    def test_products_have_their_unit_code_and_unspsc_code(self):
        product = self.listed()[self.classified.id]
        self.assertEqual((product['uomCode'], product['unspscCode']), ('C62', '14111507'))
        self.assertEqual(product['firstVariant'], {'uomCode': 'C62', 'unspscCode': '14111507'})

    def test_a_unit_without_code_is_sent_as_each_and_no_classification_as_none(self):
        product = self.listed()[self.plain.id]
        self.assertEqual((product['uomCode'], product['unspscCode']), ('EA', None))
