# -*- coding: utf-8 -*-
{
    'name': 'Storefront: catalogs',
    'version': '15.0.1.0.0',
    'summary': 'Curated product catalogs for the storefront, public or personal to one customer, and '
               'customers who only see and buy their personal catalog (GraphQL Catalog, catalogs, '
               'catalog, ProductFilterInput.catalogSlug, Partner/User.websiteCatalogProducts)',
    'category': 'Website/eCommerce',
    'license': 'LGPL-3',
    'author': 'Odoo storefront',
    'depends': ['vsf_base', 'graphql_vuestorefront', 'sale', 'sales_team', 'website_sale'],
    'data': [
        'security/ir.model.access.csv',
        'security/website_catalog_security.xml',
        'views/website_catalog_views.xml',
        'views/res_partner_views.xml',
    ],
    'installable': True,
}
