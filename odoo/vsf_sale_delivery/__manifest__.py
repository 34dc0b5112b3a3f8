# -*- coding: utf-8 -*-
{
    'name': 'Storefront: order deliveries',
    'version': '15.0.1.0.0',
    'summary': "An order's deliveries for the storefront: Odoo 17's delivery status backported, "
               "the outgoing pickings with Track & Trace, serial numbers and the carrier's "
               "delivery date, and the order's invoices (GraphQL Order.deliveryStatus, "
               "Order.deliveries, Order.invoices)",
    'category': 'Website/eCommerce',
    'license': 'LGPL-3',
    'author': 'Odoo storefront',
    'depends': ['vsf_base', 'sale_stock', 'delivery', 'delivery_state'],
    'data': [],
    'installable': True,
}
