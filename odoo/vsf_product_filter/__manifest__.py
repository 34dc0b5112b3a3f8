# -*- coding: utf-8 -*-
{
    'name': 'Storefront: product filters',
    'summary': 'Storefront product filters beyond variant attributes',
    'version': '15.0.1.0.0',
    'category': 'Website/eCommerce',
    'author': 'Odoo storefront',
    'license': 'LGPL-3',
    'depends': ['vsf_base', 'sales_team', 'sale', 'website_sale'],
    'data': ['security/ir.model.access.csv', 'views/product_filter_views.xml'],
    'installable': True,
    'application': False,
}
