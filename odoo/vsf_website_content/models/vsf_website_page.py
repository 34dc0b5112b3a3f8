# -*- coding: utf-8 -*-
from odoo import models


class VsfWebsitePage(models.Model):
    """graphql_vuestorefront's own pages carry a cache tag too (``W<id>``, WebsitePage.contentCacheTag)."""

    _name = 'vsf.website.page'
    _inherit = ['vsf.website.page', 'vsf.cache.invalidation.mixin']
