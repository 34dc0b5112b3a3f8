# -*- coding: utf-8 -*-
from odoo.tests import tagged
from odoo.tests.common import TransactionCase

from ..page_content import choose_language, normalize_lang, normalize_page_url, remove_elements


@tagged('post_install', '-at_install')
class TestRemoveElements(TransactionCase):

    def test_nested_elements_of_the_same_name_go_whole(self):
        html = '<div a="1"><p>x</p><div><b>y</b></div><p>z</p></div><p>kept</p>'
        self.assertEqual(remove_elements(html, ['div']), '<p>kept</p>')

    def test_quoted_attributes_may_hold_greater_than_and_tag_like_text(self):
        html = '<p title="a > b <script>">t</p><script data-x=\'1>2\'>go()</script>!'
        self.assertEqual(remove_elements(html, ['script']), '<p title="a > b <script>">t</p>!')

    def test_script_and_style_content_is_text_never_markup(self):
        html = '<div><script>var s = "</div><style>";</script>in</div><style>p{}</style>after'
        self.assertEqual(remove_elements(html, ['div']), '<style>p{}</style>after')
        self.assertEqual(remove_elements(html, ['style']),
                         '<div><script>var s = "</div><style>";</script>in</div>after')

    def test_tag_names_match_in_any_case_and_comments_stay(self):
        html = '<!-- <script>x</script> --><SCRIPT type="text/javascript">x()</Script><p>ok</p>'
        self.assertEqual(remove_elements(html, ['Script']), '<!-- <script>x</script> --><p>ok</p>')

    def test_void_elements_stray_end_tags_and_an_element_left_open(self):
        self.assertEqual(remove_elements('a<img src="x.png">b<br/>c', ['img', 'br']), 'abc')
        self.assertEqual(remove_elements('a</iframe>b', ['iframe']), 'ab')
        self.assertEqual(remove_elements('<p>a</p><script>never closed <p>b</p>', ['script']), '<p>a</p>')

    def test_a_lone_less_than_is_text_and_invalid_names_are_ignored(self):
        self.assertEqual(remove_elements('1 < 2 and <b>bold</b>', ['b']), '1 < 2 and ')
        self.assertEqual(remove_elements('<p>x</p>', ['', '*', 'p>', None]), '<p>x</p>')


@tagged('post_install', '-at_install')
class TestPageLookupValues(TransactionCase):

    def test_urls_with_or_without_slashes_are_the_same_page(self):
        self.assertEqual(normalize_page_url(' privacy/ '), '/privacy')
        self.assertEqual(normalize_page_url('/about'), '/about')
        self.assertEqual(normalize_page_url('/'), '/')

    def test_language_codes_are_odoos(self):
        self.assertEqual(normalize_lang('de-de'), 'de_DE')
        self.assertEqual(normalize_lang(' NL_nl '), 'nl_NL')
        self.assertEqual(normalize_lang('DE'), 'de')

    def test_a_language_the_website_lacks_falls_back_to_one_of_the_same_language_then_the_default(self):
        codes = ['nl_NL', 'en_US', 'de_DE']
        self.assertEqual(choose_language(codes, 'nl_NL', 'en_US'), 'en_US')
        self.assertEqual(choose_language(codes, 'nl_NL', 'de'), 'de_DE')
        self.assertEqual(choose_language(codes, 'nl_NL', 'de_AT'), 'de_DE')
        self.assertEqual(choose_language(codes, 'nl_NL', 'fr_FR'), 'nl_NL')
