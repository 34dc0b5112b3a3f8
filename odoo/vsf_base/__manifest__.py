# -*- coding: utf-8 -*-
{
    'name': 'Storefront: GraphQL extensions base',
    'version': '15.0.1.0.0',
    'summary': "Serves graphql_vuestorefront's schema with the installed storefront modules; "
               "the shopper's language and currency; the storefront's cache webhook",
    'category': 'Website/eCommerce',
    'license': 'LGPL-3',
    'author': 'Odoo storefront',
    'depends': ['graphql_vuestorefront'],
    'data': [],
    'installable': True,
    'application': False,
}
