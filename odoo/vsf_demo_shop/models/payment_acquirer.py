# -*- coding: utf-8 -*-
from odoo import fields, models


class PaymentAcquirer(models.Model):
    _inherit = 'payment.acquirer'

    # The demo shop lists the storefront's six acquirers. Two of them have no provider in Odoo 15
    # itself: the punch-out transfers that vsf_payment_transaction and vsf_punchout recognise by
    # provider (sap_oci, ariba). (Adyen's hosted page, ADYEN_OG, is an Adyen acquirer.)
    provider = fields.Selection(
        selection_add=[
            ('sap_oci', 'SAP OCI punch-out'),
            ('ariba', 'Ariba Network punch-out'),
        ],
        ondelete={'sap_oci': 'set default', 'ariba': 'set default'})
