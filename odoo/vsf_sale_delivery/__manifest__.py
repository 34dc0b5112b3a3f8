# -*- coding: utf-8 -*-
{
    'name': 'Storefront: order deliveries',
    'summary': "An order's delivery status, deliveries and invoices in the storefront",
    'version': '15.0.1.0.0',
    'category': 'Website/eCommerce',
    'author': 'Odoo storefront',
    'license': 'LGPL-3',
    'depends': ['vsf_base', 'sale_stock', 'delivery', 'delivery_state'],
    'data': [],
    'installable': True,
    'application': False,
}
