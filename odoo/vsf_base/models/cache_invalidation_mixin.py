# -*- coding: utf-8 -*-
from odoo import models


class StorefrontCacheInvalidationMixin(models.AbstractModel):
    """A record the storefront caches a page of: every change or deletion queues it in
    graphql_vuestorefront's ``invalidate.cache``, whose cron sends the queued records' tags in the
    storefront's cache webhook (models/invalidate_cache.py). Queuing does nothing while
    graphql_vuestorefront's ``vsf_cache_invalidation`` setting is off."""

    _name = 'vsf.cache.invalidation.mixin'
    _description = 'Storefront cache invalidation'

    def write(self, vals):
        result = super().write(vals)
        self._vsf_queue_cache_invalidation()
        return result

    def unlink(self):
        self._vsf_queue_cache_invalidation()
        return super().unlink()

    def _vsf_queue_cache_invalidation(self):
        if self:
            self.env['invalidate.cache'].create_invalidate_cache(self._name, self.ids)
