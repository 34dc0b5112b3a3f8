# -*- coding: utf-8 -*-
{
    'name': 'Storefront: quick search',
    'summary': 'Search as you type in the storefront: products and categories',
    'version': '15.0.1.0.0',
    'category': 'Website/eCommerce',
    'author': 'Odoo storefront',
    'license': 'LGPL-3',
    'depends': ['vsf_base', 'website_sale'],
    'data': [],
    'installable': True,
    'application': False,
}
