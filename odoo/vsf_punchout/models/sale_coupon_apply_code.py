# -*- coding: utf-8 -*-
from odoo import _, models
from odoo.exceptions import UserError


class SaleCouponApplyCode(models.TransientModel):
    _inherit = 'sale.coupon.apply.code'

    # Odoo 15 applies every promo code and coupon through this method (website_sale_coupon's
    # /shop/pricelist, graphql_vuestorefront's applyCoupon). The buyer's system gets lines only,
    # so a reward line would go back as a product it never ordered.
    def apply_coupon(self, order, coupon_code):
        if self.env['vsf.punchout.session']._vsf_current():
            raise UserError(_('Coupons do not apply to punch-out carts.'))
        return super().apply_coupon(order, coupon_code)
