# -*- coding: utf-8 -*-
import hashlib

import psycopg2

from odoo import _, api, fields, models
from odoo.exceptions import UserError
from odoo.http import request

from .punchout_buyer import OPERATIONS

# Where a browser session keeps its open punch-out. Odoo keeps session data on the server, so
# the browser cannot name another session's punch-out; the data survives the session id's
# rotation at sign-in and goes with any logout.
SESSION_KEY = 'vsf_punchout_session_id'


def hash_start_token(token):
    """The start token is kept only as this hash: a database leak opens no punch-out."""
    return hashlib.sha256((token or '').encode('utf-8')).hexdigest()


class PunchoutSession(models.Model):
    """One punch-out of a buyer, from the cXML setup request (or the login) to the transfer of
    the cart."""

    _name = 'vsf.punchout.session'
    _description = 'Punch-out session'
    _order = 'id desc'

    name = fields.Char(compute='_compute_name', store=True)
    buyer_id = fields.Many2one('vsf.punchout.buyer', required=True, ondelete='cascade', index=True)
    user_id = fields.Many2one(related='buyer_id.user_id', store=True, index=True, string='User')
    partner_id = fields.Many2one(related='buyer_id.partner_id', store=True, string='Buyer company')
    protocol = fields.Selection([('cxml', 'cXML'), ('oci', 'SAP OCI')], required=True)
    state = fields.Selection(
        [('open', 'Open'), ('transferred', 'Transferred'), ('closed', 'Closed')],
        required=True, default='open', index=True,
        help='Open: the buyer is shopping. Transferred: the cart went back to the procurement '
             'system. Closed: ended without a transfer.')
    operation = fields.Selection(OPERATIONS, required=True, default='create')
    buyer_cookie = fields.Char(help='cXML BuyerCookie, echoed in the order message.')
    return_url = fields.Char(help='cXML BrowserFormPost URL or OCI HOOK_URL, checked when stored.')
    deployment_mode = fields.Selection([('production', 'Production'), ('test', 'Test')],
                                       required=True, default='production')
    payload_id = fields.Char('Payload ID', index=True, help='cXML payloadID: a second request with the same one is refused.')
    selected_sku = fields.Char('Selected item', help='SelectedItem SupplierPartID of a level 2 punch-out.')
    item_ids = fields.One2many('vsf.punchout.session.item', 'session_id', string='Request items')
    extrinsics = fields.Text(help='The Extrinsic elements of the setup request, as JSON.')
    oci_ok_code = fields.Char('OCI ~OkCode')
    oci_target = fields.Char('OCI ~TARGET')
    oci_caller = fields.Char('OCI ~CALLER')
    order_id = fields.Many2one('sale.order', string='Cart', ondelete='set null')
    start_token_hash = fields.Char(copy=False, groups='base.group_system')
    start_expires_at = fields.Datetime('Start link valid until', copy=False)
    start_used = fields.Boolean('Start link used', copy=False)

    _sql_constraints = [
        ('payload_unique', 'unique(buyer_id, payload_id)', 'This buyer has sent this payloadID before.'),
        ('start_token_unique', 'unique(start_token_hash)', 'Start tokens are unique.'),
    ]

    @api.depends('buyer_id.name')
    def _compute_name(self):
        for punchout in self:
            punchout.name = '%s #%s' % (punchout.buyer_id.name or '', punchout.id or '')

    # --- The calling browser session's punch-out -------------------------------------------------

    @api.model
    def _vsf_current(self):
        """The calling browser session's open punch-out, read as the caller (the record rule lets
        a user read their own sessions only), or an empty recordset."""
        if not request:
            return self.browse()
        punchout_id = request.session.get(SESSION_KEY)
        uid = request.session.uid
        if not (punchout_id and uid):
            return self.browse()
        return request.env['vsf.punchout.session'].search(
            [('id', '=', punchout_id), ('state', '=', 'open'), ('user_id', '=', uid)], limit=1)

    @api.model
    def _vsf_close_current(self):
        """Ends the calling browser session's open punch-out without a transfer (another one starts)."""
        self._vsf_current().sudo().write({'state': 'closed'})

    @api.model
    def _vsf_claim(self, token):
        """The open punch-out of an unused, unexpired start token, now marked used; else empty.

        Claimed by one conditional UPDATE: of two requests with the same token, one finds it used
        (or fails to serialize behind the other, which reads the same). ``start_used`` is NULL
        until the claim (Odoo writes no column for a boolean left unset), hence ``IS NOT TRUE``.
        """
        self.flush(['start_token_hash', 'start_used', 'start_expires_at', 'state'])
        try:
            with self.env.cr.savepoint():
                self.env.cr.execute(
                    """UPDATE vsf_punchout_session SET start_used = true, write_date = %s, write_uid = %s
                        WHERE start_token_hash = %s AND start_used IS NOT TRUE AND start_expires_at > %s
                          AND state = 'open'
                    RETURNING id""",
                    (fields.Datetime.now(), self.env.uid, hash_start_token(token), fields.Datetime.now()))
                claimed = self.browse([row[0] for row in self.env.cr.fetchall()])
        except psycopg2.extensions.TransactionRollbackError:
            return self.browse()
        self.invalidate_cache(['start_used'], claimed.ids)
        return claimed.filtered(lambda punchout: punchout.buyer_id.active and punchout.user_id.active)

    # --- What a punch-out session may not do ----------------------------------------------------

    @api.model
    def _vsf_refuse_payment(self):
        """A punch-out cart goes back to the procurement system; it is never paid or confirmed here."""
        if self._vsf_current():
            raise UserError(_('Punch-out carts are transferred to the procurement system, not paid.'))

    @api.model
    def _vsf_refuse_inspected_cart_change(self):
        """An inspected cart shows the buyer what their system holds; it cannot be changed."""
        if self._vsf_current().operation == 'inspect':
            raise UserError(_('This punch-out cart can only be inspected.'))


class PunchoutSessionItem(models.Model):
    """One ItemOut of an edit or inspect request: a line to put back in the cart."""

    _name = 'vsf.punchout.session.item'
    _description = 'Punch-out request item'
    _order = 'session_id, sequence, id'

    session_id = fields.Many2one('vsf.punchout.session', required=True, ondelete='cascade', index=True)
    sequence = fields.Integer(default=10)
    sku = fields.Char('SupplierPartID', required=True, help="The product variant's internal reference.")
    auxiliary_id = fields.Char('SupplierPartAuxiliaryID')
    quantity = fields.Float(required=True, digits='Product Unit of Measure')
