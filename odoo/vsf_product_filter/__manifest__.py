# -*- coding: utf-8 -*-
{
    'name': 'Storefront: product filters',
    'version': '15.0.1.0.0',
    'summary': 'Facets beyond variant attributes (material, energy label, warranty...) for the '
               'storefront (GraphQL ProductFilter, filters, ProductList.filterValues, '
               'ProductFilterInput.filters)',
    'category': 'Website/eCommerce',
    'license': 'LGPL-3',
    'author': 'Odoo storefront',
    'depends': ['vsf_base', 'sales_team', 'sale', 'website_sale'],
    'data': [
        'security/ir.model.access.csv',
        'views/product_filter_views.xml',
    ],
    'installable': True,
}
