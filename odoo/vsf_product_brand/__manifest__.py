# -*- coding: utf-8 -*-
{
    'name': 'Storefront: brands',
    'summary': 'Brand pages, the brand strip and the brand filter in the storefront',
    'version': '15.0.1.0.0',
    'category': 'Website/eCommerce',
    'author': 'Odoo storefront',
    'license': 'LGPL-3',
    'depends': ['vsf_base', 'product_brand', 'website_sale'],
    'data': ['security/ir.model.access.csv', 'views/product_brand_views.xml'],
    'installable': True,
    'application': False,
}
