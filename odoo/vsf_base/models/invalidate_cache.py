# -*- coding: utf-8 -*-
import hashlib
import hmac
import json
import logging
import time

import requests

from odoo import api, models

_logger = logging.getLogger(__name__)

# The storefront accepts at most this many tags in one request (lib/seo/revalidate-auth.server.ts).
MAX_TAGS = 1000


def signed_request(secret, tags, timestamp=None):
    """Body and headers of the storefront's cache webhook: HMAC-SHA256 of "<timestamp>.<body>"."""
    body = json.dumps({'tags': tags}, separators=(',', ':'))
    timestamp = str(int(timestamp if timestamp is not None else time.time()))
    digest = hmac.new(secret.encode(), ('%s.%s' % (timestamp, body)).encode(), hashlib.sha256).hexdigest()
    headers = {
        'Content-Type': 'application/json',
        'x-odoo-timestamp': timestamp,
        'x-odoo-signature': 'sha256=%s' % digest,
    }
    return body, headers


class InvalidateCache(models.Model):
    _inherit = 'invalidate.cache'

    @api.model
    def request_cache_invalidation(self, url, key, tags):
        """graphql_vuestorefront's cron sends the changed records' tags (``P12,C3``) with a GET
        that carries the key in the URL; the storefront takes a signed POST instead
        (``POST /api/revalidate``, README): the key signs the request and never travels.
        Settings: ``vsf_cache_invalidation`` on, ``vsf_cache_invalidation_url`` the storefront's
        ``https://<shop>/api/revalidate``, ``vsf_cache_invalidation_key`` its REVALIDATE_SECRET."""
        if not (url and key and tags):
            return
        names = [tag for tag in tags.split(',') if tag]
        for start in range(0, len(names), MAX_TAGS):
            body, headers = signed_request(key, names[start:start + MAX_TAGS])
            try:
                response = requests.post(url, data=body, headers=headers, timeout=5)
                response.raise_for_status()
            except Exception as error:
                # As graphql_vuestorefront does: roll back, so the entries stay queued for the next run.
                _logger.error('Storefront cache webhook %s failed: %s', url, error)
                self.env.cr.rollback()
                return
