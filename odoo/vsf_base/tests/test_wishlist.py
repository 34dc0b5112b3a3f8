# -*- coding: utf-8 -*-
"""wishlistRemoveItem as vsf_base mends it (wishlist.py): graphql_vuestorefront removed any
shopper's line by its id."""
from odoo.tests import tagged
from odoo.tests.common import new_test_user

from .common import GraphQLCase

DATA = 'totalCount wishlistItems { id product { id } }'
ADD = 'mutation ($id: Int!) { wishlistAddItem(productId: $id) { %s } }' % DATA
REMOVE = 'mutation ($id: Int!) { wishlistRemoveItem(wishId: $id) { %s } }' % DATA


@tagged('post_install', '-at_install')
class TestWishlist(GraphQLCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.chair, cls.lamp = cls.env['product.product'].create([{
            'name': name, 'list_price': 10.0, 'type': 'consu', 'is_published': True,
            'sale_ok': True, 'website_id': False,
        } for name in ('Storefront wishlist chair', 'Storefront wishlist lamp')])
        cls.customer = new_test_user(cls.env, login='vsf-wishlist-customer', password='vsf-wishlist-1',
                                     groups='base.group_portal')

    def add(self, product):
        return self.graphql_data(ADD, {'id': product.id})['wishlistAddItem']

    def remove(self, wish_id):
        return self.graphql_data(REMOVE, {'id': wish_id})['wishlistRemoveItem']

    def still_there(self, wish_id):
        return bool(self.env['product.wishlist'].sudo().search([('id', '=', wish_id)]))

    def test_a_visitor_cannot_remove_another_visitors_line(self):
        self.authenticate(None, None)
        wish_id = self.add(self.chair)['wishlistItems'][0]['id']
        self.authenticate(None, None)
        self.add(self.lamp)
        answer = self.remove(wish_id)
        self.assertEqual([item['product']['id'] for item in answer['wishlistItems']], [self.lamp.id])
        self.assertTrue(self.still_there(wish_id))

    def test_a_customer_cannot_remove_a_visitors_line_but_removes_their_own(self):
        self.authenticate(None, None)
        visitors = self.add(self.chair)['wishlistItems'][0]['id']
        self.authenticate('vsf-wishlist-customer', 'vsf-wishlist-1')
        own = self.add(self.lamp)['wishlistItems'][0]['id']
        self.assertEqual(self.remove(visitors)['totalCount'], 1)
        self.assertTrue(self.still_there(visitors))
        self.assertEqual(self.remove(own), {'totalCount': 0, 'wishlistItems': []})
        self.assertFalse(self.still_there(own))

    def test_an_unknown_line_changes_nothing(self):
        self.authenticate(None, None)
        self.add(self.chair)
        self.assertEqual(self.remove(999999999)['totalCount'], 1)
