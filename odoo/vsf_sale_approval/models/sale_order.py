# -*- coding: utf-8 -*-
from odoo import api, fields, models
from odoo.exceptions import UserError, ValidationError

from odoo.addons.vsf_b2b_company.models.portal_wizard import SHOP_PATH_PREFIXES
from odoo.addons.vsf_b2b_company.models.res_partner import ADMIN, REVOKED

PENDING = 'pending'
APPROVED = 'approved'
REJECTED = 'rejected'

UNDER_VALIDATION = 'The operation is under validation.'
NO_APPROVER = ('Nobody in your company can approve this request: an administrator other than '
               'you must approve it. Ask an administrator to invite one.')
NO_TRANSFER = 'This order cannot be placed by bank transfer: the shop has no bank transfer set up.'


class SaleOrder(models.Model):
    _inherit = 'sale.order'

    vsf_approver_user_ids = fields.Many2many(
        'res.users', compute='_compute_vsf_approver_user_ids', string='Storefront approvers',
        help="Who may approve this order in the storefront: the Admins of the customer's company "
             "who have access, except whoever placed it.")

    @api.depends('partner_id')
    def _compute_vsf_approver_user_ids(self):
        for order in self:
            partner = order.partner_id.sudo()
            company = partner._vsf_buying_company()
            admins = company._vsf_company_members().filtered(
                lambda member: member.vsf_company_role == ADMIN and member._vsf_member_status() != REVOKED
            ) if company else company
            order.vsf_approver_user_ids = (admins - partner).mapped('user_ids')

    def _vsf_approval_status(self):
        """pending, approved, rejected, or False for an order never submitted for approval."""
        self.ensure_one()
        reviews = self.sudo().review_ids
        if not reviews:
            return False
        if any(review.status == 'rejected' for review in reviews):
            return REJECTED
        return APPROVED if all(review.status == 'approved' for review in reviews) else PENDING

    def _vsf_needs_approval(self):
        """A cart (draft, not yet submitted) that the company's rule sends to an Admin."""
        self.ensure_one()
        order = self.sudo()
        if order.state not in ('draft', 'sent') or order.review_ids:
            return False
        company = order.partner_id._vsf_buying_company()
        if not company:
            return False
        rule = company._vsf_approval_rule()
        return bool(order.evaluate_tier(rule))

    def _vsf_submit_for_approval(self):
        """The caller's cart goes to the company's Admins: reviews are requested (as the caller),
        each approver is mailed in their language. The order is locked from here on."""
        self.ensure_one()
        order = self.sudo()
        if not order.vsf_approver_user_ids:
            raise UserError(NO_APPROVER)
        reviews = order.request_validation()
        # tier.review points at its record by an integer: the order's cached reviews do not know.
        order.invalidate_cache(fnames=['review_ids'], ids=order.ids)
        if not reviews:
            raise UserError(NO_APPROVER)
        for approver in order.vsf_approver_user_ids:
            order._vsf_mail('vsf_sale_approval.mail_template_approval_requested', approver.partner_id)
        return reviews

    def _vsf_refresh_reviewers(self):
        # The Admins may have changed since the request: whoever is an Admin now decides.
        pending = self.sudo().review_ids.filtered(lambda review: review.status == 'pending')
        pending._compute_reviewer_ids()
        return pending

    def _vsf_approve(self):
        """The calling Admin approves: the order is placed by bank transfer, as if the approver
        had chosen it at checkout (a pending transfer; the order is a sent quotation until the
        money is in), and the requester is told."""
        self.ensure_one()
        self._vsf_refresh_reviewers()
        order = self.sudo()
        order.validate_tier()
        if order._vsf_approval_status() != APPROVED:
            return order
        acquirer = self.env['payment.acquirer'].sudo().search([
            ('provider', '=', 'transfer'), ('state', 'in', ('enabled', 'test')),
            ('company_id', '=', order.company_id.id)], limit=1)
        if not acquirer:
            raise UserError(NO_TRANSFER)
        Transaction = self.env['payment.transaction'].sudo()
        transaction = Transaction.create({
            'acquirer_id': acquirer.id,
            'reference': Transaction._compute_reference(
                acquirer.provider, sale_order_ids=[(6, 0, order.ids)]),
            'amount': order.amount_total,
            'currency_id': order.currency_id.id,
            'partner_id': order.partner_invoice_id.id or order.partner_id.id,
            'operation': 'offline',
            'sale_order_ids': [(6, 0, order.ids)],
        })
        # Tier validation locks a validated order in draft until it is confirmed; sending the
        # quotation (what a pending transfer does) is this approval's own step.
        transaction.with_context(skip_validation_check=True)._set_pending()
        order._vsf_mail('vsf_sale_approval.mail_template_request_approved', order.partner_id)
        return order

    def _vsf_reject(self, reason):
        self.ensure_one()
        pending = self._vsf_refresh_reviewers()
        order = self.sudo()
        mine = pending.filtered(lambda review: self.env.user in review.reviewer_ids)
        mine.write({'comment': reason})
        order.reject_tier()
        order._vsf_mail('vsf_sale_approval.mail_template_request_rejected', order.partner_id)
        return order

    def _vsf_decision(self):
        """The review that decided: the rejection, else the last approval."""
        reviews = self.sudo().review_ids
        return (reviews.filtered(lambda review: review.status == 'rejected')
                or reviews.filtered(lambda review: review.status == 'approved').sorted('reviewed_date'))[-1:]

    def _vsf_request_url(self, lang):
        website = self.website_id or self.env['website'].get_current_website()
        base = (website.domain or '').rstrip('/')
        return '%s%s/my/requests/%d' % (base, SHOP_PATH_PREFIXES.get(lang, ''), self.id)

    def _vsf_mail(self, template_xmlid, recipient):
        lang = recipient.lang or self.partner_id.lang
        template = self.env.ref(template_xmlid).sudo()
        template.with_context(
            lang=lang, vsf_recipient=recipient, vsf_request_url=self._vsf_request_url(lang),
        ).send_mail(self.id, force_send=True, email_values={
            'email_to': recipient.email_formatted, 'recipient_ids': [],
        })

    def _vsf_check_lines_unlocked(self):
        if self.env.context.get('skip_validation_check'):
            return
        for order in self.sudo():
            if order.state in ('draft', 'sent') and order.review_ids:
                raise ValidationError(UNDER_VALIDATION)


class SaleOrderLine(models.Model):
    _inherit = 'sale.order.line'

    # Odoo's cart changes lines directly, not through the order; a submitted order's lines stay
    # what was approved (or is being decided on), whatever route reaches them.
    @api.model_create_multi
    def create(self, vals_list):
        lines = super().create(vals_list)
        lines.order_id._vsf_check_lines_unlocked()
        return lines

    def write(self, vals):
        self.order_id._vsf_check_lines_unlocked()
        return super().write(vals)

    def unlink(self):
        self.order_id._vsf_check_lines_unlocked()
        return super().unlink()
