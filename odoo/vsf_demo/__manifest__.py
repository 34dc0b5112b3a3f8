# -*- coding: utf-8 -*-
{
    'name': 'Storefront: demo shop',
    'version': '15.0.1.0.0',
    'summary': "Installs every storefront module and the demo shop the storefront's contract suite "
               "expects (tests/contract/demo-data.ts): mock-odoo's seed, loaded from "
               "data/demo-data.json (npm run odoo:demo-data) by vsf_demo_shop's loader, with what "
               "the modules add. Not for a production database.",
    'category': 'Website/eCommerce',
    'license': 'LGPL-3',
    'author': 'Odoo storefront',
    'depends': [
        'vsf_base',
        'vsf_product_brand',
        'vsf_product_filter',
        'vsf_website_catalog',
        'vsf_product_compare',
        'vsf_quick_search',
        'vsf_quick_order',
        'vsf_sale_quotation',
        'vsf_sale_order_reference',
        'vsf_sale_delivery',
        'vsf_account_invoice_filter',
        'vsf_payment_transaction',
        'vsf_website_content',
        'vsf_signup_company',
        'vsf_punchout',
        'vsf_demo_shop',
        'delivery_state',
        'product_brand',
        'uom_unece',
    ],
    'data': [],
    'post_init_hook': 'post_init_hook',
    'installable': True,
    'application': False,
}
