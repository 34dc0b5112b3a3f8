# -*- coding: utf-8 -*-
from datetime import timedelta

from odoo import fields
from odoo.tests import tagged
from odoo.tests.common import new_test_user

from odoo.addons.vsf_base.tests.common import GraphQLCase

PAGE = '''query ($id: Int, $name: String, $url: String, $options: WebsitePageContentInput) {
  websitePage(id: $id, name: $name, url: $url, contentOptions: $options) {
    id name url content contentCacheTag
  }
}'''
PAGE_FIELDS = '''query ($url: String) {
  websitePage(url: $url) {
    pageType websiteUrl isPublished publishingDate website { id } products { id }
  }
}'''
STOREFRONT_PAGE = '''query ($slug: String) {
  websitePage(pageSlug: $slug) { id name websiteUrl url isPublished content contentCacheTag }
}'''

ABOUT_BODY = ('<style>.about{padding:2rem}</style><section class="about"><h1>About us</h1>'
              '<p>Desks since 2012.</p></section><script>window.vsfAboutView = 1;</script>')


@tagged('post_install', '-at_install')
class TestWebsitePage(GraphQLCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.website = cls.env['website'].get_current_website()
        Lang = cls.env['res.lang']
        Lang._activate_lang('nl_NL')
        dutch = Lang._lang_get('nl_NL')
        cls.website.language_ids |= dutch | Lang._lang_get('en_US')
        cls.website.default_lang_id = dutch
        cls.about = cls._page('about', ABOUT_BODY)
        cls._translate(cls.about, 'nl_NL', {'About us': 'Over ons', 'Desks since 2012.': 'Bureaus sinds 2012.'})

    @classmethod
    def _page(cls, slug, body, website=None, **values):
        website = website or cls.website
        key = 'vsf_website_content.test_%s' % slug
        view = cls.env['ir.ui.view'].create({
            'name': 'Storefront test %s' % slug,
            'type': 'qweb',
            'key': key,
            'website_id': website.id,
            'arch': '<t t-name="%s"><t t-call="website.layout"><div id="wrap">%s</div></t></t>' % (key, body),
        })
        return cls.env['website.page'].create(dict({
            'view_id': view.id,
            'url': '/vsf-test-%s' % slug,
            'is_published': True,
        }, **values))

    @classmethod
    def _translate(cls, page, lang, terms):
        cls.env['ir.translation'].create([{
            'type': 'model_terms',
            'name': 'ir.ui.view,arch_db',
            'lang': lang,
            'res_id': page.view_id.id,
            'src': source,
            'value': value,
            'state': 'translated',
        } for source, value in terms.items()])

    def page(self, cookies=None, **variables):
        return self.graphql_data(PAGE, variables, cookies=cookies)['websitePage']

    def test_a_page_by_url_is_rendered_in_the_language_asked_for(self):
        dutch = self.page(url='/vsf-test-about', options={'lang': 'nl_NL'})
        self.assertIn('<h1>Over ons</h1>', dutch['content'])
        self.assertNotIn('About us', dutch['content'])
        english = self.page(url='/vsf-test-about', options={'lang': 'en-us'})
        self.assertIn('<h1>About us</h1>', english['content'])
        self.assertIn('<section class="about">', english['content'])
        self.assertEqual(english['url'], '/vsf-test-about')
        self.assertEqual(english['name'], 'Storefront test about')

    def test_one_id_and_cache_tag_in_every_language(self):
        dutch = self.page(url='/vsf-test-about', options={'lang': 'nl_NL'})
        english = self.page(url='/vsf-test-about', options={'lang': 'en_US'})
        self.assertEqual(dutch['id'], self.about.id)
        self.assertEqual((english['id'], english['contentCacheTag']), (self.about.id, 'W%d' % self.about.id))
        self.assertNotEqual(dutch['content'], english['content'])

    def test_without_a_language_the_shoppers_then_the_websites(self):
        self.assertIn('Over ons', self.page(url='/vsf-test-about')['content'])
        by_cookie = self.page(url='/vsf-test-about', cookies={'frontend_lang': 'en_US'})
        self.assertIn('About us', by_cookie['content'])
        unknown = self.page(url='/vsf-test-about', options={'lang': 'fr_FR'})
        self.assertIn('Over ons', unknown['content'])
        same_language = self.page(url='/vsf-test-about', options={'lang': 'nl_BE'})
        self.assertIn('Over ons', same_language['content'])

    def test_excluded_tags_are_removed_with_their_content(self):
        full = self.page(url='/vsf-test-about', options={'lang': 'en_US'})['content']
        self.assertIn('<script>', full)
        self.assertIn('<style>', full)
        stripped = self.page(url='/vsf-test-about', options={'lang': 'en_US', 'excludedTags': ['script', 'STYLE']})
        self.assertNotIn('<script', stripped['content'])
        self.assertNotIn('vsfAboutView', stripped['content'])
        self.assertNotIn('<style', stripped['content'])
        self.assertIn('<p>Desks since 2012.</p>', stripped['content'])

    def test_a_page_by_url_without_its_slash_and_by_name_in_any_case(self):
        by_url = self.page(url='vsf-test-about/', options={'lang': 'en_US'})
        by_name = self.page(name=' storefront TEST about ', options={'lang': 'en_US'})
        self.assertEqual(by_url['id'], self.about.id)
        self.assertEqual(by_name, by_url)

    def test_an_unknown_page_is_null_not_an_error(self):
        self.assertIsNone(self.page(url='/vsf-test-no-such-page'))
        self.assertIsNone(self.page(name='No such storefront page'))
        self.assertIsNone(self.page(name='storefront test _bout'))

    def test_an_unpublished_or_not_yet_published_page_is_null(self):
        self._page('draft', '<p>Draft</p>', is_published=False)
        self._page('later', '<p>Later</p>', date_publish=fields.Datetime.now() + timedelta(days=1))
        self.env['base'].flush()
        self.assertIsNone(self.page(url='/vsf-test-draft'))
        self.assertIsNone(self.page(url='/vsf-test-later'))

    def test_another_websites_page_is_null(self):
        other = self.env['website'].create({'name': 'Storefront test other website'})
        self._page('elsewhere', '<p>Elsewhere</p>', website=other)
        self.env['base'].flush()
        self.assertIsNone(self.page(url='/vsf-test-elsewhere'))

    def test_a_page_for_signed_in_customers_only(self):
        members = self._page('members', '<p>Members only</p>')
        members.visibility = 'connected'
        new_test_user(self.env, login='vsf_content_customer', groups='base.group_portal')
        self.env['base'].flush()
        self.assertIsNone(self.page(url='/vsf-test-members'))
        self.authenticate('vsf_content_customer', 'vsf_content_customer')
        self.assertIn('Members only', self.page(url='/vsf-test-members')['content'])

    def test_the_other_website_page_fields_resolve_for_a_website_page(self):
        data = self.graphql_data(PAGE_FIELDS, {'url': '/vsf-test-about'})['websitePage']
        self.assertEqual(data, {
            'pageType': 'StaticPage',
            'websiteUrl': '/vsf-test-about',
            'isPublished': True,
            'publishingDate': None,
            'website': {'id': self.website.id},
            'products': None,
        })

    def test_without_url_or_name_it_is_graphql_vuestorefronts_page(self):
        page = self.env['vsf.website.page'].create({
            'name': 'Storefront test page',
            'url': '/vsf-test-storefront',
            'website_id': self.website.id,
            'is_published': True,
            'content': '<p>Written for the storefront</p>',
        })
        self.env['base'].flush()
        data = self.graphql_data(STOREFRONT_PAGE, {'slug': '/vsf-test-storefront'})['websitePage']
        self.assertEqual(data, {
            'id': page.id,
            'name': 'Storefront test page',
            'websiteUrl': '/vsf-test-storefront',
            'url': '/vsf-test-storefront',
            'isPublished': True,
            'content': '<p>Written for the storefront</p>',
            'contentCacheTag': 'W%d' % page.id,
        })

    def test_graphql_vuestorefronts_page_not_found_is_an_empty_record(self):
        data = self.graphql_data(STOREFRONT_PAGE, {'slug': '/vsf-test-no-such-page'})['websitePage']
        self.assertEqual(data, {
            'id': None, 'name': None, 'websiteUrl': None, 'url': None, 'isPublished': False,
            'content': None, 'contentCacheTag': None,
        })
