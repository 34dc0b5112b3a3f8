# -*- coding: utf-8 -*-
from odoo.tests.common import Form, new_test_user


class DeliveryFixtures(object):
    """Customers, stockable products and confirmed orders, shipped the way a warehouse does."""

    @classmethod
    def setup_fixtures(cls):
        cls.warehouse = cls.env['stock.warehouse'].search(
            [('company_id', '=', cls.env.company.id)], limit=1)
        cls.customer = new_test_user(
            cls.env, login='vsf_delivery_customer', groups='base.group_portal', tz='Europe/Amsterdam')
        cls.stranger = new_test_user(cls.env, login='vsf_delivery_stranger', groups='base.group_portal')
        Product = cls.env['product.product']
        cls.laptop = Product.create({'name': 'VSF test laptop', 'type': 'product',
                                     'tracking': 'serial', 'invoice_policy': 'order'})
        cls.dock = Product.create(
            {'name': 'VSF test dock', 'type': 'product', 'invoice_policy': 'order'})
        cls.installation = Product.create(
            {'name': 'VSF test installation', 'type': 'service', 'invoice_policy': 'order'})
        shipping = Product.create({'name': 'VSF test parcel service', 'type': 'service'})
        cls.parcel_carrier = cls.env['delivery.carrier'].create(
            {'name': 'VSF test parcel service', 'delivery_type': 'fixed', 'product_id': shipping.id})

    @classmethod
    def put_in_stock(cls, product, quantity, serial_numbers=(), warehouse=None):
        """``quantity`` on hand, or one unit per serial number for a tracked product."""
        location = (warehouse or cls.warehouse).lot_stock_id
        Quant = cls.env['stock.quant']
        if not serial_numbers:
            Quant._update_available_quantity(product, location, quantity)
        for name in serial_numbers:
            lot = cls.env['stock.production.lot'].create(
                {'name': name, 'product_id': product.id, 'company_id': cls.env.company.id})
            Quant._update_available_quantity(product, location, 1.0, lot_id=lot)

    @classmethod
    def confirmed_order(cls, user, quantities, warehouse=None):
        """An order of ``user`` for ``{product: quantity}``, confirmed: its pickings exist."""
        order = cls.env['sale.order'].create({
            'partner_id': user.partner_id.id,
            'warehouse_id': (warehouse or cls.warehouse).id,
            'order_line': [(0, 0, {'product_id': product.id, 'product_uom_qty': quantity})
                           for product, quantity in quantities.items()],
        })
        order.action_confirm()
        return order

    def ship(self, picking):
        """Processes what the picking has reserved; Odoo makes a backorder of the rest."""
        for line in picking.move_line_ids:
            line.qty_done = line.product_uom_qty
        result = picking.button_validate()
        if isinstance(result, dict):
            Form(self.env[result['res_model']].with_context(result['context'])).save().process()

    def backorder_of(self, picking):
        return self.env['stock.picking'].search([('backorder_id', '=', picking.id)])
