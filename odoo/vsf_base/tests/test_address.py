# -*- coding: utf-8 -*-
"""addAddress and updateAddress as vsf_base mends them (address.py): graphql_vuestorefront wrote
unknown country and state ids, and PostgreSQL or the flush of the request refused them."""
from odoo.tests import tagged

from .common import GraphQLCase

FIELDS = 'id city country { id } state { id }'
ADD = 'mutation ($address: AddAddressInput) { addAddress(type: Shipping, address: $address) { %s } }' % FIELDS
UPDATE = 'mutation ($address: UpdateAddressInput!) { updateAddress(address: $address) { %s } }' % FIELDS


@tagged('post_install', '-at_install')
class TestAddress(GraphQLCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.product = cls.env['product.product'].create({
            'name': 'Storefront address chair', 'list_price': 10.0, 'type': 'consu',
            'is_published': True, 'sale_ok': True, 'website_id': False,
        })
        cls.country = cls.env.ref('base.nl')
        cls.state = cls.env['res.country.state'].search([('country_id', '=', cls.country.id)], limit=1)

    def setUp(self):
        super().setUp()
        # A visitor's addresses belong to their cart.
        self.authenticate(None, None)
        self.graphql_data('mutation ($id: Int!) { cartAddItem(productId: $id, quantity: 1) { order { id } } }',
                          {'id': self.product.id})

    def address(self, **values):
        return dict({
            'name': 'Piet Pakket', 'street': 'Damrak 1', 'zip': '1012 LG', 'city': 'Amsterdam',
            'countryId': self.country.id, 'stateId': self.state.id, 'phone': '+31 6 1234 5678',
        }, **values)

    def test_a_new_address_in_an_unknown_country_or_state_is_refused(self):
        self.assertEqual(self.graphql_error(ADD, {'address': self.address(countryId=999999999, stateId=None)}),
                         'Country does not exist.')
        self.assertEqual(self.graphql_error(ADD, {'address': self.address(stateId=999999999)}),
                         'State does not exist.')
        added = self.graphql_data(ADD, {'address': self.address()})['addAddress']
        self.assertEqual((added['country']['id'], added['state']['id']), (self.country.id, self.state.id))

    def test_an_address_moved_to_an_unknown_country_or_state_is_refused(self):
        added = self.graphql_data(ADD, {'address': self.address()})['addAddress']
        self.assertEqual(self.graphql_error(UPDATE, {'address': {'id': added['id'], 'countryId': 999999999}}),
                         'Country does not exist.')
        self.assertEqual(self.graphql_error(UPDATE, {'address': {'id': added['id'], 'stateId': 999999999}}),
                         'State does not exist.')
        updated = self.graphql_data(UPDATE, {'address': {'id': added['id'], 'city': 'Delft'}})['updateAddress']
        self.assertEqual(updated['city'], 'Delft')
