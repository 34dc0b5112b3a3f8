# -*- coding: utf-8 -*-
from datetime import timedelta

from odoo import fields


class QuotationData(object):
    """Orders of a customer in every state the quotes and orders lists tell apart."""

    @classmethod
    def _create_product(cls):
        cls.product = cls.env['product.product'].create({
            'name': 'VSF quotation desk', 'list_price': 100.0, 'sale_ok': True, 'is_published': True,
        })
        cls.acquirer = cls.env['payment.acquirer'].create({'name': 'VSF quotation transfer'})

    @classmethod
    def _days_from_today(cls, days):
        return fields.Date.today() + timedelta(days=days)

    @classmethod
    def _order(cls, partner, state, **values):
        order = cls.env['sale.order'].create(dict({
            'partner_id': partner.id,
            'order_line': [(0, 0, {'product_id': cls.product.id, 'product_uom_qty': 1})],
        }, **values))
        if state == 'draft':
            # A draft the customer was told about; Odoo subscribes them when it is sent.
            order.message_subscribe(partner_ids=partner.ids)
        elif state == 'sent':
            order.action_quotation_sent()
        elif state == 'sale':
            order.action_confirm()
        elif state == 'cancel':
            order.action_quotation_sent()
            order.action_cancel()
        return order

    @classmethod
    def _transaction(cls, order, state):
        transaction = cls.env['payment.transaction'].create({
            'acquirer_id': cls.acquirer.id,
            'amount': order.amount_total,
            'currency_id': order.currency_id.id,
            'partner_id': order.partner_id.id,
            'sale_order_ids': [(6, 0, order.ids)],
        })
        # Written directly: the states' own methods also send mails and confirm orders.
        transaction.write({'state': state})
        return transaction
