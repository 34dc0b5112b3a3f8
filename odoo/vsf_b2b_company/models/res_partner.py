# -*- coding: utf-8 -*-
from odoo import _, api, fields, models
from odoo.exceptions import ValidationError

ADMIN = 'admin'
BUYER = 'buyer'
REQUESTER = 'requester'
ROLES = [(ADMIN, 'Admin'), (BUYER, 'Buyer'), (REQUESTER, 'Requester')]
# The roles that see only their own orders and the invoices of those.
OWN_DOCUMENTS_ROLES = (BUYER, REQUESTER)

INVITED = 'invited'
ACTIVE = 'active'
REVOKED = 'revoked'


class ResPartner(models.Model):
    _inherit = 'res.partner'

    # Admin by default: the customer who registers a company is its first Admin, and contacts
    # that had storefront access before this module keep all they could do (Odoo's portal shows
    # a contact the whole company's orders and invoices).
    vsf_company_role = fields.Selection(
        ROLES, string='Storefront role', default=ADMIN, required=True,
        help="What this contact may do in the storefront for their company. An Admin also "
             "manages the company's people and sees all its orders and invoices; a Buyer shops, "
             "checks out and sees their own orders; a Requester shops and sees their own orders "
             "but cannot place one: their carts go to an Admin for approval.")
    vsf_po_reference_required = fields.Boolean(
        string='PO reference required',
        help="The company's people cannot place an order in the storefront without their own "
             "reference (a purchase order number).")

    def write(self, vals):
        result = super().write(vals)
        if 'vsf_company_role' in vals:
            # The record rules that keep a Buyer to their own documents read the role; Odoo
            # caches the rules' domains per user.
            self.env['ir.rule'].clear_caches()
        return result

    @api.constrains('vsf_company_role', 'parent_id')
    def _check_company_keeps_admin(self):
        for company in self.mapped('commercial_partner_id').filtered('is_company'):
            members = company._vsf_company_members()
            if members and not members.filtered(
                    lambda member: member.vsf_company_role == ADMIN
                    and member._vsf_member_status() != REVOKED):
                raise ValidationError(_('Your company must keep at least one administrator.'))

    def _vsf_buying_company(self):
        """The company this contact buys for (their commercial partner, when it is a company),
        or an empty recordset."""
        self.ensure_one()
        company = self.commercial_partner_id
        return company if company.is_company else company.browse()

    def _vsf_company_members(self):
        """The company's people: its contacts that have, or had, a storefront account."""
        self.ensure_one()
        contacts = self.sudo().search([
            ('commercial_partner_id', '=', self.id), ('is_company', '=', False)])
        return contacts.filtered(lambda contact: contact.with_context(active_test=False).user_ids)

    def _vsf_member_user(self):
        return self.sudo().with_context(active_test=False).user_ids[:1]

    def _vsf_member_status(self):
        """Invited (an account never signed in to), active, or revoked (no access)."""
        self.ensure_one()
        user = self._vsf_member_user()
        if not user.active or not (user.has_group('base.group_portal') or user.has_group('base.group_user')):
            return REVOKED
        return ACTIVE if user.login_date else INVITED
