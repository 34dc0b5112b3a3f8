# -*- coding: utf-8 -*-
{
    'name': 'Storefront: quotations',
    'summary': "Quotation expiry and portal state, and filters of the customer's orders",
    'version': '15.0.1.1.0',
    'category': 'Website/eCommerce',
    'author': 'Odoo storefront',
    'license': 'LGPL-3',
    'depends': ['vsf_base', 'sale', 'payment', 'website_sale'],
    'data': [],
    'installable': True,
    'application': False,
}
