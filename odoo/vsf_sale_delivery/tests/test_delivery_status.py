# -*- coding: utf-8 -*-
import json
from types import SimpleNamespace
from unittest.mock import patch

from odoo.tests import tagged
from odoo.tests.common import Form, TransactionCase

from odoo.addons.vsf_sale_delivery import schema

from .common import DeliveryFixtures


@tagged('post_install', '-at_install')
class TestDeliveryStatus(DeliveryFixtures, TransactionCase):
    """Odoo 17's delivery status on Odoo 15 pickings, and the outgoing pickings the shop lists."""

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.setup_fixtures()

    def test_an_order_with_nothing_to_ship_has_no_status(self):
        order = self.confirmed_order(self.customer, {self.installation: 1})
        self.assertFalse(order._vsf_delivery_status())
        self.assertFalse(order._vsf_deliveries())

    def test_an_order_waiting_for_stock_is_pending(self):
        order = self.confirmed_order(self.customer, {self.dock: 2})
        self.assertEqual(order._vsf_delivery_status(), 'pending')
        self.assertEqual(order._vsf_deliveries().mapped('state'), ['confirmed'])

    def test_a_partial_shipment_leaves_a_backorder_and_is_partial(self):
        self.put_in_stock(self.laptop, 1, serial_numbers=['SN-VSF-0101'])
        order = self.confirmed_order(self.customer, {self.laptop: 1, self.dock: 2})
        picking = order.picking_ids
        self.ship(picking)
        backorder = self.backorder_of(picking)
        self.assertEqual(order._vsf_delivery_status(), 'partial')
        self.assertEqual(order._vsf_deliveries(), picking | backorder)
        self.assertEqual(backorder.state, 'confirmed')

    def test_a_done_first_step_of_a_two_step_route_is_started(self):
        warehouse = self.env['stock.warehouse'].create(
            {'name': 'VSF two-step test', 'code': 'VSF2', 'delivery_steps': 'pick_ship'})
        self.put_in_stock(self.dock, 2, warehouse=warehouse)
        order = self.confirmed_order(self.customer, {self.dock: 2}, warehouse=warehouse)
        delivery = order._vsf_deliveries()
        pick = order.picking_ids - delivery
        self.assertEqual(delivery.picking_type_id, warehouse.out_type_id)
        self.assertEqual(order._vsf_delivery_status(), 'pending')

        self.ship(pick)
        self.assertEqual(order._vsf_delivery_status(), 'started')
        self.assertEqual(delivery.state, 'assigned')

        self.ship(delivery)
        self.assertEqual(order._vsf_delivery_status(), 'full')

    def test_a_return_leaves_a_shipped_order_full(self):
        self.put_in_stock(self.dock, 2)
        order = self.confirmed_order(self.customer, {self.dock: 2})
        delivery = order.picking_ids
        self.ship(delivery)
        wizard = Form(self.env['stock.return.picking'].with_context(
            active_ids=delivery.ids, active_id=delivery.id, active_model='stock.picking')).save()
        returned = self.env['stock.picking'].browse(wizard.create_returns()['res_id'])
        self.assertIn(returned, order.picking_ids)
        self.assertEqual(order._vsf_delivery_status(), 'full')
        self.assertEqual(order._vsf_deliveries(), delivery)

    def test_cancelled_pickings_leave_no_status(self):
        order = self.confirmed_order(self.customer, {self.dock: 2})
        order.picking_ids.action_cancel()
        self.assertFalse(order._vsf_delivery_status())
        self.assertEqual(order._vsf_deliveries().mapped('state'), ['cancel'])

    def test_reserved_serial_numbers_are_shown_once_shipped(self):
        self.put_in_stock(self.laptop, 2, serial_numbers=['SN-VSF-0201', 'SN-VSF-0202'])
        order = self.confirmed_order(self.customer, {self.laptop: 2})
        picking = order.picking_ids
        reserved = picking.move_line_ids.lot_id.mapped('name')
        self.assertEqual(sorted(reserved), ['SN-VSF-0201', 'SN-VSF-0202'])
        self.assertEqual(picking._vsf_serial_numbers(), [])
        self.ship(picking)
        self.assertEqual(sorted(picking._vsf_serial_numbers()), ['SN-VSF-0201', 'SN-VSF-0202'])

    def test_a_carrier_tracking_each_parcel_gives_the_first_parcels_page(self):
        picking = self.confirmed_order(self.customer, {self.dock: 2}).picking_ids
        picking.write(
            {'carrier_id': self.parcel_carrier.id, 'carrier_tracking_ref': '3SBKR1,3SBKR2'})
        parcels = json.dumps([['3SBKR1', 'https://tracking.example.com/1'],
                              ['3SBKR2', 'https://tracking.example.com/2']])
        carrier_class = type(self.parcel_carrier)
        with patch.object(carrier_class, 'fixed_get_tracking_link', lambda carrier, picking: parcels):
            self.assertEqual(picking._vsf_tracking_url(), 'https://tracking.example.com/1')

    def test_the_fields_give_nothing_of_an_order_the_caller_may_not_read(self):
        self.put_in_stock(self.dock, 2)
        order = self.confirmed_order(self.customer, {self.dock: 2})
        as_customer = SimpleNamespace(context={'env': self.env(user=self.customer)})
        as_stranger = SimpleNamespace(context={'env': self.env(user=self.stranger)})
        self.assertEqual(schema.resolve_deliveries(order.sudo(), as_customer), order.picking_ids)
        self.assertEqual(schema.resolve_delivery_status(order.sudo(), as_customer), 'pending')
        self.assertEqual(list(schema.resolve_deliveries(order.sudo(), as_stranger)), [])
        self.assertIsNone(schema.resolve_delivery_status(order.sudo(), as_stranger))
        self.assertEqual(list(schema.resolve_invoices(order.sudo(), as_stranger)), [])

