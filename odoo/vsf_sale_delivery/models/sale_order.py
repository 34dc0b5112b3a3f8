# -*- coding: utf-8 -*-
from odoo import models


class SaleOrder(models.Model):
    _inherit = 'sale.order'

    def _vsf_deliveries(self):
        """The order's pickings to the customer (delivery orders, dropships), oldest first."""
        self.ensure_one()
        deliveries = self.picking_ids.filtered(
            lambda picking: picking.location_dest_id.usage == 'customer')
        return deliveries.sorted('id')

    def _vsf_pickings_on_the_way_out(self):
        """The pickings that bring the order to the customer: the deliveries and, on a multi-step
        route, the picking and packing before them. A return comes from the customer and is left
        out: it does not make a shipped order partly shipped again."""
        self.ensure_one()
        return self.picking_ids.filtered(lambda picking: picking.location_id.usage != 'customer')

    def _vsf_delivery_status(self):
        """Odoo 17's ``sale.order.delivery_status`` (sale_stock), which Odoo 15 lacks: False
        without pickings, else pending, started (a first step is done, nothing reached the
        customer), partial or full. Computed when asked, not stored: nothing in Odoo 15 reads it,
        and OCA sale_delivery_state has its own ``delivery_status`` field."""
        self.ensure_one()
        pickings = self._vsf_pickings_on_the_way_out().filtered(
            lambda picking: picking.state != 'cancel')
        if not pickings:
            return False
        if all(picking.state == 'done' for picking in pickings):
            return 'full'
        if not any(picking.state == 'done' for picking in pickings):
            return 'pending'
        if any(line.qty_delivered for line in self.order_line):
            return 'partial'
        return 'started'
