# -*- coding: utf-8 -*-
import hashlib
from datetime import datetime, timedelta, timezone

from odoo.tests import tagged

from .common import SETUP, PunchoutCase

WRONG_LOGIN = 'Wrong email or password.'


@tagged('post_install', '-at_install')
class TestPunchoutSetup(PunchoutCase):

    def assertRefused(self, request, message):
        before = self.env['vsf.punchout.session'].search_count([])
        self.assertEqual(self.graphql_error(SETUP, {'request': request}), message)
        self.assertEqual(self.env['vsf.punchout.session'].search_count([]), before, 'a refusal keeps nothing')

    def test_a_valid_request_gets_a_one_time_token_for_five_minutes(self):
        request = self.setup_request(selectedSku=' VSF-PO-2 ')
        answer = self.graphql_data(SETUP, {'request': request})['punchoutSetup']
        token = answer['startToken']
        self.assertRegex(token, r'^[A-Za-z0-9_-]{22,}$')
        expires_at = datetime.strptime(answer['expiresAt'], '%Y-%m-%dT%H:%M:%S.%fZ')
        self.assertLess(expires_at - datetime.utcnow(), timedelta(minutes=5, seconds=1))
        self.assertGreater(expires_at - datetime.utcnow(), timedelta(minutes=4))
        punchout = self.punchout_of(request['payloadId']).sudo()
        self.assertRecordValues(punchout, [{
            'buyer_id': self.cxml_buyer.id, 'protocol': 'cxml', 'state': 'open', 'operation': 'create',
            'buyer_cookie': request['buyerCookie'], 'return_url': request['returnUrl'],
            'selected_sku': 'VSF-PO-2', 'start_used': False, 'deployment_mode': 'production'}])
        self.assertEqual(punchout.start_token_hash, hashlib.sha256(token.encode()).hexdigest())
        # Server to server: the caller's session is not signed in.
        self.assertIsNone(self.signed_in_email())

    def test_from_domain_and_to_domain_in_any_case(self):
        buyer = self.other_cxml_buyer
        request = self.setup_request(buyer, **{
            'from': {'domain': 'networkid', 'identity': buyer.cxml_identity},
            'to': {'domain': 'NETWORKID', 'identity': buyer.supplier_identity}})
        self.assertTrue(self.graphql_data(SETUP, {'request': request})['punchoutSetup']['startToken'])

    def test_a_wrong_shared_secret_is_a_wrong_login(self):
        self.assertRefused(self.setup_request(sharedSecret='wrong'), WRONG_LOGIN)
        self.assertRefused(self.setup_request(sharedSecret='other-secret'), WRONG_LOGIN)

    def test_an_unknown_from_is_a_wrong_login(self):
        self.assertRefused(self.setup_request(**{'from': {'domain': 'DUNS', 'identity': '000000000'}}), WRONG_LOGIN)
        self.assertRefused(self.setup_request(**{'from': {'domain': 'NetworkID', 'identity': '987654321-vsf'}}),
                           WRONG_LOGIN)

    def test_a_to_that_is_not_us_is_a_wrong_login(self):
        self.assertRefused(self.setup_request(to={'domain': 'DUNS', 'identity': '111111111'}), WRONG_LOGIN)
        other = self.other_cxml_buyer
        self.assertRefused(self.setup_request(to={'domain': other.supplier_domain, 'identity': other.supplier_identity}),
                           WRONG_LOGIN)

    def test_a_return_url_off_the_allowed_list_is_refused(self):
        for url in ('https://evil.example/punchout/', 'https://eproc.buyer.example/punchout/../admin',
                    'http://eproc.buyer.example/punchout/return', 'https://eproc.buyer.example@evil.example/punchout/'):
            self.assertRefused(self.setup_request(returnUrl=url), 'Return URL not allowed.')

    def test_a_replayed_payload_id_of_the_same_buyer_is_refused(self):
        request = self.setup_request()
        self.graphql_data(SETUP, {'request': request})
        self.assertRefused(dict(request, buyerCookie='other'), 'Duplicate payloadID.')
        other = self.setup_request(self.other_cxml_buyer, payloadId=request['payloadId'])
        self.assertTrue(self.graphql_data(SETUP, {'request': other})['punchoutSetup']['startToken'])

    def test_a_timestamp_too_old_too_far_ahead_or_unreadable_is_refused(self):
        now = datetime.now(timezone.utc)
        for timestamp in ((now - timedelta(minutes=6)).isoformat(), (now + timedelta(minutes=6)).isoformat(),
                          'yesterday'):
            self.assertRefused(self.setup_request(timestamp=timestamp), 'Request expired.')
        berlin = timezone(timedelta(hours=2))
        for timestamp in ((now - timedelta(minutes=4)).astimezone(berlin).isoformat(), None):
            self.assertTrue(self.graphql_data(SETUP, {'request': self.setup_request(timestamp=timestamp)}))

    def test_the_lines_of_an_edit_request_are_checked(self):
        line = {'sku': 'VSF-PO-1', 'quantity': 0}
        self.assertRefused(self.setup_request(operation='EDIT', items=[line]), 'Quantity must be positive.')
        self.assertRefused(self.setup_request(operation='EDIT', items=[dict(line, quantity=1)] * 501), 'Too many items.')
