# -*- coding: utf-8 -*-
from unittest.mock import patch

from odoo.tests import tagged
from odoo.tests.common import new_test_user

from odoo.addons.vsf_base.tests.common import GraphQLCase

LOOKUP = '''query ($skus: [String!]!) {
  productVariantsBySku(skus: $skus) { id sku productTemplate { sku } }
}'''


@tagged('post_install', '-at_install')
class TestProductVariantsBySku(GraphQLCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        Template = cls.env['product.template']

        def product(name, code, **values):
            values.setdefault('is_published', True)
            values.setdefault('sale_ok', True)
            return Template.create(dict(values, name=name, default_code=code))
        cls.pen = product('Quick order pen', 'QO-PEN_1')
        cls.pad = product('Quick order pad', 'QO-PAD')
        cls.draft = product('Quick order draft', 'QO-DRAFT', is_published=False)
        cls.internal = product('Quick order internal', 'QO-INTERNAL', sale_ok=False)
        colour = cls.env['product.attribute'].create({
            'name': 'Colour quick order', 'value_ids': [(0, 0, {'name': 'Red'}), (0, 0, {'name': 'Blue'})]})
        cls.chair = Template.create({
            'name': 'Quick order chair', 'is_published': True, 'sale_ok': True,
            'attribute_line_ids': [(0, 0, {'attribute_id': colour.id, 'value_ids': [(6, 0, colour.value_ids.ids)]})],
        })
        for variant, code in zip(cls.chair.product_variant_ids.sorted('id'), ('QO-CHAIR-RED', 'QO-CHAIR-BLUE')):
            variant.default_code = code
        # Odoo computes a product's reference only for a single variant; a merchant's import may
        # still set one on a product with variants, and the shop sends it as it shows it.
        cls.chair.write({'default_code': 'QO-CHAIR'})

    def lookup(self, skus):
        return self.graphql_data(LOOKUP, {'skus': skus})['productVariantsBySku']

    def test_codes_match_whole_ignoring_case_and_spaces(self):
        # 'QO-PA_' and 'QO-PEN%' would match as LIKE patterns; a code is no pattern.
        found = self.lookup(['qo-pad', ' QO-PEN_1 ', 'QO-PA', 'QO-PA_', 'QO-PEN%', 'NOPE', ''])
        self.assertEqual([v['id'] for v in found], sorted((self.pen | self.pad).mapped('product_variant_id').ids))

    def test_a_variants_own_reference_finds_it(self):
        blue = self.chair.product_variant_ids.filtered(lambda v: v.default_code == 'QO-CHAIR-BLUE')
        self.assertEqual(self.lookup(['qo-chair-blue']), [
            {'id': blue.id, 'sku': 'QO-CHAIR-BLUE', 'productTemplate': {'sku': 'QO-CHAIR'}}])

    def test_a_products_reference_gives_its_default_variant(self):
        # The default variant is the first in product.product's order (priority, internal
        # reference...): Blue, whose reference sorts first, not the first one made.
        blue = self.chair.product_variant_ids.filtered(lambda v: v.default_code == 'QO-CHAIR-BLUE')
        self.chair.invalidate_cache()
        self.assertEqual(self.chair.product_variant_id, blue)
        self.assertEqual([v['id'] for v in self.lookup(['QO-CHAIR'])], blue.ids)

    def test_what_the_customer_may_not_buy_is_not_found(self):
        self.assertEqual(self.lookup(['QO-DRAFT', 'QO-INTERNAL']), [])
        self.chair.product_variant_ids.filtered(lambda v: v.default_code == 'QO-CHAIR-RED').active = False
        self.assertEqual(self.lookup(['QO-CHAIR-RED']), [])

    def test_no_codes_find_nothing(self):
        self.assertEqual(self.lookup([]), [])

    def test_more_than_200_codes_are_refused(self):
        error = self.graphql_error(LOOKUP, {'skus': ['X-%d' % n for n in range(201)]})
        self.assertEqual(error, 'At most 200 internal references at once.')
        self.assertEqual(self.lookup(['QO-PAD'] + ['X-%d' % n for n in range(199)])[0]['sku'], 'QO-PAD')

    def test_the_listing_restriction_applies(self):
        # As vsf_website_catalog does for a catalog-only customer: outside their catalog, nothing.
        pen = self.pen.id
        listing_domain = self.registry['product.template']._vsf_listing_domain
        restricted = patch.object(self.registry['product.template'], '_vsf_listing_domain',
                                  lambda model, filter: listing_domain(model, filter) + [('id', '!=', pen)])
        with restricted:
            found = self.lookup(['QO-PEN_1', 'QO-PAD'])
        self.assertEqual([v['sku'] for v in found], ['QO-PAD'])

    def test_a_signed_in_customer_looks_up_codes(self):
        new_test_user(self.env, login='vsf_quick_order_customer', groups='base.group_portal')
        self.authenticate('vsf_quick_order_customer', 'vsf_quick_order_customer')
        self.assertEqual([v['sku'] for v in self.lookup(['qo-pad'])], ['QO-PAD'])
