# -*- coding: utf-8 -*-
"""A confirmed order's invoices: made from the order (sale's _create_invoices), dated, numbered,
posted, paid in full or in part through the payment wizard, reversed by a credit note, left in
draft or cancelled."""
import re

from odoo.exceptions import UserError


def invoice_order(env, order, entry):
    """The data lists an order's invoices by date; each one invoices what the order has left to
    invoice then (a reversed invoice gives its quantities back)."""
    for invoice_entry in entry['invoices']:
        invoice = order._create_invoices()
        if len(invoice) != 1:
            raise UserError('vsf_demo_shop: %s gave %d invoices for %s.' % (entry['name'], len(invoice), invoice_entry['name']))
        date_invoice(invoice, invoice_entry)
        number_invoice(env, invoice, invoice_entry)
        # Odoo lets the customer follow an invoice when it is posted (account.move._post); the
        # storefront lists a customer's drafts and cancelled invoices too, so they follow it now.
        invoice.message_subscribe(partner_ids=invoice.partner_id.ids)
        settle(env, invoice, invoice_entry)


def date_invoice(invoice, entry):
    if not entry['invoiceDate']:
        return
    invoice.write({'invoice_date': entry['invoiceDate'], 'invoice_date_due': entry['dueDate'] or entry['invoiceDate']})
    # As account.move._post does for an invoice it dates itself: the accounting date and the
    # receivable's due date follow the invoice date (there is no payment term).
    invoice.with_context(check_move_validity=False, force_onchange_currency=True)._onchange_invoice_date()


def number_invoice(env, invoice, entry):
    """The demo's number where it fits the journal's sequence and no other entry has it; Odoo
    numbers the invoice otherwise. Set before posting, which keeps a number it is given."""
    prefix = re.sub(r'\d+$', '', invoice._get_starting_sequence())
    if not entry['name'].startswith(prefix):
        return
    taken = env['account.move'].search_count([
        ('journal_id', '=', invoice.journal_id.id), ('name', '=', entry['name']), ('id', '!=', invoice.id)])
    if not taken:
        invoice.name = entry['name']


def settle(env, invoice, entry):
    if entry['state'] == 'cancel':
        invoice.button_cancel()
        return
    if entry['state'] != 'posted':
        return
    invoice.action_post()
    payment_state = entry['paymentState']
    if payment_state == 'reversed':
        reverse(invoice)
    elif payment_state in ('paid', 'in_payment'):
        pay(env, invoice, invoice.amount_residual)
    elif payment_state == 'partial':
        pay(env, invoice, round(entry['amountTotal'] - entry['amountResidual'], 2))


def pay(env, invoice, amount):
    """A payment on the invoice date through Odoo's Register Payment wizard, which posts it and
    reconciles it with the invoice. Less than the invoice leaves it partly paid."""
    wizard = env['account.payment.register'].with_context(
        active_model='account.move', active_ids=invoice.ids).create({
            'payment_date': invoice.invoice_date, 'amount': amount})
    wizard._create_payments()


def reverse(invoice):
    """A full credit note reconciled with the invoice, which Odoo then calls reversed.

    The demo shop shows the customer the reversed invoice alone, no credit note: Odoo's portal
    shows a customer the invoices they follow, so the customer does not follow the credit note
    (the back office has it, as any other)."""
    credit_note = invoice._reverse_moves([{
        'ref': 'Reversal of: %s' % invoice.name,
        'date': invoice.date,
        'invoice_date': invoice.invoice_date,
    }], cancel=True)
    customer = invoice.commercial_partner_id
    followers = credit_note.message_partner_ids.filtered(lambda partner: partner.commercial_partner_id == customer)
    credit_note.message_unsubscribe(partner_ids=followers.ids)
