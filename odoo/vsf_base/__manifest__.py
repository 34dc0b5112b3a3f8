# -*- coding: utf-8 -*-
{
    'name': 'Storefront: GraphQL extensions base',
    'summary': 'Base of the storefront modules: their GraphQL schema, language and currency',
    'version': '15.0.1.2.0',
    'category': 'Website/eCommerce',
    'author': 'Odoo storefront',
    'license': 'LGPL-3',
    'depends': ['graphql_vuestorefront'],
    'data': [],
    'installable': True,
    'application': False,
}
