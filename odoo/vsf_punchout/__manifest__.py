# -*- coding: utf-8 -*-
{
    'name': 'Storefront: punch-out (cXML, SAP OCI)',
    'version': '15.0.1.0.0',
    'summary': 'Procurement systems (cXML: Ariba, Coupa; SAP OCI) open the shop for their buyers '
               'and get the cart back instead of an order (GraphQL punchoutSetup, punchoutStart, '
               'punchoutLogin, punchoutSession, punchoutTransfer, Product.uomCode/unspscCode)',
    'category': 'Website/eCommerce',
    'license': 'LGPL-3',
    'author': 'Odoo storefront',
    'depends': ['vsf_base', 'vsf_sale_order_reference', 'website_sale', 'sale_coupon', 'payment_adyen',
                'uom_unece'],
    'data': [
        'security/ir.model.access.csv',
        'security/punchout_security.xml',
        'views/punchout_session_views.xml',
        'views/punchout_buyer_views.xml',
        'views/punchout_menus.xml',
        'views/product_template_views.xml',
    ],
    'installable': True,
}
