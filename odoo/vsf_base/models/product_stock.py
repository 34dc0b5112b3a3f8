# -*- coding: utf-8 -*-
"""Fields graphql_vuestorefront 15.0 reads on records that do not have them in Odoo 15.

Its ``Product`` type answers ``status``, ``isInStock`` and ``qty`` from ``free_qty``, which stock
defines on product.product only, so a template (``product``, ``products``) fails with
``'product.template' object has no attribute 'free_qty'``. Its ``AttributeValue`` type answers
``priceExtra`` from ``price_extra``, which Odoo 15 keeps on a template's attribute values
(product.template.attribute.value) but not on the attribute's own values (product.attribute.value,
the listing's facets). Both are given here as an integrator would, without touching its code.

Stock reads the quantities through the warehouses, which a website visitor or portal customer may
not read: a variant reached without graphql_vuestorefront's ``sudo()`` (``productVariant``, cart
lines) failed with ``You are not allowed to access 'Warehouse'``. The shop shows stock to anyone,
as website_sale_stock does, so the quantities are computed as the superuser for them.
"""
from odoo import api, fields, models


class ProductTemplate(models.Model):
    _inherit = 'product.template'

    free_qty = fields.Float(
        'Free To Use Quantity', compute='_compute_vsf_free_qty', digits='Product Unit of Measure',
        compute_sudo=False,
        help='What the variants can deliver now (on hand minus reserved), summed as stock sums a '
             "template's on-hand quantity; in the context's warehouse or location, like theirs.")

    @api.depends_context('lot_id', 'owner_id', 'package_id', 'from_date', 'to_date', 'location',
                         'warehouse')
    def _compute_vsf_free_qty(self):
        for template in self:
            template.free_qty = sum(template.product_variant_ids.mapped('free_qty'))


class ProductProduct(models.Model):
    _inherit = 'product.product'

    def _compute_quantities_dict(self, lot_id, owner_id, package_id, from_date=False, to_date=False):
        if not self.env.su and not self.env['stock.warehouse'].check_access_rights('read', raise_exception=False):
            self = self.sudo()
        return super(ProductProduct, self)._compute_quantities_dict(
            lot_id, owner_id, package_id, from_date=from_date, to_date=to_date)


class ProductAttributeValue(models.Model):
    _inherit = 'product.attribute.value'

    price_extra = fields.Float(
        'Value Price Extra', compute='_compute_vsf_price_extra', digits='Product Price',
        help='Always 0: an extra price belongs to a value on a product (its template attribute '
             "value), not to the attribute's value as such.")

    def _compute_vsf_price_extra(self):
        self.price_extra = 0.0
