# -*- coding: utf-8 -*-
from odoo import fields, models

TRACKING_NUMBER = '<shipmenttrackingnumber>'


class DeliveryCarrier(models.Model):
    _inherit = 'delivery.carrier'

    # Odoo 15's fixed-price carriers give no tracking link (fixed_get_tracking_link returns
    # False), while the demo shipments carry one the storefront shows. Odoo 16 added the same
    # setting to delivery.carrier (tracking_url, with this placeholder).
    vsf_demo_tracking_url = fields.Char(
        'Tracking link',
        help='The carrier\'s tracking page for a parcel, %s standing for its number, e.g. '
             'https://tracking.example.com/parcel/%s.' % (TRACKING_NUMBER, TRACKING_NUMBER))

    def fixed_get_tracking_link(self, picking):
        link = super().fixed_get_tracking_link(picking)
        if link or not (self.vsf_demo_tracking_url and picking.carrier_tracking_ref):
            return link
        return self.vsf_demo_tracking_url.replace(TRACKING_NUMBER, picking.carrier_tracking_ref)
