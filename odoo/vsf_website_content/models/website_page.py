# -*- coding: utf-8 -*-
from lxml import etree

from odoo import api, models
from odoo.http import request
from odoo.tools import escape_psql

from ..page_content import normalize_page_url


def layout_body(root):
    """What a page puts into the website layout (the body of its ``t-call="website.layout"``), as
    a template of its own; the whole arch when it calls no layout."""
    calls = root.xpath("descendant-or-self::*[@t-call='website.layout']")
    source = calls[0] if calls else root
    body = etree.Element('t')
    body.text = source.text
    for child in list(source):
        body.append(child)
    return body


class WebsitePage(models.Model):
    """The storefront caches each page under ``W<id>``: graphql_vuestorefront's cron sends the
    queued ones (models/invalidate_cache.py)."""

    _name = 'website.page'
    _inherit = ['website.page', 'vsf.cache.invalidation.mixin']

    @api.model
    def _vsf_find_page(self, website, page_id=None, url=None, name=None):
        """The page of ``website`` with this id, url (``/about``) or name (any case) that the caller
        may see, or an empty recordset. Read as superuser, as Odoo serves pages."""
        if page_id:
            condition = [('id', '=', page_id)]
        elif url:
            condition = [('url', '=', normalize_page_url(url))]
        else:
            condition = [('name', '=ilike', escape_psql((name or '').strip()))]
        # The website's own copy before the generic page, as Odoo picks the page of a url.
        page = self.sudo().search(website.website_domain() + condition, order='website_id, id', limit=1)
        return page if page and page._vsf_is_shown() else self.browse()

    def _vsf_is_shown(self):
        """Published (and past its publishing date), and visible to the caller as the page's view
        says (everyone, signed-in customers, a group; a password page never: the API asks none)."""
        self.ensure_one()
        if not self.is_visible:
            return False
        return not request or self.view_id._handle_visibility(do_raise=False)

    def _vsf_render_content(self, website, lang):
        """The page's content rendered in ``lang`` as the website renders it inside its layout:
        the page's view with its inheriting views and translations, QWeb with the website's
        values, as the caller. Only the content: the shop has a header and footer of its own."""
        self.ensure_one()
        caller = self.sudo(False).env(context=dict(self.env.context, lang=lang, website_id=website.id))
        view = caller['ir.ui.view'].browse(self.view_id.id)
        body = layout_body(view.sudo()._get_combined_arch())
        values = view._prepare_qcontext()
        values.update(main_object=self, website=website, res_company=website.company_id.sudo())
        return str(caller['ir.qweb']._render(body, values))
