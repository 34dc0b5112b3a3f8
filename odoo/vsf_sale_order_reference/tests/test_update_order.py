# -*- coding: utf-8 -*-
from odoo.tests import tagged
from odoo.tests.common import new_test_user

from odoo.addons.vsf_base.tests.common import GraphQLCase

UPDATE = '''mutation ($data: UpdateOrderInput!) {
  updateOrder(data: $data) { id clientOrderRef comment }
}'''
ADD_TO_CART = '''mutation ($id: Int!) { cartAddItem(productId: $id, quantity: 1) { order { id } } }'''
CART = '{ cart { order { id clientOrderRef comment } } }'


@tagged('post_install', '-at_install')
class TestUpdateOrder(GraphQLCase):

    def graphql(self, query, variables=None, cookies=None):
        # The shopper's language as the storefront sends it: Odoo's English texts, whatever the
        # website's default language.
        return super().graphql(query, variables, dict({'frontend_lang': 'en_US'}, **(cookies or {})))

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.product = cls.env['product.product'].create({
            'name': 'VSF reference chair', 'list_price': 50.0, 'sale_ok': True, 'is_published': True,
        })
        cls.buyer = new_test_user(cls.env, login='vsf_reference_buyer', groups='base.group_portal')
        cls.other = new_test_user(cls.env, login='vsf_reference_other', groups='base.group_portal')

    def _cart(self):
        return self.graphql_data(ADD_TO_CART, {'id': self.product.id})['cartAddItem']['order']['id']

    def _update(self, **data):
        return self.graphql_data(UPDATE, {'data': data})['updateOrder']

    def test_it_needs_a_cart(self):
        self.assertEqual(self.graphql_error(UPDATE, {'data': {'clientOrderRef': 'PO-1'}}),
                         'Shopping cart not found.')

    def test_it_writes_the_reference_and_the_comment_on_the_session_cart(self):
        self.authenticate(self.buyer.login, self.buyer.login)
        cart_id = self._cart()
        self.assertEqual(self._update(clientOrderRef='PO-2024-001', comment='Please ring twice'),
                         {'id': cart_id, 'clientOrderRef': 'PO-2024-001', 'comment': 'Please ring twice'})
        order = self.env['sale.order'].browse(cart_id)
        self.assertEqual((order.client_order_ref, order.customer_comment),
                         ('PO-2024-001', 'Please ring twice'))
        self.assertEqual(self.graphql_data(CART)['cart']['order']['comment'], 'Please ring twice')

    def test_keys_not_sent_stay_and_null_clears(self):
        cart_id = self._cart()
        self._update(clientOrderRef='PO-7', comment='Back entrance')
        self.assertEqual(self._update(comment='Front door'),
                         {'id': cart_id, 'clientOrderRef': 'PO-7', 'comment': 'Front door'})
        self.assertEqual(self._update(clientOrderRef=None),
                         {'id': cart_id, 'clientOrderRef': None, 'comment': 'Front door'})

    def test_a_confirmed_order_is_no_cart(self):
        self.authenticate(self.buyer.login, self.buyer.login)
        cart = self.env['sale.order'].browse(self._cart())
        cart.action_confirm()
        self.assertEqual(self.graphql_error(UPDATE, {'data': {'clientOrderRef': 'PO-late'}}),
                         'Shopping cart not found.')
        self.assertFalse(cart.client_order_ref)

    def test_another_customers_cart_is_never_written(self):
        self.authenticate(self.buyer.login, self.buyer.login)
        theirs = self.env['sale.order'].browse(self._cart())
        self._update(clientOrderRef='PO-theirs')
        self.authenticate(self.other.login, self.other.login)
        self.assertEqual(self.graphql_error(UPDATE, {'data': {'clientOrderRef': 'PO-mine'}}),
                         'Shopping cart not found.')
        mine = self._cart()
        self.assertNotEqual(mine, theirs.id)
        self.assertEqual(self._update(clientOrderRef='PO-mine')['id'], mine)
        theirs.invalidate_cache()
        self.assertEqual(theirs.client_order_ref, 'PO-theirs')
