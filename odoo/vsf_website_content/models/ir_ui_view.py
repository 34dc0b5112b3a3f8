# -*- coding: utf-8 -*-
from odoo import api, models

# View fields that change what a page shows or who may see it. The website builder saves a
# page's content on its view (ir.ui.view.save writes ``arch``), not on the website.page.
PAGE_CONTENT_FIELDS = frozenset([
    'arch', 'arch_base', 'arch_db', 'arch_fs', 'active', 'inherit_id', 'name', 'visibility',
])


class IrUiView(models.Model):
    _inherit = 'ir.ui.view'

    @api.model_create_multi
    def create(self, vals_list):
        views = super().create(vals_list)
        # A view inheriting a page's view (a theme, a customize option) changes that page.
        views.filtered('inherit_id')._vsf_pages()._vsf_queue_cache_invalidation()
        return views

    def write(self, vals):
        result = super().write(vals)
        if PAGE_CONTENT_FIELDS.intersection(vals):
            self._vsf_pages()._vsf_queue_cache_invalidation()
        return result

    def _vsf_pages(self):
        """The website pages these views are part of: the pages of their top-level views."""
        top_views = self.browse()
        for view in self:
            top_views |= view._get_top_level_view()
        return self.env['website.page'].sudo().with_context(active_test=False).search(
            [('view_id', 'in', top_views.ids)])
