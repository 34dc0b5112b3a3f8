# -*- coding: utf-8 -*-
{
    'name': 'Storefront: website pages',
    'version': '15.0.1.0.0',
    'summary': "Odoo's own website pages for the storefront: websitePage(url, name, contentOptions) "
               "renders a website.page in the shopper's language without the excluded tags; "
               "WebsitePage.url/contentCacheTag; the cache webhook for changed pages",
    'category': 'Website/Website',
    'license': 'LGPL-3',
    'author': 'Odoo storefront',
    'depends': ['vsf_base', 'website'],
    'data': [],
    'installable': True,
}
