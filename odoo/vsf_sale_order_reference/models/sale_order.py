# -*- coding: utf-8 -*-
from odoo import fields, models


class SaleOrder(models.Model):
    _inherit = 'sale.order'

    # Not `note`: that is the order's terms and conditions, filled from the company's settings.
    customer_comment = fields.Text(
        'Customer Comment', copy=False,
        help="The customer's note to the order, written at the storefront's checkout.")

    def _vsf_write_customer_note(self, values):
        """Writes the customer's reference and comment (updateOrder) on the cart. A hook for the
        storefront modules that restrict what a cart may take (a punch-out cart, for one)."""
        self.ensure_one()
        if values:
            self.write(values)
