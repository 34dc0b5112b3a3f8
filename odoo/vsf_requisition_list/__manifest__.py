# -*- coding: utf-8 -*-
{
    'name': 'Storefront: requisition lists',
    'summary': "Named product lists a business customer's company shares, with quantities and "
               "notes, to put in the cart in one step",
    'version': '15.0.1.0.0',
    'category': 'Website/eCommerce',
    'author': 'Odoo storefront',
    'license': 'LGPL-3',
    # OCA sale-workflow 15.0: product.set and its lines are the lists.
    'depends': ['vsf_base', 'vsf_b2b_company', 'sale_product_set', 'website_sale'],
    'data': [
        'security/ir.model.access.csv',
        'security/requisition_list_security.xml',
        'views/product_set_views.xml',
    ],
    'installable': True,
    'application': False,
}
