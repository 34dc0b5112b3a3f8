# -*- coding: utf-8 -*-
"""The customer's invoices with filters and payment state.

graphql_vuestorefront 15.0's ``invoices`` takes no filter and lists every move the customer's
company follows, drafts and vendor bills included where the caller may read them. It is served
here with its arguments and ``filter``: the customer invoices and credit notes in every state (the
shop filters for posted ones, which Odoo's portal lists), searched as the caller with
graphql_vuestorefront's access checks.
"""
import graphene

from odoo.addons.graphql_vuestorefront.schemas.invoice import InvoiceList, Invoices, InvoiceSortInput
from odoo.addons.graphql_vuestorefront.schemas.objects import Invoice, InvoiceState
from odoo.addons.vsf_base.document_lists import (
    checked_day, customer_documents, document_list_field, enum_values, ids_and_name_domains,
)
from odoo.addons.vsf_base.extension import SchemaExtension

from .models.account_move import NOT_PAID, PAID, PARTIALLY_PAID, REVERSED, odoo_payment_states

INVOICE_NOT_FOUND = 'Invoice does not exist.'
# Newest first, as Odoo's portal lists invoices.
DEFAULT_ORDER = 'invoice_date desc, id desc'


class InvoicePaymentState(graphene.Enum):
    NotPaid = NOT_PAID
    Paid = PAID
    PartiallyPaid = PARTIALLY_PAID
    Reversed = REVERSED


class InvoiceFilterInput(graphene.InputObjectType):
    ids = graphene.List(graphene.Int)
    name = graphene.String()
    states = graphene.List(InvoiceState)
    payment_states = graphene.List(InvoicePaymentState)
    date_from = graphene.String()
    date_to = graphene.String()


def filter_domains(filter):
    domains = ids_and_name_domains(filter)
    states = enum_values(filter.get('states'))
    if states:
        domains.append([('state', 'in', states)])
    payment_states = enum_values(filter.get('payment_states'))
    if payment_states:
        domains.append([('payment_state', 'in', odoo_payment_states(payment_states))])
    # Invoice dates are calendar days, both ends included.
    if filter.get('date_from'):
        domains.append([('invoice_date', '>=', checked_day(filter['date_from']))])
    if filter.get('date_to'):
        domains.append([('invoice_date', '<=', checked_day(filter['date_to']))])
    return domains


class InvoiceFilterQuery(graphene.ObjectType):
    invoices = document_list_field(Invoices, InvoiceFilterInput, InvoiceSortInput)

    @staticmethod
    def resolve_invoices(self, info, filter, current_page, page_size, sort):
        env = info.context['env']

        def domains():
            portal_invoices = env['account.move']._vsf_portal_invoices_domain(env.user.partner_id)
            return [portal_invoices] + filter_domains(filter)

        invoices, total_count = customer_documents(
            env, 'account.move', domains, current_page, page_size, sort, DEFAULT_ORDER, INVOICE_NOT_FOUND,
            filter)
        return InvoiceList(invoices=invoices, total_count=total_count)


def resolve_payment_state(invoice, info):
    return invoice._vsf_payment_state() if invoice else None


def resolve_invoice_origin(invoice, info):
    return None if invoice.invoice_origin is False else invoice.invoice_origin


def resolve_ref(invoice, info):
    return None if invoice.ref is False else invoice.ref


SchemaExtension(
    __name__,
    query=[InvoiceFilterQuery],
    fields={
        Invoice: {
            'payment_state': graphene.Field(InvoicePaymentState, resolver=resolve_payment_state),
            'invoice_origin': graphene.String(resolver=resolve_invoice_origin),
            'ref': graphene.String(resolver=resolve_ref),
        },
    },
)
