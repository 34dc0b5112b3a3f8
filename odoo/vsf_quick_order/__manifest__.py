# -*- coding: utf-8 -*-
{
    'name': 'Storefront: quick order',
    'summary': "A quick order's internal references looked up in one query",
    'version': '15.0.1.0.0',
    'category': 'Website/eCommerce',
    'author': 'Odoo storefront',
    'license': 'LGPL-3',
    'depends': ['vsf_base', 'website_sale'],
    'data': [],
    'installable': True,
    'application': False,
}
