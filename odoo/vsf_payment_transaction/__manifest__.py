# -*- coding: utf-8 -*-
{
    'name': 'Storefront: payment transactions',
    'summary': 'Wire transfer, Mollie and Adyen hosted-page payments from the storefront',
    'version': '15.0.1.0.0',
    'category': 'Website/eCommerce',
    'author': 'Odoo storefront',
    'license': 'LGPL-3',
    'depends': [
        'vsf_base',
        'website_sale',
        'payment',
        'payment_transfer',
        'payment_mollie',
        'payment_adyen',
    ],
    'data': [
        'security/ir.model.access.csv',
        'views/vsf_payment_method_views.xml',
        'views/payment_acquirer_views.xml',
        'data/vsf_payment_method_data.xml',
    ],
    'installable': True,
    'application': False,
}
