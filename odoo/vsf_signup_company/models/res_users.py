# -*- coding: utf-8 -*-
from odoo import models


def _text(value):
    return (value or '').strip() or False


class ResUsers(models.Model):
    _inherit = 'res.users'

    def _vsf_speak_the_request_language(self):
        """A new customer speaks the language they registered in, as Odoo's own website signup
        makes them (auth_signup's controller passes the request's language). graphql_vuestorefront
        does not: the customer copies the portal template user's English, and Odoo's mails,
        documents and cart texts (a coupon's reward line) for a customer of the Dutch shop were
        English."""
        self.ensure_one()
        lang = self.env.lang
        website = self.env['website'].get_current_website()
        if lang and lang in website.language_ids.mapped('code'):
            self.partner_id.sudo().lang = lang

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
