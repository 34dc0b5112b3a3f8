# -*- coding: utf-8 -*-
{
    'name': 'Storefront: order reference and comment',
    'version': '15.0.1.0.0',
    'summary': "The business buyer's own reference and a comment on the cart at checkout "
               "(GraphQL updateOrder, UpdateOrderInput, Order.comment)",
    'category': 'Website/eCommerce',
    'license': 'LGPL-3',
    'author': 'Odoo storefront',
    'depends': ['vsf_base', 'sale', 'website_sale'],
    'data': [
        'views/sale_order_views.xml',
    ],
    'installable': True,
}
