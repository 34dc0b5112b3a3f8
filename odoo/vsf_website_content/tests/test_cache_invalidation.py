# -*- coding: utf-8 -*-
from unittest.mock import patch

from odoo.tests import tagged
from odoo.tests.common import TransactionCase


@tagged('post_install', '-at_install')
class TestPageCacheInvalidation(TransactionCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.env['ir.config_parameter'].sudo().set_param('vsf_cache_invalidation', True)
        cls.website = cls.env['website'].get_current_website()
        view = cls.env['ir.ui.view'].create({
            'name': 'Storefront cache test',
            'type': 'qweb',
            'key': 'vsf_website_content.test_cache',
            'website_id': cls.website.id,
            'arch': '<t t-name="vsf_website_content.test_cache"><t t-call="website.layout">'
                    '<div id="wrap"><p>Opening hours</p></div></t></t>',
        })
        cls.page = cls.env['website.page'].create({
            'view_id': view.id, 'url': '/vsf-test-cache', 'is_published': True})
        cls.Queue = cls.env['invalidate.cache']

    def queued(self, model, ids):
        return self.Queue.search([('res_model', '=', model), ('res_id', 'in', ids)])

    def clear_queue(self):
        self.Queue.search([]).unlink()

    def test_a_changed_page_is_queued(self):
        self.clear_queue()
        self.page.write({'is_published': False})
        self.assertEqual(len(self.queued('website.page', self.page.ids)), 1)

    def test_new_content_from_the_website_builder_queues_its_page(self):
        self.clear_queue()
        self.page.view_id.write({'arch': '<t t-name="vsf_website_content.test_cache"><t t-call="website.layout">'
                                         '<div id="wrap"><p>New opening hours</p></div></t></t>'})
        self.assertTrue(self.queued('website.page', self.page.ids))

    def extend_page(self):
        return self.env['ir.ui.view'].create({
            'name': 'Storefront cache test extension',
            'type': 'qweb',
            'website_id': self.website.id,
            'inherit_id': self.page.view_id.id,
            'arch': '<xpath expr="//p" position="after"><p>Closed on Sundays</p></xpath>',
        })

    def test_a_view_that_changes_the_page_from_inside_queues_it(self):
        self.clear_queue()
        self.extend_page()
        self.assertTrue(self.queued('website.page', self.page.ids))

    def test_switching_such_a_view_off_queues_the_page(self):
        extension = self.extend_page()
        self.clear_queue()
        extension.write({'active': False})
        self.assertTrue(self.queued('website.page', self.page.ids))

    def test_a_translated_page_is_queued(self):
        self.env['res.lang']._activate_lang('nl_NL')
        self.clear_queue()
        self.env['ir.translation'].create({
            'type': 'model_terms', 'name': 'ir.ui.view,arch_db', 'lang': 'nl_NL',
            'res_id': self.page.view_id.id, 'src': 'Opening hours', 'value': 'Openingstijden',
            'state': 'translated',
        })
        self.assertTrue(self.queued('website.page', self.page.ids))

    def test_another_views_change_queues_no_page(self):
        self.clear_queue()
        self.env['ir.ui.view'].create({
            'name': 'Storefront cache test snippet', 'type': 'qweb',
            'key': 'vsf_website_content.test_snippet', 'arch': '<t t-name="x"><p>x</p></t>',
        }).write({'arch': '<t t-name="x"><p>y</p></t>'})
        self.assertFalse(self.Queue.search([('res_model', '=', 'website.page')]))

    def test_a_deleted_page_is_queued(self):
        page_id = self.page.id
        self.clear_queue()
        self.page.unlink()
        self.assertTrue(self.queued('website.page', [page_id]))

    def test_a_changed_graphql_vuestorefront_page_is_queued(self):
        page = self.env['vsf.website.page'].create({'name': 'Storefront cache test', 'url': '/vsf-test-vsf-cache'})
        self.clear_queue()
        page.write({'content': '<p>Changed</p>'})
        self.assertTrue(self.queued('vsf.website.page', page.ids))

    def test_the_cron_sends_the_queued_pages_tags_once(self):
        self.clear_queue()
        self.Queue.create_invalidate_cache('website.page', [12, 5])
        self.Queue.create_invalidate_cache('vsf.website.page', [7])
        self.Queue.create_invalidate_cache('product.template', [3])
        with patch.object(type(self.Queue), 'request_cache_invalidation') as send:
            self.assertTrue(self.Queue._vsf_send_page_invalidations('https://shop.example/api/revalidate', 'k'))
            self.assertFalse(self.Queue._vsf_send_page_invalidations('https://shop.example/api/revalidate', 'k'))
        send.assert_called_once_with('https://shop.example/api/revalidate', 'k', 'W5,W7,W12')
        self.assertFalse(self.Queue.search([('res_model', 'in', ('website.page', 'vsf.website.page'))]))
        self.assertEqual(self.Queue.search([]).mapped('res_model'), ['product.template'])
