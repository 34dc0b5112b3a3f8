# -*- coding: utf-8 -*-
{
    'name': 'Storefront: website pages',
    'summary': "Odoo's website pages as the storefront's content pages",
    'version': '15.0.1.0.0',
    'category': 'Website/Website',
    'author': 'Odoo storefront',
    'license': 'LGPL-3',
    'depends': ['vsf_base', 'website'],
    'data': [],
    'installable': True,
    'application': False,
}
