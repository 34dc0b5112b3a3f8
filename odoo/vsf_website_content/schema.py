# -*- coding: utf-8 -*-
"""websitePage by url or name: Odoo's own website pages (website.page), rendered in the shopper's
language, beside graphql_vuestorefront's websitePage(id, pageSlug) over its vsf.website.page."""
import graphene

from odoo.http import request

from odoo.addons.graphql_vuestorefront.schemas.objects import WebsitePage
from odoo.addons.graphql_vuestorefront.schemas.website_page import WebsitePageQuery
from odoo.addons.vsf_base.extension import SchemaExtension

from .page_content import choose_language, normalize_lang, remove_elements


class RenderedPage(object):
    """A website.page as graphql_vuestorefront's WebsitePage reads its vsf.website.page: the
    record's fields, with the rendered ``content`` and what a website.page does not have (a
    page type, products)."""

    page_type = 'static'
    product_tmpl_ids = None

    def __init__(self, page, content):
        self._page = page
        self.content = content

    def __getattr__(self, name):
        return getattr(self._page, name)


class WebsitePageContentInput(graphene.InputObjectType):
    excluded_tags = graphene.List(
        graphene.String, description='Tags removed from the content, e.g. ["script", "style"].')
    lang = graphene.String()


def content_language(website, requested):
    """The language asked for (or one of the same language), else the shopper's ``frontend_lang``
    when the website offers it, else the website's."""
    codes = website.language_ids.mapped('code')
    default = website.default_lang_id.code
    if requested and requested.strip():
        return choose_language(codes, default, normalize_lang(requested))
    cookie = request.httprequest.cookies.get('frontend_lang') if request else None
    return cookie if cookie in codes else default


class WebsitePageContentQuery(graphene.ObjectType):
    website_page = graphene.Field(
        WebsitePage,
        id=graphene.Int(),
        page_slug=graphene.String(default_value=None),
        name=graphene.String(),
        url=graphene.String(),
        content_options=graphene.Argument(WebsitePageContentInput, default_value={}),
        description='A rendered website.page by url or name (with url or name; else as the core field).',
    )

    @staticmethod
    def resolve_website_page(self, info, id=None, page_slug=None, name=None, url=None, content_options=None):
        if not (url or name):
            return WebsitePageQuery.resolve_website_page(self, info, id=id, page_slug=page_slug)
        env = info.context['env']
        website = env['website'].get_current_website()
        # Odoo's page visibility and QWeb read the website of the request, as on the website.
        request.website = website
        page = env['website.page']._vsf_find_page(website, page_id=id, url=url, name=name)
        if not page:
            return None
        options = content_options or {}
        html = page._vsf_render_content(website, content_language(website, options.get('lang')))
        return RenderedPage(page, remove_elements(html, options.get('excluded_tags') or []))


def resolve_content_cache_tag(page, info):
    """The tag the storefront caches the page under, the one the cache webhook sends."""
    return 'W%d' % page.id if page.id else None


SchemaExtension(
    __name__,
    query=[WebsitePageContentQuery],
    fields={
        WebsitePage: {
            'url': graphene.String(),
            'content_cache_tag': graphene.Field(graphene.String, resolver=resolve_content_cache_tag),
        },
    },
)
