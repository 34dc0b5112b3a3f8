# -*- coding: utf-8 -*-
{
    'name': 'Storefront: product comparison',
    'version': '15.0.1.0.0',
    'summary': 'Products side by side for the storefront, attribute by attribute, in one query '
               '(GraphQL compareProducts)',
    'category': 'Website/eCommerce',
    'license': 'LGPL-3',
    'author': 'Odoo storefront',
    'depends': ['vsf_base', 'website_sale'],
    'data': [],
    'installable': True,
}
