# -*- coding: utf-8 -*-
{
    'name': 'Storefront: business registration',
    'summary': 'Business registration in the storefront: company, VAT, chamber of commerce',
    'version': '15.0.1.0.0',
    'category': 'Website/eCommerce',
    'author': 'Odoo storefront',
    'license': 'LGPL-3',
    'depends': ['vsf_base', 'auth_signup'],
    'data': [],
    'installable': True,
    'application': False,
}
