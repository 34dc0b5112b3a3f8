# -*- coding: utf-8 -*-
{
    'name': 'Storefront: invoice filters',
    'summary': "The customer's invoices with filters and payment state in the storefront",
    'version': '15.0.1.1.0',
    'category': 'Website/eCommerce',
    'author': 'Odoo storefront',
    'license': 'LGPL-3',
    'depends': ['vsf_base', 'account'],
    'data': [],
    'installable': True,
    'application': False,
}
