# -*- coding: utf-8 -*-
from odoo import api, fields, models
from odoo.addons.vsf_b2b_company.models.res_partner import REQUESTER


class ResPartner(models.Model):
    _inherit = 'res.partner'

    vsf_approval_above = fields.Float(
        string='Approval above (excl. VAT)',
        help="Besides every Requester's order, an order of the company's people above this amount "
             "(untaxed, in the order's currency) waits for an Admin's approval. 0: no amount rule.")

    @api.model_create_multi
    def create(self, vals_list):
        partners = super().create(vals_list)
        partners.filtered(lambda partner: partner.vsf_approval_above)._vsf_sync_approval_rule()
        return partners

    def write(self, vals):
        result = super().write(vals)
        if 'vsf_approval_above' in vals:
            self._vsf_sync_approval_rule()
        return result

    def _vsf_approval_domain(self):
        """The orders of this company that need approval: a Requester's, and those above the
        company's amount (untaxed)."""
        self.ensure_one()
        needs = [('partner_id.vsf_company_role', '=', REQUESTER)]
        if self.vsf_approval_above > 0:
            needs = ['|'] + needs + [('amount_untaxed', '>', self.vsf_approval_above)]
        return ['&', ('partner_id.commercial_partner_id', '=', self.id)] + needs

    def _vsf_approval_rule(self):
        """The company's tier.definition on sale.order, made when first needed (a company's rule
        always covers its Requesters, with or without an amount) and kept in step with the amount."""
        self.ensure_one()
        Definition = self.env['tier.definition'].sudo().with_context(active_test=False)
        definition = Definition.search([('vsf_company_id', '=', self.id)], limit=1)
        domain = repr(self._vsf_approval_domain())
        if definition and definition.active and definition.definition_domain == domain:
            return definition
        values = {
            'name': 'Storefront approval: %s' % self.name,
            'model_id': self.env['ir.model']._get_id('sale.order'),
            'review_type': 'field',
            'reviewer_field_id': self.env['ir.model.fields']._get('sale.order', 'vsf_approver_user_ids').id,
            'definition_domain': domain,
            # The storefront mails the approvers itself, in each one's language.
            'notify_on_create': False,
            'active': True,
        }
        if definition:
            definition.write(values)
            return definition
        return Definition.create(dict(values, vsf_company_id=self.id))

    def _vsf_sync_approval_rule(self):
        for company in self.filtered('is_company'):
            company._vsf_approval_rule()

    def _compute_last_website_so_id(self):
        """A request waiting for (or decided by) an Admin is a draft order, but never the cart
        again: Odoo would otherwise give the requester back their last draft."""
        super()._compute_last_website_so_id()
        for partner in self:
            last = partner.last_website_so_id
            if last and last.sudo().review_ids:
                partner.last_website_so_id = self.env['sale.order'].search([
                    ('partner_id', '=', partner.id), ('website_id', '=', last.website_id.id),
                    ('state', '=', 'draft'), ('review_ids', '=', False),
                ], order='write_date desc', limit=1)
