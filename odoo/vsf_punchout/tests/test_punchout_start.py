# -*- coding: utf-8 -*-
from datetime import timedelta

from odoo import fields
from odoo.tests import tagged

from .common import ADD_TO_CART, RETURN_URL, SESSION, START, PunchoutCase

LINK_EXPIRED = 'This punch-out link has expired or was already used.'


@tagged('post_install', '-at_install')
class TestPunchoutStart(PunchoutCase):

    def test_the_start_signs_the_browser_in_as_the_buyer_with_a_fresh_cart(self):
        # The buyer's last website draft is not reopened.
        self.env['sale.order'].create({
            'partner_id': self.cxml_user.partner_id.id, 'website_id': self.env['website'].get_current_website().id,
            'order_line': [(0, 0, {'product_id': self.products[0].id, 'product_uom_qty': 1})]})
        self.env['base'].flush()
        request = self.setup_request(selectedSku='VSF-PO-2')
        session = self.started_punchout(request)
        self.assertEqual(session, {
            'protocol': 'CXML', 'state': 'OPEN', 'operation': 'CREATE', 'buyerName': 'Procurement Corp Test',
            'returnUrl': RETURN_URL,
            'allowedReturnUrls': ['https://eproc.buyer.example/punchout/', 'http://127.0.0.1:8069/procurement/return/'],
            'buyerCookie': request['buyerCookie'],
            'buyerCredential': {'domain': 'DUNS', 'identity': '987654321-vsf'},
            'supplierCredential': {'domain': 'DUNS', 'identity': '123456789-vsf'},
            'deploymentMode': 'production', 'operationAllowed': 'EDIT', 'messageField': 'cXML-urlencoded',
            'selectedSku': 'VSF-PO-2', 'ociOkCode': None, 'ociTarget': None, 'ociCaller': None,
            'user': {'email': self.cxml_user.login},
        })
        self.assertEqual(self.signed_in_email(), self.cxml_user.login)
        cart_id, lines = self.cart_lines()
        self.assertEqual(lines, [])
        self.assertEqual(self.punchout_of(request['payloadId']).sudo().order_id.id, cart_id)
        self.assertEqual(self.graphql_data(SESSION)['punchoutSession']['buyerCookie'], request['buyerCookie'])

    def test_a_start_token_opens_once(self):
        token = self.start_token()
        self.graphql_data(START, {'token': token})
        self.new_browser()
        self.assertEqual(self.graphql_error(START, {'token': token}), LINK_EXPIRED)
        self.assertIsNone(self.signed_in_email())
        self.assertEqual(self.graphql_error(START, {'token': 'x' * 43}), LINK_EXPIRED)

    def test_an_expired_start_token_opens_nothing(self):
        request = self.setup_request()
        token = self.start_token(request)
        punchout = self.punchout_of(request['payloadId'])
        punchout.sudo().start_expires_at = fields.Datetime.now() - timedelta(seconds=1)
        self.env['base'].flush()
        self.assertEqual(self.graphql_error(START, {'token': token}), LINK_EXPIRED)
        self.assertIsNone(self.signed_in_email())

    def test_another_browser_does_not_see_the_punchout(self):
        self.started_punchout()
        self.assertTrue(self.graphql_data(SESSION)['punchoutSession'])
        self.new_browser()
        self.assertIsNone(self.graphql_data(SESSION)['punchoutSession'])
        # Not even the buyer's own sign-in with a password: the punch-out is the browser's.
        self.authenticate(self.cxml_user.login, self.cxml_user.login)
        self.assertIsNone(self.graphql_data(SESSION)['punchoutSession'])

    def test_another_users_punchout_record_is_not_readable(self):
        request = self.setup_request()
        self.started_punchout(request)
        punchout = self.punchout_of(request['payloadId'])
        Punchout = self.env['vsf.punchout.session']
        self.assertEqual(Punchout.with_user(self.cxml_user).search([('id', '=', punchout.id)]), punchout)
        self.assertFalse(Punchout.with_user(self.oci_user).search([('id', '=', punchout.id)]))

    def test_a_new_start_replaces_the_punchout_the_browser_had_open(self):
        first = self.setup_request()
        self.started_punchout(first)
        self.started_punchout()
        self.assertEqual(self.punchout_of(first['payloadId']).state, 'closed')

    def test_an_edited_cart_is_rebuilt_from_the_lines_sent_back(self):
        session = self.started_punchout(self.setup_request(operation='EDIT', items=[
            {'sku': 'VSF-PO-1', 'quantity': 3, 'auxiliaryId': str(self.products[0].id)},
            {'sku': 'NO-SUCH-SKU', 'quantity': 1},
            {'sku': 'VSF-PO-X', 'quantity': 1},
            {'sku': 'VSF-PO-2', 'quantity': 2},
        ]))
        self.assertEqual(session['operation'], 'EDIT')
        self.assertEqual(self.cart_lines()[1], [('VSF-PO-1', 3.0), ('VSF-PO-2', 2.0)])
        self.graphql_data(ADD_TO_CART, {'productId': self.products[2].id, 'quantity': 1})

    def test_an_inspected_cart_cannot_be_changed(self):
        self.started_punchout(self.setup_request(operation='INSPECT', items=[{'sku': 'VSF-PO-1', 'quantity': 2}]))
        self.assertEqual(self.graphql_error(ADD_TO_CART, {'productId': self.products[1].id, 'quantity': 1}),
                         'This punch-out cart can only be inspected.')
        cart = self.graphql_data('{ cart { order { orderLines { id } } } }')['cart']['order']
        line_id = cart['orderLines'][0]['id']
        self.assertEqual(
            self.graphql_error('mutation ($id: Int!) { cartRemoveItem(lineId: $id) { order { id } } }', {'id': line_id}),
            'This punch-out cart can only be inspected.')
        self.assertEqual(self.cart_lines()[1], [('VSF-PO-1', 2.0)])
