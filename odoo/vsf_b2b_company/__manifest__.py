# -*- coding: utf-8 -*-
{
    'name': 'Storefront: company accounts',
    'summary': "A business customer's colleagues with roles (Admin, Buyer, Requester), their invitations, company orders "
               "and the company's PO reference rule",
    'version': '15.0.1.1.0',
    'category': 'Website/eCommerce',
    'author': 'Odoo storefront',
    'license': 'LGPL-3',
    'depends': [
        'vsf_base', 'vsf_sale_quotation', 'vsf_account_invoice_filter', 'vsf_signup_company',
        'portal', 'auth_signup', 'payment',
    ],
    'data': [
        'security/company_security.xml',
        'data/mail_template.xml',
        'views/res_partner_views.xml',
    ],
    'installable': True,
    'application': False,
}
