# -*- coding: utf-8 -*-
from odoo import fields, models


class VsfPaymentMethod(models.Model):
    """A payment method the storefront offers under an acquirer (Mollie's iDEAL, Adyen's cards).

    Odoo 15 keeps no such list: payment_mollie and payment_adyen leave the choice of method to
    the provider's own page. The storefront shows the methods (and the banks of iDEAL) before the
    shopper leaves, and makePayment refuses a method or bank that is not listed here.
    """

    _name = 'vsf.payment.method'
    _description = 'Storefront payment method'
    _order = 'acquirer_id, sequence, id'

    acquirer_id = fields.Many2one(
        'payment.acquirer', string='Acquirer', required=True, ondelete='cascade', index=True)
    name = fields.Char(required=True, translate=True)
    code = fields.Char(
        required=True,
        help="The provider's code of the method, as the storefront sends it to the provider "
             "(Mollie: ideal, creditcard; Adyen: scheme, ideal).")
    sequence = fields.Integer(default=10)
    active = fields.Boolean(default=True)
    issuer_ids = fields.One2many('vsf.payment.method.issuer', 'method_id', string='Issuers')

    _sql_constraints = [
        ('code_unique', 'unique(acquirer_id, code)', 'An acquirer offers each method code once.'),
    ]


class VsfPaymentMethodIssuer(models.Model):
    """A bank (or card scheme) the shopper picks within a method, e.g. iDEAL's banks."""

    _name = 'vsf.payment.method.issuer'
    _description = 'Storefront payment method issuer'
    _order = 'method_id, sequence, name, id'

    method_id = fields.Many2one(
        'vsf.payment.method', string='Method', required=True, ondelete='cascade', index=True)
    name = fields.Char(required=True)
    code = fields.Char(
        required=True,
        help="The provider's code of the issuer (Mollie: ideal_INGBNL2A; Adyen: 0721).")
    sequence = fields.Integer(default=10)

    _sql_constraints = [
        ('code_unique', 'unique(method_id, code)', 'A method lists each issuer code once.'),
    ]
