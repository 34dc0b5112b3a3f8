# -*- coding: utf-8 -*-
from odoo import _, models
from odoo.exceptions import UserError


def _is_positive(quantity):
    try:
        return float(quantity or 0) > 0
    except (TypeError, ValueError):
        # Odoo reads a quantity it cannot parse as 1 when adding: count it as an addition.
        return True


class SaleOrder(models.Model):
    _inherit = 'sale.order'

    def _cart_update(self, product_id=None, line_id=None, add_qty=0, set_qty=0, **kwargs):
        """A catalog-only customer may put only products of their personal catalog in the cart.
        Changing or removing a line already there stays possible (cartUpdateItem,
        cartRemoveItem), as in mock-odoo."""
        if _is_positive(add_qty) or (_is_positive(set_qty) and not line_id):
            self._vsf_check_personal_catalog(product_id)
        return super()._cart_update(
            product_id=product_id, line_id=line_id, add_qty=add_qty, set_qty=set_qty, **kwargs)

    def _vsf_check_personal_catalog(self, product_id):
        try:
            product = self.env['product.product'].browse(int(product_id)).exists()
        except (TypeError, ValueError):
            # Odoo's own _cart_update refuses a product id it cannot read.
            return
        if product.product_tmpl_id._vsf_outside_personal_catalog():
            # The text graphql_vuestorefront gives an unknown product, which the shop recognises.
            raise UserError(_('Product does not exist'))
