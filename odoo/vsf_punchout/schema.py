# -*- coding: utf-8 -*-
"""The Punch-out block of graphql/schema/extensions.graphql."""
import graphene

from odoo.addons.graphql_base import OdooObjectType
from odoo.addons.graphql_vuestorefront.schemas.objects import Order, Product, User
from odoo.addons.vsf_base.extension import SchemaExtension

from . import punchout


class PunchoutProtocol(graphene.Enum):
    CXML = 'cxml'
    OCI = 'oci'


class PunchoutOperation(graphene.Enum):
    """cXML PunchOutSetupRequest operations (cXML 1.2 DTD)."""

    CREATE = 'create'
    EDIT = 'edit'
    INSPECT = 'inspect'


class PunchoutState(graphene.Enum):
    OPEN = 'open'
    TRANSFERRED = 'transferred'
    CLOSED = 'closed'


class PunchoutCredential(graphene.ObjectType):
    """A cXML credential: domain (NetworkID, DUNS, AribaNetworkUserId, ...) and identity."""

    domain = graphene.String()
    identity = graphene.String()


class PunchoutCredentialInput(graphene.InputObjectType):
    domain = graphene.String(required=True)
    identity = graphene.String(required=True)


class PunchoutItemInput(graphene.InputObjectType):
    """One ItemOut of an edit or inspect request: the line to put back in the cart."""

    sku = graphene.String(required=True, description="SupplierPartID: the product variant's internal reference (Product.sku).")
    auxiliary_id = graphene.String(description='SupplierPartAuxiliaryID as the shop sent it in the order message.')
    quantity = graphene.Float(required=True)


class PunchoutExtrinsicInput(graphene.InputObjectType):
    name = graphene.String(required=True)
    value = graphene.String()


class PunchoutSetupInput(graphene.InputObjectType):
    """What the storefront read from a cXML PunchOutSetupRequest."""

    payload_id = graphene.String(required=True, description='cXML payloadID: unique per document; a second request with the same one is refused.')
    timestamp = graphene.String(description='cXML timestamp (ISO 8601); requests older than a few minutes are refused.')
    # `from` is a Python keyword.
    from_ = graphene.InputField(PunchoutCredentialInput, required=True, name='from')
    to = graphene.InputField(PunchoutCredentialInput, required=True)
    sender = graphene.InputField(PunchoutCredentialInput, required=True)
    shared_secret = graphene.String(required=True)
    operation = graphene.InputField(PunchoutOperation, required=True)
    buyer_cookie = graphene.String(required=True)
    return_url = graphene.String(required=True, description="BrowserFormPost URL: must be on the buyer's allowed list.")
    deployment_mode = graphene.String(description='test or production (cXML deploymentMode).')
    selected_sku = graphene.String(description='SelectedItem SupplierPartID (level 2 punch-out): the product to open.')
    items = graphene.List(graphene.NonNull(PunchoutItemInput))
    extrinsics = graphene.List(graphene.NonNull(PunchoutExtrinsicInput))


class PunchoutSetup(graphene.ObjectType):
    """The answer to a setup request: a one-time token for the StartPage URL."""

    start_token = graphene.String(required=True, description='Random, single use, valid until expiresAt; only its hash is kept.')
    expires_at = graphene.String()


def _credential(domain, identity):
    return PunchoutCredential(domain=domain, identity=identity) if domain and identity else None


class PunchoutSession(OdooObjectType):
    """A vsf.punchout.session, read as superuser: the resolvers hand out only the caller's own."""

    user = graphene.Field(User)
    protocol = graphene.Field(PunchoutProtocol)
    state = graphene.Field(PunchoutState)
    operation = graphene.Field(PunchoutOperation)
    buyer_name = graphene.String(description="The buyer company's name, for the shop's banner.")
    return_url = graphene.String(description='cXML BrowserFormPost URL or OCI HOOK_URL, checked against the allowed list when stored.')
    allowed_return_urls = graphene.List(graphene.String)
    buyer_cookie = graphene.String(description='cXML: echoed unchanged in the order message.')
    buyer_credential = graphene.Field(PunchoutCredential, description='cXML: the buyer (From of the setup request), the To of the order message.')
    supplier_credential = graphene.Field(PunchoutCredential, description="cXML: the shop's own identity towards this buyer, the From and Sender of the order message.")
    deployment_mode = graphene.String()
    operation_allowed = graphene.Field(PunchoutOperation, description='cXML: the operation the order message allows later (create, inspect or edit).')
    message_field = graphene.String(description='cXML: the form field that carries the order message, cXML-urlencoded or cXML-base64.')
    selected_sku = graphene.String(description='cXML: SelectedItem of a level 2 punch-out (Product.sku).')
    oci_ok_code = graphene.String()
    oci_target = graphene.String()
    oci_caller = graphene.String()

    def resolve_user(self, info):
        return self.user_id or None

    def resolve_buyer_name(self, info):
        return self.buyer_id.partner_id.name or None

    def resolve_allowed_return_urls(self, info):
        return self.buyer_id._vsf_allowed_return_urls()

    # The order message's header only exists in cXML.
    def resolve_buyer_credential(self, info):
        return _credential(self.buyer_id.cxml_domain, self.buyer_id.cxml_identity) if self.protocol == 'cxml' else None

    def resolve_supplier_credential(self, info):
        buyer = self.buyer_id
        return _credential(buyer.supplier_domain, buyer.supplier_identity) if self.protocol == 'cxml' else None

    def resolve_operation_allowed(self, info):
        return self.buyer_id.operation_allowed if self.protocol == 'cxml' else None

    def resolve_message_field(self, info):
        return self.buyer_id.message_field if self.protocol == 'cxml' else None


class PunchoutTransfer(graphene.ObjectType):
    """A transferred punch-out: the session (now TRANSFERRED) and the cart as it went back."""

    session = graphene.Field(PunchoutSession)
    order = graphene.Field(Order)


class PunchoutQuery(graphene.ObjectType):
    punchout_session = graphene.Field(PunchoutSession, description="The session's open punch-out, or null.")

    @staticmethod
    def resolve_punchout_session(self, info):
        return punchout.current() or None


class PunchoutMutation(graphene.ObjectType):
    punchout_setup = graphene.Field(
        PunchoutSetup,
        setup_request=graphene.Argument(PunchoutSetupInput, required=True, name='request'),
        description='cXML setup (server to server, no browser session): authenticates the buyer by '
                    'From identity and shared secret, checks To and the return URL, refuses replays, '
                    "and keeps the request. Wrong identity, secret or To: 'Wrong email or password.'")
    punchout_start = graphene.Field(
        PunchoutSession, token=graphene.String(required=True),
        description='Opens a cXML punch-out from its StartPage token (single use): the session now '
                    "belongs to the buyer, as after login, with a fresh cart, rebuilt from the request's "
                    'items for edit and inspect.')
    punchout_login = graphene.Field(
        PunchoutSession,
        protocol=graphene.Argument(PunchoutProtocol, required=True),
        identity=graphene.String(),
        shared_secret=graphene.String(),
        username=graphene.String(),
        password=graphene.String(),
        return_url=graphene.String(),
        oci_ok_code=graphene.String(),
        oci_target=graphene.String(),
        oci_caller=graphene.String(),
        description='OCI (and direct cXML) login: username + password (OCI) or identity + shared secret '
                    '(cXML). The session then belongs to the buyer account, as after login, and is a '
                    'punch-out session.')
    punchout_transfer = graphene.Field(
        PunchoutTransfer,
        description="Ends the session's open punch-out: returns the cart, cancels the draft order (no "
                    'order, invoice or payment is created) and logs the session out. A second call finds '
                    'no punch-out.')

    @staticmethod
    def resolve_punchout_setup(self, info, setup_request):
        token, expires_at = punchout.setup(setup_request)
        return PunchoutSetup(start_token=token, expires_at=expires_at)

    @staticmethod
    def resolve_punchout_start(self, info, token):
        return punchout.start(token)

    @staticmethod
    def resolve_punchout_login(self, info, protocol, **credentials):
        return punchout.login(protocol, **credentials)

    @staticmethod
    def resolve_punchout_transfer(self, info):
        session, order = punchout.transfer()
        return PunchoutTransfer(session=session, order=order or None)


def resolve_uom_code(product, info):
    """UN/CEFACT Rec. 20 code of the product's unit (OCA uom_unece); EA when the unit has none."""
    return product.sudo().uom_id.unece_code or 'EA'


def resolve_unspsc_code(product, info):
    """The product's UNSPSC code (models/product_template.py); a variant has its template's."""
    template = product.sudo().product_tmpl_id if product._name == 'product.product' else product.sudo()
    return template._vsf_unspsc_code() or None


SchemaExtension(
    __name__,
    query=[PunchoutQuery],
    mutation=[PunchoutMutation],
    fields={
        Product: {
            'uom_code': graphene.String(
                resolver=resolve_uom_code,
                description='UN/CEFACT Rec. 20 code of the unit of measure (EA, C62, KGM, ...; OCA uom_unece).'),
            'unspsc_code': graphene.String(
                resolver=resolve_unspsc_code, description='UNSPSC classification code.'),
        },
    },
)
