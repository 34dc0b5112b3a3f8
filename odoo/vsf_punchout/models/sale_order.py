# -*- coding: utf-8 -*-
from odoo import api, models


class SaleOrder(models.Model):
    _inherit = 'sale.order'

    def _cart_update(self, product_id=None, line_id=None, add_qty=0, set_qty=0, **kwargs):
        self.env['vsf.punchout.session']._vsf_refuse_inspected_cart_change()
        return super()._cart_update(product_id=product_id, line_id=line_id, add_qty=add_qty,
                                    set_qty=set_qty, **kwargs)

    def action_confirm(self):
        self.env['vsf.punchout.session']._vsf_refuse_payment()
        return super().action_confirm()

    def _vsf_write_customer_note(self, values):
        # A reference and a note belong to an order the buyer pays here; the procurement system
        # sends its own purchase order for a punch-out cart.
        self.env['vsf.punchout.session']._vsf_refuse_payment()
        return super()._vsf_write_customer_note(values)


class SaleOrderLine(models.Model):
    _inherit = 'sale.order.line'

    # graphql_vuestorefront removes cart lines and sets the delivery line without _cart_update.
    @api.model_create_multi
    def create(self, vals_list):
        self.env['vsf.punchout.session']._vsf_refuse_inspected_cart_change()
        return super().create(vals_list)

    def unlink(self):
        if self:
            self.env['vsf.punchout.session']._vsf_refuse_inspected_cart_change()
        return super().unlink()
