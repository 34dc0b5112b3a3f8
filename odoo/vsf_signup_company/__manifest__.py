# -*- coding: utf-8 -*-
{
    'name': 'Storefront: business registration',
    'version': '15.0.1.0.0',
    'summary': 'register(extra: {vat, companyName, companyRegNo}): a registration with a company '
               'partner (name, VAT, chamber of commerce number) and the new customer as its contact',
    'category': 'Website/eCommerce',
    'license': 'LGPL-3',
    'author': 'Odoo storefront',
    'depends': ['vsf_base', 'auth_signup'],
    'data': [],
    'installable': True,
}
