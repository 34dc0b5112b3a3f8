# -*- coding: utf-8 -*-
{
    'name': 'Storefront: payment transactions',
    'version': '15.0.1.0.0',
    'summary': 'Hosted-page and Mollie payments for the storefront: makePayment, updatePayment, '
               'paymentTransactionRequest, the acquirers\' methods and issuers, the wire '
               'transfer\'s bank details',
    'category': 'Website/eCommerce',
    'license': 'LGPL-3',
    'author': 'Odoo storefront',
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
}
