# -*- coding: utf-8 -*-
from odoo.tests import tagged
from odoo.tests.common import new_test_user

from odoo.addons.vsf_base.tests.common import GraphQLCase

PURCHASED = '''query ($search: String, $sort: PurchasedProductSort, $currentPage: Int, $pageSize: Int) {
  purchasedProducts(search: $search, sort: $sort, currentPage: $currentPage, pageSize: $pageSize) {
    totalCount
    products { product { id name sku } lastOrderDate lastOrderName timesOrdered quantity }
  }
}'''


@tagged('post_install', '-at_install')
class TestPurchasedProducts(GraphQLCase):

    def graphql(self, query, variables=None, cookies=None):
        return super().graphql(query, variables, dict({'frontend_lang': 'en_US'}, **(cookies or {})))

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        Partner = cls.env['res.partner']
        company = Partner.create({'name': 'Purchases BV', 'is_company': True})
        cls.anna = new_test_user(cls.env, login='vsf_pp_anna', groups='base.group_portal',
                                 name='Anna Purchases', parent_id=company.id)
        cls.bram = new_test_user(cls.env, login='vsf_pp_bram', groups='base.group_portal',
                                 name='Bram Purchases', parent_id=company.id)
        cls.other = new_test_user(cls.env, login='vsf_pp_other', groups='base.group_portal', name='Otto Elsewhere')
        Product = cls.env['product.product']
        cls.drill = Product.create({'name': 'PP Drill', 'default_code': 'PP-DRILL', 'list_price': 80})
        cls.saw = Product.create({'name': 'PP Saw', 'default_code': 'PP-SAW', 'list_price': 40})
        cls.secret = Product.create({'name': 'PP Secret', 'default_code': 'PP-SECRET', 'list_price': 10})
        cls.first = cls._order(cls.anna.partner_id, [(cls.drill, 2), (cls.saw, 1)], '2025-01-10 09:00:00')
        cls.second = cls._order(cls.bram.partner_id, [(cls.drill, 3)], '2025-03-02 09:00:00')
        cls._order(cls.anna.partner_id, [(cls.saw, 5)], '2025-04-01 09:00:00', confirm=False)
        cls._order(cls.other.partner_id, [(cls.secret, 1)], '2025-02-01 09:00:00')

    @classmethod
    def _order(cls, partner, lines, date, confirm=True):
        order = cls.env['sale.order'].create({
            'partner_id': partner.id,
            'order_line': [(0, 0, {'product_id': p.id, 'product_uom_qty': q}) for p, q in lines]
            + [(0, 0, {'display_type': 'line_note', 'name': 'A note'})],
        })
        if confirm:
            order.action_confirm()
        order.date_order = date
        return order

    def _purchased(self, user, **variables):
        self.authenticate(user.login, user.login)
        return self.graphql_data(PURCHASED, variables)['purchasedProducts']

    def test_the_company_purchases_newest_first_with_counts(self):
        listed = self._purchased(self.bram)
        self.assertEqual(listed['totalCount'], 2)
        rows = [(p['product']['id'], p['lastOrderDate'], p['lastOrderName'], p['timesOrdered'], p['quantity'])
                for p in listed['products']]
        self.assertEqual(rows, [
            (self.drill.id, '2025-03-02', self.second.name, 2, 5.0),
            (self.saw.id, '2025-01-10', self.first.name, 1, 1.0),
        ])

    def test_search_sort_and_pages(self):
        self.assertEqual([p['product']['id'] for p in self._purchased(self.anna, search='pp-saw')['products']],
                         [self.saw.id])
        self.assertEqual([p['product']['id'] for p in self._purchased(self.anna, sort='Name')['products']],
                         [self.drill.id, self.saw.id])
        self.assertEqual([p['product']['id'] for p in self._purchased(self.anna, sort='Quantity')['products']],
                         [self.drill.id, self.saw.id])
        page = self._purchased(self.anna, pageSize=1, currentPage=2)
        self.assertEqual((page['totalCount'], [p['product']['id'] for p in page['products']]), (2, [self.saw.id]))

    def test_nobody_sees_another_company_purchases(self):
        listed = self._purchased(self.other)
        self.assertEqual([p['product']['id'] for p in listed['products']], [self.secret.id])
        self.assertNotIn(self.secret.id, [p['product']['id'] for p in self._purchased(self.anna)['products']])

    def test_signed_out_there_is_nothing(self):
        answer = self.graphql(PURCHASED)
        self.assertIn('You must be logged in', answer['errors'][0]['message'])
