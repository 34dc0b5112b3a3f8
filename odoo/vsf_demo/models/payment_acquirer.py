# -*- coding: utf-8 -*-
from odoo import fields, models


class PaymentAcquirer(models.Model):
    _inherit = 'payment.acquirer'

    # The demo shop lists the storefront's six acquirers. Three of them have no provider in Odoo 15
    # itself: the punch-out transfers that vsf_payment_transaction and vsf_punchout recognise by
    # provider (sap_oci, ariba), and odoogap's Adyen hosted payment page (payment_adyen_og, which
    # graphql_vuestorefront 15.0 no longer brings; with it installed it serves this value).
    provider = fields.Selection(
        selection_add=[
            ('adyen_og', 'Adyen hosted payment page'),
            ('sap_oci', 'SAP OCI punch-out'),
            ('ariba', 'Ariba Network punch-out'),
        ],
        ondelete={'adyen_og': 'set default', 'sap_oci': 'set default', 'ariba': 'set default'})
