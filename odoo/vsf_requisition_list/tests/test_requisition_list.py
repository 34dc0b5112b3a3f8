# -*- coding: utf-8 -*-
from odoo.exceptions import AccessError
from odoo.tests import tagged
from odoo.tests.common import new_test_user

from odoo.addons.vsf_base.tests.common import GraphQLCase

LIST_FIELDS = 'id name ownerName isMine canManage updatedAt lineCount lines { id product { id } quantity note }'
LISTS = '{ requisitionLists { %s } }' % LIST_FIELDS
ONE = 'query ($id: Int!) { requisitionList(id: $id) { %s } }' % LIST_FIELDS
CREATE = '''mutation ($name: String!, $lines: [RequisitionListLineInput!]) {
  createRequisitionList(name: $name, lines: $lines) { %s } }''' % LIST_FIELDS
RENAME = 'mutation ($id: Int!, $name: String!) { renameRequisitionList(id: $id, name: $name) { id name } }'
DELETE = 'mutation ($id: Int!) { deleteRequisitionList(id: $id) }'
ADD = '''mutation ($id: Int!, $lines: [RequisitionListLineInput!]!) {
  addRequisitionListLines(listId: $id, lines: $lines) { %s } }''' % LIST_FIELDS
UPDATE = '''mutation ($id: Int!, $line: Int!, $quantity: Float!, $note: String) {
  updateRequisitionListLine(listId: $id, lineId: $line, quantity: $quantity, note: $note) { %s } }''' % LIST_FIELDS
REMOVE = '''mutation ($id: Int!, $lines: [Int!]!) {
  removeRequisitionListLines(listId: $id, lineIds: $lines) { %s } }''' % LIST_FIELDS


@tagged('post_install', '-at_install')
class TestRequisitionLists(GraphQLCase):

    def graphql(self, query, variables=None, cookies=None):
        return super().graphql(query, variables, dict({'frontend_lang': 'en_US'}, **(cookies or {})))

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        Partner = cls.env['res.partner']
        company = Partner.create({'name': 'Lists BV', 'is_company': True})
        cls.admin = new_test_user(cls.env, login='vsf_rl_admin', groups='base.group_portal',
                                  name='Anna Lists', parent_id=company.id)
        cls.buyer = new_test_user(cls.env, login='vsf_rl_buyer', groups='base.group_portal',
                                  name='Bram Lists', parent_id=company.id)
        cls.buyer.partner_id.vsf_company_role = 'buyer'
        cls.colleague = new_test_user(cls.env, login='vsf_rl_colleague', groups='base.group_portal',
                                      name='Cees Lists', parent_id=company.id)
        cls.colleague.partner_id.vsf_company_role = 'buyer'
        other = Partner.create({'name': 'Elsewhere BV', 'is_company': True})
        cls.other = new_test_user(cls.env, login='vsf_rl_other', groups='base.group_portal',
                                  name='Otto Elsewhere', parent_id=other.id)
        Product = cls.env['product.product']
        sold = {'sale_ok': True, 'website_published': True}
        cls.drill = Product.create(dict(sold, name='RL Drill', list_price=80))
        cls.saw = Product.create(dict(sold, name='RL Saw', list_price=40))
        cls.hidden = Product.create({'name': 'RL Unpublished', 'sale_ok': True, 'website_published': False})

    def _as(self, user):
        self.authenticate(user.login, user.login)

    def _create(self, user, name, lines=()):
        self._as(user)
        return self.graphql_data(CREATE, {'name': name, 'lines': list(lines)})['createRequisitionList']

    def _line(self, product, quantity, note=None):
        return {'productId': product.id, 'quantity': quantity, 'note': note}

    def test_a_list_is_the_company_s_made_by_its_owner(self):
        made = self._create(self.buyer, '  Workshop  ', [self._line(self.drill, 2, 'for the van'),
                                                          self._line(self.saw, 1), self._line(self.drill, 1)])
        self.assertEqual((made['name'], made['ownerName'], made['isMine'], made['canManage'], made['lineCount']),
                         ('Workshop', 'Bram Lists', True, True, 2))
        self.assertEqual([(line['product']['id'], line['quantity'], line['note']) for line in made['lines']],
                         [(self.drill.id, 3.0, 'for the van'), (self.saw.id, 1.0, None)])
        record = self.env['product.set'].browse(made['id'])
        self.assertEqual((record.partner_id, record.vsf_owner_id), (self.buyer.commercial_partner_id, self.buyer.partner_id))
        # A colleague sees it and may change its lines, but not rename or delete it.
        self._as(self.colleague)
        seen = self.graphql_data(LISTS)['requisitionLists']
        self.assertEqual([(one['id'], one['isMine'], one['canManage']) for one in seen], [(made['id'], False, False)])
        added = self.graphql_data(ADD, {'id': made['id'], 'lines': [self._line(self.saw, 4, 'spare')]})
        self.assertEqual([(line['quantity'], line['note']) for line in added['addRequisitionListLines']['lines']],
                         [(3.0, 'for the van'), (5.0, 'spare')])
        self.assertIn("Only the list's owner", self.graphql_error(RENAME, {'id': made['id'], 'name': 'Mine now'}))
        self.assertIn("Only the list's owner", self.graphql_error(DELETE, {'id': made['id']}))
        self.assertEqual(record.name, 'Workshop')
        # The company's Admin may.
        self._as(self.admin)
        self.assertTrue(self.graphql_data(ONE, {'id': made['id']})['requisitionList']['canManage'])
        self.assertEqual(self.graphql_data(RENAME, {'id': made['id'], 'name': 'Van'})['renameRequisitionList']['name'], 'Van')
        self.assertTrue(self.graphql_data(DELETE, {'id': made['id']})['deleteRequisitionList'])
        self.assertFalse(record.exists())

    def test_lines_change_and_go(self):
        made = self._create(self.buyer, 'Lines', [self._line(self.drill, 2), self._line(self.saw, 1)])
        drill_line, saw_line = [line['id'] for line in made['lines']]
        updated = self.graphql_data(UPDATE, {'id': made['id'], 'line': drill_line, 'quantity': 7, 'note': 'blue'})
        self.assertEqual([(line['quantity'], line['note']) for line in updated['updateRequisitionListLine']['lines']],
                         [(7.0, 'blue'), (1.0, None)])
        removed = self.graphql_data(REMOVE, {'id': made['id'], 'lines': [saw_line]})['removeRequisitionListLines']
        self.assertEqual([line['id'] for line in removed['lines']], [drill_line])
        self.assertIn('not on the list', self.graphql_error(REMOVE, {'id': made['id'], 'lines': [saw_line]}))

    def test_wrong_input_changes_nothing(self):
        made = self._create(self.buyer, 'Checked', [self._line(self.drill, 1)])
        for query, variables, message in [
            (CREATE, {'name': '   '}, 'Enter a name'),
            (CREATE, {'name': 'x' * 81}, 'at most 80 characters'),
            (CREATE, {'name': 'Hidden', 'lines': [self._line(self.hidden, 1)]}, 'cannot be put on a list'),
            (CREATE, {'name': 'Made up', 'lines': [{'productId': 999999, 'quantity': 1}]}, 'cannot be put on a list'),
            (ADD, {'id': made['id'], 'lines': [self._line(self.saw, 0)]}, 'more than 0 and at most 99999'),
            (ADD, {'id': made['id'], 'lines': [self._line(self.drill, 99999)]}, 'more than 0 and at most 99999'),
            (ADD, {'id': made['id'], 'lines': [self._line(self.saw, 1, 'n' * 201)]}, 'at most 200 characters'),
            (UPDATE, {'id': made['id'], 'line': made['lines'][0]['id'], 'quantity': -1}, 'more than 0'),
        ]:
            self.assertIn(message, self.graphql_error(query, variables))
        record = self.env['product.set'].browse(made['id'])
        self.assertEqual([(line.product_id, line.quantity) for line in record.set_line_ids], [(self.drill, 1.0)])
        self.assertEqual(self.env['product.set'].search_count([('vsf_owner_id', '=', self.buyer.partner_id.id)]), 1)

    def test_another_company_s_lists_are_out_of_reach(self):
        made = self._create(self.buyer, 'Ours', [self._line(self.drill, 1)])
        line_id = made['lines'][0]['id']
        self._as(self.other)
        self.assertEqual(self.graphql_data(LISTS)['requisitionLists'], [])
        for query, variables in [
            (ONE, {'id': made['id']}),
            (RENAME, {'id': made['id'], 'name': 'Theirs'}),
            (DELETE, {'id': made['id']}),
            (ADD, {'id': made['id'], 'lines': [self._line(self.saw, 1)]}),
            (UPDATE, {'id': made['id'], 'line': line_id, 'quantity': 5}),
            (REMOVE, {'id': made['id'], 'lines': [line_id]}),
        ]:
            self.assertIn('does not exist or is not shared with you', self.graphql_error(query, variables))
        # Their own list cannot take our line either.
        theirs = self._create(self.other, 'Theirs')
        self.assertIn('not on the list', self.graphql_error(UPDATE, {'id': theirs['id'], 'line': line_id, 'quantity': 5}))
        record = self.env['product.set'].browse(made['id'])
        self.assertEqual((record.name, record.set_line_ids.quantity), ('Ours', 1.0))
        # The record rules hold beside the API too.
        other_env = self.env(user=self.other)
        self.assertFalse(other_env['product.set'].search([('id', '=', made['id'])]))
        with self.assertRaises(AccessError):
            other_env['product.set'].browse(made['id']).read(['name'])
        with self.assertRaises(AccessError):
            other_env['product.set.line'].browse(line_id).write({'quantity': 9})

    def test_a_visitor_is_refused(self):
        self.assertIn('You must be logged in', self.graphql_error(LISTS))
