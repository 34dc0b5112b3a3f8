# -*- coding: utf-8 -*-
from odoo import models


class ResUsers(models.Model):
    _inherit = 'res.users'

    def _vsf_catalog_customer(self):
        """The customer whose personal catalog limits what this user sees and buys, or no
        partner. A visitor who is not signed in is never limited."""
        self.ensure_one()
        if self._is_public():
            return self.env['res.partner']
        return self.partner_id._vsf_catalog_customer()
