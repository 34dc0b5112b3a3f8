# -*- coding: utf-8 -*-
{
    'name': 'Storefront: brands',
    'version': '15.0.1.0.0',
    'summary': 'Brands for the storefront: brand pages, the brand strip and the brand filter '
               '(GraphQL Brand, Product.brand, brands, brand, ProductFilterInput.brandIds/brandSlug)',
    'category': 'Website/eCommerce',
    'license': 'LGPL-3',
    'author': 'Odoo storefront',
    'depends': ['vsf_base', 'product_brand', 'website_sale'],
    'data': [
        'security/ir.model.access.csv',
        'views/product_brand_views.xml',
    ],
    'installable': True,
}
