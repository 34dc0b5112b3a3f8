# -*- coding: utf-8 -*-
{
    'name': 'Storefront: purchased products',
    'summary': "Every product a business customer's company has bought, with when, how often "
               "and how many, for ordering again",
    'version': '15.0.1.0.0',
    'category': 'Website/eCommerce',
    'author': 'Odoo storefront',
    'license': 'LGPL-3',
    'depends': ['vsf_base', 'sale', 'website_sale'],
    'data': [],
    'installable': True,
    'application': False,
}
