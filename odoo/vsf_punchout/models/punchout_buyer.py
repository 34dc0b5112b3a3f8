# -*- coding: utf-8 -*-
from odoo import _, api, fields, models
from odoo.exceptions import ValidationError

from ..return_url import allows, is_valid_entry

MESSAGE_FIELDS = [('cXML-urlencoded', 'cXML-urlencoded'), ('cXML-base64', 'cXML-base64')]
OPERATIONS = [('create', 'Create'), ('edit', 'Edit'), ('inspect', 'Inspect')]

# A hash no secret matches, per crypt context, checked when there is no buyer or no stored hash,
# so that the answer time does not tell which identities exist.
_DUMMY_HASHES = {}


class PunchoutBuyer(models.Model):
    """How one procurement system signs in to the shop for one buyer, and where the cart may go
    back to. The punch-out runs as the buyer's user (a portal user of the buyer company), so the
    buyer shops with that company's pricelist as any business customer does."""

    _name = 'vsf.punchout.buyer'
    _description = 'Punch-out buyer'
    _order = 'name, id'

    name = fields.Char(required=True)
    active = fields.Boolean(default=True)
    protocol = fields.Selection([('cxml', 'cXML'), ('oci', 'SAP OCI')], required=True, default='cxml')
    user_id = fields.Many2one(
        'res.users', string='Signs in as', required=True, ondelete='cascade',
        domain=[('share', '=', True)],
        help="The buyer's portal user: a punch-out session is signed in as this user.")
    partner_id = fields.Many2one(
        'res.partner', string='Buyer company', related='user_id.partner_id.commercial_partner_id',
        store=True, readonly=True)

    # cXML: From of the setup request (the buyer), Sender (the network that relays it) and To (us).
    cxml_domain = fields.Char(
        'From domain', help='Credential domain of the From of the setup requests: NetworkID, DUNS, ... '
                            '(compared in any case).')
    cxml_identity = fields.Char('From identity', help='E.g. an Ariba ANID (AN01000000001-T) or a DUNS.')
    cxml_sender_domain = fields.Char(
        'Sender domain', help='The Sender of the setup requests, e.g. AribaNetworkUserId when Ariba '
                              'relays them. For reference: the Sender is not checked, the shared '
                              'secret authenticates the request.')
    cxml_sender_identity = fields.Char('Sender identity')
    supplier_domain = fields.Char(
        'Our domain', help="The shop's credential towards this buyer: what the setup request's To "
                           "must say, and the From and Sender of our order messages.")
    supplier_identity = fields.Char('Our identity')
    shared_secret_hash = fields.Char(copy=False, groups='base.group_system')
    shared_secret = fields.Char(
        compute='_compute_secret_inputs', inverse='_inverse_shared_secret', copy=False,
        help='Stored as a hash only: type a new one to replace it.')
    has_shared_secret = fields.Boolean(compute='_compute_has_secrets')
    message_field = fields.Selection(
        MESSAGE_FIELDS, string='Order message field', required=True, default='cXML-urlencoded',
        help='The form field that carries the PunchOutOrderMessage back: cXML-base64 for Ariba, '
             'cXML-urlencoded for most others.')
    operation_allowed = fields.Selection(
        OPERATIONS, required=True, default='edit',
        help='What the order message allows the buyer later: edit reopens the cart.')

    # SAP OCI: the catalogue URL's USERNAME and PASSWORD.
    oci_username = fields.Char('OCI user name', help='Compared in any case (SAP sends upper case).')
    oci_password_hash = fields.Char(copy=False, groups='base.group_system')
    oci_password = fields.Char(
        'OCI password', compute='_compute_secret_inputs', inverse='_inverse_oci_password', copy=False,
        help='Stored as a hash only: type a new one to replace it.')
    has_oci_password = fields.Boolean(compute='_compute_has_secrets')

    return_url_prefixes = fields.Text(
        'Allowed return URLs', required=True,
        help='One per line: origin and path prefix, e.g. https://eproc.buyer.example/punchout/. '
             'The BrowserFormPost (cXML) or HOOK_URL (OCI) must lie under one of them.')
    session_ids = fields.One2many('vsf.punchout.session', 'buyer_id', string='Sessions')

    def _compute_secret_inputs(self):
        for buyer in self:
            buyer.shared_secret = ''
            buyer.oci_password = ''

    def _compute_has_secrets(self):
        for buyer, stored in zip(self, self.sudo()):
            buyer.has_shared_secret = bool(stored.shared_secret_hash)
            buyer.has_oci_password = bool(stored.oci_password_hash)

    def _inverse_shared_secret(self):
        for buyer in self.filtered('shared_secret'):
            buyer.sudo().shared_secret_hash = self._vsf_hash_secret(buyer.shared_secret)

    def _inverse_oci_password(self):
        for buyer in self.filtered('oci_password'):
            buyer.sudo().oci_password_hash = self._vsf_hash_secret(buyer.oci_password)

    @api.model
    def _vsf_crypt_context(self):
        """Odoo's own password hashing (res.users), so the secrets get its KDF and its upgrades."""
        return self.env['res.users']._crypt_context()

    @api.model
    def _vsf_hash_secret(self, secret):
        context = self._vsf_crypt_context()
        hasher = context.hash if hasattr(context, 'hash') else context.encrypt
        return hasher(secret)

    @api.model
    def _vsf_secret_matches(self, secret, stored_hash):
        """Whether the secret is the one hashed; checked against a dummy hash when there is none."""
        context = self._vsf_crypt_context()
        if id(context) not in _DUMMY_HASHES:
            _DUMMY_HASHES[id(context)] = self._vsf_hash_secret('no punch-out secret matches this')
        # The context also verifies plaintext (for Odoo's password migration): only a real hash counts.
        usable = bool(stored_hash) and context.identify(stored_hash, required=False) not in (None, 'plaintext')
        try:
            matches = context.verify(secret or '', stored_hash if usable else _DUMMY_HASHES[id(context)])
        except (ValueError, TypeError):
            matches = False
        return usable and bool(secret) and matches

    # --- Finding the buyer of a request -----------------------------------------------------------

    @api.model
    def _vsf_find_by_from(self, domain, identity):
        """The active cXML buyer of a setup request's From: domain in any case, identity exactly."""
        if not (domain and identity):
            return self.browse()
        wanted = domain.strip().lower()
        return self._vsf_cxml_buyers(identity).filtered(
            lambda buyer: (buyer.cxml_domain or '').strip().lower() == wanted)[:1]

    @api.model
    def _vsf_find_cxml_by_identity(self, identity):
        """The active cXML buyer of a direct login, which names no domain."""
        return self._vsf_cxml_buyers(identity)[:1]

    @api.model
    def _vsf_cxml_buyers(self, identity):
        candidates = self.search([('protocol', '=', 'cxml'), ('cxml_identity', '=', (identity or '').strip())],
                                 order='id')
        return candidates.filtered(lambda buyer: buyer.user_id.active)

    @api.model
    def _vsf_find_oci(self, username):
        """The active OCI buyer of a user name in any case (SAP systems send upper case). Compared
        here rather than with ``=ilike``, whose ``%`` and ``_`` would match other names."""
        wanted = (username or '').strip().upper()
        candidates = self.search([('protocol', '=', 'oci'), ('oci_username', '!=', False)], order='id')
        return candidates.filtered(
            lambda buyer: buyer.oci_username.strip().upper() == wanted and buyer.user_id.active)[:1]

    def _vsf_is_supplier_credential(self, domain, identity):
        """Whether a setup request's To is our credential towards this buyer."""
        self.ensure_one()
        return bool(
            self.supplier_domain and self.supplier_identity and domain and identity
            and domain.strip().lower() == self.supplier_domain.strip().lower()
            and identity.strip() == self.supplier_identity.strip())

    # --- Return URLs ------------------------------------------------------------------------------

    def _vsf_allowed_return_urls(self):
        self.ensure_one()
        return [line.strip() for line in (self.return_url_prefixes or '').splitlines() if line.strip()]

    def _vsf_allows_return_url(self, return_url):
        self.ensure_one()
        return any(allows(entry, return_url) for entry in self._vsf_allowed_return_urls())

    # --- Consistency ------------------------------------------------------------------------------

    @api.constrains('return_url_prefixes')
    def _check_return_url_prefixes(self):
        for buyer in self:
            wrong = [entry for entry in buyer._vsf_allowed_return_urls() if not is_valid_entry(entry)]
            if wrong or not buyer._vsf_allowed_return_urls():
                raise ValidationError(_(
                    'Allowed return URLs are http(s) addresses with a path and no user, query or '
                    'fragment, one per line, e.g. https://eproc.buyer.example/punchout/. Not valid: %s',
                    ', '.join(wrong) or '-'))

    @api.constrains('protocol', 'cxml_domain', 'cxml_identity', 'supplier_domain', 'supplier_identity',
                    'oci_username')
    def _check_credentials(self):
        for buyer in self:
            if buyer.protocol == 'cxml' and not (buyer.cxml_domain and buyer.cxml_identity
                                                 and buyer.supplier_domain and buyer.supplier_identity):
                raise ValidationError(_('A cXML buyer needs its From credential and ours (To).'))
            if buyer.protocol == 'oci' and not buyer.oci_username:
                raise ValidationError(_('An OCI buyer needs its user name.'))
            if buyer._vsf_same_credentials():
                raise ValidationError(_('Another punch-out buyer signs in with the same credentials.'))

    def _vsf_same_credentials(self):
        """Other buyers a request could not tell from this one."""
        self.ensure_one()
        others = self.with_context(active_test=False).search([('id', '!=', self.id), ('protocol', '=', self.protocol)])
        if self.protocol == 'cxml':
            return others.filtered(lambda b: (b.cxml_domain or '').strip().lower() == self.cxml_domain.strip().lower()
                                   and (b.cxml_identity or '').strip() == self.cxml_identity.strip())
        return others.filtered(lambda b: (b.oci_username or '').strip().upper() == self.oci_username.strip().upper())
