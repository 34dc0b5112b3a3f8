# -*- coding: utf-8 -*-
{
    'name': 'Storefront: quotations',
    'version': '15.0.1.0.0',
    'summary': "Quotation expiry and portal state, and the order list's filters for the storefront "
               "(GraphQL Order.validityDate/isExpired/portalState, QuotationPortalState, "
               "OrderFilterInput.ids/name/partnerName/dateFrom/dateTo/isExpired/portalStates)",
    'category': 'Website/eCommerce',
    'license': 'LGPL-3',
    'author': 'Odoo storefront',
    'depends': ['vsf_base', 'sale', 'payment', 'website_sale'],
    'data': [],
    'installable': True,
}
