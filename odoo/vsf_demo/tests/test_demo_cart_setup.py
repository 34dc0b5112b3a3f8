# -*- coding: utf-8 -*-
"""What the demo shop sets up around its carts (loader/checkout.py, stock.py, orders.py), as a
load leaves it: the website offers the demo's carriers only, sells no demo product beyond its
stock, and numbers new carts after the demo's orders."""
import re

from odoo.tests import tagged
from odoo.tests.common import TransactionCase

from odoo.addons.vsf_demo_shop.loader.data_file import DATA_FILE
from odoo.addons.vsf_demo_shop.loader import load_demo_shop
from odoo.addons.vsf_demo_shop.loader.data_file import read_demo_data


@tagged('post_install', '-at_install')
class TestDemoCartSetup(TransactionCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.data = read_demo_data(DATA_FILE)
        load_demo_shop(cls.env, DATA_FILE)

    def test_the_website_offers_the_demo_carriers_only(self):
        published = self.env['delivery.carrier'].search([('is_published', '=', True)])
        self.assertEqual(sorted(published.mapped('name')),
                         sorted(entry['name'] for entry in self.data['carriers'] if entry['active']))

    def test_no_demo_product_is_sold_beyond_its_stock(self):
        skus = [entry['sku'] for entry in self.data['products']]
        templates = self.env['product.template'].with_context(active_test=False).search(
            [('default_code', 'in', skus)])
        self.assertEqual(len(templates), len(skus))
        self.assertFalse(any(templates.mapped('allow_out_of_stock_order')))

    def test_a_new_cart_is_numbered_after_the_demo_orders(self):
        highest = max(int(re.sub(r'\D', '', entry['name'])) for entry in self.data['orders'])
        order = self.env['sale.order'].create({'partner_id': self.env.ref('base.partner_admin').id})
        self.assertGreater(int(re.sub(r'\D', '', order.name)), highest)
        self.assertEqual(self.env['sale.order'].search_count([('name', '=', order.name)]), 1)
