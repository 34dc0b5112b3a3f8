# -*- coding: utf-8 -*-
{
    'name': 'Storefront: product comparison',
    'summary': 'Products side by side in the storefront, attribute by attribute',
    'version': '15.0.1.0.0',
    'category': 'Website/eCommerce',
    'author': 'Odoo storefront',
    'license': 'LGPL-3',
    'depends': ['vsf_base', 'website_sale'],
    'data': [],
    'installable': True,
    'application': False,
}
