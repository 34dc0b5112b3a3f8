# -*- coding: utf-8 -*-
from odoo.exceptions import ValidationError
from odoo.tests import tagged
from odoo.tests.common import TransactionCase, new_test_user

ALLOWED = 'https://eproc.buyer.example/punchout/'


@tagged('post_install', '-at_install')
class TestPunchoutBuyer(TransactionCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.user = new_test_user(cls.env, login='vsf_punchout_model_buyer', groups='base.group_portal')
        cls.buyer = cls.env['vsf.punchout.buyer'].create({
            'name': 'Model test buyer',
            'protocol': 'cxml',
            'user_id': cls.user.id,
            'cxml_domain': 'DUNS',
            'cxml_identity': '555000111',
            'supplier_domain': 'DUNS',
            'supplier_identity': '555000999',
            'shared_secret': 'the-secret',
            'return_url_prefixes': ALLOWED,
        })

    def test_the_shared_secret_is_kept_as_odoos_password_hash_only(self):
        stored = self.buyer.sudo().shared_secret_hash
        self.assertTrue(stored.startswith('$pbkdf2-sha512$'))
        self.assertNotIn('the-secret', stored)
        self.assertEqual(self.buyer.shared_secret, '')
        Buyer = self.env['vsf.punchout.buyer']
        self.assertTrue(Buyer._vsf_secret_matches('the-secret', stored))
        self.assertFalse(Buyer._vsf_secret_matches('the-secreT', stored))
        self.assertFalse(Buyer._vsf_secret_matches('', stored))
        self.assertFalse(Buyer._vsf_secret_matches('the-secret', False))

    def test_a_plaintext_value_in_the_hash_field_matches_nothing(self):
        self.buyer.sudo().shared_secret_hash = 'the-secret'
        self.assertFalse(self.env['vsf.punchout.buyer']._vsf_secret_matches('the-secret', 'the-secret'))

    def test_the_buyer_is_found_by_from_domain_in_any_case_and_identity_exactly(self):
        Buyer = self.env['vsf.punchout.buyer']
        self.assertEqual(Buyer._vsf_find_by_from('duns', '555000111'), self.buyer)
        self.assertFalse(Buyer._vsf_find_by_from('DUNS', '555000111x'))
        self.assertFalse(Buyer._vsf_find_by_from('NetworkID', '555000111'))
        self.buyer.active = False
        self.assertFalse(Buyer._vsf_find_by_from('DUNS', '555000111'))

    def test_return_urls_lie_under_an_allowed_prefix_by_whole_segments(self):
        self.buyer.return_url_prefixes = '%s\nhttps://other.example/hook' % ALLOWED
        allowed = ['https://eproc.buyer.example/punchout/return?s=1', 'https://EPROC.buyer.example:443/punchout/x',
                   'https://other.example/hook', 'https://other.example/hook/x?y=1']
        refused = ['//evil.example/punchout/', 'javascript:alert(1)', 'https://eproc.buyer.example.evil.com/punchout/',
                   'https://eproc.buyer.example@evil.example/punchout/', 'https://user:pass@eproc.buyer.example/punchout/',
                   'http://eproc.buyer.example/punchout/return', 'https://eproc.buyer.example/other/return',
                   'https://eproc.buyer.example/punchout/../admin', 'https://other.example/hook-evil', 'not a url']
        for url in allowed:
            self.assertTrue(self.buyer._vsf_allows_return_url(url), url)
        for url in refused:
            self.assertFalse(self.buyer._vsf_allows_return_url(url), url)

    def test_an_allowed_return_url_is_an_http_origin_with_a_path(self):
        for wrong in ('eproc.buyer.example/punchout/', 'ftp://eproc.buyer.example/', 'https://u@eproc.buyer.example/',
                      'https://eproc.buyer.example/punchout/?x=1'):
            with self.assertRaises(ValidationError, msg=wrong), self.cr.savepoint():
                self.buyer.return_url_prefixes = '%s\n%s' % (ALLOWED, wrong)

    def test_two_buyers_cannot_share_their_credentials(self):
        with self.assertRaises(ValidationError), self.cr.savepoint():
            self.buyer.copy({'name': 'Copy', 'cxml_domain': 'duns'})
