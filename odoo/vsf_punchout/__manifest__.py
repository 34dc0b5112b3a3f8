# -*- coding: utf-8 -*-
{
    'name': 'Storefront: punch-out (cXML, SAP OCI)',
    'summary': 'Punch-out for procurement systems (cXML, SAP OCI) in the storefront',
    'version': '15.0.1.0.0',
    'category': 'Website/eCommerce',
    'author': 'Odoo storefront',
    'license': 'LGPL-3',
    'depends': [
        'vsf_base',
        'vsf_sale_order_reference',
        'website_sale',
        'sale_coupon',
        'payment_adyen',
        'uom_unece',
    ],
    'data': [
        'security/ir.model.access.csv',
        'security/punchout_security.xml',
        'views/punchout_session_views.xml',
        'views/punchout_buyer_views.xml',
        'views/punchout_menus.xml',
        'views/product_template_views.xml',
    ],
    'installable': True,
    'application': False,
}
