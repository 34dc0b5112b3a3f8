# -*- coding: utf-8 -*-
from odoo import models

# The shop's language prefixes (Dutch, the default, has none).
SHOP_PATH_PREFIXES = {'en_US': '/en', 'en_GB': '/en', 'de_DE': '/de', 'ru_RU': '/ru'}


class PortalWizardUser(models.TransientModel):
    _inherit = 'portal.wizard.user'

    def _send_email(self):
        """A colleague invited from the storefront gets the storefront's invitation: a link to the
        shop's page where they set their password, instead of Odoo's portal welcome."""
        inviter = self.env.context.get('vsf_invited_by')
        if not inviter:
            return super()._send_email()
        self.ensure_one()
        user = self.user_id.sudo()
        partner = user.partner_id
        # Odoo's portal invitations do not expire; the token works once.
        partner.signup_prepare()
        website = self.env['website'].get_current_website()
        base = (website.domain or '').rstrip('/')
        url = '%s%s/invitation?token=%s' % (base, SHOP_PATH_PREFIXES.get(user.lang, ''), partner.signup_token)
        template = self.env.ref('vsf_b2b_company.mail_template_company_invitation')
        template.with_context(lang=user.lang, invitation_url=url, inviter_name=inviter).send_mail(
            user.id, force_send=True)
        return True
