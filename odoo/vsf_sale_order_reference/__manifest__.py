# -*- coding: utf-8 -*-
{
    'name': 'Storefront: order reference and comment',
    'summary': "The buyer's own order reference and a comment at the storefront's checkout",
    'version': '15.0.1.0.0',
    'category': 'Website/eCommerce',
    'author': 'Odoo storefront',
    'license': 'LGPL-3',
    'depends': ['vsf_base', 'sale', 'website_sale'],
    'data': ['views/sale_order_views.xml'],
    'installable': True,
    'application': False,
}
