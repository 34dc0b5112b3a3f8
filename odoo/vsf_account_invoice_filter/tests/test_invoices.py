# -*- coding: utf-8 -*-
from unittest import SkipTest

from odoo.tests import tagged
from odoo.tests.common import new_test_user

from odoo.addons.vsf_base.tests.common import GraphQLCase

from ..models.account_move import payment_state_value

INVOICES = '''
query ($filter: InvoiceFilterInput, $currentPage: Int, $pageSize: Int, $sort: InvoiceSortInput) {
  invoices(filter: $filter, currentPage: $currentPage, pageSize: $pageSize, sort: $sort) {
    totalCount
    invoices { id name state paymentState invoiceOrigin ref invoiceDate }
  }
}'''
INVOICE = 'query ($id: Int) { invoice(id: $id) { id paymentState } }'
# InvoicePaymentState names by value.
PAYMENT_STATE_NAMES = {
    'not_paid': 'NotPaid', 'paid': 'Paid', 'partial': 'PartiallyPaid', 'reversed': 'Reversed',
}


@tagged('post_install', '-at_install')
class TestInvoices(GraphQLCase):

    def graphql(self, query, variables=None, cookies=None):
        # The shopper's language as the storefront sends it: Odoo's English texts, whatever the
        # website's default language.
        return super().graphql(query, variables, dict({'frontend_lang': 'en_US'}, **(cookies or {})))

    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        Journal = cls.env['account.journal']
        for journal_type in ('sale', 'purchase', 'bank'):
            domain = [('type', '=', journal_type), ('company_id', '=', cls.env.company.id)]
            if not Journal.search(domain, limit=1):
                raise SkipTest('The company has no chart of accounts (no %s journal).' % journal_type)
        company = cls.env['res.partner'].create({'name': 'VSF Invoice Company', 'is_company': True})
        cls.buyer = new_test_user(
            cls.env, login='vsf_invoice_buyer', groups='base.group_portal', parent_id=company.id)
        cls.other = new_test_user(cls.env, login='vsf_invoice_other', groups='base.group_portal')
        partner = cls.buyer.partner_id
        cls.unpaid = cls._invoice(partner, '2024-01-10', invoice_origin='S00101', ref='PO-101')
        cls.partial = cls._invoice(partner, '2024-02-10')
        cls._pay(cls.partial, 40.0)
        cls.paid = cls._invoice(partner, '2024-03-10')
        cls._pay(cls.paid, 100.0)
        cls.reversed = cls._invoice(partner, '2024-04-10')
        cls.credit_note = cls.reversed._reverse_moves(
            default_values_list=[{'invoice_date': '2024-04-20', 'date': '2024-04-20'}], cancel=True)
        cls.posted = cls.credit_note + cls.reversed + cls.paid + cls.partial + cls.unpaid
        cls.draft = cls._invoice(partner, '2024-05-10', post=False)
        # A draft is followed once posted; followed now, it is listed as graphql_vuestorefront does.
        cls.draft.message_subscribe(partner_ids=partner.ids)
        cls.cancelled = cls._invoice(partner, '2024-05-11')
        cls.cancelled.button_draft()
        cls.cancelled.button_cancel()
        # Newest invoice day first.
        cls.listed = cls.cancelled + cls.draft + cls.posted
        cls.vendor_bill = cls._invoice(partner, '2024-05-12', move_type='in_invoice')
        cls.others_invoice = cls._invoice(cls.other.partner_id, '2024-01-10')

    @classmethod
    def _invoice(cls, partner, day, move_type='out_invoice', post=True, **values):
        move = cls.env['account.move'].create(dict({
            'move_type': move_type,
            'partner_id': partner.id,
            'invoice_date': day,
            'invoice_line_ids': [(0, 0, {'name': 'VSF desk', 'quantity': 1, 'price_unit': 100.0})],
        }, **values))
        if post:
            move.action_post()
        return move

    @classmethod
    def _pay(cls, invoice, amount):
        cls.env['account.payment.register'].with_context(
            active_model='account.move', active_ids=invoice.ids,
        ).create({'amount': amount, 'payment_date': invoice.invoice_date})._create_payments()

    def _invoices(self, **variables):
        return self.graphql_data(INVOICES, variables)['invoices']

    def _ids(self, **variables):
        return [invoice['id'] for invoice in self._invoices(**variables)['invoices']]

    def _sign_in(self, user):
        self.authenticate(user.login, user.login)

    def test_customer_invoices_and_credit_notes_newest_first(self):
        self._sign_in(self.buyer)
        listing = self._invoices(pageSize=50)
        self.assertEqual([invoice['id'] for invoice in listing['invoices']], self.listed.ids)
        self.assertEqual(listing['totalCount'], 7)
        self.assertEqual({invoice['state'] for invoice in listing['invoices']},
                         {'Posted', 'Draft', 'Cancelled'})

    def test_payment_state_origin_and_reference(self):
        self._sign_in(self.buyer)
        by_id = {invoice['id']: invoice for invoice in self._invoices(pageSize=50)['invoices']}
        self.assertEqual(by_id[self.unpaid.id]['paymentState'], 'NotPaid')
        self.assertEqual((by_id[self.unpaid.id]['invoiceOrigin'], by_id[self.unpaid.id]['ref']),
                         ('S00101', 'PO-101'))
        self.assertEqual(by_id[self.partial.id]['paymentState'], 'PartiallyPaid')
        self.assertEqual(by_id[self.paid.id]['paymentState'], 'Paid')
        self.assertEqual(by_id[self.reversed.id]['paymentState'], 'Reversed')
        for move in self.listed:
            expected = PAYMENT_STATE_NAMES[payment_state_value(move.payment_state)]
            self.assertEqual(by_id[move.id]['paymentState'], expected, move.payment_state)

    def test_filter_by_payment_state(self):
        self._sign_in(self.buyer)
        for value, name in PAYMENT_STATE_NAMES.items():
            expected = self.listed.filtered(lambda move: payment_state_value(move.payment_state) == value)
            self.assertEqual(set(self._ids(filter={'paymentStates': [name]})), set(expected.ids), name)
        open_ones = set(self._ids(filter={'paymentStates': ['NotPaid', 'PartiallyPaid']}))
        self.assertTrue({self.unpaid.id, self.partial.id} <= open_ones)
        self.assertFalse({self.paid.id, self.reversed.id} & open_ones)

    def test_states_pick_posted_drafts_or_cancelled_and_vendor_bills_are_never_listed(self):
        # The shop asks for Posted; the list itself is graphql_vuestorefront's (every state).
        self._sign_in(self.buyer)
        self.assertEqual(self._ids(filter={'states': ['Posted']}, pageSize=50), self.posted.ids)
        self.assertEqual(self._ids(filter={'states': ['Draft', 'Cancelled']}),
                         (self.cancelled + self.draft).ids)
        self.assertEqual(self._ids(filter={'ids': self.vendor_bill.ids}), [])

    def test_filter_by_ids_name_and_invoice_days(self):
        self._sign_in(self.buyer)
        self.assertEqual(self._ids(filter={'ids': [self.paid.id]}), [self.paid.id])
        # A credit note's number (RINV/...) contains an invoice's (INV/...), not the other way round.
        self.assertEqual(self._ids(filter={'name': self.credit_note.name.lower()}), [self.credit_note.id])
        self.assertEqual(self._ids(filter={'dateFrom': '2024-03-10', 'dateTo': '2024-03-10'}), [self.paid.id])
        self.assertEqual(self._ids(filter={'dateFrom': '2024-04-01'}),
                         (self.cancelled + self.draft + self.credit_note + self.reversed).ids)
        self.assertEqual(self._ids(filter={'dateTo': '2024-02-10'}), (self.partial + self.unpaid).ids)

    def test_a_malformed_day_is_refused(self):
        self._sign_in(self.buyer)
        for day in ('2024-1-10', '2024-02-30', 'yesterday'):
            self.assertEqual(self.graphql_error(INVOICES, {'filter': {'dateTo': day}}),
                             'Invalid date %s, expected YYYY-MM-DD.' % day)

    def test_an_unknown_payment_state_is_rejected(self):
        self._sign_in(self.buyer)
        answer = self.graphql(INVOICES, {'filter': {'paymentStates': ['Unpaid']}})
        self.assertTrue(answer.get('errors'))
        self.assertFalse((answer.get('data') or {}).get('invoices'))
        inline = self.graphql('{ invoices(filter: {states: [Open]}) { totalCount } }')
        self.assertTrue(inline.get('errors'))
        self.assertFalse((inline.get('data') or {}).get('invoices'))

    def test_pages_are_1_based_and_sort_by_the_given_key(self):
        self._sign_in(self.buyer)
        page = self._invoices(pageSize=2, currentPage=2)
        self.assertEqual(page['totalCount'], 7)
        self.assertEqual([invoice['id'] for invoice in page['invoices']], self.listed.ids[2:4])
        oldest_first = self._invoices(sort={'invoiceDate': 'ASC'}, pageSize=50)['invoices']
        self.assertEqual([invoice['id'] for invoice in oldest_first], list(reversed(self.listed.ids)))

    def test_another_customers_invoices_are_never_listed(self):
        self._sign_in(self.other)
        self.assertEqual(self._ids(), [self.others_invoice.id])
        self.assertEqual(self._ids(filter={'ids': self.listed.ids}), [])

    def test_another_customers_invoice_is_not_readable(self):
        self._sign_in(self.other)
        self.assertEqual(self.graphql_error(INVOICE, {'id': self.paid.id}), 'Invoice does not exist.')
        self._sign_in(self.buyer)
        self.assertEqual(self.graphql_data(INVOICE, {'id': self.paid.id})['invoice'],
                         {'id': self.paid.id, 'paymentState': 'Paid'})

    def test_anonymous_callers_have_no_invoices(self):
        self.assertEqual(self._invoices(), {'totalCount': 0, 'invoices': []})
