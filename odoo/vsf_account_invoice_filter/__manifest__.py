# -*- coding: utf-8 -*-
{
    'name': 'Storefront: invoice filters',
    'version': '15.0.1.0.0',
    'summary': "The customer's invoices as Odoo's portal lists them, with filters and payment state "
               "(GraphQL invoices(filter: InvoiceFilterInput), Invoice.paymentState/invoiceOrigin/ref, "
               "InvoicePaymentState)",
    'category': 'Website/eCommerce',
    'license': 'LGPL-3',
    'author': 'Odoo storefront',
    'depends': ['vsf_base', 'account'],
    'data': [],
    'installable': True,
}
