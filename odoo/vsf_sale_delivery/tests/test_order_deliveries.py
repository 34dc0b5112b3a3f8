# -*- coding: utf-8 -*-
from datetime import datetime
from unittest.mock import patch

import pytz

from odoo.tests import tagged

from odoo.addons.vsf_base.tests.common import GraphQLCase

from .common import DeliveryFixtures

ORDER = '''query ($id: Int) {
  order(id: $id) {
    id deliveryStatus
    deliveries {
      id name state isBackorder scheduledDate dateDone dateDelivered
      trackingReference trackingUrl serialNumbers
    }
    invoices { id name }
  }
}'''
ORDERS = '''query { orders(pageSize: 50) { orders { id deliveryStatus deliveries { id } } } }'''


def amsterdam_time(value):
    """A UTC datetime as the customer (time zone Europe/Amsterdam) reads it."""
    local = pytz.utc.localize(value).astimezone(pytz.timezone('Europe/Amsterdam'))
    return local.strftime('%Y-%m-%d %H:%M:%S')


def tracking_page(carrier, picking):
    return 'https://tracking.example.com/parcel/%s' % picking.carrier_tracking_ref


@tagged('post_install', '-at_install')
class TestOrderDeliveries(DeliveryFixtures, GraphQLCase):

    def graphql(self, query, variables=None, cookies=None):
        # The shopper's language as the storefront sends it: Odoo's English texts, whatever the
        # website's default language.
        return super().graphql(query, variables, dict({'frontend_lang': 'en_US'}, **(cookies or {})))

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.setup_fixtures()
        cls.put_in_stock(cls.laptop, 1, serial_numbers=['SN-VSF-0001'])
        cls.order = cls.confirmed_order(cls.customer, {cls.laptop: 1, cls.dock: 2})

    def order_as_customer(self):
        self.env['base'].flush()
        self.authenticate('vsf_delivery_customer', 'vsf_delivery_customer')
        return self.graphql_data(ORDER, {'id': self.order.id})['order']

    def states(self, order):
        return [(delivery['state'], delivery['isBackorder']) for delivery in order['deliveries']]

    def test_an_order_goes_from_pending_to_partial_with_a_backorder_to_full(self):
        # The laptop is in stock, the docks are not: the picking is ready for the laptop.
        order = self.order_as_customer()
        self.assertEqual(order['deliveryStatus'], 'Pending')
        self.assertEqual(self.states(order), [('Assigned', False)])

        picking = self.order.picking_ids
        self.ship(picking)
        order = self.order_as_customer()
        self.assertEqual(order['deliveryStatus'], 'Partial')
        self.assertEqual(self.states(order), [('Done', False), ('Confirmed', True)])

        backorder = self.backorder_of(picking)
        self.put_in_stock(self.dock, 2)
        backorder.action_assign()
        self.ship(backorder)
        order = self.order_as_customer()
        self.assertEqual(order['deliveryStatus'], 'Full')
        self.assertEqual(self.states(order), [('Done', False), ('Done', True)])
        self.assertEqual([delivery['id'] for delivery in order['deliveries']],
                         [picking.id, backorder.id])

    def test_a_shipment_carries_its_tracking_serial_numbers_and_dates(self):
        picking = self.order.picking_ids
        self.put_in_stock(self.dock, 2)
        picking.action_assign()
        self.ship(picking)
        picking.write({
            'carrier_id': self.parcel_carrier.id,
            'carrier_tracking_ref': '3SBKR0000101',
            'date_done': datetime(2026, 3, 14, 14, 30),
            'date_delivered': datetime(2026, 3, 16, 10, 15),
        })
        # A fixed-price carrier of Odoo 15 has no tracking page; a carrier module's would.
        with patch.object(type(self.parcel_carrier), 'fixed_get_tracking_link', tracking_page):
            order = self.order_as_customer()
        self.assertEqual(order['deliveryStatus'], 'Full')
        self.assertEqual(order['deliveries'], [{
            'id': picking.id,
            'name': picking.name,
            'state': 'Done',
            'isBackorder': False,
            'scheduledDate': amsterdam_time(picking.scheduled_date),
            'dateDone': '2026-03-14 15:30:00',
            'dateDelivered': '2026-03-16 11:15:00',
            'trackingReference': '3SBKR0000101',
            'trackingUrl': 'https://tracking.example.com/parcel/3SBKR0000101',
            'serialNumbers': ['SN-VSF-0001'],
        }])

    def test_an_open_picking_has_no_dates_tracking_or_serial_numbers_yet(self):
        delivery = self.order_as_customer()['deliveries'][0]
        self.assertEqual(
            [delivery[key] for key in ('dateDone', 'dateDelivered', 'trackingReference', 'trackingUrl')],
            [None, None, None, None])
        self.assertEqual(delivery['serialNumbers'], [])

    def test_the_order_lists_its_invoices_first_invoiced_first(self):
        sale_journal = self.env['account.journal'].search(
            [('type', '=', 'sale'), ('company_id', '=', self.env.company.id)], limit=1)
        if not sale_journal:
            self.skipTest('The company has no chart of accounts to invoice with.')
        first = self.order._create_invoices()
        self.order.write(
            {'order_line': [(0, 0, {'product_id': self.installation.id, 'product_uom_qty': 1})]})
        second = self.order._create_invoices()
        invoices = first | second
        invoices.action_post()
        invoices.message_subscribe(partner_ids=self.customer.partner_id.ids)
        order = self.order_as_customer()
        self.assertEqual(order['invoices'], [{'id': first.id, 'name': first.name},
                                             {'id': second.id, 'name': second.name}])

    def test_the_order_list_carries_each_orders_deliveries(self):
        self.env['base'].flush()
        self.authenticate('vsf_delivery_customer', 'vsf_delivery_customer')
        orders = self.graphql_data(ORDERS)['orders']['orders']
        listed = next(order for order in orders if order['id'] == self.order.id)
        self.assertEqual(listed, {'id': self.order.id, 'deliveryStatus': 'Pending',
                                  'deliveries': [{'id': self.order.picking_ids.id}]})

    def test_another_customers_order_exposes_nothing(self):
        self.env['base'].flush()
        self.authenticate('vsf_delivery_stranger', 'vsf_delivery_stranger')
        self.assertEqual(self.graphql_error(ORDER, {'id': self.order.id}), 'Sale Order does not exist.')
        orders = self.graphql_data(ORDERS)['orders']['orders']
        self.assertNotIn(self.order.id, [order['id'] for order in orders])
