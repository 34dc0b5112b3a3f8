# -*- coding: utf-8 -*-
"""The shop's static content: Odoo website pages (vsf_website_content serves them), the pages of
graphql_vuestorefront's own vsf.website.page, and the redirects (website.rewrite) the storefront
reads from /vsf/redirects."""
from lxml import etree

from odoo.exceptions import UserError

from .translations import translate_record

SOURCE_LANG = 'en_US'


def load_content(env, data, refs, shop):
    load_website_pages(env, data, refs, shop.website)
    load_storefront_pages(env, data, refs, shop.website)
    load_redirects(env, data, refs, shop.website)


def source_and_translations(entry):
    """The page in the source language (English, as in every Odoo translation) and the others."""
    languages = dict(entry['languages'])
    if SOURCE_LANG not in languages:
        raise UserError('vsf_demo_shop: the page %s has no English text.' % entry['url'])
    return languages.pop(SOURCE_LANG), languages


def page_arch(view_key, content, url):
    """A website page's view: the content in the website layout, in the ``wrap`` area Odoo's
    website builder edits. The content is the demo's HTML, which a QWeb arch must hold as XML."""
    try:
        body = etree.fromstring('<div id="wrap" class="oe_structure">%s</div>' % content)
    except etree.XMLSyntaxError as error:
        raise UserError('vsf_demo_shop: the content of %s is not well-formed XML (%s).' % (url, error))
    template = etree.Element('t', {'t-name': view_key})
    layout = etree.SubElement(template, 't', {'t-call': 'website.layout'})
    layout.append(body)
    return etree.tostring(template, encoding='unicode')


def load_website_pages(env, data, refs, website):
    """A page of the demo's website, so that it comes before a generic page of the same url, as
    Odoo serves pages. Other languages are translations of the view's arch terms (Odoo 15 keeps a
    page's content that way), which works because every language's page has the same structure."""
    for entry in data['pages']:
        source, others = source_and_translations(entry)
        view_key = 'vsf_demo_shop.%s' % entry['key']

        def create():
            view = env['ir.ui.view'].create({
                'name': source['name'], 'type': 'qweb', 'key': view_key, 'website_id': website.id,
                'arch': page_arch(view_key, source['content'], entry['url']),
            })
            return env['website.page'].create({
                'view_id': view.id, 'url': entry['url'], 'website_id': website.id,
                'is_published': entry['published'],
            })

        page, new = refs.ensure('content', entry['key'], create)
        if new:
            translate_record(page.view_id, {'arch_db': {
                lang: page_arch(view_key, text['content'], entry['url']) for lang, text in others.items()}})


def load_storefront_pages(env, data, refs, website):
    """graphql_vuestorefront's ``websitePage(pageSlug)`` pages: name and content translated as a
    whole, the url the same in every language."""
    Page = env['vsf.website.page']
    for entry in data['storefrontPages']:
        source, others = source_and_translations(entry)
        values = {
            'name': source['name'], 'url': entry['url'], 'content': source['content'],
            'website_id': website.id, 'is_published': entry['published'],
        }
        if 'page_type' in Page._fields:
            values['page_type'] = 'static'
        page, new = refs.ensure_values('content', entry['key'], Page, values)
        if new:
            translate_record(page, {
                'name': {lang: text['name'] for lang, text in others.items()},
                'content': {lang: text['content'] for lang, text in others.items()},
            })


def load_redirects(env, data, refs, website):
    """Moved pages: a permanent redirect (301), which the storefront follows and browsers keep."""
    Rewrite = env['website.rewrite'].with_context(active_test=False)
    for entry in data['redirects']:
        values = {
            'name': '%s → %s' % (entry['from'], entry['to']), 'url_from': entry['from'], 'url_to': entry['to'],
            'redirect_type': '301', 'website_id': website.id, 'active': True,
        }
        refs.ensure_values(
            'redirect', entry['key'], Rewrite, values,
            find=lambda: Rewrite.search([('url_from', '=', entry['from']), ('website_id', 'in', (False, website.id))], limit=1))
