# -*- coding: utf-8 -*-
"""The cart as vsf_base mends it (cart.py, models/website.py, controllers/main.py): each test
fails with graphql_vuestorefront's and Odoo's own behaviour."""
from odoo.tests import tagged
from odoo.tests.common import new_test_user

from .common import GraphQLCase

ORDER = 'id currency { name } shippingMethod { id } orderLines { id quantity priceUnit priceSubtotal product { id } }'
ADD = 'mutation ($id: Int!, $qty: Int!) { cartAddItem(productId: $id, quantity: $qty) { order { %s } } }' % ORDER
UPDATE = 'mutation ($line: Int!, $qty: Int!) { cartUpdateItem(lineId: $line, quantity: $qty) { order { %s } } }' % ORDER
UPDATE_MANY = '''mutation ($lines: [CartLineInput]!) {
  cartUpdateMultipleItems(lines: $lines) { order { %s } } }''' % ORDER
REMOVE = 'mutation ($line: Int!) { cartRemoveItem(lineId: $line) { order { %s } } }' % ORDER
REMOVE_MANY = 'mutation ($lines: [Int]!) { cartRemoveMultipleItems(lineIds: $lines) { order { %s } } }' % ORDER
SHIP = 'mutation ($carrier: Int!) { setShippingMethod(shippingMethodId: $carrier) { order { %s } } }' % ORDER
CART = '{ cart { order { %s } } }' % ORDER
COUPON = 'mutation ($promo: String) { applyCoupon(promo: $promo) { error } }'


@tagged('post_install', '-at_install')
class TestCart(GraphQLCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.website = cls.env['website'].get_current_website()
        cls.chair, cls.lamp = cls.env['product.product'].create([{
            'name': name, 'list_price': price, 'type': 'consu', 'is_published': True,
            'sale_ok': True, 'taxes_id': [(6, 0, [])], 'website_id': False,
        } for name, price in (('Storefront cart chair', 100.0), ('Storefront cart lamp', 50.0))])

    def graphql(self, query, variables=None, cookies=None):
        # Odoo's English texts, whatever the website's default language (the demo's is Dutch).
        return super().graphql(query, variables, dict({'frontend_lang': 'en_US'}, **(cookies or {})))

    def add(self, product, qty=1):
        return self.graphql_data(ADD, {'id': product.id, 'qty': qty})['cartAddItem']['order']

    def line_of(self, order, product):
        return next(line for line in order['orderLines'] or [] if line['product']['id'] == product.id)

    def test_an_update_to_zero_removes_the_line(self):
        self.add(self.chair, 2)
        order = self.add(self.lamp, 3)
        chair = self.line_of(order, self.chair)
        order = self.graphql_data(UPDATE, {'line': chair['id'], 'qty': 0})['cartUpdateItem']['order']
        self.assertEqual([line['product']['id'] for line in order['orderLines']], [self.lamp.id])
        lamp = self.line_of(order, self.lamp)
        order = self.graphql_data(UPDATE_MANY, {'lines': [{'id': lamp['id'], 'quantity': 0}]})
        self.assertIsNone(order['cartUpdateMultipleItems']['order']['orderLines'])

    def test_a_line_the_cart_has_not_is_still_refused_as_an_unknown_product(self):
        self.add(self.chair)
        message = self.graphql_error(UPDATE, {'line': 999999999, 'qty': 0})
        self.assertEqual(message, 'The given product does not exist therefore it cannot be added to cart.')

    def test_removing_a_product_keeps_the_discount_in_step(self):
        self.env['coupon.program'].create({
            'name': 'Storefront cart 10%', 'program_type': 'promotion_program',
            'promo_code_usage': 'code_needed', 'promo_code': 'VSF-CART-10',
            'promo_applicability': 'on_current_order', 'reward_type': 'discount',
            'discount_type': 'percentage', 'discount_percentage': 10.0, 'discount_apply_on': 'on_order',
        })
        self.add(self.chair)
        order = self.add(self.lamp)
        self.assertIsNone(self.graphql_data(COUPON, {'promo': 'VSF-CART-10'})['applyCoupon']['error'])
        lamp = self.line_of(order, self.lamp)
        order = self.graphql_data(REMOVE, {'line': lamp['id']})['cartRemoveItem']['order']
        rewards = [line['priceSubtotal'] for line in order['orderLines'] if line['priceUnit'] < 0]
        chair = self.line_of(order, self.chair)
        # 10 % of what is left: the chair (in the website pricelist's currency, which with Odoo's
        # demo data is not the company's).
        self.assertEqual(len(rewards), 1)
        self.assertAlmostEqual(rewards[0], -0.1 * chair['priceSubtotal'], places=2)
        order = self.graphql_data(REMOVE_MANY, {'lines': [chair['id']]})['cartRemoveMultipleItems']['order']
        self.assertIsNone(order['orderLines'])

    def test_removing_a_line_the_cart_has_not_changes_nothing(self):
        self.add(self.chair)
        order = self.graphql_data(REMOVE, {'line': 999999999})['cartRemoveItem']['order']
        self.assertEqual([line['product']['id'] for line in order['orderLines']], [self.chair.id])

    def test_a_carrier_the_cart_may_not_have_is_refused(self):
        product = self.env['product.product'].create({'name': 'Storefront cart delivery', 'type': 'service'})
        offered, hidden = self.env['delivery.carrier'].create([{
            'name': name, 'delivery_type': 'fixed', 'fixed_price': 5.0, 'product_id': product.id,
            'is_published': published,
        } for name, published in (('Storefront offered', True), ('Storefront hidden', False))])
        self.add(self.chair)
        order = self.graphql_data(SHIP, {'carrier': offered.id})['setShippingMethod']['order']
        self.assertEqual(order['shippingMethod'], {'id': offered.id})
        for carrier in (hidden.id, 999999999):
            self.assertEqual(self.graphql_error(SHIP, {'carrier': carrier}), 'Delivery method does not exist.')
        self.assertEqual(self.graphql_data(CART)['cart']['order']['shippingMethod'], {'id': offered.id})

    def test_reading_an_order_with_its_carrier_leaves_the_cart_to_the_customer(self):
        product = self.env['product.product'].create({'name': 'Storefront cart delivery', 'type': 'service'})
        carrier = self.env['delivery.carrier'].create({
            'name': 'Storefront reader', 'delivery_type': 'fixed', 'fixed_price': 5.0,
            'product_id': product.id, 'is_published': True,
        })
        buyer = new_test_user(self.env, login='vsf_cart_reader', groups='base.group_portal')
        placed = self.env['sale.order'].create({
            'partner_id': buyer.partner_id.id, 'carrier_id': carrier.id, 'website_id': self.website.id,
            'order_line': [(0, 0, {'product_id': self.lamp.id, 'product_uom_qty': 1})],
        })
        placed.action_quotation_sent()
        placed.message_subscribe(buyer.partner_id.ids)
        self.authenticate(buyer.login, buyer.login)
        cart = self.env['sale.order'].browse(self.add(self.chair)['id'])
        read = 'query ($id: Int!) { order(id: $id) { id shippingMethod { id price } } }'
        order = self.graphql_data(read, {'id': placed.id})['order']
        self.assertEqual(order['shippingMethod'], {'id': carrier.id, 'price': 5.0})
        self.assertEqual(cart.partner_id, buyer.partner_id)
        self.assertEqual(cart.partner_invoice_id, buyer.partner_id)

    def _contract_customer(self):
        """A portal customer on a contract pricelist of the website, beside a selectable USD one."""
        usd = self.env.ref('base.USD')
        usd.active = True
        dollars = self.env['product.pricelist'].create({
            'name': 'Storefront cart USD', 'currency_id': usd.id, 'selectable': True,
            'website_id': self.website.id,
        })
        contract = self.env['product.pricelist'].create({
            'name': 'Storefront cart contract', 'currency_id': self.website.company_id.currency_id.id,
            'selectable': False, 'website_id': self.website.id,
            'item_ids': [(0, 0, {'applied_on': '3_global', 'compute_price': 'percentage', 'percent_price': 10.0})],
        })
        buyer = new_test_user(self.env, login='vsf_cart_contract', groups='base.group_portal')
        buyer.partner_id.property_product_pricelist = contract
        return buyer, contract, dollars

    def test_a_contract_pricelist_wins_over_a_currency_chosen_before_signing_in(self):
        buyer, contract, _dollars = self._contract_customer()
        dollars = {'frontend_currency': 'USD'}
        order = self.graphql_data(ADD, {'id': self.chair.id, 'qty': 1}, cookies=dollars)['cartAddItem']['order']
        self.assertEqual(order['currency']['name'], 'USD')
        login = 'mutation ($login: String!) { login(email: $login, password: $login) { id } }'
        self.graphql_data(login, {'login': buyer.login}, cookies=dollars)
        order = self.graphql_data(CART, cookies=dollars)['cart']['order']
        self.assertEqual(order['currency']['name'], contract.currency_id.name)
        self.assertEqual(self.line_of(order, self.chair)['priceUnit'], 90.0)

    def test_a_contract_pricelist_wins_over_the_last_carts_in_a_later_session(self):
        buyer, _contract, dollars = self._contract_customer()
        last = self.env['sale.order'].create({
            'partner_id': buyer.partner_id.id, 'pricelist_id': dollars.id, 'website_id': self.website.id,
            'order_line': [(0, 0, {'product_id': self.chair.id, 'product_uom_qty': 1})],
        })
        self.authenticate(buyer.login, buyer.login)
        order = self.graphql_data(CART)['cart']['order']
        self.assertEqual(order['id'], last.id)
        self.assertEqual(order['currency']['name'], self.website.company_id.currency_id.name)
        self.assertEqual(self.line_of(order, self.chair)['priceUnit'], 90.0)
