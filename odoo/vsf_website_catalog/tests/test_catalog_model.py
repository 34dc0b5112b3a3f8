# -*- coding: utf-8 -*-
from odoo.exceptions import UserError, ValidationError
from odoo.tests import tagged
from odoo.tests.common import TransactionCase, new_test_user


@tagged('post_install', '-at_install')
class TestCatalogModel(TransactionCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        Partner = cls.env['res.partner']
        cls.company = Partner.create({'name': 'Catalog Model Co', 'is_company': True})
        cls.contact = Partner.create({'name': 'Catalog Model Contact', 'parent_id': cls.company.id})
        cls.colleague = Partner.create({'name': 'Catalog Model Colleague', 'parent_id': cls.company.id})
        cls.portal_user = new_test_user(cls.env, login='vsf_catalog_model_portal', groups='base.group_portal')
        cls.portal_user.partner_id.parent_id = cls.company
        cls.stranger = new_test_user(cls.env, login='vsf_catalog_model_stranger', groups='base.group_portal')
        cls.inside, cls.outside = cls.env['product.template'].create([
            {'name': 'Catalog model inside', 'is_published': True, 'sale_ok': True, 'list_price': 5.0},
            {'name': 'Catalog model outside', 'is_published': True, 'sale_ok': True, 'list_price': 5.0},
        ])
        Catalog = cls.env['website.catalog']
        cls.public = Catalog.create({'name': 'Catalog model public', 'is_published': True})
        cls.draft = Catalog.create({'name': 'Catalog model draft'})
        cls.personal = Catalog.create({
            'name': 'Catalog model personal', 'partner_id': cls.company.id,
            'product_tmpl_ids': [(6, 0, cls.inside.ids)],
        })
        cls.strangers = Catalog.create({'name': 'Catalog model stranger', 'partner_id': cls.stranger.partner_id.id})
        cls.all_catalogs = cls.public | cls.draft | cls.personal | cls.strangers

    def readable_by(self, user):
        return self.env['website.catalog'].with_user(user).search([('id', 'in', self.all_catalogs.ids)])

    # --- slugs ----------------------------------------------------------------------------

    def test_a_catalog_gets_a_unique_slug_from_its_name(self):
        self.assertEqual(self.public.website_slug, 'catalog-model-public')
        again = self.env['website.catalog'].create({'name': 'Catalog model public'})
        self.assertEqual(again.website_slug, 'catalog-model-public-2')

    def test_a_slug_is_lower_case_letters_digits_and_dashes(self):
        with self.assertRaises(ValidationError):
            self.public.website_slug = 'Catalog Model'

    # --- personal catalogs ----------------------------------------------------------------

    def test_a_personal_catalog_belongs_to_the_customer_not_a_contact(self):
        with self.assertRaises(ValidationError):
            self.env['website.catalog'].create({'name': 'Contact catalog', 'partner_id': self.contact.id})

    def test_a_customer_has_one_personal_catalog(self):
        with self.assertRaises(ValidationError):
            self.env['website.catalog'].create({'name': 'Second catalog', 'partner_id': self.company.id})

    # --- record rules ---------------------------------------------------------------------

    def test_a_portal_user_reads_published_public_catalogs_and_their_own(self):
        self.assertEqual(self.readable_by(self.portal_user), self.public | self.personal)
        self.assertEqual(self.readable_by(self.stranger), self.public | self.strangers)

    def test_a_visitor_reads_published_public_catalogs_only(self):
        self.assertEqual(self.readable_by(self.env.ref('base.public_user')), self.public)

    # --- who is limited -------------------------------------------------------------------

    def test_the_company_flag_limits_every_contact_to_the_companys_catalog(self):
        self.company.website_catalog_products = True
        self.assertEqual(self.contact._vsf_catalog_customer(), self.company)
        self.assertEqual(self.colleague._vsf_catalog_customer(), self.company)

    def test_the_contact_flag_limits_that_contact_alone(self):
        self.contact.website_catalog_products = True
        self.assertEqual(self.contact._vsf_catalog_customer(), self.company)
        self.assertFalse(self.colleague._vsf_catalog_customer())

    def test_a_visitor_is_never_limited(self):
        public_user = self.env.ref('base.public_user')
        public_user.partner_id.website_catalog_products = True
        self.assertFalse(public_user._vsf_catalog_customer())

    def test_only_a_catalog_only_customer_is_kept_from_products_outside(self):
        templates = (self.inside | self.outside).with_user(self.portal_user)
        self.assertFalse(templates._vsf_outside_personal_catalog())
        self.company.website_catalog_products = True
        self.assertEqual(templates._vsf_outside_personal_catalog(), self.outside)

    def test_a_catalog_only_customers_cart_refuses_products_outside(self):
        self.company.website_catalog_products = True
        order = self.env['sale.order'].create({'partner_id': self.portal_user.partner_id.id})
        # As graphql_vuestorefront has it: the shopper's cart, in sudo.
        cart = order.with_user(self.portal_user).sudo()
        with self.assertRaisesRegex(UserError, '^Product does not exist$'):
            cart._cart_update(product_id=self.outside.product_variant_id.id, add_qty=1)
