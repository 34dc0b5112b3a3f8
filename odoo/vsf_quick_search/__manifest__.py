# -*- coding: utf-8 -*-
{
    'name': 'Storefront: quick search',
    'version': '15.0.1.0.0',
    'summary': 'Search as you type for the storefront: products by name, internal reference or '
               'barcode, with matching categories, in one query (GraphQL quickSearch)',
    'category': 'Website/eCommerce',
    'license': 'LGPL-3',
    'author': 'Odoo storefront',
    'depends': ['vsf_base', 'website_sale'],
    'data': [],
    'installable': True,
}
