# -*- coding: utf-8 -*-
from odoo.tests import tagged
from odoo.tests.common import TransactionCase


@tagged('post_install', '-at_install')
class TestOrderForm(TransactionCase):

    def test_the_customer_comment_is_on_the_order_form(self):
        arch = self.env['sale.order'].fields_view_get(
            view_id=self.env.ref('sale.view_order_form').id, view_type='form')['arch']
        self.assertIn('name="customer_comment"', arch)

    def test_a_copied_order_does_not_take_the_comment(self):
        partner = self.env['res.partner'].create({'name': 'VSF comment customer'})
        order = self.env['sale.order'].create({
            'partner_id': partner.id, 'client_order_ref': 'PO-1', 'customer_comment': 'Ring twice'})
        self.assertFalse(order.copy().customer_comment)
