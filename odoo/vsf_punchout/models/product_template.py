# -*- coding: utf-8 -*-
from odoo import fields, models


class ProductTemplate(models.Model):
    _inherit = 'product.template'

    # Odoo 15's product_unspsc (with a product.unspsc.code list) is an Enterprise module: this
    # field gives every edition a place for the code the procurement systems ask for.
    vsf_unspsc_code = fields.Char(
        'UNSPSC code', help='UNSPSC classification sent to procurement systems in punch-out '
                            '(e.g. 44121615). With Enterprise product_unspsc installed, its code wins.')

    def _vsf_unspsc_code(self):
        self.ensure_one()
        if 'unspsc_code_id' in self._fields and self.unspsc_code_id:
            return self.unspsc_code_id.code
        return self.vsf_unspsc_code or False
