# -*- coding: utf-8 -*-
from odoo import api, models

# A page's content in another language is the translation of its view's arch terms (Odoo 15).
PAGE_CONTENT_TRANSLATION = 'ir.ui.view,arch_db'


class IrTranslation(models.Model):
    _inherit = 'ir.translation'

    @api.model_create_multi
    def create(self, vals_list):
        translations = super().create(vals_list)
        translations._vsf_queue_translated_pages()
        return translations

    def write(self, vals):
        result = super().write(vals)
        self._vsf_queue_translated_pages()
        return result

    def _vsf_queue_translated_pages(self):
        """Translating a page in the website editor writes these records (web_editor's save_html)."""
        view_ids = {t.res_id for t in self if t.name == PAGE_CONTENT_TRANSLATION and t.res_id}
        if view_ids:
            views = self.env['ir.ui.view'].sudo().browse(view_ids).exists()
            views._vsf_pages()._vsf_queue_cache_invalidation()
