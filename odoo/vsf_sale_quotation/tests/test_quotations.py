# -*- coding: utf-8 -*-
from odoo.tests import tagged
from odoo.tests.common import new_test_user

from odoo.addons.vsf_base.tests.common import GraphQLCase

from .common import QuotationData

ORDERS = '''
query ($filter: OrderFilterInput, $currentPage: Int, $pageSize: Int, $sort: OrderSortInput) {
  orders(filter: $filter, currentPage: $currentPage, pageSize: $pageSize, sort: $sort) {
    totalCount
    orders { id name stage validityDate isExpired portalState }
  }
}'''
ORDER = 'query ($id: Int) { order(id: $id) { id portalState } }'
ADD_TO_CART = '''mutation ($id: Int!) { cartAddItem(productId: $id, quantity: 1) { order { id } } }'''
QUOTATION_STAGES = ['Quotation', 'QuotationSent', 'Cancelled']


@tagged('post_install', '-at_install')
class TestQuotations(QuotationData, GraphQLCase):

    def graphql(self, query, variables=None, cookies=None):
        # The shopper's language as the storefront sends it: Odoo's English texts, whatever the
        # website's default language.
        return super().graphql(query, variables, dict({'frontend_lang': 'en_US'}, **(cookies or {})))

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls._create_product()
        company = cls.env['res.partner'].create({'name': 'VSF Quotation Company', 'is_company': True})
        cls.buyer = new_test_user(
            cls.env, login='vsf_quote_buyer', groups='base.group_portal', name='Vera Quotebuyer',
            parent_id=company.id)
        cls.other = new_test_user(
            cls.env, login='vsf_quote_other', groups='base.group_portal', name='Otto Otherbuyer')
        partner = cls.buyer.partner_id
        cls.older = cls._order(partner, 'sale')
        cls.older.date_order = '2024-03-01 10:00:00'
        cls.newer = cls._order(partner, 'sale')
        cls.newer.date_order = '2024-03-05 23:30:00'
        cls.open_sent = cls._order(partner, 'sent', validity_date=cls._days_from_today(10))
        cls.open_draft = cls._order(partner, 'draft', validity_date=False)
        cls.expired_sent = cls._order(partner, 'sent', validity_date=cls._days_from_today(-3))
        cls.expired_draft = cls._order(partner, 'draft', validity_date=cls._days_from_today(-1))
        cls.cancelled = cls._order(partner, 'cancel')
        cls.waiting = cls._order(partner, 'sent', validity_date=cls._days_from_today(10))
        cls._transaction(cls.waiting, 'pending')
        cls.others_order = cls._order(cls.other.partner_id, 'sale')
        cls.others_quotation = cls._order(cls.other.partner_id, 'sent')

    def _orders(self, **variables):
        return self.graphql_data(ORDERS, variables)['orders']

    def _ids(self, **variables):
        return [order['id'] for order in self._orders(**variables)['orders']]

    def _sign_in(self, user):
        self.authenticate(user.login, user.login)

    def test_confirmed_orders_by_default_newest_first(self):
        self._sign_in(self.buyer)
        listing = self._orders()
        self.assertEqual([order['id'] for order in listing['orders']], [self.newer.id, self.older.id])
        self.assertEqual(listing['totalCount'], 2)
        for order in listing['orders']:
            self.assertEqual((order['portalState'], order['isExpired']), (None, False))

    def test_quotations_by_portal_state(self):
        self._sign_in(self.buyer)
        expected = {
            'Open': self.open_sent + self.open_draft,
            'Expired': self.expired_sent + self.expired_draft,
            'Cancelled': self.cancelled,
            'WaitingForPayment': self.waiting,
        }
        for state, orders in expected.items():
            listing = self._orders(filter={'portalStates': [state]})
            self.assertEqual(set(o['id'] for o in listing['orders']), set(orders.ids), state)
            self.assertEqual({o['portalState'] for o in listing['orders']}, {state})
        both = self._ids(filter={'portalStates': ['Open', 'Expired']})
        self.assertEqual(set(both), set((expected['Open'] + expected['Expired']).ids))

    def test_stages_and_portal_states_narrow_each_other(self):
        self._sign_in(self.buyer)
        ids = self._ids(filter={'stages': ['QuotationSent'], 'portalStates': ['Open']})
        self.assertEqual(ids, [self.open_sent.id])

    def test_is_expired_selects_expired_quotations_without_stages(self):
        self._sign_in(self.buyer)
        expired = self._ids(filter={'isExpired': True})
        self.assertEqual(set(expired), set((self.expired_sent + self.expired_draft).ids))
        current = self._ids(filter={'stages': ['Quotation', 'QuotationSent'], 'isExpired': False})
        self.assertEqual(set(current), set((self.open_sent + self.open_draft + self.waiting).ids))

    def test_an_expired_quotation_shows_its_validity_date(self):
        self._sign_in(self.buyer)
        listing = self._orders(filter={'ids': [self.expired_sent.id], 'stages': QUOTATION_STAGES})
        self.assertEqual(listing['orders'], [{
            'id': self.expired_sent.id,
            'name': self.expired_sent.name,
            'stage': 'QuotationSent',
            'validityDate': self._days_from_today(-3).strftime('%Y-%m-%d'),
            'isExpired': True,
            'portalState': 'Expired',
        }])

    def test_filter_by_ids_name_and_partner_name(self):
        self._sign_in(self.buyer)
        self.assertEqual(set(self._ids(filter={'ids': [self.older.id, self.newer.id]})),
                         {self.older.id, self.newer.id})
        by_name = self._ids(filter={'name': self.newer.name.lower()})
        self.assertEqual(by_name, [self.newer.id])
        by_partner = self._ids(filter={'partnerName': 'QUOTEBUYER'})
        self.assertEqual(by_partner, [self.newer.id, self.older.id])
        self.assertEqual(self._ids(filter={'partnerName': 'no such customer'}), [])

    def test_filter_by_order_day_both_ends_included(self):
        self._sign_in(self.buyer)
        self.assertEqual(self._ids(filter={'dateFrom': '2024-03-05', 'dateTo': '2024-03-05'}),
                         [self.newer.id])
        self.assertEqual(self._ids(filter={'dateFrom': '2024-03-01', 'dateTo': '2024-03-04'}),
                         [self.older.id])
        self.assertEqual(self._ids(filter={'dateTo': '2000-01-01'}), [])

    def test_a_malformed_day_is_refused(self):
        self._sign_in(self.buyer)
        for day in ('2024-13-01', '05-03-2024', '2024-02-30'):
            error = self.graphql_error(ORDERS, {'filter': {'dateFrom': day}})
            self.assertEqual(error, 'Invalid date %s, expected YYYY-MM-DD.' % day)

    def test_an_unknown_portal_state_is_rejected(self):
        self._sign_in(self.buyer)
        answer = self.graphql(ORDERS, {'filter': {'portalStates': ['Pending']}})
        self.assertTrue(answer.get('errors'))
        self.assertFalse((answer.get('data') or {}).get('orders'))
        inline = self.graphql('{ orders(filter: {portalStates: [Pending]}) { totalCount } }')
        self.assertTrue(inline.get('errors'))
        self.assertFalse((inline.get('data') or {}).get('orders'))

    def test_pages_are_1_based_and_keep_the_total(self):
        self._sign_in(self.buyer)
        everything = self._orders(filter={'stages': QUOTATION_STAGES}, pageSize=50)
        self.assertEqual(everything['totalCount'], 6)
        page = self._orders(filter={'stages': QUOTATION_STAGES}, pageSize=2, currentPage=2)
        self.assertEqual(page['totalCount'], everything['totalCount'])
        self.assertEqual([o['id'] for o in page['orders']],
                         [o['id'] for o in everything['orders'][2:4]])

    def test_sort_by_the_given_key(self):
        self._sign_in(self.buyer)
        names = [o['name'] for o in self._orders(filter={'stages': QUOTATION_STAGES},
                                                  sort={'name': 'ASC'}, pageSize=50)['orders']]
        self.assertEqual(names, sorted(names))

    def test_another_customers_orders_are_never_listed(self):
        self._sign_in(self.other)
        self.assertEqual(self._ids(), [self.others_order.id])
        mine = self.older + self.newer + self.open_sent + self.expired_sent + self.cancelled + self.waiting
        listed = self._ids(filter={'ids': mine.ids, 'stages': QUOTATION_STAGES + ['SalesOrder']})
        self.assertEqual(listed, [])
        self.assertEqual(self._ids(filter={'portalStates': ['Open', 'Expired', 'Cancelled']}),
                         [self.others_quotation.id])

    def test_another_customers_order_is_not_readable(self):
        self._sign_in(self.other)
        self.assertEqual(self.graphql_error(ORDER, {'id': self.open_sent.id}), 'Sale Order does not exist.')
        self._sign_in(self.buyer)
        self.assertEqual(self.graphql_data(ORDER, {'id': self.open_sent.id})['order'],
                         {'id': self.open_sent.id, 'portalState': 'Open'})

    def test_anonymous_callers_have_no_orders(self):
        self.assertEqual(self._orders(), {'totalCount': 0, 'orders': []})
        self.assertEqual(self._orders(filter={'portalStates': ['Open']}), {'totalCount': 0, 'orders': []})

    def test_the_session_cart_is_not_a_quotation(self):
        self._sign_in(self.buyer)
        cart_id = self.graphql_data(ADD_TO_CART, {'id': self.product.id})['cartAddItem']['order']['id']
        # Even a cart the customer follows stays out of the quotes.
        self.env['sale.order'].browse(cart_id).message_subscribe(partner_ids=self.buyer.partner_id.ids)
        ids = self._ids(filter={'stages': ['Quotation']}, pageSize=50)
        self.assertNotIn(cart_id, ids)
        self.assertIn(self.open_draft.id, ids)
