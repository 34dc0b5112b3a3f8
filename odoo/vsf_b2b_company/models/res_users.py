# -*- coding: utf-8 -*-
from odoo import models

from .res_partner import OWN_DOCUMENTS_ROLES

MINE = 'Mine'


class ResUsers(models.Model):
    _inherit = 'res.users'

    def _vsf_is_company_buyer(self):
        partner = self.partner_id
        return partner.vsf_company_role in OWN_DOCUMENTS_ROLES and bool(partner._vsf_buying_company())

    def _vsf_document_scope_domains(self, model, filter):
        """A Buyer's or Requester's lists hold their own documents (the record rules say so too); anyone asking
        for their own (``scope: Mine``) gets them: the orders they placed, the invoices of those."""
        domains = super()._vsf_document_scope_domains(model, filter)
        scope = getattr(filter.get('scope'), 'value', filter.get('scope'))
        if scope == MINE or self._vsf_is_company_buyer():
            field = 'partner_id' if model == 'sale.order' else 'invoice_line_ids.sale_line_ids.order_id.partner_id'
            domains = domains + [[(field, '=', self.partner_id.id)]]
        return domains
