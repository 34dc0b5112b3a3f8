# -*- coding: utf-8 -*-
{
    'name': 'Storefront: demo shop on a stock Odoo',
    'version': '15.0.1.0.0',
    'summary': "The storefront's demo shop (tests/contract/demo-data.ts: the catalogue, customers, "
               "carriers, acquirers and their documents) in an Odoo 15 with graphql_vuestorefront "
               "alone, without the storefront's modules: what the shop's stock journeys expect. "
               "Loaded from vsf_demo/data/demo-data.json (npm run odoo:demo-data). With the "
               "storefront's modules install vsf_demo, which also loads what they add. Not for a "
               "production database.",
    'category': 'Website/eCommerce',
    'license': 'LGPL-3',
    'author': 'Odoo storefront',
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
