# -*- coding: utf-8 -*-
{
    'name': 'Storefront: catalogs',
    'summary': 'Curated catalogs in the storefront, public or personal to one customer',
    'version': '15.0.1.0.0',
    'category': 'Website/eCommerce',
    'author': 'Odoo storefront',
    'license': 'LGPL-3',
    'depends': ['vsf_base', 'graphql_vuestorefront', 'sale', 'sales_team', 'website_sale'],
    'data': [
        'security/ir.model.access.csv',
        'security/website_catalog_security.xml',
        'views/website_catalog_views.xml',
        'views/res_partner_views.xml',
    ],
    'installable': True,
    'application': False,
}
