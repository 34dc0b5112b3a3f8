# -*- coding: utf-8 -*-
from odoo import models


def _text(value):
    return (value or '').strip() or False


class ResUsers(models.Model):
    _inherit = 'res.users'

    def _vsf_register_company(self, extra):
        """The registration extras of a new customer: with a company name, a company partner
        (VAT, chamber of commerce number in graphql_vuestorefront's ``company_reg_no``, which
        Partner.companyRegNo reads) whose contact the customer becomes; without one, the VAT
        number on the customer. ``extra`` is UserRegisterExtraInput as a dict."""
        self.ensure_one()
        vat = _text(extra.get('vat'))
        company_name = _text(extra.get('company_name'))
        # The storefront keeps a VAT number as the customer typed it; base_vat, where installed,
        # would refuse one it cannot verify and with it the registration (this is its switch
        # for API pushes).
        Partner = self.env['res.partner'].sudo().with_context(no_vat_validation=True)
        partner = Partner.browse(self.partner_id.id)
        if not company_name:
            if vat:
                partner.write({'vat': vat})
            return
        company = Partner.create({
            'name': company_name,
            'is_company': True,
            'email': partner.email or self.login,
            'vat': vat,
            'company_reg_no': _text(extra.get('company_reg_no')),
        })
        # Odoo copies the company's commercial fields (the VAT number) to its new contact.
        partner.write({'parent_id': company.id})
