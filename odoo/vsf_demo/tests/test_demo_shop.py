# -*- coding: utf-8 -*-
from odoo import fields
from odoo.exceptions import AccessDenied
from odoo.tests import tagged
from odoo.tests.common import TransactionCase

from odoo.addons.vsf_demo_shop.loader.data_file import DATA_FILE
from odoo.addons.vsf_demo_shop.loader import load_demo_shop
from odoo.addons.vsf_demo_shop.loader.data_file import read_demo_data
from odoo.addons.vsf_demo_shop.loader.orders import bring_to_state
from odoo.addons.vsf_demo_shop.loader.records import DemoRecords
from odoo.addons.vsf_demo_shop.loader.shop_setup import set_rate, set_up_currency_rates, set_up_pricelists

# The accounts tests/contract/demo-data.ts names, with their passwords.
CONTRACT_ACCOUNTS = (
    ('consumer@example.com', 'consumer123'),
    ('business@example.com', 'business123'),
    ('catalog@example.com', 'catalog123'),
    ('oci-buyer@example.com', 'oci123'),
    ('cxml-buyer@example.com', 'cxml123'),
    ('ariba-buyer@example.com', 'ariba123'),
)

# What the demo shop fills: a second load must leave every count as it is.
LOADED_MODELS = (
    'product.public.category', 'product.attribute', 'product.attribute.value', 'product.brand',
    'product.filter', 'product.filter.value', 'product.template', 'product.product',
    'product.template.attribute.value', 'product.pricelist', 'product.pricelist.item',
    'stock.production.lot', 'stock.quant', 'stock.move', 'stock.picking', 'delivery.carrier',
    'coupon.program', 'payment.acquirer', 'vsf.payment.method', 'vsf.payment.method.issuer',
    'ir.ui.view', 'website.page', 'vsf.website.page', 'website.rewrite', 'res.partner',
    'res.users', 'vsf.punchout.buyer', 'product.wishlist', 'website.catalog', 'sale.order',
    'sale.order.line', 'account.move', 'account.payment', 'ir.translation', 'res.currency.rate',
    'account.tax', 'uom.uom',
)

ACQUIRER_SEQUENCE = ['Wire Transfer', 'ADYEN', 'ADYEN_OG', 'MOLLIE', 'SAP_OCI', 'ARIBA_NETWORK']


@tagged('post_install', '-at_install')
class TestDemoShop(TransactionCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.data = read_demo_data(DATA_FILE)

    def user(self, login):
        user = self.env['res.users'].search([('login', '=', login)])
        self.assertEqual(len(user), 1, login)
        return user

    def sign_in(self, login, password):
        """What Odoo checks of a login's password (res.users._login), as the user."""
        user = self.user(login)
        user.with_user(user)._check_credentials(password, {'interactive': True})
        return user

    def business_orders(self):
        company = self.user('business@example.com').partner_id.commercial_partner_id
        return self.env['sale.order'].search([('partner_id', 'child_of', company.id)])

    def test_the_contract_accounts_sign_in_as_portal_customers(self):
        for login, password in CONTRACT_ACCOUNTS:
            with self.subTest(login=login):
                user = self.sign_in(login, password)
                self.assertTrue(user.has_group('base.group_portal'))
                self.assertFalse(user.has_group('base.group_user'))

    def test_every_demo_customer_signs_in(self):
        for entry in self.data['users']:
            with self.subTest(login=entry['login']):
                self.sign_in(entry['login'], entry['password'])

    def test_a_wrong_password_is_refused(self):
        with self.assertRaises(AccessDenied):
            self.sign_in('consumer@example.com', 'not-the-password')

    def test_the_travel_laptop_has_its_variants_prices_brand_and_translations(self):
        laptop = self.env['product.template'].search([('default_code', '=', 'SKU-00001')])
        self.assertEqual(len(laptop), 1)
        self.assertEqual(laptop.product_brand_id.website_slug, 'nordbyte')
        self.assertEqual(len(laptop.product_variant_ids), 4)
        first = laptop.product_variant_ids.filtered(lambda variant: variant.default_code == 'SKU-00001-SLV-16GB')
        # The list price plus the 16 GB extra.
        self.assertAlmostEqual(first.lst_price, 1269.99, places=2)
        self.assertEqual(first.tracking, 'serial')
        self.assertEqual(laptop.with_context(lang='de_DE').name, 'Nordbyte Reise-Laptop 15,6" NB-320')

    def test_the_free_stock_is_the_demo_quantity(self):
        """What the demo deliveries reserve and carry comes on top of the free quantity."""
        for entry in self.data['products'][:40]:
            for variant_entry in entry['variants']:
                variant = self.env.ref('vsf_demo_shop.variant_%s' % variant_entry['key'])
                with self.subTest(sku=variant_entry['sku']):
                    self.assertEqual(variant.free_qty, variant_entry['qty'])

    def test_the_unpublished_product_is_not_on_the_website(self):
        product = self.env['product.template'].search([('default_code', '=', 'SKU-00026')])
        self.assertFalse(product.is_published)

    def test_carriers_coupons_and_acquirers_are_the_contracts(self):
        standard = self.env['delivery.carrier'].search([('name', '=', 'Standard delivery')])
        self.assertEqual((standard.fixed_price, standard.free_over, standard.amount), (6.95, True, 100.0))
        Program = self.env['coupon.program'].with_context(active_test=False)
        self.assertTrue(Program.search([('promo_code', '=', 'WELCOME10')]).active)
        self.assertFalse(Program.search([('promo_code', '=', 'EXPIRED')]).active)
        listed = self.env['payment.acquirer'].search([('state', 'in', ('enabled', 'test'))])
        self.assertEqual(listed.mapped('name'), ACQUIRER_SEQUENCE)
        mollie = listed.filtered(lambda acquirer: acquirer.provider == 'mollie')
        self.assertEqual(mollie.vsf_payment_method_ids.mapped('code'), ['ideal', 'creditcard', 'bancontact', 'banktransfer'])
        # Two Adyen acquirers: the Drop-in, and the hosted page's payment links.
        adyen = listed.filtered(lambda acquirer: acquirer.provider == 'adyen')
        self.assertEqual([(a.name, a.vsf_adyen_hosted_page) for a in adyen], [('ADYEN', False), ('ADYEN_OG', True)])
        # Paid transactions are posted in a journal (post-processing confirms the order).
        self.assertTrue(all((adyen | mollie).mapped('journal_id')))

    def test_the_business_customer_has_the_demo_documents(self):
        orders = self.business_orders()
        count = {state: len(orders.filtered(lambda order: order.state == state)) for state in ('draft', 'sent', 'sale', 'done', 'cancel')}
        self.assertEqual(count['sale'] + count['done'], 6)
        self.assertEqual(count['done'], 2)
        self.assertEqual(count['draft'] + count['sent'], 7)
        self.assertEqual(count['cancel'], 2)
        invoices = orders.invoice_ids.filtered(lambda move: move.move_type == 'out_invoice')
        self.assertEqual(len(invoices), 7)
        self.assertTrue({'not_paid', 'paid', 'partial', 'reversed'} <= set(invoices.mapped('payment_state')))
        self.assertEqual(set(invoices.mapped('state')), {'draft', 'posted', 'cancel'})

    def test_the_customer_follows_the_invoices_but_not_the_credit_note(self):
        company = self.user('business@example.com').partner_id.commercial_partner_id
        moves = self.business_orders().invoice_ids
        followed = moves.filtered(lambda move: move.message_partner_ids.filtered(
            lambda partner: partner.commercial_partner_id == company))
        self.assertEqual(set(followed.mapped('move_type')), {'out_invoice'})
        self.assertEqual(len(moves - followed), 1)
        self.assertEqual((moves - followed).move_type, 'out_refund')

    def test_the_customer_reads_a_draft_and_a_cancelled_demo_quotation(self):
        """sale's portal rule: a customer reads the orders they follow, which Odoo makes them only
        once it sends or confirms one. The demo shop shows them its drafts and cancelled ones."""
        customer = self.user('business@example.com')
        for state in ('draft', 'cancel'):
            with self.subTest(state=state):
                order = self.env['sale.order'].create({'partner_id': customer.partner_id.id})
                bring_to_state(self.env, order, {'state': state, 'name': order.name}, None)
                self.assertEqual(order.state, state)
                readable = self.env['sale.order'].with_user(customer).search([('id', '=', order.id)])
                self.assertEqual(readable, order)

    def test_a_partial_delivery_carries_its_serial_numbers_and_leaves_a_backorder(self):
        order = self.business_orders().filtered(lambda order: order.client_order_ref == 'PO-2026-0087')
        shipped, backorder = order.picking_ids.sorted('id')
        self.assertEqual(shipped.state, 'done')
        self.assertEqual(sorted(shipped.move_line_ids.lot_id.mapped('name')), ['SN00043-0041', 'SN00043-0042', 'SN00043-0043'])
        self.assertEqual(shipped.carrier_tracking_ref, '3SBKR0000401')
        self.assertEqual(backorder.backorder_id, shipped)
        self.assertEqual(backorder.state, 'confirmed')

    def test_the_pages_are_there_in_the_website_language(self):
        website = self.env.ref('website.default_website')
        about = self.env['website.page'].search([('url', '=', '/about'), ('website_id', '=', website.id)])
        self.assertEqual(len(about), 1)
        storefront_about = self.env['vsf.website.page'].search(
            [('url', '=', '/about'), ('website_id', '=', website.id)])
        self.assertEqual(len(storefront_about), 1)
        self.assertEqual(storefront_about.with_context(lang='nl_NL').name, 'Over ons')
        self.assertIn('Over Odoo Shop', storefront_about.with_context(lang='nl_NL').content)

    def test_the_shop_converts_at_the_demo_rates_today(self):
        company = self.env.ref('base.main_company')
        demo_currency = self.env['res.currency'].search([('name', '=', self.data['company']['currency'])])
        for entry in self.data['currencies']:
            currency = self.env['res.currency'].search([('name', '=', entry['name'])])
            rate = max(entry['rates'], key=lambda rate: rate['date'])['rate']
            with self.subTest(currency=entry['name']):
                self.assertAlmostEqual(
                    demo_currency._convert(100.0, currency, company, fields.Date.today(), round=False),
                    100.0 * rate, places=6)

    def test_a_company_in_another_currency_converts_at_the_demo_rate_after_its_own_later_rates(self):
        """As in a database with Odoo's demo data: a USD company whose USD has a rate dated this
        year (the roles are swapped here: the company's currency is the demo's EUR)."""
        company = self.env.ref('base.main_company')
        own, other = company.currency_id, self.env['res.currency'].search(
            [('name', '!=', company.currency_id.name), ('name', 'in', ('EUR', 'USD'))])
        set_rate(self.env, company, own, '%d-01-01' % fields.Date.today().year, 1.5289)
        data = {'company': {'currency': other.name},
                'currencies': [{'name': own.name, 'rates': [{'date': '2020-01-01', 'rate': 0.5}]}]}
        set_up_currency_rates(self.env, data, company, False)
        for date in ('2020-06-01', fields.Date.today()):
            with self.subTest(date=date):
                self.assertAlmostEqual(other._convert(1.0, own, company, date, round=False), 0.5, places=6)

    def test_another_website_on_the_public_pricelist_gets_one_of_its_own(self):
        """Odoo's demo data has a second website living on the generic Public Pricelist, which the
        demo shop makes its website's own; Odoo refuses to leave a website without a pricelist."""
        website = self.env.ref('website.default_website')
        public = self.env.ref('product.list0')
        public.write({'website_id': False, 'selectable': True})
        second = self.env['website'].create({'name': 'Second shop test', 'company_id': website.company_id.id})
        Pricelist = self.env['product.pricelist']
        self.assertEqual(Pricelist.search(Pricelist._get_website_pricelists_domain(second.id)), public)
        set_up_pricelists(self.env, self.data, DemoRecords(self.env), website)
        self.assertEqual(public.website_id, website)
        own = Pricelist.search(Pricelist._get_website_pricelists_domain(second.id))
        self.assertEqual((own.name, own.website_id, own.currency_id), (
            '%s (Second shop test)' % public.name, second, website.company_id.currency_id))

    def test_a_second_load_makes_nothing_new(self):
        before = self.counts()
        summary = load_demo_shop(self.env, DATA_FILE)
        self.assertEqual(self.counts(), before)
        self.assertIn('nothing new', summary)

    def counts(self):
        counts = {
            model: self.env[model].with_context(active_test=False).search_count([])
            for model in LOADED_MODELS if model in self.env
        }
        counts['external ids'] = self.env['ir.model.data'].search_count([('module', '=', 'vsf_demo')])
        return counts
