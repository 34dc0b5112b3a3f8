# -*- coding: utf-8 -*-
from psycopg2 import IntegrityError

from odoo.tests import tagged
from odoo.tests.common import TransactionCase
from odoo.tools import mute_logger

from ..models.product_filter import COMPARISON_ROW_OFFSET


@tagged('post_install', '-at_install')
class TestProductFilterModels(TransactionCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.material = cls.env['product.filter'].create({'name': 'Material', 'value_ids': [
            (0, 0, {'name': 'Oak', 'sequence': 2}), (0, 0, {'name': 'Steel', 'sequence': 1})]})
        # The one2many keeps the values in the order they were made until it is read again.
        cls.steel, cls.oak = cls.material.value_ids.sorted()

    def test_a_value_is_named_with_its_filter(self):
        self.assertEqual(self.oak.display_name, 'Material: Oak')

    def test_a_filter_has_each_value_name_once(self):
        with mute_logger('odoo.sql_db'), self.assertRaises(IntegrityError), self.cr.savepoint():
            self.env['product.filter.value'].create({'filter_id': self.material.id, 'name': 'Oak'})

    def test_tokens_are_grouped_by_filter_and_malformed_ones_dropped(self):
        groups = self.env['product.filter.value']._vsf_values_by_filter(
            ['3-7', ' 3-8 ', '4-9', 'x-1', '5-', '1-2-3', '', None])
        self.assertEqual(groups, {3: [7, 8], 4: [9]})

    def test_each_filter_a_product_has_is_a_comparison_row(self):
        hidden = self.env['product.filter'].create({
            'name': 'Hidden', 'is_published': False, 'value_ids': [(0, 0, {'name': 'Secret'})]})
        desk, lamp = self.env['product.template'].create([
            {'name': 'Desk', 'product_filter_value_ids': [(6, 0, (self.oak | self.steel | hidden.value_ids).ids)]},
            {'name': 'Lamp'},
        ])
        rows = [row for row in (desk | lamp)._vsf_comparison_rows() if row['id'] >= COMPARISON_ROW_OFFSET]
        self.assertEqual(rows, [{
            'id': COMPARISON_ROW_OFFSET + self.material.id,
            'name': 'Material',
            'sort': (1, self.material.sequence, self.material.id),
            'values': {desk.id: ['Steel', 'Oak']},
        }])
