# -*- coding: utf-8 -*-
from odoo import api, models

# Both kinds of page the storefront shows; it caches either under W<id> (WebsitePage.contentCacheTag).
PAGE_MODELS = ('website.page', 'vsf.website.page')


class InvalidateCache(models.Model):
    _inherit = 'invalidate.cache'

    @api.model
    def request_vsf_cache_invalidation(self):
        """graphql_vuestorefront's cron, which sends the queued products and categories, then the
        queued pages (its list of models is local to the method)."""
        super().request_vsf_cache_invalidation()
        ICP = self.env['ir.config_parameter'].sudo()
        sent = self._vsf_send_page_invalidations(
            ICP.get_param('vsf_cache_invalidation_url', False),
            ICP.get_param('vsf_cache_invalidation_key', False))
        if sent:
            # As graphql_vuestorefront's cron does after each model: what was sent is not sent again.
            self.env.cr.commit()

    @api.model
    def _vsf_send_page_invalidations(self, url, key):
        """Sends ``W<id>`` for every queued page and takes them off the queue; True if any."""
        queued = self.search([('res_model', 'in', PAGE_MODELS)])
        if not queued:
            return False
        tags = ','.join('W%d' % res_id for res_id in sorted(set(queued.mapped('res_id'))))
        self.delete_invalidate_cache(queued.ids)
        self.request_cache_invalidation(url, key, tags)
        return True
