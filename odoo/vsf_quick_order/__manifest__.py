# -*- coding: utf-8 -*-
{
    'name': 'Storefront: quick order',
    'version': '15.0.1.0.0',
    'summary': "A quick order's internal references in one query: the variants the customer may "
               'buy (GraphQL productVariantsBySku)',
    'category': 'Website/eCommerce',
    'license': 'LGPL-3',
    'author': 'Odoo storefront',
    'depends': ['vsf_base', 'website_sale'],
    'data': [],
    'installable': True,
}
