# -*- coding: utf-8 -*-
from odoo.tests import tagged

from .common import LOGIN, RETURN_URL, SESSION, PunchoutCase

WRONG_LOGIN = 'Wrong email or password.'
HOOK_URL = 'https://sap.buyer.example/sap/bc/hook?sap-client=100&x=%C3%A9'


def error_of(answer):
    return ', '.join(error['message'] for error in answer.get('errors') or [])


@tagged('post_install', '-at_install')
class TestPunchoutLogin(PunchoutCase):

    def test_an_oci_buyer_signs_in_with_the_hook_url_and_return_fields_as_sent(self):
        answer = self.oci_login(username='vsfocibuyer', returnUrl=HOOK_URL, ociOkCode='ADDI', ociTarget='_top',
                                ociCaller='CTLG')
        self.assertFalse(answer.get('errors'), answer.get('errors'))
        session = answer['data']['punchoutLogin']
        self.assertEqual({key: session[key] for key in (
            'protocol', 'state', 'operation', 'buyerName', 'returnUrl', 'ociOkCode', 'ociTarget', 'ociCaller',
            'buyerCredential', 'supplierCredential', 'messageField', 'operationAllowed', 'user')}, {
            'protocol': 'OCI', 'state': 'OPEN', 'operation': 'CREATE', 'buyerName': 'Procurement Corp Test',
            'returnUrl': HOOK_URL, 'ociOkCode': 'ADDI', 'ociTarget': '_top', 'ociCaller': 'CTLG',
            'buyerCredential': None, 'supplierCredential': None, 'messageField': None, 'operationAllowed': None,
            'user': {'email': self.oci_user.login}})
        self.assertEqual(self.signed_in_email(), self.oci_user.login)
        self.assertEqual(self.graphql_data(SESSION)['punchoutSession']['ociOkCode'], 'ADDI')

    def test_a_wrong_oci_password_is_a_wrong_login_and_signs_nobody_in(self):
        self.assertEqual(error_of(self.oci_login(password='oci124')), WRONG_LOGIN)
        self.assertEqual(error_of(self.oci_login(username='NOBODY')), WRONG_LOGIN)
        self.assertEqual(error_of(self.oci_login(password=None)), WRONG_LOGIN)
        self.assertIsNone(self.signed_in_email())
        self.assertFalse(self.env['vsf.punchout.session'].search_count([('buyer_id', '=', self.oci_buyer.id)]))

    def test_oci_needs_an_allowed_hook_url(self):
        self.assertEqual(error_of(self.oci_login(returnUrl=None)), 'Return URL not allowed.')
        self.assertEqual(error_of(self.oci_login(returnUrl='https://evil.example/sap/bc/hook')),
                         'Return URL not allowed.')
        self.assertIsNone(self.signed_in_email())

    def test_a_cxml_buyer_signs_in_with_identity_and_shared_secret(self):
        session = self.graphql_data(LOGIN, {'protocol': 'CXML', 'identity': '987654321-vsf',
                                            'sharedSecret': 'cxml-secret', 'returnUrl': RETURN_URL})['punchoutLogin']
        self.assertEqual((session['protocol'], session['state'], session['returnUrl']), ('CXML', 'OPEN', RETURN_URL))
        self.assertEqual(self.signed_in_email(), self.cxml_user.login)

    def test_credentials_of_the_other_protocol_are_a_wrong_login(self):
        as_cxml = self.graphql(LOGIN, {'protocol': 'CXML', 'username': 'VSFOCIBUYER', 'password': 'oci123',
                                       'returnUrl': RETURN_URL})
        as_oci = self.graphql(LOGIN, {'protocol': 'OCI', 'identity': '987654321-vsf', 'sharedSecret': 'cxml-secret',
                                      'returnUrl': RETURN_URL})
        self.assertEqual((error_of(as_cxml), error_of(as_oci)), (WRONG_LOGIN, WRONG_LOGIN))
        self.assertIsNone(self.signed_in_email())
