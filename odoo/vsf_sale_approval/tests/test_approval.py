# -*- coding: utf-8 -*-
from odoo.exceptions import ValidationError
from odoo.tests import tagged
from odoo.tests.common import new_test_user

from odoo.addons.vsf_base.tests.common import GraphQLCase

ADD = 'mutation ($id: Int!, $qty: Int!) { cartAddItem(productId: $id, quantity: $qty) { order { id } } }'
CART = '{ cart { order { id needsApproval amountUntaxed orderLines { id } } } }'
RULE = '''mutation ($above: Float) { updateApprovalRule(approvalAbove: $above) { id approvalAbove } }'''
SUBMIT = '''mutation { submitCartForApproval { id name status requestedBy canDecide
  order { id amountUntaxed } } }'''
REQUESTS = '''query ($scope: DocumentScope, $status: ApprovalStatus) {
  approvalRequests(scope: $scope, status: $status) { totalCount requests { id status requestedBy canDecide } } }'''
REQUEST = '''query ($id: Int!) { approvalRequest(id: $id) {
  id status decidedBy decidedAt reason canDecide } }'''
APPROVE = 'mutation ($id: Int!) { approveRequest(id: $id) { id status decidedBy } }'
REJECT = 'mutation ($id: Int!, $reason: String!) { rejectRequest(id: $id, reason: $reason) { id status reason } }'


@tagged('post_install', '-at_install')
class TestApprovals(GraphQLCase):

    def graphql(self, query, variables=None, cookies=None):
        return super().graphql(query, variables, dict({'frontend_lang': 'en_US'}, **(cookies or {})))

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        Partner = cls.env['res.partner']
        cls.company = Partner.create({'name': 'Goedkeuring BV', 'is_company': True})

        def person(login, name, role, company=cls.company, lang='en_US'):
            user = new_test_user(cls.env, login=login, groups='base.group_portal', name=name,
                                 email='%s@approval.example' % login, parent_id=company.id)
            user.partner_id.write({'vsf_company_role': role, 'lang': lang})
            user.login_date = '2026-01-01 00:00:00'
            return user

        cls.env['res.lang']._activate_lang('nl_NL')
        cls.env['ir.module.module'].search([('name', '=', 'vsf_sale_approval')])._update_translations(
            'nl_NL', overwrite=True)
        cls.admin = person('vsf_ap_admin', 'Anna Admin', 'admin')
        cls.second_admin = person('vsf_ap_admin2', 'Aart Admin', 'admin', lang='nl_NL')
        cls.buyer = person('vsf_ap_buyer', 'Bram Buyer', 'buyer')
        cls.requester = person('vsf_ap_requester', 'Rita Requester', 'requester', lang='nl_NL')
        cls.other_company = Partner.create({'name': 'Ander BV', 'is_company': True})
        cls.other_admin = person('vsf_ap_other', 'Otto Other', 'admin', company=cls.other_company)
        cls.product = cls.env['product.product'].create({
            'name': 'Approval Test Chair', 'list_price': 100.0, 'sale_ok': True,
            'website_published': True, 'taxes_id': [(5, 0, 0)]})
        cls.transfer = cls.env['payment.acquirer'].search([('provider', '=', 'transfer')], limit=1)
        cls.transfer.state = 'test'

    def _sign_in(self, user):
        self.authenticate(user.login, user.login)

    def _cart(self, user, quantity):
        self._sign_in(user)
        self.graphql_data(ADD, {'id': self.product.id, 'qty': quantity})
        return self.graphql_data(CART)['cart']['order']

    def _pay(self, user, order_id):
        order = self.env['sale.order'].browse(order_id)
        return self.env(user=user)['payment.transaction'].sudo().create({
            'acquirer_id': self.transfer.id, 'amount': order.amount_total,
            'currency_id': order.currency_id.id, 'partner_id': order.partner_id.id,
            'sale_order_ids': [(6, 0, order.ids)]})

    def _mails(self, login):
        return self.env['mail.mail'].search([('email_to', 'ilike', '%s@approval.example' % login)])

    def test_an_amount_rule_sends_larger_orders_for_approval_whoever_places_them(self):
        self._sign_in(self.buyer)
        self.assertIn('Only an administrator', self.graphql_error(RULE, {'above': 500}))
        self._sign_in(self.admin)
        self.assertIn('0 or more', self.graphql_error(RULE, {'above': -1}))
        self.assertEqual(self.graphql_data(RULE, {'above': 500})['updateApprovalRule']['approvalAbove'], 500)
        small = self._cart(self.buyer, 4)
        self.assertEqual((small['amountUntaxed'], small['needsApproval']), (400, False))
        self._pay(self.buyer, small['id'])
        self.env['sale.order'].browse(small['id']).action_confirm()
        large = self._cart(self.buyer, 6)
        self.assertNotEqual(large['id'], small['id'])
        self.assertTrue(large['needsApproval'])
        with self.assertRaisesRegex(ValidationError, 'needs your company.s approval'):
            self._pay(self.buyer, large['id'])
        # Without the amount rule, the same order goes through.
        self._sign_in(self.admin)
        self.assertIsNone(self.graphql_data(RULE, {'above': None})['updateApprovalRule']['approvalAbove'])
        self._sign_in(self.buyer)
        self.assertFalse(self.graphql_data(CART)['cart']['order']['needsApproval'])
        self._pay(self.buyer, large['id'])

    def test_a_requester_submits_an_admin_approves_and_the_order_is_placed(self):
        cart = self._cart(self.requester, 2)
        self.assertTrue(cart['needsApproval'])
        request = self.graphql_data(SUBMIT)['submitCartForApproval']
        self.assertEqual((request['id'], request['status'], request['requestedBy'], request['canDecide']),
                         (cart['id'], 'Pending', 'Rita Requester', False))
        # The requester shops on in a new, empty cart; the request stays out of it.
        after = self.graphql_data(CART)['cart']['order']
        self.assertNotEqual(after['id'], cart['id'])
        self.assertFalse(after['orderLines'])
        self.assertIn('empty', self.graphql_error(SUBMIT))
        order = self.env['sale.order'].browse(cart['id'])
        with self.assertRaisesRegex(ValidationError, 'under validation'):
            order.order_line.write({'product_uom_qty': 5})
        # Each Admin is asked in their own language; nobody else.
        self.assertEqual(len(self._mails('vsf_ap_admin')), 1)
        self.assertIn('/my/requests/%d' % order.id, self._mails('vsf_ap_admin').body_html)
        self.assertEqual(self._mails('vsf_ap_admin2').subject,
                         'Rita Requester vraagt je om %s goed te keuren' % order.name)
        self.assertIn('Rita Requester asks you to approve', self._mails('vsf_ap_admin').body_html)
        self.assertFalse(self._mails('vsf_ap_buyer'))
        # The requester decides nothing, another company sees nothing.
        self.assertIn('Only an administrator', self.graphql_error(APPROVE, {'id': order.id}))
        self._sign_in(self.other_admin)
        self.assertIn('does not exist', self.graphql_error(REQUEST, {'id': order.id}))
        self.assertIn('does not exist', self.graphql_error(APPROVE, {'id': order.id}))
        self.assertEqual(self.graphql_data(REQUESTS)['approvalRequests']['totalCount'], 0)
        self._sign_in(self.admin)
        listed = self.graphql_data(REQUESTS, {'status': 'Pending'})['approvalRequests']
        self.assertEqual([(r['id'], r['canDecide']) for r in listed['requests']], [(order.id, True)])
        approved = self.graphql_data(APPROVE, {'id': order.id})['approveRequest']
        self.assertEqual((approved['status'], approved['decidedBy']), ('Approved', 'Anna Admin'))
        self.assertEqual(order.state, 'sent')
        self.assertEqual(order.transaction_ids.state, 'pending')
        self.assertEqual(order.transaction_ids.acquirer_id.provider, 'transfer')
        self.assertIn('decided already', self.graphql_error(APPROVE, {'id': order.id}))
        with self.assertRaisesRegex(ValidationError, 'under validation'):
            order.order_line.unlink()
        self.assertEqual(len(self._mails('vsf_ap_requester')), 1)
        # The money arrives and the order is confirmed: tier validation lets an approved one go.
        order.action_confirm()
        self.assertEqual(order.state, 'sale')

    def test_a_rejection_has_a_reason_the_requester_reads(self):
        cart = self._cart(self.requester, 1)
        self.graphql_data(SUBMIT)
        self._sign_in(self.second_admin)
        self.assertIn('reason', self.graphql_error(REJECT, {'id': cart['id'], 'reason': '  '}))
        rejected = self.graphql_data(REJECT, {'id': cart['id'], 'reason': 'Over budget'})['rejectRequest']
        self.assertEqual((rejected['status'], rejected['reason']), ('Rejected', 'Over budget'))
        mail = self._mails('vsf_ap_requester')
        self.assertEqual(len(mail), 1)
        self.assertIn('Over budget', mail.body_html)
        self._sign_in(self.requester)
        seen = self.graphql_data(REQUEST, {'id': cart['id']})['approvalRequest']
        self.assertEqual((seen['status'], seen['reason'], seen['decidedBy']), ('Rejected', 'Over budget', 'Aart Admin'))
        self.assertTrue(seen['decidedAt'])
        # A rejected request is not the cart again, and no payment places it.
        self.assertNotEqual(self.graphql_data(CART)['cart']['order']['id'], cart['id'])
        with self.assertRaisesRegex(ValidationError, 'needs your company.s approval'):
            self._pay(self.admin, cart['id'])

    def test_nobody_approves_their_own_request(self):
        self._sign_in(self.admin)
        self.graphql_data(RULE, {'above': 50})
        cart = self._cart(self.admin, 1)
        self.graphql_data(SUBMIT)
        mine = self.graphql_data(REQUEST, {'id': cart['id']})['approvalRequest']
        self.assertFalse(mine['canDecide'])
        self.assertIn('own request', self.graphql_error(APPROVE, {'id': cart['id']}))
        self._sign_in(self.second_admin)
        self.assertEqual(self.graphql_data(APPROVE, {'id': cart['id']})['approveRequest']['status'], 'Approved')
        # A company whose only Admin asks has nobody to approve.
        self._sign_in(self.other_admin)
        self.graphql_data(RULE, {'above': 50})
        self._cart(self.other_admin, 1)
        self.assertIn('Nobody in your company can approve', self.graphql_error(SUBMIT))
