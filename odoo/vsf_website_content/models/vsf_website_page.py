# -*- coding: utf-8 -*-
from odoo import models


class VsfWebsitePage(models.Model):
    _inherit = 'vsf.website.page'

    def write(self, vals):
        result = super().write(vals)
        self._vsf_queue_cache_invalidation()
        return result

    def unlink(self):
        self._vsf_queue_cache_invalidation()
        return super().unlink()

    def _vsf_queue_cache_invalidation(self):
        """graphql_vuestorefront's own pages carry a cache tag too (``W<id>``, WebsitePage.contentCacheTag)."""
        if self:
            self.env['invalidate.cache'].create_invalidate_cache(self._name, self.ids)
