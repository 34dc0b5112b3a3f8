# -*- coding: utf-8 -*-
from odoo import models


class StockPicking(models.Model):
    _inherit = 'stock.picking'

    def _vsf_serial_numbers(self):
        """Lot and serial numbers of the goods the picking carried: its processed move lines, each
        number once, in the order they were processed. Reserved numbers of an open picking may
        still change, so they are not shown."""
        self.ensure_one()
        lines = self.move_line_ids.filtered(lambda line: line.qty_done and line.lot_id).sorted('id')
        return lines.mapped('lot_id.name')

    def _vsf_tracking_url(self):
        """The carrier's tracking page (delivery's carrier_tracking_url). A carrier that tracks
        each parcel gives a JSON list of [name, url] instead (get_multiple_carrier_tracking); the
        shop shows one link, the first parcel's."""
        self.ensure_one()
        trackers = self.get_multiple_carrier_tracking()
        if isinstance(trackers, list) and trackers:
            return trackers[0][1]
        return self.carrier_tracking_url or None
