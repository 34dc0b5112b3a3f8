# -*- coding: utf-8 -*-
{
    'name': 'Storefront: demo shop on a stock Odoo',
    'summary': "The storefront's demo shop on a stock Odoo 15 (not for production)",
    'version': '15.0.1.0.0',
    'category': 'Website/eCommerce',
    'author': 'Odoo storefront',
    'license': 'LGPL-3',
    'depends': [
        'graphql_vuestorefront',
        'account',
        'stock',
        'sale_stock',
        'delivery',
        'website_sale',
        'website_sale_delivery',
        'website_sale_wishlist',
        'website_sale_coupon',
        'payment_transfer',
        'payment_mollie',
        'payment_adyen',
        # A chart of accounts before the demo's invoices: Odoo 15's account installs one only for
        # a company with a country, which a fresh database without Odoo's demo data lacks. The
        # generic chart does nothing where the company has a chart already.
        'l10n_generic_coa',
    ],
    'data': [],
    'post_init_hook': 'post_init_hook',
    'installable': True,
    'application': False,
}
