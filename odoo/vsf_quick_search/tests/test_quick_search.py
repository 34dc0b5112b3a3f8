# -*- coding: utf-8 -*-
from unittest.mock import patch

from odoo.tests import tagged
from odoo.tests.common import new_test_user

from odoo.addons.vsf_base.tests.common import GraphQLCase

QUICK_SEARCH = '''query ($term: String!, $pageSize: Int) {
  quickSearch(term: $term, pageSize: $pageSize) { totalCount products { id name } categories { id name } }
}'''


@tagged('post_install', '-at_install')
class TestQuickSearch(GraphQLCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        Template = cls.env['product.template']

        def product(name, **values):
            values.setdefault('is_published', True)
            values.setdefault('sale_ok', True)
            return Template.create(dict(values, name=name))
        cls.aurora = product('Zqlamp Aurora', default_code='ZQX-100')
        cls.companion = product('Desk Zebra', description_sale='The zqlamp companion')
        cls.draft = product('Zqlamp draft', is_published=False)
        cls.not_for_sale = product('Zqlamp spare part', sale_ok=False)
        colour = cls.env['product.attribute'].create({
            'name': 'Colour quick search', 'value_ids': [(0, 0, {'name': 'Red'}), (0, 0, {'name': 'Blue'})]})
        cls.duo = product('Zqlamp Duo', attribute_line_ids=[
            (0, 0, {'attribute_id': colour.id, 'value_ids': [(6, 0, colour.value_ids.ids)]})])
        red, blue = cls.duo.product_variant_ids.sorted('id')
        red.write({'default_code': 'ZQV-RED'})
        blue.write({'default_code': 'ZQV-BLUE', 'barcode': 'ZQ4006381333931'})
        cls.category = cls.env['product.public.category'].create({'name': 'Zqlamp lights'})

    def search(self, term, page_size=None, cookies=None):
        variables = {'term': term}
        if page_size is not None:
            variables['pageSize'] = page_size
        return self.graphql_data(QUICK_SEARCH, variables, cookies)['quickSearch']

    def found(self, term, **kwargs):
        return [product['id'] for product in self.search(term, **kwargs)['products']]

    def test_fewer_than_two_letters_find_nothing(self):
        for term in ('z', ' z ', ''):
            self.assertEqual(self.search(term), {'totalCount': 0, 'products': [], 'categories': []})

    def test_name_matches_come_before_other_mentions(self):
        result = self.search('zqlamp')
        self.assertEqual([p['id'] for p in result['products']], [self.aurora.id, self.duo.id, self.companion.id])
        self.assertEqual(result['totalCount'], 3)

    def test_every_word_must_match(self):
        self.assertEqual(self.found('zqlamp aurora'), self.aurora.ids)

    def test_internal_references_of_products_and_variants(self):
        self.assertEqual(self.found('zqx-1'), self.aurora.ids)
        self.assertEqual(self.found('zqv-blue'), self.duo.ids)

    def test_a_whole_barcode_finds_its_product(self):
        self.assertEqual(self.found('ZQ4006381333931'), self.duo.ids)
        self.assertEqual(self.search('ZQ400638')['totalCount'], 0)

    def test_like_wildcards_in_the_term_match_only_themselves(self):
        self.assertEqual(self.search('zqlam_')['totalCount'], 0)
        self.assertEqual(self.search('zq%lamp')['totalCount'], 0)

    def test_page_size_limits_the_products_not_the_count(self):
        one = self.search('zqlamp', page_size=1)
        self.assertEqual(([p['id'] for p in one['products']], one['totalCount']), (self.aurora.ids, 3))
        none = self.search('zqlamp', page_size=0)
        self.assertEqual((none['products'], none['totalCount']), ([], 3))
        self.assertEqual(len(self.search('zqlamp', page_size=500)['products']), 3)

    def test_categories_whose_name_holds_the_term(self):
        categories = self.search('zqlamp')['categories']
        self.assertEqual(categories, [{'id': self.category.id, 'name': 'Zqlamp lights'}])

    def test_the_shoppers_language_and_the_english_source_both_match(self):
        self.env['res.lang']._activate_lang('nl_NL')
        website = self.env['website'].get_current_website()
        website.language_ids |= self.env['res.lang']._lang_get('nl_NL')
        self.aurora.with_context(lang='nl_NL').name = 'Zqbureaulamp Aurora'
        self.category.with_context(lang='nl_NL').name = 'Zqbureaulampen'
        dutch = {'frontend_lang': 'nl_NL'}
        self.assertEqual(self.found('zqbureaulamp', cookies=dutch), self.aurora.ids)
        self.assertIn(self.aurora.id, self.found('zqlamp aurora', cookies=dutch))
        self.assertEqual(self.search('zqbureaulamp', cookies=dutch)['categories'][0]['name'], 'Zqbureaulampen')
        self.assertEqual(self.search('zqbureaulamp', cookies={'frontend_lang': 'en_US'})['totalCount'], 0)

    def test_the_listing_restriction_applies(self):
        # As vsf_website_catalog does for a catalog-only customer, on top of vsf_base's
        # condition (published products only), which keeps the unpublished "Zqlamp draft" out.
        hidden = self.aurora.id
        listing_domain = self.registry['product.template']._vsf_listing_domain
        restricted = patch.object(self.registry['product.template'], '_vsf_listing_domain',
                                  lambda model, filter: listing_domain(model, filter) + [('id', '!=', hidden)])
        with restricted:
            result = self.search('zqlamp')
        self.assertEqual(([p['id'] for p in result['products']], result['totalCount']),
                         ([self.duo.id, self.companion.id], 2))

    def test_a_signed_in_customer_searches(self):
        new_test_user(self.env, login='vsf_quick_search_customer', groups='base.group_portal')
        self.authenticate('vsf_quick_search_customer', 'vsf_quick_search_customer')
        self.assertEqual(self.search('zqlamp')['totalCount'], 3)
