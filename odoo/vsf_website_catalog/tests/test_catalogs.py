# -*- coding: utf-8 -*-
from odoo.tests import tagged
from odoo.tests.common import new_test_user

from odoo.addons.vsf_base.tests.common import GraphQLCase

CATALOGS = 'query { catalogs { id name slug description isPersonal productCount } }'
CATALOG = 'query ($id: Int, $slug: String) { catalog(id: $id, slug: $slug) { id slug isPersonal } }'
LISTING = '''query ($filter: ProductFilterInput) {
  products(filter: $filter, pageSize: 100) { totalCount products { id } } }'''
PRODUCT = 'query ($id: Int) { product(id: $id) { id } }'
VARIANT = '''query ($template: Int, $combination: [Int]) {
  productVariant(productTemplateId: $template, combinationId: $combination) { product { id } } }'''
ADD_TO_CART = '''mutation ($id: Int!) {
  cartAddItem(productId: $id, quantity: 1) { order { orderLines { product { id } } } } }'''
PARTNER_FLAG = 'query { partner { websiteCatalogProducts } }'
LOGIN = '''mutation ($login: String!) {
  login(email: $login, password: $login) { websiteCatalogProducts } }'''


@tagged('post_install', '-at_install')
class TestCatalogs(GraphQLCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        Template = cls.env['product.template']
        cls.desk, cls.chair, cls.lamp = Template.create([
            {'name': 'Catalog test desk', 'list_price': 300.0, 'is_published': True, 'sale_ok': True},
            {'name': 'Catalog test chair', 'list_price': 150.0, 'is_published': True, 'sale_ok': True},
            {'name': 'Catalog test lamp', 'list_price': 40.0, 'is_published': True, 'sale_ok': True},
        ])
        # A company whose contacts shop from its personal catalog only.
        cls.company = cls.env['res.partner'].create(
            {'name': 'Catalog Test Co', 'is_company': True, 'website_catalog_products': True})
        cls.contact_user = new_test_user(cls.env, login='vsf_catalog_contact', groups='base.group_portal')
        cls.contact_user.partner_id.parent_id = cls.company
        # A customer who shops everywhere and also has a personal catalog.
        cls.other_user = new_test_user(cls.env, login='vsf_catalog_other', groups='base.group_portal')

        Catalog = cls.env['website.catalog']
        cls.home_office = Catalog.create({
            'name': 'Home office test', 'website_slug': 'home-office-test', 'is_published': True,
            'description': 'For the desk at home.',
            'product_tmpl_ids': [(6, 0, (cls.desk | cls.chair).ids)],
        })
        cls.draft = Catalog.create({
            'name': 'Draft catalog test', 'website_slug': 'draft-catalog-test',
            'product_tmpl_ids': [(6, 0, cls.lamp.ids)],
        })
        cls.company_catalog = Catalog.create({
            'name': 'Personal catalog: Catalog Test Co', 'website_slug': 'personal-catalog-test-co',
            'partner_id': cls.company.id,
            'product_tmpl_ids': [(6, 0, (cls.desk | cls.lamp).ids)],
        })
        cls.other_catalog = Catalog.create({
            'name': 'Personal catalog: other', 'website_slug': 'personal-catalog-test-other',
            'partner_id': cls.other_user.partner_id.id,
            'product_tmpl_ids': [(6, 0, cls.chair.ids)],
        })

    def listed_ids(self, filter=None):
        return {p['id'] for p in self.graphql_data(LISTING, {'filter': filter or {}})['products']['products']}

    def catalogs_by_slug(self):
        return {c['slug']: c for c in self.graphql_data(CATALOGS)['catalogs']}

    # --- catalogs / catalog -------------------------------------------------------------------

    def test_a_visitor_sees_the_published_public_catalogs(self):
        catalogs = self.catalogs_by_slug()
        self.assertEqual(catalogs['home-office-test'], {
            'id': self.home_office.id, 'name': 'Home office test', 'slug': 'home-office-test',
            'description': 'For the desk at home.', 'isPersonal': False, 'productCount': 2,
        })
        self.assertNotIn('draft-catalog-test', catalogs)
        self.assertFalse(any(catalog['isPersonal'] for catalog in catalogs.values()))

    def test_a_customer_sees_their_personal_catalog_first_and_the_public_ones(self):
        self.authenticate('vsf_catalog_other', 'vsf_catalog_other')
        catalogs = self.graphql_data(CATALOGS)['catalogs']
        self.assertEqual(catalogs[0]['slug'], 'personal-catalog-test-other')
        self.assertEqual((catalogs[0]['isPersonal'], catalogs[0]['productCount']), (True, 1))
        slugs = [catalog['slug'] for catalog in catalogs]
        self.assertIn('home-office-test', slugs)
        self.assertNotIn('personal-catalog-test-co', slugs)

    def test_a_catalog_only_customer_sees_their_personal_catalog_alone(self):
        self.authenticate('vsf_catalog_contact', 'vsf_catalog_contact')
        catalogs = self.graphql_data(CATALOGS)['catalogs']
        self.assertEqual([(c['slug'], c['isPersonal'], c['productCount']) for c in catalogs],
                         [('personal-catalog-test-co', True, 2)])

    def test_a_catalog_by_id_or_slug(self):
        by_slug = self.graphql_data(CATALOG, {'slug': 'home-office-test'})['catalog']
        self.assertEqual(by_slug, {'id': self.home_office.id, 'slug': 'home-office-test', 'isPersonal': False})
        by_id = self.graphql_data(CATALOG, {'id': self.home_office.id})['catalog']
        self.assertEqual(by_id['slug'], 'home-office-test')
        self.assertIsNone(self.graphql_data(CATALOG, {'slug': 'draft-catalog-test'})['catalog'])
        self.assertIsNone(self.graphql_data(CATALOG, {'slug': 'no-such-catalog'})['catalog'])

    def test_another_customers_personal_catalog_is_nobody_elses(self):
        self.assertIsNone(self.graphql_data(CATALOG, {'id': self.company_catalog.id})['catalog'])
        self.authenticate('vsf_catalog_other', 'vsf_catalog_other')
        self.assertIsNone(self.graphql_data(CATALOG, {'slug': 'personal-catalog-test-co'})['catalog'])
        own = self.graphql_data(CATALOG, {'slug': 'personal-catalog-test-other'})['catalog']
        self.assertEqual((own['id'], own['isPersonal']), (self.other_catalog.id, True))

    # --- listings -----------------------------------------------------------------------------

    def test_the_catalog_slug_narrows_a_listing_to_the_catalog(self):
        self.assertEqual(self.listed_ids({'catalogSlug': 'home-office-test'}), set((self.desk | self.chair).ids))

    def test_an_unpublished_or_unknown_catalog_lists_nothing(self):
        self.assertEqual(self.listed_ids({'catalogSlug': 'draft-catalog-test'}), set())
        self.assertEqual(self.listed_ids({'catalogSlug': 'no-such-catalog'}), set())

    def test_another_customers_personal_catalog_lists_nothing(self):
        self.assertEqual(self.listed_ids({'catalogSlug': 'personal-catalog-test-co'}), set())
        self.authenticate('vsf_catalog_other', 'vsf_catalog_other')
        self.assertEqual(self.listed_ids({'catalogSlug': 'personal-catalog-test-co'}), set())
        self.assertEqual(self.listed_ids({'catalogSlug': 'personal-catalog-test-other'}), set(self.chair.ids))

    def test_a_catalog_only_customer_lists_their_personal_catalog_only(self):
        self.authenticate('vsf_catalog_contact', 'vsf_catalog_contact')
        listing = self.graphql_data(LISTING, {'filter': {}})['products']
        self.assertEqual({p['id'] for p in listing['products']}, set((self.desk | self.lamp).ids))
        count = self.graphql_data(CATALOGS)['catalogs'][0]['productCount']
        self.assertEqual(listing['totalCount'], count)
        # A public catalog narrows the personal one, it does not widen it.
        self.assertEqual(self.listed_ids({'catalogSlug': 'home-office-test'}), set(self.desk.ids))

    # --- product, productVariant, cart --------------------------------------------------------

    def test_a_catalog_only_customer_gets_no_product_outside_their_catalog(self):
        self.authenticate('vsf_catalog_contact', 'vsf_catalog_contact')
        self.assertEqual(self.graphql_data(PRODUCT, {'id': self.desk.id})['product'], {'id': self.desk.id})
        # graphql_vuestorefront's answer for a product the website does not show.
        self.assertIsNone(self.graphql(PRODUCT, {'id': self.chair.id})['data']['product'])

    def test_other_customers_get_every_product(self):
        self.authenticate('vsf_catalog_other', 'vsf_catalog_other')
        self.assertEqual(self.graphql_data(PRODUCT, {'id': self.lamp.id})['product'], {'id': self.lamp.id})

    def test_a_catalog_only_customer_gets_no_variant_outside_their_catalog(self):
        self.authenticate('vsf_catalog_contact', 'vsf_catalog_contact')
        message = self.graphql_error(VARIANT, {'template': self.chair.id, 'combination': []})
        self.assertEqual(message, 'Product does not exist')

    def test_a_catalog_only_customer_cannot_add_a_product_outside_their_catalog(self):
        self.authenticate('vsf_catalog_contact', 'vsf_catalog_contact')
        message = self.graphql_error(ADD_TO_CART, {'id': self.chair.product_variant_id.id})
        self.assertEqual(message, 'Product does not exist')

    def test_a_catalog_only_customer_adds_a_product_of_their_catalog(self):
        self.authenticate('vsf_catalog_contact', 'vsf_catalog_contact')
        order = self.graphql_data(ADD_TO_CART, {'id': self.desk.product_variant_id.id})['cartAddItem']['order']
        self.assertIn({'product': {'id': self.desk.product_variant_id.id}}, order['orderLines'])

    # --- the flag -----------------------------------------------------------------------------

    def test_a_contact_of_a_catalog_only_company_is_flagged(self):
        self.authenticate('vsf_catalog_contact', 'vsf_catalog_contact')
        self.assertTrue(self.graphql_data(PARTNER_FLAG)['partner']['websiteCatalogProducts'])
        user = self.graphql_data(LOGIN, {'login': 'vsf_catalog_contact'})['login']
        self.assertTrue(user['websiteCatalogProducts'])

    def test_other_customers_are_not_flagged(self):
        self.authenticate('vsf_catalog_other', 'vsf_catalog_other')
        self.assertFalse(self.graphql_data(PARTNER_FLAG)['partner']['websiteCatalogProducts'])
