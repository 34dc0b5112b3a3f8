# -*- coding: utf-8 -*-
from odoo.tests import tagged
from odoo.tests.common import new_test_user

from odoo.addons.vsf_base.tests.common import GraphQLCase

REGISTER = '''mutation ($email: String!, $name: String!, $password: String!, $extra: UserRegisterExtraInput) {
  register(email: $email, name: $name, password: $password, extra: $extra) { id name email }
}'''
PARTNER = '''query { partner { name isCompany vat companyName companyRegNo parentId { name isCompany } } }'''
PASSWORD = 'storefront-secret-1'


@tagged('post_install', '-at_install')
class TestRegisterWithCompany(GraphQLCase):

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        # graphql_vuestorefront's registration is Odoo's signup, which needs free sign-up.
        cls.env['ir.config_parameter'].sudo().set_param('auth_signup.invitation_scope', 'b2c')

    def register(self, email, name, extra=None):
        variables = {'email': email, 'name': name, 'password': PASSWORD}
        if extra is not None:
            variables['extra'] = extra
        return self.graphql(REGISTER, variables)

    def partner_of(self, login):
        return self.env['res.users'].search([('login', '=', login)]).partner_id

    def test_a_business_registers_with_its_company(self):
        answer = self.register('Anna@Acme-Storefront.example', 'Anna Acme', {
            'vat': ' NL999999999B01 ', 'companyName': 'Acme Storefront B.V.', 'companyRegNo': '87654321'})
        self.assertFalse(answer.get('errors'), answer.get('errors'))
        self.assertEqual(answer['data']['register']['email'], 'anna@acme-storefront.example')
        partner = self.partner_of('anna@acme-storefront.example')
        company = partner.parent_id
        self.assertEqual(
            (company.name, company.is_company, company.vat, company.company_reg_no, company.email),
            ('Acme Storefront B.V.', True, 'NL999999999B01', '87654321', 'anna@acme-storefront.example'))
        self.assertEqual((partner.name, partner.is_company, partner.vat), ('Anna Acme', False, 'NL999999999B01'))
        self.assertEqual(company.child_ids, partner)

    def test_the_customer_reads_the_company_back(self):
        self.register('jan@bakker-storefront.example', 'Jan Bakker', {
            'vat': 'NL123456789B01', 'companyName': 'Bakker Storefront B.V.', 'companyRegNo': '12345678'})
        self.authenticate('jan@bakker-storefront.example', PASSWORD)
        self.assertEqual(self.graphql_data(PARTNER)['partner'], {
            'name': 'Jan Bakker',
            'isCompany': False,
            'vat': 'NL123456789B01',
            'companyName': 'Bakker Storefront B.V.',
            'companyRegNo': '12345678',
            'parentId': {'name': 'Bakker Storefront B.V.', 'isCompany': True},
        })

    def test_a_customer_speaks_the_language_they_registered_in(self):
        self.env['res.lang']._activate_lang('nl_NL')
        self.env['website'].get_current_website().language_ids |= self.env['res.lang']._lang_get('nl_NL')
        variables = {'email': 'eva@dutch-storefront.example', 'name': 'Eva', 'password': PASSWORD}
        self.graphql_data(REGISTER, variables, cookies={'frontend_lang': 'nl_NL'})
        self.assertEqual(self.partner_of('eva@dutch-storefront.example').lang, 'nl_NL')

    def test_a_vat_number_without_a_company_goes_on_the_customer(self):
        answer = self.register('sole@trader-storefront.example', 'Sole Trader', {'vat': 'NL123456789B01', 'companyName': '  '})
        self.assertFalse(answer.get('errors'), answer.get('errors'))
        partner = self.partner_of('sole@trader-storefront.example')
        self.assertEqual((partner.vat, partner.parent_id), ('NL123456789B01', self.env['res.partner']))

    def test_a_vat_number_base_vat_would_refuse_is_kept_as_typed(self):
        # The storefront does not check VAT numbers (mock-odoo keeps "NL1"); base_vat, if
        # installed, must not refuse the registration either.
        self.register('nl1@trader-storefront.example', 'Short Number', {'vat': 'NL1'})
        self.assertEqual(self.partner_of('nl1@trader-storefront.example').vat, 'NL1')
        answer = self.register('nl1@company-storefront.example', 'Short Company', {'vat': 'NL1', 'companyName': 'NL1 B.V.'})
        self.assertFalse(answer.get('errors'), answer.get('errors'))
        self.assertEqual(self.partner_of('nl1@company-storefront.example').parent_id.vat, 'NL1')

    def test_without_extras_it_is_graphql_vuestorefronts_registration(self):
        answer = self.register('plain@storefront.example', 'Plain Customer')
        self.assertEqual(answer['data']['register']['name'], 'Plain Customer')
        partner = self.partner_of('plain@storefront.example')
        self.assertEqual((partner.parent_id, partner.vat), (self.env['res.partner'], False))

    def test_an_email_already_registered_is_refused_and_no_company_is_made(self):
        new_test_user(self.env, login='taken@storefront.example', groups='base.group_portal')
        self.env['base'].flush()
        # In English, the source language: without the cookie Odoo answers in the website's.
        message = self.graphql_error(REGISTER, {
            'email': 'TAKEN@storefront.example', 'name': 'Someone', 'password': PASSWORD,
            'extra': {'companyName': 'Taken Storefront B.V.', 'vat': 'NL123456789B01'}},
            cookies={'frontend_lang': 'en_US'})
        self.assertEqual(message, 'Another user is already registered using this email address.')
        self.assertFalse(self.env['res.partner'].search([('name', '=', 'Taken Storefront B.V.')]))
