# -*- coding: utf-8 -*-
{
    'name': 'Storefront: order approvals',
    'summary': "A business customer's approval rules: a Requester's cart, or any order above an "
               "amount, waits for an Admin of the company, who approves (and so places) or rejects it",
    'version': '15.0.1.0.0',
    'category': 'Website/eCommerce',
    'author': 'Odoo storefront',
    'license': 'LGPL-3',
    # OCA server-ux / sale-workflow 15.0: a submitted cart is a draft sale.order under tier
    # validation; each company's rule is a tier.definition.
    'depends': ['vsf_base', 'vsf_b2b_company', 'sale_tier_validation', 'website_sale', 'payment_transfer'],
    'data': [
        'data/mail_templates.xml',
        'views/res_partner_views.xml',
    ],
    'installable': True,
    'application': False,
}
