# -*- coding: utf-8 -*-
from odoo.exceptions import AccessDenied
from odoo.tests import tagged
from odoo.tests.common import new_test_user

from odoo.addons.vsf_base.tests.common import GraphQLCase

COMPANY = '''{ buyingCompany { id name role poReferenceRequired
  members { id name email role status isYou } } }'''
COMPANY_ROLE = '{ buyingCompany { id role poReferenceRequired } }'
PARTNER_ROLE = '{ partner { id companyRole } }'
INVITE = '''mutation ($name: String!, $email: String!, $role: CompanyRole!) {
  inviteCompanyMember(name: $name, email: $email, role: $role) { id name email role status } }'''
SET_ROLE = '''mutation ($id: Int!, $role: CompanyRole!) {
  updateCompanyMemberRole(memberId: $id, role: $role) { id role } }'''
REVOKE = 'mutation ($id: Int!) { revokeCompanyMemberAccess(memberId: $id) { id status } }'
RESTORE = 'mutation ($id: Int!) { restoreCompanyMemberAccess(memberId: $id) { id status } }'
SETTINGS = '''mutation ($required: Boolean!) {
  updateBuyingCompany(poReferenceRequired: $required) { id poReferenceRequired } }'''
CHANGE_PASSWORD = '''mutation ($token: String!, $password: String!) {
  changePassword(token: $token, newPassword: $password) { id } }'''
ORDERS = '''query ($filter: OrderFilterInput) {
  orders(filter: $filter, pageSize: 50) { totalCount orders { id partner { name } } } }'''
ORDER = 'query ($id: Int) { order(id: $id) { id } }'
INVOICES = '''query ($filter: InvoiceFilterInput) {
  invoices(filter: $filter, pageSize: 50) { totalCount invoices { id placedBy } } }'''


@tagged('post_install', '-at_install')
class TestCompanyAccounts(GraphQLCase):

    def graphql(self, query, variables=None, cookies=None):
        return super().graphql(query, variables, dict({'frontend_lang': 'en_US'}, **(cookies or {})))

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        Partner = cls.env['res.partner']
        cls.company = Partner.create({'name': 'Brouwer Techniek BV', 'is_company': True})
        cls.admin = new_test_user(cls.env, login='vsf_b2b_admin', groups='base.group_portal',
                                  name='Anna Admin', email='anna@brouwer.example', parent_id=cls.company.id)
        cls.buyer = new_test_user(cls.env, login='vsf_b2b_buyer', groups='base.group_portal',
                                  name='Bram Buyer', email='bram@brouwer.example', parent_id=cls.company.id)
        cls.buyer.partner_id.vsf_company_role = 'buyer'
        cls.other_company = Partner.create({'name': 'Other Company BV', 'is_company': True})
        cls.other_admin = new_test_user(cls.env, login='vsf_b2b_other', groups='base.group_portal',
                                        name='Otto Other', email='otto@other.example',
                                        parent_id=cls.other_company.id)
        # Kept after sending, so the test can read it.
        cls.env.ref('vsf_b2b_company.mail_template_company_invitation').auto_delete = False
        cls.product = cls.env['product.product'].create({
            'name': 'B2B Test Drill', 'list_price': 50.0, 'sale_ok': True, 'website_published': True})

    def _sign_in(self, user):
        self.authenticate(user.login, user.login)

    def _order(self, partner, state='sale', ref=False):
        order = self.env['sale.order'].create({
            'partner_id': partner.id,
            'client_order_ref': ref,
            'order_line': [(0, 0, {'product_id': self.product.id, 'product_uom_qty': 2})],
        })
        if state == 'sale':
            order.action_confirm()
        return order

    def _member(self, data, name):
        return next(member for member in data['buyingCompany']['members'] if member['name'] == name)

    def test_an_admin_sees_the_company_people_with_roles_and_status(self):
        self._sign_in(self.admin)
        data = self.graphql_data(COMPANY)
        company = data['buyingCompany']
        self.assertEqual((company['id'], company['name'], company['role']),
                         (self.company.id, 'Brouwer Techniek BV', 'Admin'))
        self.assertEqual([member['name'] for member in company['members']], ['Anna Admin', 'Bram Buyer'])
        anna = self._member(data, 'Anna Admin')
        self.assertEqual((anna['role'], anna['status'], anna['isYou']), ('Admin', 'Active', True))
        bram = self._member(data, 'Bram Buyer')
        self.assertEqual((bram['role'], bram['status'], bram['isYou']), ('Buyer', 'Invited', False))

    def test_a_buyer_knows_their_role_but_not_the_people(self):
        self._sign_in(self.buyer)
        self.assertEqual(self.graphql_data(COMPANY_ROLE)['buyingCompany']['role'], 'Buyer')
        self.assertEqual(self.graphql_data(PARTNER_ROLE)['partner']['companyRole'], 'Buyer')
        self.assertIn('Only an administrator', self.graphql_error(COMPANY))
        for query, variables in [
            (INVITE, {'name': 'X', 'email': 'x@brouwer.example', 'role': 'Admin'}),
            (SET_ROLE, {'id': self.buyer.partner_id.id, 'role': 'Admin'}),
            (REVOKE, {'id': self.admin.partner_id.id}),
            (SETTINGS, {'required': True}),
        ]:
            self.assertIn('Only an administrator', self.graphql_error(query, variables))
        self.assertEqual(self.buyer.partner_id.vsf_company_role, 'buyer')
        self.assertFalse(self.company.vsf_po_reference_required)

    def test_without_a_company_or_signed_out_there_is_none(self):
        self.assertIsNone(self.graphql_data(COMPANY_ROLE)['buyingCompany'])
        self.assertIn('You must be logged in', self.graphql_error(SETTINGS, {'required': True}))
        loner = new_test_user(self.env, login='vsf_b2b_loner', groups='base.group_portal', name='Lone Buyer')
        self._sign_in(loner)
        self.assertIsNone(self.graphql_data(COMPANY_ROLE)['buyingCompany'])
        self.assertIsNone(self.graphql_data(PARTNER_ROLE)['partner']['companyRole'])
        self.assertIn('does not belong to a company', self.graphql_error(SETTINGS, {'required': True}))

    def test_an_invited_colleague_sets_a_password_from_the_mail_and_signs_in(self):
        self._sign_in(self.admin)
        member = self.graphql_data(INVITE, {
            'name': 'Carla Colleague', 'email': ' Carla@Brouwer.example ', 'role': 'Buyer',
        })['inviteCompanyMember']
        self.assertEqual((member['email'], member['role'], member['status']),
                         ('carla@brouwer.example', 'Buyer', 'Invited'))
        contact = self.env['res.partner'].browse(member['id'])
        self.assertEqual(contact.parent_id, self.company)
        user = contact.user_ids
        self.assertTrue(user.has_group('base.group_portal'))
        mail = self.env['mail.mail'].search([('email_to', 'ilike', 'carla@brouwer.example')], limit=1)
        self.assertIn('Anna Admin invites you to order for Brouwer Techniek BV', mail.subject)
        token = contact.signup_token
        self.assertTrue(token)
        self.assertIn('/invitation?token=%s' % token, mail.body_html)
        self.logout()
        self.graphql_data(CHANGE_PASSWORD, {'token': token, 'password': 'carla-secret-42'})
        self.authenticate('carla@brouwer.example', 'carla-secret-42')
        self.assertEqual(self.graphql_data(COMPANY_ROLE)['buyingCompany']['role'], 'Buyer')

    def test_an_address_with_an_account_cannot_be_invited_again(self):
        self._sign_in(self.admin)
        for email in ['bram@brouwer.example', 'vsf_b2b_other', 'OTTO@other.example']:
            answer = self.graphql(INVITE, {'name': 'Dup', 'email': email, 'role': 'Buyer'})
            self.assertTrue(answer.get('errors'), email)
        self.assertIn('valid email', self.graphql_error(INVITE, {'name': 'N', 'email': 'nope', 'role': 'Buyer'}))
        self.assertIn('Enter a name', self.graphql_error(INVITE, {'name': ' ', 'email': 'n@b.example', 'role': 'Buyer'}))
        self.assertFalse(self.env['res.partner'].search([('name', '=', 'Dup')]))

    def test_roles_change_and_a_company_keeps_an_admin(self):
        self._sign_in(self.admin)
        self.assertEqual(self.graphql_data(SET_ROLE, {'id': self.buyer.partner_id.id, 'role': 'Admin'})
                         ['updateCompanyMemberRole']['role'], 'Admin')
        self.graphql_data(SET_ROLE, {'id': self.buyer.partner_id.id, 'role': 'Buyer'})
        self.assertIn('at least one administrator',
                      self.graphql_error(SET_ROLE, {'id': self.admin.partner_id.id, 'role': 'Buyer'}))
        self.assertEqual(self.admin.partner_id.vsf_company_role, 'admin')

    def test_access_is_revoked_and_restored(self):
        # A portal user of a real database has more groups than the portal's (the tax display,
        # addresses on orders), with which the portal wizard alone leaves them active.
        self.buyer.groups_id |= self.env.ref('account.group_show_line_subtotals_tax_excluded')
        self._sign_in(self.admin)
        self.assertIn('your own access', self.graphql_error(REVOKE, {'id': self.admin.partner_id.id}))
        revoked = self.graphql_data(REVOKE, {'id': self.buyer.partner_id.id})['revokeCompanyMemberAccess']
        self.assertEqual(revoked['status'], 'Revoked')
        self.assertFalse(self.buyer.has_group('base.group_portal'))
        self.assertFalse(self.buyer.active)
        with self.assertRaises(AccessDenied):
            self.env['res.users'].authenticate(self.env.cr.dbname, self.buyer.login, self.buyer.login, {})
        self.assertIn('no access', self.graphql_error(REVOKE, {'id': self.buyer.partner_id.id}))
        restored = self.graphql_data(RESTORE, {'id': self.buyer.partner_id.id})['restoreCompanyMemberAccess']
        self.assertEqual(restored['status'], 'Invited')
        self.assertTrue(self.buyer.active and self.buyer.has_group('base.group_portal'))

    def test_another_company_people_are_out_of_reach(self):
        self._sign_in(self.admin)
        other = self.other_admin.partner_id.id
        for query, variables in [
            (SET_ROLE, {'id': other, 'role': 'Buyer'}), (REVOKE, {'id': other}), (RESTORE, {'id': other}),
        ]:
            self.assertIn('not part of your company', self.graphql_error(query, variables))
        self.assertTrue(self.other_admin.active)
        self.assertNotIn('Otto Other', [m['name'] for m in self.graphql_data(COMPANY)['buyingCompany']['members']])

    def test_a_buyer_sees_their_own_orders_an_admin_theirs_or_the_company(self):
        admins = self._order(self.admin.partner_id, ref='PO-A')
        buyers = self._order(self.buyer.partner_id, ref='PO-B')
        others = self._order(self.other_admin.partner_id)
        self._sign_in(self.buyer)
        listed = self.graphql_data(ORDERS)['orders']
        self.assertEqual([o['id'] for o in listed['orders']], [buyers.id])
        self.assertEqual(listed['orders'][0]['partner']['name'], 'Bram Buyer')
        self.assertEqual([o['id'] for o in self.graphql_data(ORDERS, {'filter': {'scope': 'Company'}})
                          ['orders']['orders']], [buyers.id])
        self.assertIn('does not exist', self.graphql_error(ORDER, {'id': admins.id}))
        self._sign_in(self.admin)
        company = [o['id'] for o in self.graphql_data(ORDERS, {'filter': {'scope': 'Company'}})['orders']['orders']]
        self.assertEqual(sorted(company), sorted([admins.id, buyers.id]))
        mine = [o['id'] for o in self.graphql_data(ORDERS, {'filter': {'scope': 'Mine'}})['orders']['orders']]
        self.assertEqual(mine, [admins.id])
        self.assertNotIn(others.id, company)

    def test_the_company_may_require_a_po_reference(self):
        self._sign_in(self.admin)
        self.assertTrue(self.graphql_data(SETTINGS, {'required': True})['updateBuyingCompany']['poReferenceRequired'])
        self.assertTrue(self.company.vsf_po_reference_required)
        acquirer = self.env['payment.acquirer'].search([('provider', '=', 'transfer')], limit=1)
        without = self._order(self.buyer.partner_id, state='draft')
        with self.assertRaisesRegex(Exception, 'PO reference'):
            self.env['payment.transaction'].create({
                'acquirer_id': acquirer.id, 'amount': without.amount_total,
                'currency_id': without.currency_id.id, 'partner_id': without.partner_id.id,
                'sale_order_ids': [(6, 0, without.ids)]})
        with_ref = self._order(self.buyer.partner_id, state='draft', ref='PO-77')
        self.env['payment.transaction'].create({
            'acquirer_id': acquirer.id, 'amount': with_ref.amount_total,
            'currency_id': with_ref.currency_id.id, 'partner_id': with_ref.partner_id.id,
            'sale_order_ids': [(6, 0, with_ref.ids)]})

    def test_the_invitation_is_in_the_language_the_admin_invited_in(self):
        self.env['res.lang']._activate_lang('nl_NL')
        self.env['ir.module.module'].search([('name', '=', 'vsf_b2b_company')])._update_translations('nl_NL', overwrite=True)
        self._sign_in(self.admin)
        member = self.graphql_data(INVITE, {
            'name': 'Dirk Dutch', 'email': 'dirk@brouwer.example', 'role': 'Buyer',
        }, cookies={'frontend_lang': 'nl_NL'})['inviteCompanyMember']
        contact = self.env['res.partner'].browse(member['id'])
        self.assertEqual(contact.lang, 'nl_NL')
        mail = self.env['mail.mail'].search([('email_to', 'ilike', 'dirk@brouwer.example')], limit=1)
        self.assertEqual(mail.subject, 'Anna Admin nodigt je uit om te bestellen voor Brouwer Techniek BV')
        self.assertIn('Stel je wachtwoord in', mail.body_html)
        self.assertIn('/invitation?token=%s' % contact.signup_token, mail.body_html)

    def test_a_requester_sees_their_own_orders_and_places_none(self):
        self._sign_in(self.admin)
        self.graphql_data(SET_ROLE, {'id': self.buyer.partner_id.id, 'role': 'Requester'})
        self.assertEqual(self.buyer.partner_id.vsf_company_role, 'requester')
        admins = self._order(self.admin.partner_id)
        cart = self._order(self.buyer.partner_id, state='draft', ref='PO-R')
        self._sign_in(self.buyer)
        self.assertEqual(self.graphql_data(PARTNER_ROLE)['partner']['companyRole'], 'Requester')
        listed = self.graphql_data(ORDERS, {'filter': {'scope': 'Company'}})['orders']['orders']
        self.assertNotIn(admins.id, [order['id'] for order in listed])
        acquirer = self.env['payment.acquirer'].search([('provider', '=', 'transfer')], limit=1)
        requester = self.env(user=self.buyer)
        with self.assertRaisesRegex(Exception, 'request orders, not place them'):
            requester['payment.transaction'].sudo().create({
                'acquirer_id': acquirer.id, 'amount': cart.amount_total,
                'currency_id': cart.currency_id.id, 'partner_id': cart.partner_id.id,
                'sale_order_ids': [(6, 0, cart.ids)]})
        with self.assertRaisesRegex(Exception, 'request orders, not place them'):
            cart.with_user(self.buyer).sudo().action_confirm()
        self.assertEqual(cart.state, 'draft')
        # Someone else (here Odoo's own user) still places the Requester's order.
        cart.action_confirm()
        self.assertEqual(cart.state, 'sale')
