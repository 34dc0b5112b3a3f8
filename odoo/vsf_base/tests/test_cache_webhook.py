# -*- coding: utf-8 -*-
import hashlib
import hmac
import json
from unittest.mock import patch

from odoo.tests.common import TransactionCase

from ..models.invalidate_cache import MAX_TAGS, signed_request


class TestCacheWebhook(TransactionCase):

    def test_signature_covers_the_timestamp_and_the_body(self):
        body, headers = signed_request('secret', ['P12', 'C3'], timestamp=1767225600)
        self.assertEqual(body, '{"tags":["P12","C3"]}')
        self.assertEqual(headers['x-odoo-timestamp'], '1767225600')
        expected = hmac.new(b'secret', b'1767225600.{"tags":["P12","C3"]}', hashlib.sha256).hexdigest()
        self.assertEqual(headers['x-odoo-signature'], 'sha256=' + expected)

    def test_the_key_is_never_in_the_url(self):
        with patch('odoo.addons.vsf_base.models.invalidate_cache.requests.post') as post:
            self.env['invalidate.cache'].request_cache_invalidation(
                'https://shop.example/api/revalidate', 'secret', 'P12,C3')
        url = post.call_args.args[0]
        self.assertEqual(url, 'https://shop.example/api/revalidate')
        self.assertNotIn('secret', url)
        self.assertEqual(json.loads(post.call_args.kwargs['data']), {'tags': ['P12', 'C3']})

    def test_many_tags_go_in_requests_the_storefront_accepts(self):
        tags = ','.join('P%d' % i for i in range(MAX_TAGS + 5))
        with patch('odoo.addons.vsf_base.models.invalidate_cache.requests.post') as post:
            self.env['invalidate.cache'].request_cache_invalidation('https://shop.example/x', 'k', tags)
        sizes = [len(json.loads(call.kwargs['data'])['tags']) for call in post.call_args_list]
        self.assertEqual(sizes, [MAX_TAGS, 5])

    def test_nothing_is_sent_without_url_key_or_tags(self):
        with patch('odoo.addons.vsf_base.models.invalidate_cache.requests.post') as post:
            self.env['invalidate.cache'].request_cache_invalidation('', 'k', 'P1')
            self.env['invalidate.cache'].request_cache_invalidation('https://shop.example/x', '', 'P1')
            self.env['invalidate.cache'].request_cache_invalidation('https://shop.example/x', 'k', '')
        post.assert_not_called()
