# -*- coding: utf-8 -*-
import uuid
from datetime import datetime, timezone

from odoo.tests.common import new_test_user

from odoo.addons.vsf_base.tests.common import GraphQLCase

RETURN_URL = 'https://eproc.buyer.example/punchout/return?s=abc&x=1'

SESSION_FIELDS = '''protocol state operation buyerName returnUrl allowedReturnUrls buyerCookie
  buyerCredential { domain identity } supplierCredential { domain identity } deploymentMode
  operationAllowed messageField selectedSku ociOkCode ociTarget ociCaller user { email }'''
SETUP = '''mutation ($request: PunchoutSetupInput!) {
  punchoutSetup(request: $request) { startToken expiresAt } }'''
START = 'mutation ($token: String!) { punchoutStart(token: $token) { %s } }' % SESSION_FIELDS
SESSION = '{ punchoutSession { %s } }' % SESSION_FIELDS
LOGIN = '''mutation ($protocol: PunchoutProtocol!, $identity: String, $sharedSecret: String,
    $username: String, $password: String, $returnUrl: String, $ociOkCode: String,
    $ociTarget: String, $ociCaller: String) {
  punchoutLogin(protocol: $protocol, identity: $identity, sharedSecret: $sharedSecret,
    username: $username, password: $password, returnUrl: $returnUrl, ociOkCode: $ociOkCode,
    ociTarget: $ociTarget, ociCaller: $ociCaller) { %s } }''' % SESSION_FIELDS
TRANSFER = '''mutation { punchoutTransfer {
  session { state protocol buyerCookie returnUrl }
  order { id amountUntaxed orderLines { quantity priceUnit priceSubtotal product { id sku uomCode unspscCode } } } } }'''
PARTNER = '{ partner { id email } }'
CART = '{ cart { order { id orderLines { id quantity product { id sku } } } } }'
ADD_TO_CART = '''mutation ($productId: Int!, $quantity: Int!) {
  cartAddItem(productId: $productId, quantity: $quantity) { order { id } } }'''


class PunchoutCase(GraphQLCase):
    """A cXML buyer, an OCI buyer and three products the website sells."""

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        Buyer = cls.env['vsf.punchout.buyer']
        cls.company = cls.env['res.partner'].create({'name': 'Procurement Corp Test', 'is_company': True})
        cls.cxml_user = cls._buyer_user('vsf_punchout_cxml@example.com')
        cls.oci_user = cls._buyer_user('vsf_punchout_oci@example.com')
        cls.cxml_buyer = Buyer.create({
            'name': 'Procurement Corp (cXML)',
            'protocol': 'cxml',
            'user_id': cls.cxml_user.id,
            'cxml_domain': 'DUNS',
            'cxml_identity': '987654321-vsf',
            'cxml_sender_domain': 'DUNS',
            'cxml_sender_identity': '987654321-vsf',
            'supplier_domain': 'DUNS',
            'supplier_identity': '123456789-vsf',
            'shared_secret': 'cxml-secret',
            'message_field': 'cXML-urlencoded',
            'operation_allowed': 'edit',
            'return_url_prefixes': 'https://eproc.buyer.example/punchout/\nhttp://127.0.0.1:8069/procurement/return/',
        })
        cls.other_cxml_buyer = Buyer.create({
            'name': 'Other buyer (cXML)',
            'protocol': 'cxml',
            'user_id': cls._buyer_user('vsf_punchout_other@example.com').id,
            'cxml_domain': 'NetworkID',
            'cxml_identity': 'AN01000000001-T-vsf',
            'supplier_domain': 'NetworkID',
            'supplier_identity': 'AN01000000999-vsf',
            'shared_secret': 'other-secret',
            'message_field': 'cXML-base64',
            'return_url_prefixes': 'https://eproc.buyer.example/punchout/',
        })
        cls.oci_buyer = Buyer.create({
            'name': 'Procurement Corp (OCI)',
            'protocol': 'oci',
            'user_id': cls.oci_user.id,
            'oci_username': 'VSFOCIBUYER',
            'oci_password': 'oci123',
            'return_url_prefixes': 'https://sap.buyer.example/sap/bc/',
        })
        cls.products = cls.env['product.product'].create([{
            'name': 'Punch-out test product %d' % number,
            'default_code': 'VSF-PO-%d' % number,
            'list_price': 10.0 * number,
            'type': 'consu',
            'sale_ok': True,
            'is_published': True,
        } for number in (1, 2, 3)])
        cls.unpublished = cls.env['product.product'].create({
            'name': 'Punch-out test prototype', 'default_code': 'VSF-PO-X', 'list_price': 5.0,
            'type': 'consu', 'sale_ok': True, 'is_published': False})
        # The requests below read the database through the same cursor, not this environment's cache.
        cls.env['base'].flush()

    def graphql(self, query, variables=None, cookies=None):
        # In English, as the storefront asks its setup requests: Odoo writes its refusals in the
        # request's language, and without a cookie that is the website's (nl_NL on the demo shop).
        return super().graphql(query, variables, {'frontend_lang': 'en_US', **(cookies or {})})

    @classmethod
    def _buyer_user(cls, login):
        user = new_test_user(cls.env, login=login, groups='base.group_portal', name=login.split('@')[0])
        user.partner_id.write({'parent_id': cls.company.id, 'email': login})
        return user

    def setup_request(self, buyer=None, **overrides):
        buyer = buyer or self.cxml_buyer
        request = {
            'payloadId': '%s@buyer.example' % uuid.uuid4(),
            'timestamp': datetime.now(timezone.utc).isoformat(),
            'from': {'domain': buyer.cxml_domain, 'identity': buyer.cxml_identity},
            'to': {'domain': buyer.supplier_domain, 'identity': buyer.supplier_identity},
            'sender': {'domain': buyer.cxml_domain, 'identity': buyer.cxml_identity},
            'sharedSecret': 'cxml-secret' if buyer == self.cxml_buyer else 'other-secret',
            'operation': 'CREATE',
            'buyerCookie': 'cookie-%s' % uuid.uuid4(),
            'returnUrl': RETURN_URL,
            'deploymentMode': 'production',
            'extrinsics': [{'name': 'UserEmail', 'value': 'jane.buyer@buyer.example'}],
        }
        request.update(overrides)
        return request

    def start_token(self, request=None):
        return self.graphql_data(SETUP, {'request': request or self.setup_request()})['punchoutSetup']['startToken']

    def started_punchout(self, request=None):
        return self.graphql_data(START, {'token': self.start_token(request)})['punchoutStart']

    def oci_login(self, **overrides):
        variables = {'protocol': 'OCI', 'username': 'VSFOCIBUYER', 'password': 'oci123',
                     'returnUrl': 'https://sap.buyer.example/sap/bc/hook?sap-client=100'}
        variables.update(overrides)
        return self.graphql(LOGIN, variables)

    def new_browser(self):
        """Another browser: no cookie of this one."""
        self.opener.cookies.clear()

    def signed_in_email(self):
        answer = self.graphql(PARTNER)
        return None if answer.get('errors') else answer['data']['partner']['email']

    def cart_lines(self):
        order = self.graphql_data(CART)['cart']['order']
        return order['id'], [(line['product']['sku'], line['quantity']) for line in order['orderLines'] or []]

    def punchout_of(self, payload_id):
        Punchout = self.env['vsf.punchout.session']
        Punchout.invalidate_cache()
        return Punchout.search([('payload_id', '=', payload_id)])
